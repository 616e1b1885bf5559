import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { notifyAll } from '../orders/notify';
import { RefusedPayment, refundRefusedPayment, syncOrderWithIntent } from '../orders/service';
import type { PaymentReceipt } from '@shared/schemas/payments';
import type { ProviderIntent } from './provider';

/**
 * Applies the provider's word on a payment (webhook or retrieve) to its order and mails
 * the seller. Money already taken for a refused order (deleted gig, own gig) is refunded.
 * Answers the order's receipt facts.
 */
export async function settleIntent(ctx: AppContext, intent: ProviderIntent, failed: boolean, log: FastifyBaseLogger): Promise<PaymentReceipt | null> {
  try {
    await notifyAll(ctx, await syncOrderWithIntent(ctx, ctx.db, intent, failed), log);
  } catch (err) {
    if (!(err instanceof RefusedPayment)) throw err;
    await refundRefusedPayment(ctx, intent, err.message);
  }
  const [order] = await ctx.db.select({ id: orders.id, title: orders.title, paidAt: orders.paidAt, createdAt: orders.createdAt }).from(orders).where(eq(orders.paymentIntentId, intent.id)).limit(1);
  return order ? { orderId: order.id, title: order.title, date: (order.paidAt ?? order.createdAt).toISOString() } : null;
}
