import {
  milestoneActions,
  type MilestoneFacts,
  type MilestoneParty,
  type MilestoneSide,
  type MilestoneStatus,
} from '@shared/machines/milestones';
import type { Milestone } from '@shared/schemas/milestones';
import type { orderMilestones } from '../db/schema';

export type MilestoneRow = typeof orderMilestones.$inferSelect;
const DAY_MS = 86_400_000;

/** What the milestone machine reads of a row and its contract. */
export function milestoneFactsOf(m: MilestoneRow, orderStatus: string, autoApproveDays: number): MilestoneFacts {
  return {
    status: m.status as MilestoneStatus,
    proposedBy: m.proposedBy as MilestoneParty | null,
    submittedAt: m.submittedAt,
    orderStatus,
    autoApproveDays,
  };
}

/** A milestone as the offer and the order answer it, with what `side` may do now (the orders and offers modules share it). */
export function toMilestone(
  m: MilestoneRow,
  orderStatus: string,
  side: MilestoneSide,
  autoApproveDays: number,
  now = new Date(),
): Milestone {
  return {
    _id: m.id,
    position: m.position,
    title: m.title,
    amountCents: m.amountCents,
    dueInDays: m.dueInDays,
    status: m.status as MilestoneStatus,
    proposedBy: m.proposedBy as MilestoneParty | null,
    fundedAt: m.fundedAt?.toISOString() ?? null,
    dueAt: m.dueAt?.toISOString() ?? null,
    submittedAt: m.submittedAt?.toISOString() ?? null,
    autoApproveAt:
      m.status === 'submitted' && m.submittedAt
        ? new Date(m.submittedAt.getTime() + autoApproveDays * DAY_MS).toISOString()
        : null,
    submission: m.submission,
    changes: m.changes,
    approvedAt: m.approvedAt?.toISOString() ?? null,
    allowedActions: milestoneActions(milestoneFactsOf(m, orderStatus, autoApproveDays), side, now),
  };
}
