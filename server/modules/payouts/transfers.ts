import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ledgerTransactions, orderMilestones, orders, payoutAccounts, stripeTransfers } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { afterCursor, timeKey, type Cursor } from '../../platform/keyset';
import { stripeConnect } from '../payments';

/**
 * Stripe Connect: a release is paid to the seller's connected account by a Transfer from the
 * charge that paid it. The release commits first and queues the transfer here (same
 * transaction): one per one-price order, one per milestone of a contract (issue 34), each
 * milestone's from its own payment's charge. The Transfer is made after the commit, keyed by
 * its order or milestone, and retried by the clearing sweep until Stripe has it.
 */
export async function queueTransfer(
  ctx: AppContext,
  tx: Db,
  orderId: string,
  milestoneId: string | null = null,
): Promise<void> {
  if (!ctx.config.stripe) return;
  await tx.insert(stripeTransfers).values({ orderId, milestoneId }).onConflictDoNothing();
}

/** Which queued transfer: an order's (no milestone) or one milestone's. */
const queuedFor = (orderId: string, milestoneId: string | null): SQL =>
  and(
    eq(stripeTransfers.orderId, orderId),
    milestoneId ? eq(stripeTransfers.milestoneId, milestoneId) : isNull(stripeTransfers.milestoneId),
  )!;

/** Its release in the ledger: the order's own, or the milestone's (a contract has one per milestone). */
const releaseOf = (milestoneId: string | null): SQL =>
  and(
    eq(ledgerTransactions.kind, 'release'),
    milestoneId
      ? eq(ledgerTransactions.milestoneId, milestoneId)
      : and(eq(ledgerTransactions.orderId, orders.id), isNull(ledgerTransactions.milestoneId)),
  )!;

/**
 * Makes the queued Transfer of an order's release (or, given `milestoneId`, of that
 * milestone's), once: its idempotency key is the order's or the milestone's, so two senders
 * at once (an approval's and the sweep's) make one. Answers the transfer id, or null when it
 * cannot be made yet (no connected account, no charge, Stripe refused: the sweep tries again).
 */
export async function sendTransfer(
  ctx: AppContext,
  orderId: string,
  opts: { milestoneId?: string | null; log?: FastifyBaseLogger } = {},
): Promise<string | null> {
  const connect = stripeConnect(ctx);
  if (!connect) return null;
  const milestoneId = opts.milestoneId ?? null;
  try {
    const [row] = await ctx.db
      .select({
        id: stripeTransfers.id,
        transferId: stripeTransfers.transferId,
        orderIntentId: orders.paymentIntentId,
        milestoneIntentId: orderMilestones.paymentIntentId,
        account: payoutAccounts.stripeAccountId,
        amount: ledgerTransactions.amountCents,
        currency: ledgerTransactions.currency,
      })
      .from(stripeTransfers)
      .innerJoin(orders, eq(orders.id, stripeTransfers.orderId))
      .leftJoin(orderMilestones, eq(orderMilestones.id, stripeTransfers.milestoneId))
      .innerJoin(ledgerTransactions, releaseOf(milestoneId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.userId, orders.sellerId))
      .where(queuedFor(orderId, milestoneId));
    if (!row || row.transferId || !row.account || row.amount <= 0) return row?.transferId ?? null;
    // A milestone is paid from the charge of the payment that funded it, never the offer's.
    const intentId = milestoneId ? row.milestoneIntentId : row.orderIntentId;
    const charge = intentId ? await connect.chargeOf(intentId) : null;
    if (!charge) return null;
    const transferId = await connect.transfer({
      orderId,
      milestoneId,
      amountCents: row.amount,
      currency: row.currency,
      destination: row.account,
      sourceTransaction: charge.chargeId,
    });
    await ctx.db.update(stripeTransfers).set({ transferId }).where(eq(stripeTransfers.id, row.id));
    return transferId;
  } catch (err) {
    // Left queued: the next sweep tries again with the same idempotency key.
    opts.log?.warn({ orderId, milestoneId, err: (err as Error).name }, 'stripe transfer failed');
    return null;
  }
}

/**
 * Right after a step's commit: the transfers its releases queued for this order (a contract's
 * approved milestone), so the seller is paid without waiting for the sweep.
 */
export async function sendQueuedTransfers(ctx: AppContext, orderId: string, log?: FastifyBaseLogger): Promise<void> {
  if (!ctx.config.stripe) return;
  const waiting = await ctx.db
    .select({ milestoneId: stripeTransfers.milestoneId })
    .from(stripeTransfers)
    .where(and(eq(stripeTransfers.orderId, orderId), isNull(stripeTransfers.transferId)));
  for (const w of waiting) await sendTransfer(ctx, orderId, { milestoneId: w.milestoneId, log });
}

const RETRY_BATCH = 50;

/**
 * The sweep's pass over every transfer still waiting whose seller has a connected account,
 * oldest first, a batch at a time: one that keeps failing never holds back the ones after it.
 */
export async function retryMissingTransfers(ctx: AppContext, log?: FastifyBaseLogger): Promise<void> {
  if (!ctx.config.stripe) return;
  let after: Cursor | undefined;
  for (;;) {
    const waiting = await ctx.db
      .select({
        id: stripeTransfers.id,
        orderId: stripeTransfers.orderId,
        milestoneId: stripeTransfers.milestoneId,
        key: timeKey(stripeTransfers.createdAt),
      })
      .from(stripeTransfers)
      .innerJoin(orders, eq(orders.id, stripeTransfers.orderId))
      .innerJoin(payoutAccounts, eq(payoutAccounts.userId, orders.sellerId))
      .where(
        and(
          isNull(stripeTransfers.transferId),
          isNotNull(payoutAccounts.stripeAccountId),
          afterCursor(stripeTransfers.createdAt, stripeTransfers.id, after, 'time', { ascending: true }),
        ),
      )
      .orderBy(asc(stripeTransfers.createdAt), asc(stripeTransfers.id))
      .limit(RETRY_BATCH);
    for (const w of waiting) await sendTransfer(ctx, w.orderId, { milestoneId: w.milestoneId, log });
    if (waiting.length < RETRY_BATCH) return;
    const last = waiting[waiting.length - 1]!;
    after = { key: last.key, id: last.id };
  }
}
