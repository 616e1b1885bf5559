import type { LedgerKind, PaidMilestone, PayoutStatus } from '@shared/schemas/payouts';
import { formatMoney } from '@shared/money';

/** Money in cents as every money screen writes it: "$12.50". */
export const cents = (amount: number) => formatMoney(amount, 'minor');

/** What each ledger movement means to a seller. Never "escrow": the money is "held". */
export const KIND_LABELS: Record<LedgerKind, string> = {
  charge: 'Payment held',
  release: 'Released to you',
  clear: 'Cleared, now available',
  refund: 'Refunded to the client',
  payout: 'Withdrawal started',
  payout_paid: 'Payout paid',
  payout_failed: 'Payout failed, returned',
  transfer_reversed: 'Transfer reversed',
};

/** A contract's milestone payment as the payments list and its receipt name it: "Milestone 2: Build". */
export const milestoneLabel = (m: PaidMilestone) => `Milestone ${m.position}: ${m.title}`;

/** Where a payment's receipt is: a contract's are one per milestone payment. */
export const receiptPath = (orderId: string, milestone?: PaidMilestone) =>
  `/orders/${orderId}/receipt${milestone ? `?milestone=${milestone._id}` : ''}`;

export const PAYOUT_LABELS: Record<PayoutStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

export const FUNDS_LABELS = {
  held: 'Held (order in progress)',
  released: 'Released to the freelancer',
  refunded: 'Refunded to the client',
  partly_refunded: 'Partly refunded, the rest released',
  none: 'Not paid',
} as const;

/** The balance cards' names, for saying which of them a movement changed. */
const BALANCE_NAMES = { escrowCents: 'In progress', pendingCents: 'Clearing', availableCents: 'Available' } as const;

/** "In progress −$250 · Clearing +$250": which balances one movement changed, and by how much. */
export function changesLine(changes: Record<keyof typeof BALANCE_NAMES, number>): string {
  const parts = (Object.keys(BALANCE_NAMES) as (keyof typeof BALANCE_NAMES)[])
    .filter((k) => changes[k] !== 0)
    .map((k) => `${BALANCE_NAMES[k]} ${changes[k] > 0 ? '+' : '−'}${cents(Math.abs(changes[k]))}`);
  return parts.length ? parts.join(' · ') : 'No change to your balances';
}
