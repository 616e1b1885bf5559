import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/machines/orders';
import {
  DISPUTE_REASON_LABELS,
  type DecideInput,
  type DisputeAction,
  type OpenDisputeInput,
  type ProposalInput,
} from '@shared/schemas/disputes';
import type { Db } from '../../db/client';
import { disputeMessages, disputeProposals, disputes } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { said } from '../../platform/mail-text';
import { recordAudit } from '../audit';
import { resumeSubmissionClocks } from '../milestones';
import { type OrderNotice, applyTransition, lockPartyOrder } from '../orders';
import type { EvidenceUpload } from './evidence';
import { disputedAmount, disputedMilestone, milestoneSaid, milestoneToDispute } from './milestone';
import { bothParties, otherParty, ringDisputeBells, toOtherParty, type DisputeNotice } from './notify';
import { assertDisputeAction, describeOutcome, outcomeSaid, refundFor } from './rules';
import { settleDispute } from './settle';
import { factsOf, loadDispute, pendingProposerOf } from './view';

/** What a dispute step answers: the dispute to show, and the notices to mail after the commit. */
export interface DisputeStep {
  disputeId: string;
  notices: DisputeNotice[];
  orderNotices?: OrderNotice[];
}

/**
 * The one shape of a step on an existing dispute: lock the dispute and its order, check the
 * action against the rules (403 / 409), do the work, ring the bells, all in one transaction.
 */
async function disputeStep(
  ctx: AppContext,
  user: AuthUser,
  disputeId: string,
  action: DisputeAction,
  work: (tx: Db, loaded: Awaited<ReturnType<typeof loadDispute>>, now: Date) => Promise<Omit<DisputeStep, 'disputeId'>>,
): Promise<DisputeStep> {
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadDispute(tx, user, disputeId, true);
    const now = new Date();
    assertDisputeAction(
      factsOf(ctx, loaded.dispute, await pendingProposerOf(tx, disputeId)),
      action,
      loaded.viewer,
      now,
    );
    const done = await work(tx, loaded, now);
    await ringDisputeBells(tx, done.notices);
    return { disputeId, ...done };
  });
}

/**
 * POST /orders/{id}/dispute: a party of an order in progress, delivered or in revision opens a
 * dispute; the order becomes disputed (the order machine's open_dispute: other steps 409, no
 * auto-complete, money held). Strangers hear "not found"; a second open dispute is a 409, also
 * when two are opened at once (the order row lock, then the unique index disputes_active_order_key).
 * On a milestone contract the dispute names one milestone that holds money (milestoneToDispute):
 * the whole contract pauses, and the outcome moves only that milestone's money.
 */
export async function openDispute(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  input: OpenDisputeInput,
): Promise<DisputeStep> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { order, side } = await lockPartyOrder(tx, user, orderId);
      if (order.status === 'disputed') throw conflict('This order already has an open dispute.');
      const milestoneId = await milestoneToDispute(tx, order, input.milestoneId);
      const milestone = await disputedMilestone(tx, milestoneId);
      const previousStatus = order.status;
      await applyTransition(
        tx,
        ctx,
        order,
        'open_dispute',
        { side, user },
        { message: DISPUTE_REASON_LABELS[input.reason] },
      );
      const [dispute] = await tx
        .insert(disputes)
        .values({
          orderId,
          milestoneId,
          openedBy: user.id,
          openedBySide: side,
          reason: input.reason,
          details: input.details,
          previousStatus,
        })
        .returning({ id: disputes.id, createdAt: disputes.createdAt });
      const escalateAt = new Date(dispute!.createdAt.getTime() + ctx.config.disputes.escalateHours * 3_600_000);
      const name = user.fullName;
      const notices = toOtherParty(
        'dispute.opened',
        dispute!.id,
        order,
        user.id,
        milestone
          ? said('mails.dispute.openedMilestone', { name, milestone: milestoneSaid(milestone), title: order.title })
          : said('mails.dispute.opened', { name, title: order.title }),
        said('mails.dispute.escalateFrom', { at: escalateAt }),
      );
      await ringDisputeBells(tx, notices);
      return { disputeId: dispute!.id, notices };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This order already has an open dispute.');
    throw err;
  }
}

/**
 * POST /disputes/{id}/messages: text and evidence from a party or an admin. The rules are checked
 * before any file is stored, and again under the lock; the files are removed if the message is refused.
 */
