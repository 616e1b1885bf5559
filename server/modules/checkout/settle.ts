import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { notifyAll, RefusedPayment, refundRefusedPayment, syncOrderWithIntent, type Notice } from '../orders';
import type { PaymentReceipt } from '@shared/schemas/payments';
import type { ProviderIntent } from '../payments';
import type { Db } from '../../db/client';
import { milestonePaymentOf, syncMilestonePayment } from '../milestones';

/**
 * The provider's word on a payment, applied to what it pays for: a contract's milestone
 * (issue 34) when it is one of theirs, else its order.
 */
export async function syncPayment(ctx: AppContext, db: Db, intent: ProviderIntent, failed = false): Promise<Notice[]> {
  if (await milestonePaymentOf(db, intent.id)) return syncMilestonePayment(ctx, db, intent);
  return syncOrderWithIntent(ctx, db, intent, failed);
}

/**
 * Applies the provider's word on a payment (webhook or retrieve) to its order and mails
 * the seller. Money already taken for a refused order (deleted gig, own gig) is refunded.
 * Answers the order's receipt facts.
 */
export async function settleIntent(
  ctx: AppContext,
  intent: ProviderIntent,
  failed: boolean,
  log: FastifyBaseLogger,
): Promise<PaymentReceipt | null> {
  try {
    await notifyAll(ctx, await syncPayment(ctx, ctx.db, intent, failed), log);
  } catch (err) {
    if (!(err instanceof RefusedPayment)) throw err;
    await refundRefusedPayment(ctx, intent, err.message);
  }
  const milestone = await milestonePaymentOf(ctx.db, intent.id);
  const [order] = await ctx.db
    .select({
      id: orders.id,
      title: orders.title,
      source: orders.source,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(milestone ? eq(orders.id, milestone.orderId) : eq(orders.paymentIntentId, intent.id))
    .limit(1);
  return order
    ? {
        orderId: order.id,
        title: order.title,
        source: order.source === 'offer' ? 'offer' : 'gig',
        date: (order.paidAt ?? order.createdAt).toISOString(),
      }
    : null;
}
