import { and, eq, sql } from 'drizzle-orm';
import type { MilestoneAction } from '@shared/machines/milestones';
import type { DisputeOutcome } from '@shared/schemas/disputes';
import type { Db } from '../../db/client';
import { orderMilestones } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { applyMilestoneStep, applyTransition, lockMilestone, type OrderNotice, type OrderRow } from '../orders';
import { completeIfDone } from './service';

const SETTLE: Record<DisputeOutcome, MilestoneAction> = {
  release: 'settle_release',
  refund: 'settle_refund',
  partial: 'settle_partial',
};

export interface MilestoneSettlement {
  outcome: DisputeOutcome;
  /** Already checked against the milestone's amount (the dispute module's refundFor). */
  refundCents: number;
  /** On the order's timeline: who accepted, or the admin who decided. */
  actorId: string;
  /** The timeline's words for the order's dispute_resolved event. */
  message: string;
  /** When the dispute opened: the submissions' answer time paused since. */
  disputedAt: Date;
  now: Date;
}

/**
 * A dispute paused the whole contract, so a client could not answer a submission meanwhile: as
 * a delivered order's clock does, each submission's auto-approval resumes with the time that
 * was left when the dispute opened (its submission time moves by the pause). In the caller's
 * transaction, the order locked.
 */
export async function resumeSubmissionClocks(tx: Db, orderId: string, disputedAt: Date, now: Date): Promise<void> {
  const pausedSeconds = (now.getTime() - disputedAt.getTime()) / 1000;
  if (pausedSeconds <= 0) return;
  await tx
    .update(orderMilestones)
    .set({ submittedAt: sql`${orderMilestones.submittedAt} + make_interval(secs => ${pausedSeconds})` })
    .where(and(eq(orderMilestones.orderId, orderId), eq(orderMilestones.status, 'submitted')));
}

/**
 * A dispute on one milestone of a contract settles (by agreement or an admin's decision), in the
 * caller's transaction with the dispute and its order locked: the milestone machine's settle_*
 * row moves only that milestone's money (released, refunded through the provider, or split,
 * keyed by the milestone so it moves once); the order machine's close_milestone_dispute puts
 * the contract back in progress; and the contract completes if no milestone is open any more.
 * Answers the notices to mail after the commit.
 */
export async function settleDisputedMilestone(
  tx: Db,
  ctx: AppContext,
  order: OrderRow,
  milestoneId: string,
  s: MilestoneSettlement,
): Promise<OrderNotice[]> {
  const milestone = await lockMilestone(tx, order.id, milestoneId);
  const moved = await applyMilestoneStep(
    tx,
    ctx,
    order,
    milestone,
    SETTLE[s.outcome],
    { side: 'system' },
    { refundCents: s.refundCents, now: s.now },
  );
  const resumed = await applyTransition(
    tx,
    ctx,
    order,
    'close_milestone_dispute',
    { side: 'system', actorId: s.actorId },
    { message: s.message, now: s.now },
  );
  await resumeSubmissionClocks(tx, order.id, s.disputedAt, s.now);
  const completed = await completeIfDone(tx, ctx, { ...order, status: 'in_progress' });
  return [...moved, ...resumed, ...completed];
}
