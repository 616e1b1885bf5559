import { and, eq } from 'drizzle-orm';
import type { OrderAction } from '@shared/machines/orders';
import type { DisputeOutcome } from '@shared/schemas/disputes';
import type { Db } from '../../db/client';
import { disputeProposals, disputes } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { Said } from '../../platform/mail-text';
import { recordAudit } from '../audit';
import { settleDisputedMilestone } from '../milestones';
import { type OrderNotice, applyTransition, type OrderRow } from '../orders';
import { bothParties, type DisputeNotice } from './notify';
import type { DisputeRow } from './view';

const RESOLVE: Record<DisputeOutcome, OrderAction> = {
  release: 'resolve_release',
  refund: 'resolve_refund',
  partial: 'resolve_partial',
};

export interface Settlement {
  outcome: DisputeOutcome;
  /** Already checked against the disputed amount (refundFor). */
  refundCents: number;
  /** What the outcome shares out: the order's price, or the disputed milestone's amount. */
  disputedCents: number;
  /** 'settled': the parties agreed; 'decided': an admin decided. */
  status: 'settled' | 'decided';
  /** On the order's timeline: who accepted, or the admin. */
  actorId: string;
  /** The timeline's words, e.g. "Settled by agreement: a full refund of $50 to the buyer". */
  message: string;
  /** The same with the order's title, for both parties' bells and mails in each one's language (`mails.dispute.settled` / `decided`). */
  said: Said;
  /** The admin who decided, with the reason (a decision only). */
  decision?: { admin: AuthUser; reason: string };
}

/**
 * Closes a dispute with an outcome, in the caller's transaction, with the dispute and its order
 * locked (loadDispute with lock): the order machine's resolve_* moves the order (completed or
 * cancelled), the provider refunds (idempotency key `refund-<order id>`) and the ledger moves
 * (refund, release, or both for a partial); the dispute closes and any pending proposal is void.
 * A dispute on a contract's milestone moves only that milestone's money instead (keyed by the
 * milestone) and the contract goes on (settleDisputedMilestone).
 * Every outcome is written to the audit log: 'dispute.decide' by the admin, or 'dispute.settle'
 * by Workify (the parties agreed). A second settlement of the same dispute never gets here: it waits on the lock, then finds the
 * dispute closed (409). Rings both parties' bells; answers the notices to mail after the commit.
 */
export async function settleDispute(
  tx: Db,
  ctx: AppContext,
  dispute: DisputeRow,
  order: OrderRow,
  s: Settlement,
): Promise<{ notices: DisputeNotice[]; orderNotices: OrderNotice[] }> {
  const now = new Date();
  const orderNotices = dispute.milestoneId
    ? await settleDisputedMilestone(tx, ctx, order, dispute.milestoneId, { ...s, disputedAt: dispute.createdAt, now })
    : await applyTransition(
        tx,
        ctx,
        order,
        RESOLVE[s.outcome],
        { side: 'system', actorId: s.actorId },
        { refundCents: s.refundCents, message: s.message, now },
      );
  await tx
    .update(disputes)
    .set({
      status: s.status,
      outcome: s.outcome,
      refundCents: s.refundCents,
      decidedBy: s.decision?.admin.id ?? null,
      decisionReason: s.decision?.reason ?? null,
      closedAt: now,
    })
    .where(eq(disputes.id, dispute.id));
  await recordAudit(tx, {
    actor: s.decision ? { id: s.decision.admin.id, fullName: s.decision.admin.fullName } : null,
    action: s.decision ? 'dispute.decide' : 'dispute.settle',
    targetType: 'dispute',
    targetId: dispute.id,
    reason: s.decision?.reason ?? 'Agreed by both parties',
    details: {
      orderId: order.id,
      ...(dispute.milestoneId ? { milestoneId: dispute.milestoneId } : {}),
      outcome: s.outcome,
      refundCents: s.refundCents,
      releasedCents: s.disputedCents - s.refundCents,
    },
  });
  await tx
    .update(disputeProposals)
    .set({ status: 'void', decidedAt: now })
    .where(and(eq(disputeProposals.disputeId, dispute.id), eq(disputeProposals.status, 'pending')));
  const notices: DisputeNotice[] = bothParties(order).map((to) => ({
    kind: 'dispute.resolved',
    disputeId: dispute.id,
    title: order.title,
    to,
    said: s.said,
  }));
  return { notices, orderNotices };
}
