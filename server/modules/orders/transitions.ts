import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { formatMoney } from '@shared/money';
import { refundBounds } from '@shared/machines/disputes';
import {
  autoCompleteTime,
  CANCEL_REQUEST_DAYS,
  checkTransition,
  PAID_ORDER_STATUSES,
  type OrderAction,
  type OrderChangeKind,
  type OrderFacts,
  type OrderParty,
  type OrderStatus,
} from '@shared/machines/orders';
import type { Db } from '../../db/client';
import { gigs, orderDeliveries, orderEvents, orders, users, type DeliveryFile } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { said, type Said, type Value } from '../../platform/mail-text';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { hasRequiredQuestions, type AnswersInput } from '@shared/schemas/gig-questions';
import { paymentProvider, type ProviderIntent } from '../payments';
import { answered } from './answers';
import { closeContract, contractFacts, fundFirstMilestone } from './contract';
import { moveOrderMoney } from './money';
import { ringBell, type OrderNotice, type OrderNoticeKind } from './notify';
import { type HiringNotice, orderOffer } from '../offers';
import { refuseIfBlocked } from '../blocks';

export type OrderRow = typeof orders.$inferSelect;

/** Who acts: a party (signed in), or Workify itself, optionally in someone's name on the timeline. */
export type OrderActor = { side: OrderParty; user: AuthUser } | { side: 'system'; actorId?: string | null };

/** What an action carries beyond the order: the forms' fields, the payment, the clock. */
export interface StepInput {
  /** The event's message: requirements, delivery note, revision request, cancel reason, rating words. */
  message?: string;
  files?: DeliveryFile[];
  star?: number;
  /** The provider's payment, for the payment actions (its amount is what a refund gives back). */
  intent?: ProviderIntent;
  /** Collects a hire's notices (an offer's payment fills a post; bells already rung) for the caller to mail. */
  hiring?: HiringNotice[];
  /** The clock the guards read (the sweep and tests move it); default now. */
  now?: Date;
  /** resolve_partial: the cents given back to the buyer (the rest is released to the seller). */
  refundCents?: number;
  /** send_requirements on an order with questions: the buyer's answers. */
  answers?: AnswersInput['answers'];
  /** …and the files answering its file questions, already stored (by question id; the caller removes them on a refusal). */
  answerFiles?: Record<string, DeliveryFile>;
  /** ask_extension: the days asked for (1 to MAX_EXTENSION_DAYS, checked by the route's schema). */
  days?: number;
  /** withdraw_dispute: the status the order had when the dispute opened, and when it opened. */
  restore?: { status: OrderStatus; disputedAt: Date };
}

/** What the rules read of a row. */
export function factsOf(
  order: OrderRow,
  autoCompleteDays: number,
  contract: OrderFacts['contract'] = null,
): OrderFacts {
  return {
    contract,
    status: order.status as OrderStatus,
    requirements: order.requirements,
    revisionsUsed: order.revisionsUsed,
    revisionsAllowed: order.revisionsAllowed,
    dueAt: order.dueAt,
    autoCompleteAt: autoCompleteTime(order.status as OrderStatus, order.deliveredAt, autoCompleteDays),
    buyerRated: order.buyerStar !== null,
    change:
      order.changeKind && order.changeAt
        ? { kind: order.changeKind as OrderChangeKind, by: order.changeBy as OrderParty, at: order.changeAt }
        : null,
  };
}

/** The columns that clear an answered (or expired) change request. */
const NO_CHANGE = { changeKind: null, changeBy: null, changeDays: null, changeReason: null, changeAt: null } as const;

interface Step {
  tx: Db;
  ctx: AppContext;
  order: OrderRow;
  /** A milestone contract's facts (issue 34), or null for a one-price order. */
  contract: OrderFacts['contract'];
  actor: OrderActor;
  input: StepInput;
  now: Date;
}

/** An action's work beyond the status and its event: columns, other rows, extra events, notices. */
interface Effect {
  set?: Partial<typeof orders.$inferInsert>;
  /** Events after the action's own, each a millisecond later so the timeline keeps their order. */
  more?: { kind: 'refunded'; message: string | null }[];
  /** Who is told; default: the other party, "<name> <did>: <title>". */
  notices?: OrderNotice[];
  /** The default notice: a `mails.order.*` key given the actor's name and the title, and its own values. */
  did?: { kind: OrderNoticeKind; key: string; values?: Record<string, Value>; more?: Said };
}

/**
 * The provider's refund of `amount` cents, in the caller's transaction (a refusal changes
 * nothing). An order is refunded at most once, in full or in part, so the order is the key.
 */
