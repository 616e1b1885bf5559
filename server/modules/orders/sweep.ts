import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CANCEL_REQUEST_DAYS } from '@shared/machines/orders';
import { orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { mailNotice, type OrderNotice } from './notify';
import { applyTransition } from './transitions';

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 60_000;
/** Orders completed per pass at most; the next pass, a minute later, takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Completes every order delivered at least ORDER_AUTO_COMPLETE_DAYS before `now` that its
 * buyer left unanswered: the machine's auto_complete, one order per transaction, each locked
 * first. An order a concurrent accept (or another instance's sweep) already completed is
 * refused by the machine and skipped, so each order completes exactly once. Answers the
 * completed order ids. `only` narrows the pass to those orders: the test hook's clock jump
 * must not complete other tests' orders on a shared server.
 */
export async function sweepDeliveredOrders(
  ctx: AppContext,
  now = new Date(),
  only?: readonly string[],
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ctx.config.orders.autoCompleteDays * DAY_MS);
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'delivered'),
        lte(orders.deliveredAt, cutoff),
        only ? inArray(orders.id, [...only]) : undefined,
      ),
    )
    .orderBy(asc(orders.deliveredAt))
    .limit(SWEEP_BATCH);
  const completed: string[] = [];
  for (const { id } of due) {
    let notices: OrderNotice[] = [];
    try {
      notices = await ctx.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        return order ? applyTransition(tx, ctx, order, 'auto_complete', { side: 'system' }, { now }) : [];
      });
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 409) continue; // accepted or swept meanwhile
      throw err;
    }
    if (notices.length) completed.push(id);
    for (const notice of notices) await mailNotice(ctx, notice);
  }
  return completed;
}

/**
 * Expires every cancel request left unanswered for CANCEL_REQUEST_DAYS before `now` (the
 * machine's expire_cancel), one order per transaction, each locked first: an answer that came
 * meanwhile leaves nothing to expire, and the machine skips it. Answers the orders' ids.
 */
export async function sweepCancelRequests(
  ctx: AppContext,
  now = new Date(),
  only?: readonly string[],
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - CANCEL_REQUEST_DAYS * DAY_MS);
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.changeKind, 'cancellation'),
        lte(orders.changeAt, cutoff),
        only ? inArray(orders.id, [...only]) : undefined,
      ),
    )
    .orderBy(asc(orders.changeAt))
    .limit(SWEEP_BATCH);
  const expired: string[] = [];
  for (const { id } of due) {
    let notices: OrderNotice[];
    try {
      notices = await ctx.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        return order ? applyTransition(tx, ctx, order, 'expire_cancel', { side: 'system' }, { now }) : [];
      });
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 409) continue; // answered meanwhile, or the order is disputed
      throw err;
    }
    expired.push(id);
    for (const notice of notices) await mailNotice(ctx, notice);
  }
  return expired;
}

/** Runs the sweep every minute on this instance (not in tests, which call it with a `now`). */
export function scheduleSweep(app: FastifyInstance): void {
  if (app.ctx.config.env === 'test') return;
  const timer = setInterval(() => {
    sweepDeliveredOrders(app.ctx).catch((err: Error) => app.log.warn({ err: err.name }, 'order sweep failed'));
    sweepCancelRequests(app.ctx).catch((err: Error) => app.log.warn({ err: err.name }, 'cancel request sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