export async function postDisputeMessage(
  ctx: AppContext,
  user: AuthUser,
  disputeId: string,
  upload: EvidenceUpload,
): Promise<DisputeStep> {
  const first = await loadDispute(ctx.db, user, disputeId);
  assertDisputeAction(factsOf(ctx, first.dispute, undefined), 'message', first.viewer, new Date());
  const keys: string[] = [];
  try {
    for (const u of upload.uploads) {
      await ctx.storage.put(u.file.key, u.data);
      keys.push(u.file.key);
    }
    return await disputeStep(ctx, user, disputeId, 'message', async (tx, { order, viewer }) => {
      const [message] = await tx
        .insert(disputeMessages)
        .values({ disputeId, authorId: user.id, body: upload.text, files: upload.uploads.map((u) => u.file) })
        .returning({ id: disputeMessages.id });
      // An admin's word in a dispute is an operator's act: audited, without the message itself.
      if (viewer.side === 'admin') {
        await recordAudit(tx, {
          actor: user,
          action: 'dispute.message',
          targetType: 'dispute',
          targetId: disputeId,
          reason: 'Wrote in the dispute',
          details: { messageId: message!.id, files: upload.uploads.length },
        });
      }
      const name = viewer.side === 'admin' ? 'Workify' : user.fullName;
      const to = viewer.side === 'admin' ? bothParties(order) : [otherParty(order, user.id)];
      return {
        notices: to.map((id) => ({
          kind: 'dispute.message' as const,
          disputeId,
          title: order.title,
          to: id,
          said: said('mails.dispute.wrote', { name, title: order.title }),
        })),
      };
    });
  } catch (err) {
    await Promise.all(keys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw err;
  }
}

/**
 * POST /disputes/{id}/proposals: a party proposes an outcome. It supersedes every pending
 * proposal, the proposer's own and the other side's (a counter-offer answers the last one), so
 * at most one is ever pending and accepting always means the latest word.
 */
export async function proposeOutcome(
  ctx: AppContext,
  user: AuthUser,
  disputeId: string,
  input: ProposalInput,
): Promise<DisputeStep> {
  return disputeStep(ctx, user, disputeId, 'propose', async (tx, { dispute, order }, now) => {
    const disputed = await disputedAmount(tx, order, dispute.milestoneId);
    const refundCents = refundFor(input.outcome, input.refundCents, disputed);
    await tx
      .update(disputeProposals)
      .set({ status: 'superseded', decidedAt: now })
      .where(and(eq(disputeProposals.disputeId, disputeId), eq(disputeProposals.status, 'pending')));
    await tx
      .insert(disputeProposals)
      .values({ disputeId, proposerId: user.id, outcome: input.outcome, refundCents, createdAt: now });
    const outcome = outcomeSaid(input.outcome, refundCents, disputed);
    const proposed = said('mails.dispute.proposed', { name: user.fullName, outcome, title: order.title });
    return { notices: toOtherParty('dispute.proposal', disputeId, order, user.id, proposed) };
  });
}

/**
 * POST /disputes/{id}/proposals/{proposalId}/accept: the other party accepts the pending
 * proposal and the dispute settles by itself (settleDispute). Two accepts at once: the second
 * waits on the dispute's lock and finds it settled (409), so the money moves once.
 */
export async function acceptProposal(
  ctx: AppContext,
  user: AuthUser,
  disputeId: string,
  proposalId: string,
): Promise<DisputeStep> {
  return disputeStep(ctx, user, disputeId, 'accept', async (tx, { dispute, order }, now) => {
    const [proposal] = await tx
      .select()
      .from(disputeProposals)
      .where(and(eq(disputeProposals.id, proposalId), eq(disputeProposals.disputeId, disputeId)));
    if (!proposal) throw notFound('Proposal');
    if (proposal.status !== 'pending') throw conflict(`This proposal is no longer open: it was ${proposal.status}.`);
    await tx
      .update(disputeProposals)
      .set({ status: 'accepted', decidedAt: now })
      .where(eq(disputeProposals.id, proposal.id));
    const disputed = await disputedAmount(tx, order, dispute.milestoneId);
    const message = `Settled by agreement: ${describeOutcome(proposal.outcome, proposal.refundCents, disputed)}`;
    return settleDispute(tx, ctx, dispute, order, {
      outcome: proposal.outcome,
      refundCents: proposal.refundCents,
      disputedCents: disputed.cents,
      status: 'settled',
      actorId: user.id,
      message,
      said: said('mails.dispute.settled', {
        outcome: outcomeSaid(proposal.outcome, proposal.refundCents, disputed),
        title: order.title,
      }),
    });
  });
}

/** POST /disputes/{id}/escalate: a party asks an admin to decide, DISPUTE_ESCALATE_HOURS after opening at the earliest (409 saying when). */
export async function escalateDispute(ctx: AppContext, user: AuthUser, disputeId: string): Promise<DisputeStep> {
  return disputeStep(ctx, user, disputeId, 'escalate', async (tx, { order }, now) => {
    await tx.update(disputes).set({ status: 'escalated', escalatedAt: now }).where(eq(disputes.id, disputeId));
    const asked = said('mails.dispute.escalated', { name: user.fullName, title: order.title });
    return { notices: toOtherParty('dispute.escalated', disputeId, order, user.id, asked) };
  });
}

/**
 * POST /disputes/{id}/withdraw: the opener drops the dispute; the order returns to the status it
 * had (the order machine's withdraw_dispute). A delivered order's auto-complete clock paused
 * while disputed: the buyer gets back the answer time that was left when the dispute opened.
 */
export async function withdrawDispute(ctx: AppContext, user: AuthUser, disputeId: string): Promise<DisputeStep> {
  return disputeStep(ctx, user, disputeId, 'withdraw', async (tx, { dispute, order }, now) => {
    const status = dispute.previousStatus as OrderStatus;
    const message = `Back to ${ORDER_STATUS_LABELS[status].toLowerCase()}`;
    await applyTransition(
      tx,
      ctx,
      order,
      'withdraw_dispute',
      { side: 'system', actorId: user.id },
      { restore: { status, disputedAt: dispute.createdAt }, message, now },
    );
    // A contract's submissions waited too: their answer time resumes where it was.
    if (dispute.milestoneId) await resumeSubmissionClocks(tx, order.id, dispute.createdAt, now);
    await tx.update(disputes).set({ status: 'withdrawn', closedAt: now }).where(eq(disputes.id, disputeId));
    await tx
      .update(disputeProposals)
      .set({ status: 'void', decidedAt: now })
      .where(and(eq(disputeProposals.disputeId, disputeId), eq(disputeProposals.status, 'pending')));
    const withdrew = said('mails.dispute.withdrawn', { name: user.fullName, title: order.title, status });
    return { notices: toOtherParty('dispute.withdrawn', disputeId, order, user.id, withdrew) };
  });
}

/**
 * POST /admin/disputes/{id}/decide: an admin decides an escalated dispute (an open one is the
 * parties' to settle first: 409), with a reason both parties read. The money moves as for a
 * settlement; the audit log says who decided, why, and the cents each way. A decision racing a
 * settlement waits on the dispute's lock: whichever comes second finds it closed (409).
 */
export async function decideDispute(
  ctx: AppContext,
  admin: AuthUser,
  disputeId: string,
  input: DecideInput,
): Promise<DisputeStep> {
  return disputeStep(ctx, admin, disputeId, 'decide', async (tx, { dispute, order }) => {
    const disputed = await disputedAmount(tx, order, dispute.milestoneId);
    const refundCents = refundFor(input.outcome, input.refundCents, disputed);
    const message = `Decided by Workify: ${describeOutcome(input.outcome, refundCents, disputed)}. Reason: ${input.reason}`;
    return settleDispute(tx, ctx, dispute, order, {
      outcome: input.outcome,
      refundCents,
      disputedCents: disputed.cents,
      status: 'decided',
      actorId: admin.id,
      message,
      said: said('mails.dispute.decided', {
        outcome: outcomeSaid(input.outcome, refundCents, disputed),
        reason: input.reason,
        title: order.title,
      }),
      decision: { admin, reason: input.reason },
    });
  });
}

/** Test hook (ORDER_TEST_HOOKS): the dispute opened `hours` earlier, as if the time had passed. */
export async function backdateDispute(ctx: AppContext, disputeId: string, hours: number): Promise<void> {
  await ctx.db
    .update(disputes)
    .set({ createdAt: sql`${disputes.createdAt} - make_interval(hours => ${hours})` })
    .where(eq(disputes.id, disputeId));
}
