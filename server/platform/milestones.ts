import {
  milestoneActions,
  type MilestoneFacts,
  type MilestoneParty,
  type MilestoneSide,
  type MilestoneStatus,
} from '@shared/machines/milestones';
import { desc, inArray } from 'drizzle-orm';
import type { DeliveryFileView } from '@shared/schemas/deliverables';
import type { Milestone } from '@shared/schemas/milestones';
import type { Db } from '../db/client';
import { milestoneSubmissions, type orderMilestones } from '../db/schema';

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

/** The download link of a submitted file: the milestones module serves it to the order's parties and admins. */
export const submissionFileUrl = (orderId: string, milestoneId: string, submissionId: string, index: number) =>
  `/api/v1/orders/${orderId}/milestones/${milestoneId}/submissions/${submissionId}/files/${index}`;

/** The files of each milestone's last submission on these orders, by milestone id (none: no entry). */
export async function lastSubmissionFiles(db: Db, orderIds: string[]): Promise<Map<string, DeliveryFileView[]>> {
  const found = new Map<string, DeliveryFileView[]>();
  if (!orderIds.length) return found;
  const rows = await db
    .selectDistinctOn([milestoneSubmissions.milestoneId])
    .from(milestoneSubmissions)
    .where(inArray(milestoneSubmissions.orderId, orderIds))
    .orderBy(milestoneSubmissions.milestoneId, desc(milestoneSubmissions.createdAt));
  for (const s of rows)
    found.set(
      s.milestoneId,
      s.files.map((f, i) => ({
        name: f.name,
        type: f.type,
        size: f.size,
        url: submissionFileUrl(s.orderId, s.milestoneId, s.id, i),
      })),
    );
  return found;
}

/** A milestone as the offer and the order answer it, with what `side` may do now (the orders and offers modules share it). */
export function toMilestone(
  m: MilestoneRow,
  orderStatus: string,
  side: MilestoneSide,
  autoApproveDays: number,
  files: DeliveryFileView[],
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
    files,
    changes: m.changes,
    approvedAt: m.approvedAt?.toISOString() ?? null,
    refundedCents: m.refundedCents,
    allowedActions: milestoneActions(milestoneFactsOf(m, orderStatus, autoApproveDays), side, now),
  };
}
