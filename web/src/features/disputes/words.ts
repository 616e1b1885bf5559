import { formatMoney } from '@shared/money';
import type { Dispute, DisputeMilestone, DisputeOutcome, DisputeStatus } from '@shared/schemas/disputes';

/** Cents as every money screen writes them: "$30", "$12.50". */
export const cents = (amount: number) => formatMoney(amount, 'minor');

/** What a dispute's outcome shares out: the order's price, or on a contract its disputed milestone's amount. */
export interface Disputed {
  cents: number;
  milestone: DisputeMilestone | null;
}
export const disputedOf = (d: Dispute): Disputed => ({
  cents: d.milestone?.amountCents ?? d.order.priceCents,
  milestone: d.milestone,
});

/**
 * What follows an outcome, as its catalog key: a milestone's dispute leaves the contract going on
 * (or, when that milestone was the last one open, it is complete now); an order's closes it.
 */
export const afterOutcomeKey = (outcome: DisputeOutcome, milestone: DisputeMilestone | null, orderStatus?: string) =>
  milestone
    ? orderStatus === 'completed'
      ? 'disputes.after.contractComplete'
      : 'disputes.after.contractGoesOn'
    : outcome === 'refund'
      ? 'disputes.after.orderCancelled'
      : 'disputes.after.orderCompletes';

/** The status badge's colours: open and escalated want attention; closed ones are quiet. */
export const STATUS_TONES: Record<DisputeStatus, string> = {
  open: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  escalated: 'bg-red-50 text-red-700 ring-red-600/20',
  settled: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  decided: 'bg-brand-50 text-brand-700 ring-brand-600/20',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** Who the viewer is to the other party's name: "the seller, Fiona Fox". */
export function otherParty(d: Dispute): { role: 'buyer' | 'seller'; name: string } {
  return d.viewerSide === 'buyer'
    ? { role: 'seller', name: d.order.seller.fullName }
    : { role: 'buyer', name: d.order.buyer.fullName };
}