async function refundThroughProvider({ tx, ctx, order }: Step, amount: number): Promise<Effect> {
  const refundId = await paymentProvider(ctx).refund(tx, order.paymentIntentId, amount, `refund-${order.id}`);
  return { set: { refundId }, more: [{ kind: 'refunded', message: `${formatMoney(amount, 'minor')} refunded` }] };
}

/** Cancel + refund, the one way: the provider refunds in the caller's transaction, so a refusal changes nothing. */
async function cancelWithRefund(step: Step): Promise<Effect> {
  // A milestone contract refunds each funded, unreleased milestone (released ones stay with the seller).
  if (step.contract && step.order.paidAt) {
    await closeContract(step.tx, step.ctx, step.order, step.now);
    return { set: { cancelledAt: step.now }, did: { kind: 'order.cancelled', key: 'cancelledContract' } };
  }
  const refund = await refundThroughProvider(step, step.input.intent?.amount ?? step.order.priceMinor);
  return {
    ...refund,
    set: { ...refund.set, cancelledAt: step.now },
    did: { kind: 'order.cancelled', key: 'cancelledOrder' },
  };
}

/**
 * The work of each action beyond what its row states (status, event and money are the row's):
 * offer bookkeeping, sales counts, deliveries and their notices, keyed by action, inside the
 * step's transaction.
 */
