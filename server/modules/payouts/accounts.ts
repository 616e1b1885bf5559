/**
 * The ledger's accounts. An entry's amount is money INTO the account (negative: out of it);
 * every transaction's entries sum to zero, so money only ever moves between accounts.
 *
 * Outside world (their balances are negative mirrors of what crossed the boundary):
 * - card_payments: buyers' card payments taken by the provider (per buyer, per order).
 * - buyer_refunds: money given back to buyers' cards (positive; per buyer, per order).
 * - seller_paid_out: money that reached a seller's bank (per seller).
 * Held by the platform at the provider (their sum is the provider cash to reconcile):
 * - escrow: a paid order's price until it completes or is cancelled (per order; user = seller).
 * - seller_pending: released, waiting PAYOUT_CLEARING_DAYS (per seller, per order).
 * - seller_available: the seller may withdraw it (per seller).
 * - payouts_in_transit: withdrawn, not yet confirmed paid or failed (per seller).
 * - platform_fees: PLATFORM_FEE_PERCENT of released orders (0 by default).
 * - transfer_reversals: Stripe took a Transfer back from a seller; the operator decides.
 */
export const LEDGER_ACCOUNTS = [
  'card_payments',
  'escrow',
  'seller_pending',
  'seller_available',
  'payouts_in_transit',
  'seller_paid_out',
  'buyer_refunds',
  'platform_fees',
  'transfer_reversals',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
