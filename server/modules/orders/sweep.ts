import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderEvents, orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { mailNotice, ringBell, type OrderNotice } from './notify';

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Completes every order delivered more than `days` before `now` that its buyer left
 * unanswered. One atomic UPDATE … RETURNING: an order a concurrent accept (or another
 * instance's sweep) already completed no longer matches `status = 'delivered'`, so each
 * order completes exactly once. Answers the completed order ids.
 */
export async function sweepDeliveredOrders(ctx: AppContext, now = new Date(), days = ctx.config.orders.autoCompleteDays): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const notices = await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(orders)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(orders.status, 'delivered'), lt(orders.deliveredAt, cutoff)))
      .returning({ id: orders.id, title: orders.title, buyerId: orders.buyerId, sellerId: orders.sellerId });
    if (!done.length) return [];
    await tx.insert(orderEvents).values(done.map((o) => ({ orderId: o.id, kind: 'auto_completed', createdAt: now, message: `Completed automatically ${days} days after the delivery` })));
    const list: OrderNotice[] = [];
    for (const o of done) {
      for (const to of [o.sellerId, o.buyerId]) {
        const notice: OrderNotice = { kind: 'order.completed', orderId: o.id, title: o.title, to, text: `The order completed automatically: ${o.title}` };
        await ringBell(tx, notice);
        list.push(notice);
      }
    }
    return list;
  });
  for (const notice of notices) await mailNotice(ctx, notice);
  return [...new Set(notices.map((n) => n.orderId))];
}

/** Runs the sweep every minute on this instance (not in tests, which call it with a `now`). */
export function scheduleSweep(app: FastifyInstance): void {
  if (app.ctx.config.env === 'test') return;
  const timer = setInterval(() => {
    sweepDeliveredOrders(app.ctx).catch((err: Error) => app.log.warn({ err: err.name }, 'order sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