const EFFECTS: Partial<Record<OrderAction, (step: Step) => Promise<Effect>>> = {
  async confirm_payment({ tx, ctx, order, input, now, contract }) {
    // Issue 34: with required questions, the delivery clock starts when they are answered;
    // a milestone contract's payment funds its first milestone, which has its own due date.
    const paid = {
      paidAt: now,
      dueAt:
        contract || hasRequiredQuestions(order.questions)
          ? null
          : new Date(now.getTime() + order.deliveryDays * 86_400_000),
    };
    if (contract) await fundFirstMilestone(tx, ctx, order, now);
    const [buyer] = order.buyerId
      ? await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, order.buyerId))
      : [];
    const who = buyer?.fullName ?? said('mails.order.aClient');
    // An offer's order (source 'offer'): the offer is ordered, its post and application hired.
    if (order.source === 'offer') {
      input.hiring?.push(...(await orderOffer(tx, order)));
      return {
        set: paid,
        notices: [
          {
            kind: 'order.paid',
            orderId: order.id,
            title: order.title,
            to: order.sellerId,
            said: said('mails.order.paidOffer', { name: who, title: order.title }),
          },
        ],
      };
    }
    if (order.gigId)
      await tx
        .update(gigs)
        .set({ sales: sql`${gigs.sales} + 1` })
        .where(eq(gigs.id, order.gigId));
    const notice: OrderNotice = {
      kind: 'order.paid',
      orderId: order.id,
      title: order.title,
      to: order.sellerId,
      said: said('mails.order.paidGig', { name: who, title: order.title }),
    };
    return { set: paid, notices: [notice] };
  },
  refuse_payment: async (step) => ({ ...(await cancelWithRefund(step)), notices: [] }),
  send_requirements: async ({ order, input, now }) => {
    if (order.questions.length === 0)
      return {
        set: { requirements: input.message },
        did: { kind: 'order.requirements', key: 'sentRequirements' },
      };
    if (!input.answers) throw conflict('This order asks its questions: answer them instead.');
    const { questions, summary } = answered(order.questions, input.answers, input.answerFiles);
    // The clock starts now if it waited for the answers.
    const dueAt = order.dueAt ?? new Date(now.getTime() + order.deliveryDays * 86_400_000);
    return {
      set: { requirements: summary, questions, dueAt },
      did: { kind: 'order.requirements', key: 'answeredQuestions' },
    };
  },
  async deliver({ tx, ctx, order, input, now }) {
    await tx
      .insert(orderDeliveries)
      .values({ orderId: order.id, message: input.message ?? '', files: input.files ?? [], createdAt: now });
    // The buyer's mail says by when to answer, in their zone: an unanswered delivery completes by itself.
    const at = new Date(now.getTime() + ctx.config.orders.autoCompleteDays * 86_400_000);
    return {
      set: { deliveredAt: now },
      did: { kind: 'order.delivered', key: 'delivered', more: said('mails.order.autoCompleteAt', { at }) },
    };
  },
  request_revision: async ({ order }) => ({
    set: { revisionsUsed: order.revisionsUsed + 1 },
    did: { kind: 'order.revision', key: 'askedRevision' },
  }),
  accept: async ({ now }) => ({
    set: { completedAt: now },
    did: { kind: 'order.completed', key: 'acceptedDelivery' },
  }),
  async auto_complete({ order, now }) {
    const notices = [order.sellerId, order.buyerId].map((to): OrderNotice => ({
      kind: 'order.completed',
      orderId: order.id,
      title: order.title,
      to,
      said: said('mails.order.autoCompleted', { title: order.title }),
    }));
    return { set: { completedAt: now }, notices };
  },
  cancel: cancelWithRefund,
  // Issue 34: the last milestone approved; each milestone's money already moved.
  complete_contract: async ({ order, now }) => ({
    set: { completedAt: now },
    notices: [order.sellerId, order.buyerId].map((to): OrderNotice => ({
      kind: 'order.completed',
      orderId: order.id,
      title: order.title,
      to,
      said: said('mails.order.contractCompleted', { title: order.title }),
    })),
  }),
  // Disputes (server/modules/disputes tells the parties itself, so no notices here).
  async withdraw_dispute({ order, input, now }) {
    if (!input.restore) throw new Error('withdraw_dispute needs the status to restore');
    // The buyer's answer window paused while disputed: it resumes with the time that was left.
    const paused = now.getTime() - input.restore.disputedAt.getTime();
    const deliveredAt =
      input.restore.status === 'delivered' && order.deliveredAt
        ? new Date(order.deliveredAt.getTime() + paused)
        : order.deliveredAt;
    return { set: { status: input.restore.status, deliveredAt }, notices: [] };
  },
  resolve_release: async ({ now }) => ({ set: { completedAt: now }, notices: [] }),
  async resolve_refund(step) {
    const refund = await refundThroughProvider(step, step.order.priceMinor);
    return { ...refund, set: { ...refund.set, cancelledAt: step.now }, notices: [] };
  },
  async resolve_partial(step) {
    const cents = step.input.refundCents ?? 0;
    const { min, max } = refundBounds('partial', step.order.priceMinor);
    if (!(cents >= min && cents <= max)) throw new Error('resolve_partial needs a partial refund within its bounds');
    const refund = await refundThroughProvider(step, cents);
    return { ...refund, set: { ...refund.set, completedAt: step.now }, notices: [] };
  },
  // Order changes by agreement (issue 34): the request waits on the row until it is answered.
  ask_extension: async ({ input, actor, now }) => ({
    set: {
      changeKind: 'extension',
      changeBy: actor.side,
      changeDays: input.days,
      changeReason: input.message,
      changeAt: now,
    },
    did: { kind: 'order.change', key: 'askedExtension', values: { days: input.days ?? 0 } },
  }),
  async accept_extension({ order }) {
    const days = order.changeDays ?? 0;
    const dueAt = order.dueAt ? new Date(order.dueAt.getTime() + days * 86_400_000) : null;
    return {
      set: { ...NO_CHANGE, dueAt },
      did: { kind: 'order.change', key: 'acceptedExtension', values: { days } },
    };
  },
  decline_extension: async () => ({
    set: NO_CHANGE,
    did: { kind: 'order.change', key: 'declinedExtension' },
  }),
  ask_cancel: async ({ input, actor, now }) => ({
    set: { changeKind: 'cancellation', changeBy: actor.side, changeReason: input.message, changeAt: now },
    did: { kind: 'order.change', key: 'askedCancel' },
  }),
  async accept_cancel(step) {
    const done = await cancelWithRefund(step);
    if (step.contract)
      return {
        ...done,
        set: { ...done.set, ...NO_CHANGE },
        did: { kind: 'order.cancelled', key: 'agreedCancelContract' },
      };
    return {
      ...done,
      set: { ...done.set, ...NO_CHANGE },
      did: { kind: 'order.cancelled', key: 'agreedCancelOrder' },
    };
  },
  decline_cancel: async () => ({
    set: NO_CHANGE,
    did: { kind: 'order.change', key: 'declinedCancel' },
  }),
  async expire_cancel({ order }) {
    const asker = order.changeBy === 'buyer' ? order.buyerId : order.sellerId;
    return {
      set: NO_CHANGE,
      notices: [
        {
          kind: 'order.change',
          orderId: order.id,
          title: order.title,
          to: asker,
          said: said('mails.order.cancelExpired', { title: order.title }),
        },
      ],
    };
  },
  rate_buyer: async ({ input }) => ({
    set: { buyerStar: input.star, buyerReview: input.message },
    did: { kind: 'order.rated', key: 'rated', values: { star: input.star ?? 0 } },
  }),
};

/**
 * A party's steps that a block between the two stops (403), as it stops a message: each reaches
 * the other by bell and mail. The rest stay open, so an order made before a block can still be
 * delivered, answered or cancelled.
 */
