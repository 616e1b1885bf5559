import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderMilestones, orders } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { applyMilestoneStep, lockMilestone, notifyAll, type OrderNotice } from '../orders';
import { sendQueuedTransfers } from '../payouts';
import { completeIfDone } from './service';

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 200;

/**
 * Approves every milestone submitted at least MILESTONE_AUTO_APPROVE_DAYS before `now` that
 * its client left unanswered (the machine's auto_approve), one per transaction, its order
 * locked first and then the milestone: one the client approved (or a cancel refunded) meanwhile
 * is refused by the machine and skipped, so its money is released once; none is approved while
 * its contract is paused by a dispute (the milestone waits until it closes). Answers the milestone
 * ids approved. `only` narrows the pass to those orders (the test hook).
 */
export async function sweepSubmittedMilestones(
  ctx: AppContext,
  now = new Date(),
  only?: readonly string[],
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ctx.config.orders.milestoneAutoApproveDays * DAY_MS);
  const due = await ctx.db
    .select({ id: orderMilestones.id, orderId: orderMilestones.orderId })
    .from(orderMilestones)
    // A contract paused by a dispute waits (the machine refuses it too): it does not fill the batch.
    .innerJoin(orders, and(eq(orders.id, orderMilestones.orderId), eq(orders.status, 'in_progress')))
    .where(
      and(
        eq(orderMilestones.status, 'submitted'),
        lte(orderMilestones.submittedAt, cutoff),
        only ? inArray(orderMilestones.orderId, [...only]) : undefined,
      ),
    )
    .orderBy(asc(orderMilestones.submittedAt))
    .limit(SWEEP_BATCH);
  const approved: string[] = [];
  for (const { id, orderId } of due) {
    let notices: OrderNotice[] = [];
    try {
      notices = await ctx.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) return [];
        const milestone = await lockMilestone(tx, orderId, id);
        const step = await applyMilestoneStep(tx, ctx, order, milestone, 'auto_approve', { side: 'system' }, { now });
        return [...step, ...(await completeIfDone(tx, ctx, order))];
      });
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 409) continue; // answered, cancelled or swept meanwhile
      throw err;
    }
    approved.push(id);
    await notifyAll(ctx, notices);
    await sendQueuedTransfers(ctx, orderId);
  }
  return approved;
}

/** Every minute on this instance (not in tests, which call the sweep with a `now`). */
export function scheduleMilestoneSweep(app: FastifyInstance): void {
  if (app.ctx.config.env === 'test') return;
  const timer = setInterval(() => {
    sweepSubmittedMilestones(app.ctx).catch((err: Error) => app.log.warn({ err: err.name }, 'milestone sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
