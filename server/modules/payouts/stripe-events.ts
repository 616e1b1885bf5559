import { eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { ledgerTransactions, orders, stripeTransfers } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { balancesOf, post } from './ledger';
import { recordStripeAccount } from './payout-account';
import { settleStripePayout } from './withdraw';

export const CONNECT_EVENTS = new Set(['account.updated', 'transfer.reversed', 'payout.paid', 'payout.failed']);

/** Stripe Connect's word on a seller's account, a transfer or a payout, applied to our records. */
export async function applyConnectEvent(ctx: AppContext, event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
  switch (event.type) {
    case 'account.updated': {
      const account = event.data.object;
      await recordStripeAccount(ctx, account.id, Boolean(account.payouts_enabled));
      return;
    }
    case 'payout.paid':
    case 'payout.failed': {
      const payout = event.data.object;
      const failed = event.type === 'payout.failed';
      await settleStripePayout(
        ctx,
        payout,
        failed ? 'failed' : 'paid',
        failed ? (payout.failure_message ?? 'The bank refused the payout.') : null,
        log,
      );
      return;
    }
    case 'transfer.reversed':
      await recordReversal(ctx, event.data.object);
      return;
  }
}

/**
 * Stripe took (part of) a release's Transfer back from the seller's connected account: the
 * reversed amount leaves the seller's balance (available first, then pending) for the
 * transfer_reversals account, where the operator decides what happens to it. Keyed by the
 * amount reversed so far, so a repeated event records nothing twice.
 */
async function recordReversal(ctx: AppContext, transfer: Stripe.Transfer): Promise<void> {
  const [row] = await ctx.db
    .select({ orderId: stripeTransfers.orderId, milestoneId: stripeTransfers.milestoneId, sellerId: orders.sellerId })
    .from(stripeTransfers)
    .innerJoin(orders, eq(orders.id, stripeTransfers.orderId))
    .where(eq(stripeTransfers.transferId, transfer.id));
  if (!row?.sellerId || transfer.amount_reversed <= 0) return;
  const sellerId = row.sellerId;
  await ctx.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ orderId: orders.id })
      .from(orders)
      .where(eq(orders.id, row.orderId))
      .for('update');
    if (!previous) return;
    const sums = await balancesOf(tx, sellerId);
    const reversedBefore = await reversedSoFar(tx, transfer.id);
    const amount = transfer.amount_reversed - reversedBefore;
    if (amount <= 0) return;
    const fromAvailable = Math.min(amount, Math.max(0, sums.seller_available ?? 0));
    await post(tx, {
      kind: 'transfer_reversed',
      key: `transfer_reversed:${transfer.id}:${transfer.amount_reversed}`,
      orderId: row.orderId,
      // A contract's milestone Transfer (issue 34): the reversal names that milestone.
      milestoneId: row.milestoneId,
      sellerId,
      amountCents: amount,
      legs: [
        { account: 'seller_available', userId: sellerId, amountCents: -fromAvailable },
        { account: 'seller_pending', userId: sellerId, amountCents: -(amount - fromAvailable) },
        { account: 'transfer_reversals', userId: sellerId, amountCents: amount },
      ],
    });
  });
}

async function reversedSoFar(tx: Db, transferId: string): Promise<number> {
  const rows = await tx
    .select({ amount: ledgerTransactions.amountCents })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `transfer_reversed:${transferId}:%`));
  return rows.reduce((s, r) => s + r.amount, 0);
}
