import { and, asc, eq } from 'drizzle-orm';
import {
  checkMilestone,
  CLOSED_MILESTONE_STATUSES,
  DROPPED_MILESTONE_STATUSES,
  HELD_MILESTONE_STATUSES,
  type MilestoneAction,
  type MilestoneParty,
  type MilestoneStatus,
} from '@shared/machines/milestones';
import type { OrderEventKind, OrderFacts } from '@shared/machines/orders';
import { formatMoney } from '@shared/money';
import type { Db } from '../../db/client';
import { orderEvents, orderMilestones, type orders } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { milestoneFactsOf, type MilestoneRow } from '../../platform/milestones';
import { paymentProvider } from '../payments';
import { queueTransfer, recordMilestoneCharge, recordMilestoneRefund, recordMilestoneRelease } from '../payouts';
import { money as amountOf, said } from '../../platform/mail-text';
import { ringBell, type OrderNotice, type OrderNoticeKind } from './notify';

type OrderRow = typeof orders.$inferSelect;
const DAY_MS = 86_400_000;

/** A contract's milestones in their order (none: a one-price order). */
export const milestonesOf = (db: Db, orderId: string) =>
  db.select().from(orderMilestones).where(eq(orderMilestones.orderId, orderId)).orderBy(asc(orderMilestones.position));

/** What the order machine reads of a contract; null for a one-price order (no milestones). */
export async function contractFacts(db: Db, order: OrderRow): Promise<OrderFacts['contract']> {
  if (order.source !== 'offer') return null;
  const rows = await db
    .select({ status: orderMilestones.status })
    .from(orderMilestones)
    .where(eq(orderMilestones.orderId, order.id));
  if (!rows.length) return null;
  const statuses = rows.map((r) => r.status as MilestoneStatus);
  return {
    open: statuses.filter((s) => !DROPPED_MILESTONE_STATUSES.includes(s) && !CLOSED_MILESTONE_STATUSES.includes(s))
      .length,
    submitted: statuses.includes('submitted'),
    held: statuses.some((s) => HELD_MILESTONE_STATUSES.includes(s)),
  };
}

/** The cents the order's own payment must be: a contract's first milestone, else the price. */
export async function firstChargeCents(db: Db, order: OrderRow): Promise<number> {
  const [first] = order.source === 'offer' ? await milestonesOf(db, order.id).limit(1) : [];
  return first ? first.amountCents : order.priceMinor;
}

/** One of the order's milestones, locked for the caller's transaction (after the order: one order, one lock order). */
export async function lockMilestone(tx: Db, orderId: string, milestoneId: string): Promise<MilestoneRow> {
  const [row] = await tx
    .select()
    .from(orderMilestones)
    .where(and(eq(orderMilestones.id, milestoneId), eq(orderMilestones.orderId, orderId)))
    .for('update');
  if (!row) throw notFound('Milestone');
  return row;
}

export type MilestoneActor = { side: MilestoneParty; user: AuthUser } | { side: 'system' };
export interface MilestoneInput {
  message?: string;
  /** confirm_funding: the payment that funded it. */
  intentId?: string;
  /** settle_partial: the cents a dispute gives back to the client (1 … amount − 1); the rest is released. */
  refundCents?: number;
  now?: Date;
}

interface Done {
  set: Partial<typeof orderMilestones.$inferInsert>;
  event: OrderEventKind | null;
  /** A `mails.order.*` key given the actor's name, the milestone and the title. */
  notice?: { kind: OrderNoticeKind; to: 'buyer' | 'seller'; key: string };
}

const named = (m: MilestoneRow) => said('mails.order.milestone', { position: m.position, title: m.title });

/** Each action's columns, timeline event and notice beyond its status (the table's `to`). */
function effectOf(action: MilestoneAction, m: MilestoneRow, input: MilestoneInput, now: Date): Done {
  switch (action) {
    case 'confirm_funding':
      return {
        set: { fundedAt: now, dueAt: new Date(now.getTime() + m.dueInDays * DAY_MS), paymentIntentId: input.intentId },
        event: 'milestone_funded',
        notice: { kind: 'order.paid', to: 'seller', key: 'fundedMilestone' },
      };
    case 'submit':
      return {
        set: { submittedAt: now, submission: input.message },
        event: 'milestone_submitted',
        notice: { kind: 'order.delivered', to: 'buyer', key: 'submittedMilestone' },
      };
    case 'request_changes':
      return {
        set: { changes: input.message },
        event: 'milestone_changes',
        notice: { kind: 'order.revision', to: 'seller', key: 'changesMilestone' },
      };
    case 'approve':
    case 'auto_approve':
      return { set: { approvedAt: now, closedAt: now }, event: 'milestone_approved' };
    case 'accept_proposal':
      return {
        set: {},
        event: 'milestone_accepted',
        notice: { kind: 'order.change', to: m.proposedBy as MilestoneParty, key: 'acceptedMilestone' },
      };
    case 'decline_proposal':
      return {
        set: { closedAt: now },
        event: 'milestone_declined',
        notice: { kind: 'order.change', to: m.proposedBy as MilestoneParty, key: 'declinedMilestone' },
      };
    case 'refund':
      return { set: { closedAt: now }, event: 'milestone_refunded' };
    // A dispute's outcome: the order's dispute_resolved event tells it, naming the milestone.
    case 'settle_release':
      return { set: { approvedAt: now, closedAt: now }, event: null };
    case 'settle_refund':
      return { set: { closedAt: now }, event: null };
    case 'settle_partial': {
      const cents = input.refundCents ?? 0;
      if (!(cents > 0 && cents < m.amountCents))
        throw new Error('settle_partial needs a partial refund of the milestone');
      return { set: { refundedCents: cents, closedAt: now }, event: null };
    }
    case 'drop':
      return { set: { closedAt: now }, event: null };
    case 'fund':
      return { set: {}, event: null };
  }
}

