import { and, eq, max, notInArray, sql } from 'drizzle-orm';
import { DROPPED_MILESTONE_STATUSES, proposalRefusal, type MilestoneAction } from '@shared/machines/milestones';
import type { MilestoneTerms } from '@shared/schemas/milestones';
import { formatMoney } from '@shared/money';
import type { Db } from '../../db/client';
import { orderEvents, orderMilestones, type orders } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { money, said } from '../../platform/mail-text';
import { conflict } from '../../platform/errors';
import {
  applyMilestoneStep,
  applyTransition,
  contractFacts,
  lockMilestone,
  lockPartyOrder,
  ringBell,
  type MilestoneInput,
  type OrderNotice,
} from '../orders';

type OrderRow = typeof orders.$inferSelect;

/**
 * The contract completes (the order machine's complete_contract) once every milestone is
 * approved: after an approval, the sweep's, or a declined proposal that was the last one open.
 * Runs under the order's lock, in the step's transaction.
 */
export async function completeIfDone(tx: Db, ctx: AppContext, order: OrderRow): Promise<OrderNotice[]> {
  const contract = await contractFacts(tx, order);
  if (!contract || contract.open > 0 || order.status !== 'in_progress') return [];
  return applyTransition(tx, ctx, order, 'complete_contract', { side: 'system' });
}

const COMPLETING: readonly MilestoneAction[] = ['approve', 'auto_approve', 'decline_proposal'];

/**
 * A party's step on one milestone of their contract, in its own transaction: the order is
 * locked first, then the milestone, so two steps (or a step and the sweep, or a cancel) on one
 * contract run one after the other and the second sees the first's result.
 */
export async function milestoneStep(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  milestoneId: string,
  action: MilestoneAction,
  input: MilestoneInput = {},
): Promise<OrderNotice[]> {
  return ctx.db.transaction(async (tx) => {
    const { order, side } = await lockPartyOrder(tx, user, orderId);
    const milestone = await lockMilestone(tx, order.id, milestoneId);
    const notices = await applyMilestoneStep(tx, ctx, order, milestone, action, { side, user }, input);
    return COMPLETING.includes(action) ? [...notices, ...(await completeIfDone(tx, ctx, order))] : notices;
  });
}

/**
 * POST /orders/{id}/milestones: either party of a contract in progress proposes one more
 * milestone; it waits as `proposed` until the other accepts (then it can be funded) or declines.
 */
export async function proposeMilestone(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  terms: MilestoneTerms,
): Promise<OrderNotice[]> {
  return ctx.db.transaction(async (tx) => {
    const { order, side } = await lockPartyOrder(tx, user, orderId);
    const contract = await contractFacts(tx, order);
    if (!contract) throw conflict('Only a milestone contract takes new milestones.');
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderMilestones)
      .where(
        and(eq(orderMilestones.orderId, order.id), notInArray(orderMilestones.status, [...DROPPED_MILESTONE_STATUSES])),
      );
    const refused = proposalRefusal(order.status, counted?.n ?? 0);
    if (refused) throw conflict(refused);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(orderMilestones.position) })
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, order.id));
    const position = (last ?? 0) + 1;
    await tx
      .insert(orderMilestones)
      .values({ orderId: order.id, position, status: 'proposed', proposedBy: side, ...terms });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: 'milestone_proposed',
      actorId: user.id,
      message: `Milestone ${position}: ${terms.title} (${formatMoney(terms.amountCents, 'minor')}, due ${terms.dueInDays} days after funding)`,
    });
    const notice: OrderNotice = {
      kind: 'order.change',
      orderId: order.id,
      title: order.title,
      to: side === 'buyer' ? order.sellerId : order.buyerId,
      said: said('mails.order.proposedMilestone', {
        name: user.fullName,
        milestone: terms.title,
        amount: money(terms.amountCents),
        title: order.title,
      }),
    };
    await ringBell(tx, notice);
    return [notice];
  });
}
