import type { LedgerKind, PaidMilestone, PayoutStatus } from '@shared/schemas/payouts';
import type { Translate } from '@web/lib/taxonomy';

/** What each ledger movement means to a seller, by key. Never "escrow": the money is "held". */
export const KIND_KEYS: Record<LedgerKind, string> = {
  charge: 'payouts.kind.charge',
  release: 'payouts.kind.release',
  clear: 'payouts.kind.clear',
  refund: 'payouts.kind.refund',
  payout: 'payouts.kind.payout',
  payout_paid: 'payouts.kind.payoutPaid',
  payout_failed: 'payouts.kind.payoutFailed',
  transfer_reversed: 'payouts.kind.transferReversed',
};

/** Where a payment's receipt is: a contract's are one per milestone payment. */
export const receiptPath = (orderId: string, milestone?: PaidMilestone) =>
  `/orders/${orderId}/receipt${milestone ? `?milestone=${milestone._id}` : ''}`;

export const PAYOUT_KEYS: Record<PayoutStatus, string> = {
  pending: 'payouts.status.pending',
  paid: 'payouts.status.paid',
  failed: 'payouts.status.failed',
};

/** Where a payment's money is (Held (order in progress), Released to the freelancer…), as receipts.json names it. */
export const FUNDS_KEYS = {
  held: 'receipts.funds.held',
  released: 'receipts.funds.released',
  refunded: 'receipts.funds.refunded',
  partly_refunded: 'receipts.funds.partlyRefunded',
  none: 'receipts.funds.none',
} as const;

/** The balance cards' names, for saying which of them a movement changed. */
const BALANCE_KEYS = {
  escrowCents: 'payouts.balance.inProgress',
  pendingCents: 'payouts.balance.clearing',
  availableCents: 'payouts.balance.available',
} as const;

/** "In progress −$250 · Clearing +$250": which balances one movement changed, and by how much. */
export function changesLine(
  changes: Record<keyof typeof BALANCE_KEYS, number>,
  _: Translate,
  money: (cents: number) => string,
): string {
  const parts = (Object.keys(BALANCE_KEYS) as (keyof typeof BALANCE_KEYS)[])
    .filter((k) => changes[k] !== 0)
    .map((k) => `${_(BALANCE_KEYS[k])} ${changes[k] > 0 ? '+' : '−'}${money(Math.abs(changes[k]))}`);
  return parts.length ? parts.join(' · ') : _('payouts.transactions.noChange');
}