const STOPPED_BY_A_BLOCK: readonly OrderAction[] = ['send_requirements', 'open_dispute'];

/** The message of the event an action writes, when the action has one. */
function eventMessage(action: OrderAction, step: Step): string | null {
  if (action === 'auto_complete')
    return `Completed automatically ${step.ctx.config.orders.autoCompleteDays} days after the delivery`;
  if (action === 'ask_extension')
    return `${step.input.days} more day${step.input.days === 1 ? '' : 's'}: ${step.input.message ?? ''}`;
  if (action === 'expire_cancel') return `Unanswered for ${CANCEL_REQUEST_DAYS} days`;
  return step.input.message ?? null;
}

/**
 * Applies one action of the state machine to a row the caller locked (FOR UPDATE) in `tx`:
 * checks it against the table (403 / 409 with the table's messages), runs its effect, sets the
 * new status, writes its timeline events and rings the bells, all in `tx`. Answers the notices
 * to mail after the commit.
 */
export async function applyTransition(
  tx: Db,
  ctx: AppContext,
  order: OrderRow,
  action: OrderAction,
  actor: OrderActor,
  input: StepInput = {},
): Promise<OrderNotice[]> {
  const now = input.now ?? new Date();
  const contract = await contractFacts(tx, order);
  const checked = checkTransition(
    factsOf(order, ctx.config.orders.autoCompleteDays, contract),
    action,
    actor.side,
    now,
  );
  if (checked.refusal)
    throw checked.refusal.status === 403 ? forbidden(checked.refusal.message) : conflict(checked.refusal.message);
  const { row } = checked;
  const other = actor.side === 'buyer' ? order.sellerId : actor.side === 'seller' ? order.buyerId : null;
  if (actor.side !== 'system' && other && STOPPED_BY_A_BLOCK.includes(action))
    await refuseIfBlocked(tx, actor.user, other, 'order');
  const step: Step = { tx, ctx, order, contract, actor, input, now };
  const effect = (await EFFECTS[action]?.(step)) ?? {};
  const set = { ...effect.set, ...(row.to ? { status: row.to } : {}) };
  if (Object.keys(set).length) await tx.update(orders).set(set).where(eq(orders.id, order.id));
  // The ledger moves with the order, in this transaction (charge, release, refund: issue 22); a
  // milestone contract's money moves milestone by milestone instead (contract.ts).
  const money = contract ? [] : await moveOrderMoney(tx, ctx, order, row.money, now, input.refundCents);
  const actorId = actor.side === 'system' ? (actor.actorId ?? null) : actor.user.id;
  const events = [
    ...(row.event ? [{ kind: row.event, message: eventMessage(action, step) }] : []),
    ...(effect.more ?? []),
  ];
  if (events.length)
    await tx.insert(orderEvents).values(
      events.map((e, i) => ({
        orderId: order.id,
        kind: e.kind,
        actorId: i === 0 ? actorId : null,
        message: e.message,
        createdAt: new Date(now.getTime() + i),
      })),
    );
  const notices =
    effect.notices ??
    (effect.did && actor.side !== 'system'
      ? [
          {
            kind: effect.did.kind,
            orderId: order.id,
            title: order.title,
            to: actor.side === 'buyer' ? order.sellerId : order.buyerId,
            said: said(`mails.order.${effect.did.key}`, {
              name: actor.user.fullName,
              title: order.title,
              ...effect.did.values,
            }),
            more: effect.did.more,
          },
        ]
      : []);
  const all = [...notices, ...money];
  for (const notice of all) await ringBell(tx, notice);
  return all;
}

/**
 * Locks the user's paid order for the rest of the transaction (SELECT … FOR UPDATE), so two
 * steps on one order run one after the other and the second sees the first's result.
 * Someone else's order, or one not paid yet, answers like a missing one.
 */
export async function lockPartyOrder(
  tx: Db,
  user: AuthUser,
  orderId: string,
): Promise<{ order: OrderRow; side: OrderParty }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id)),
        inArray(orders.status, [...PAID_ORDER_STATUSES]),
      ),
    )
    .for('update');
  if (!order) throw notFound('Order');
  return { order, side: order.buyerId === user.id ? 'buyer' : 'seller' };
}

/** A party's step on an order, in its own transaction: lock, apply, answer the notices to mail. */
export async function partyStep(
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  action: OrderAction,
  input: StepInput = {},
): Promise<OrderNotice[]> {
  return ctx.db.transaction(async (tx) => {
    const { order, side } = await lockPartyOrder(tx, user, orderId);
    return applyTransition(tx, ctx, order, action, { side, user }, input);
  });
}
