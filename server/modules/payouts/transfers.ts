import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ledgerTransactions, orders, payoutAccounts, stripeTransfers } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { stripeConnect } from '../payments';

/**
 * Stripe Connect: a release is paid to the seller's connected account by a Transfer from
 * the order's charge. The release commits first and queues the transfer here (same
 * transaction); the Transfer is made after the commit, with the order as idempotency key,
 * and retried by the clearing sweep until Stripe has it.
 */
export async function queueTransfer(ctx: AppContext, tx: Db, orderId: string): Promise<void> {
  if (!ctx.config.stripe) return;
  await tx.insert(stripeTransfers).values({ orderId }).onConflictDoNothing();
}

export async function sendTransfer(ctx: AppContext, orderId: string, log?: FastifyBaseLogger): Promise<string | null> {
  const connect = stripeConnect(ctx);
  if (!connect) return null;
  try {
    const [row] = await ctx.db
      .select({
        queued: stripeTransfers.orderId,
        transferId: stripeTransfers.transferId,
        intentId: orders.paymentIntentId,
        account: payoutAccounts.stripeAccountId,
        amount: ledgerTransactions.amountCents,
        currency: ledgerTransactions.currency,
      })
      .from(stripeTransfers)
      .innerJoin(orders, eq(orders.id, stripeTransfers.orderId))
      .innerJoin(
        ledgerTransactions,
        and(eq(ledgerTransactions.orderId, orders.id), eq(ledgerTransactions.kind, 'release')),
      )
      .leftJoin(payoutAccounts, eq(payoutAccounts.userId, orders.sellerId))
      .where(eq(stripeTransfers.orderId, orderId));
    if (!row || row.transferId || !row.account || row.amount <= 0) return row?.transferId ?? null;
    const charge = await connect.chargeOf(row.intentId);
    if (!charge) return null;
    const transferId = await connect.transfer({
      orderId,
      amountCents: row.amount,
      currency: row.currency,
      destination: row.account,
      sourceTransaction: charge.chargeId,
    });
    await ctx.db.update(stripeTransfers).set({ transferId }).where(eq(stripeTransfers.orderId, orderId));
    return transferId;
  } catch (err) {
    // Left queued: the next sweep tries again with the same idempotency key.
    log?.warn({ orderId, err: (err as Error).name }, 'stripe transfer failed');
    return null;
  }
}

export async function retryMissingTransfers(ctx: AppContext): Promise<void> {
  if (!ctx.config.stripe) return;
  const waiting = await ctx.db
    .select({ orderId: stripeTransfers.orderId })
    .from(stripeTransfers)
    .where(isNull(stripeTransfers.transferId))
    .limit(50);
  for (const w of waiting) await sendTransfer(ctx, w.orderId);
}