/** The event's words: the milestone, and what was said with the step. */
function eventMessage(action: MilestoneAction, m: MilestoneRow, input: MilestoneInput, refunded: number): string {
  const title = `Milestone ${m.position}: ${m.title}`;
  if (action === 'refund') return `${title} (${formatMoney(refunded, 'minor')} refunded)`;
  if (action === 'confirm_funding') return `${title} (${formatMoney(m.amountCents, 'minor')})`;
  if (action === 'auto_approve') return `${title} (approved automatically)`;
  return input.message ? `${title}\n${input.message}` : title;
}

/**
 * Applies one row of the milestone machine to a milestone the caller locked (after its order) in
 * `tx`: checks it (403/409 with the table's messages), sets the status and the step's columns,
 * moves its money in the ledger (and the provider's refund, keyed by the milestone), writes the
 * order's timeline event and rings the bells. Answers the notices to mail after the commit.
 */
export async function applyMilestoneStep(
  tx: Db,
  ctx: AppContext,
  order: OrderRow,
  m: MilestoneRow,
  action: MilestoneAction,
  actor: MilestoneActor,
  input: MilestoneInput = {},
): Promise<OrderNotice[]> {
  const now = input.now ?? new Date();
  const days = ctx.config.orders.milestoneAutoApproveDays;
  const checked = checkMilestone(milestoneFactsOf(m, order.status, days), action, actor.side, now);
  if (checked.refusal)
    throw checked.refusal.status === 403 ? forbidden(checked.refusal.message) : conflict(checked.refusal.message);
  const done = effectOf(action, m, input, now);
  const set = { ...done.set, ...(checked.row.to ? { status: checked.row.to } : {}) };
  if (Object.keys(set).length) await tx.update(orderMilestones).set(set).where(eq(orderMilestones.id, m.id));
  const notices: OrderNotice[] = [];
  const money = checked.row.money;
  if (money === 'charge') await recordMilestoneCharge(tx, order, m, now);
  let refunded = 0;
  if (money === 'refund' || money === 'split') {
    const cents = money === 'split' ? input.refundCents! : m.amountCents;
    // The provider's refund of this milestone's payment (all of it, or a dispute's part), keyed
    // by the milestone: once however the cancels and settlements race.
    await paymentProvider(ctx).refund(tx, m.paymentIntentId!, cents, `refund-${m.id}`);
    refunded = await recordMilestoneRefund(tx, order, m, now, cents);
  }
  if (money === 'release' || money === 'split') {
    // A split's release lists a millisecond after its refund.
    const at = money === 'split' ? new Date(now.getTime() + 1) : now;
    const net = await recordMilestoneRelease(tx, order, m, at, ctx.config.money);
    if (net > 0 && order.sellerId) {
      // Stripe Connect: this milestone's own Transfer, from its own payment's charge (sent after the commit).
      await queueTransfer(ctx, tx, order.id, m.id);
      notices.push({
        kind: 'order.completed',
        orderId: order.id,
        title: order.title,
        to: order.sellerId,
        said: said('mails.order.milestoneReleased', { amount: amountOf(net), milestone: named(m), title: order.title }),
      });
    }
  }
  if (done.event)
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: done.event,
      actorId: actor.side === 'system' ? null : actor.user.id,
      message: eventMessage(action, m, input, refunded),
      createdAt: now,
    });
  if (done.notice && actor.side !== 'system')
    notices.push({
      kind: done.notice.kind,
      orderId: order.id,
      title: order.title,
      to: done.notice.to === 'buyer' ? order.buyerId : order.sellerId,
      said: said(`mails.order.${done.notice.key}`, {
        name: actor.user.fullName,
        milestone: named(m),
        amount: amountOf(m.amountCents),
        title: order.title,
      }),
    });
  for (const notice of notices) await ringBell(tx, notice);
  return notices;
}

/** The offer's payment confirmed: it funds the contract's first milestone (the order's own notice tells the seller). */
export async function fundFirstMilestone(tx: Db, ctx: AppContext, order: OrderRow, now: Date): Promise<void> {
  const [first] = await milestonesOf(tx, order.id).limit(1).for('update');
  if (first)
    await applyMilestoneStep(
      tx,
      ctx,
      order,
      first,
      'confirm_funding',
      { side: 'system' },
      {
        intentId: order.paymentIntentId,
        now,
      },
    );
}

/**
 * The contract is cancelled (by a party, or by agreement): each milestone that holds money is
 * refunded through the provider and the ledger, the ones not funded are dropped, released ones
 * stay with the seller. Runs under the order's lock, so it races an approval without moving money twice.
 */
export async function closeContract(tx: Db, ctx: AppContext, order: OrderRow, now: Date): Promise<number> {
  let refunded = 0;
  for (const m of await milestonesOf(tx, order.id).for('update')) {
    const status = m.status as MilestoneStatus;
    if (HELD_MILESTONE_STATUSES.includes(status)) {
      await applyMilestoneStep(tx, ctx, order, m, 'refund', { side: 'system' }, { now });
      refunded += m.amountCents;
    } else if (status === 'pending' || status === 'proposed') {
      await applyMilestoneStep(tx, ctx, order, m, 'drop', { side: 'system' }, { now });
    }
  }
  return refunded;
}
