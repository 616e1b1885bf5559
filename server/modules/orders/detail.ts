import { PACKAGE_TIER_LABELS, type PackageTier } from '@shared/schemas/gig-packages';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  allowedActions,
  CANCEL_REQUEST_DAYS,
  ORDER_EVENT_KINDS,
  PAID_ORDER_STATUSES,
  type OrderChangeKind,
} from '@shared/machines/orders';
import type {
  OrderDelivery,
  OrderDetail,
  OrderParty,
  OrderEvent,
  OrderEventKind,
  OrderStatus,
} from '@shared/schemas/orders';
import type { Db } from '../../db/client';
import { disputes, orderDeliveries, orderEvents, orders, reviews, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { wholePrice } from '../../platform/prices';
import { publicUrl } from '../../platform/storage';
import { DELETED_USER } from '@shared/schemas/payouts';
import { lastSubmissionFiles, toMilestone } from '../../platform/milestones';
import { questionsView } from './answers';
import { contractFacts, milestonesOf } from './contract';
import { factsOf } from './transitions';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

// Events written in one transaction share its timestamp; they then read in the order they happen.
const STEP_ORDER = sql`array_position(${sql.raw(`array[${ORDER_EVENT_KINDS.map((k) => `'${k}'`).join(',')}]::text[]`)}, ${orderEvents.kind})`;

/** The pair's conversation id, as SPEC keys it: the freelancer's id then the client's. */
export const conversationIdOf = (sellerId: string, buyerId: string) => `${sellerId}${buyerId}`;

/** A party as orders (and disputes) show it: "Deleted user" once they deleted their account. */
export const partyOf = (p: { id: string; fullName: string; avatarKey: string | null } | null): OrderParty =>
  p
    ? { _id: p.id, fullName: p.fullName, avatar: publicUrl(p.avatarKey) }
    : { _id: null, fullName: DELETED_USER, avatar: null };

/** An order's timeline, oldest first (also the admin's view of a disputed order). */
export async function timelineOf(db: Db, orderId: string): Promise<OrderEvent[]> {
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(STEP_ORDER));
  return events.map((e) => ({
    kind: e.kind as OrderEventKind,
    actorId: e.actorId,
    message: e.message,
    createdAt: e.createdAt.toISOString(),
  }));
}

/** An order's deliveries, oldest first, each file with the download url `urlOf` gives it. */
export async function deliveriesOf(
  db: Db,
  orderId: string,
  urlOf: (deliveryId: string, index: number) => string,
): Promise<OrderDelivery[]> {
  const rows = await db
    .select()
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId))
    .orderBy(asc(orderDeliveries.createdAt));
  return rows.map((d) => ({
    _id: d.id,
    message: d.message,
    createdAt: d.createdAt.toISOString(),
    files: d.files.map((f, i) => ({ name: f.name, type: f.type, size: f.size, url: urlOf(d.id, i) })),
  }));
}

/** One order, whole, for its buyer or seller; anyone else hears "not found". */
export async function getOrder(ctx: AppContext, user: AuthUser, orderId: string): Promise<OrderDetail> {
  const [row] = await ctx.db
    .select({
      order: orders,
      buyer: { id: buyer.id, fullName: buyer.fullName, avatarKey: buyer.avatarKey },
      seller: { id: seller.id, fullName: seller.fullName, avatarKey: seller.avatarKey },
    })
    .from(orders)
    // Left joins: the order stays for one party after the other deleted their account.
    .leftJoin(buyer, eq(buyer.id, orders.buyerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(
      and(
        eq(orders.id, orderId),
        or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id)),
        inArray(orders.status, [...PAID_ORDER_STATUSES]),
      ),
    );
  if (!row) throw notFound('Order');
  const { order } = row;
  const [deliveries, timeline, review, dispute, milestones, contract, files] = await Promise.all([
    deliveriesOf(ctx.db, order.id, (deliveryId, i) => `/api/v1/orders/${order.id}/deliveries/${deliveryId}/files/${i}`),
    timelineOf(ctx.db, order.id),
    ctx.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, order.id)).limit(1),
    ctx.db
      .select({ id: disputes.id, milestoneId: disputes.milestoneId })
      .from(disputes)
      .where(eq(disputes.orderId, order.id))
      .orderBy(desc(disputes.createdAt))
      .limit(1),
    milestonesOf(ctx.db, order.id),
    contractFacts(ctx.db, order),
    lastSubmissionFiles(ctx.db, [order.id]),
  ]);
  const facts = factsOf(order, ctx.config.orders.autoCompleteDays, contract);
  const side = order.buyerId === user.id ? 'buyer' : 'seller';
  const now = new Date();
  return {
    _id: order.id,
    gig: { _id: order.gigId, title: order.title, img: publicUrl(order.imgKey)! },
    buyer: partyOf(row.buyer),
    seller: partyOf(row.seller),
    price: wholePrice(order),
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    dueAt: order.dueAt?.toISOString() ?? null,
    deliveryDays: order.deliveryDays,
    package: order.package
      ? {
          tier: order.package as PackageTier,
          name: order.packageName ?? PACKAGE_TIER_LABELS[order.package as PackageTier],
        }
      : null,
    extras: order.extras,
    questions: questionsView(order.id, order.questions),
    autoCompleteAt: facts.autoCompleteAt ? new Date(facts.autoCompleteAt).toISOString() : null,
    requirements: order.requirements,
    revisionsUsed: order.revisionsUsed,
    revisionsAllowed: order.revisionsAllowed,
    deliveries,
    timeline,
    conversationId: order.sellerId && order.buyerId ? conversationIdOf(order.sellerId, order.buyerId) : null,
    // In full: a cancelled order's payment. A dispute's partial refund completes the order; its receipt tells the split.
    refunded: order.refundId !== null && order.status === 'cancelled',
    reviewed: review.length > 0,
    buyerRating: order.buyerStar !== null ? { star: order.buyerStar, desc: order.buyerReview ?? '' } : null,
    change:
      order.changeKind && order.changeAt
        ? {
            kind: order.changeKind as OrderChangeKind,
            by: order.changeBy as 'buyer' | 'seller',
            days: order.changeDays,
            reason: order.changeReason ?? '',
            createdAt: order.changeAt.toISOString(),
            expiresAt:
              order.changeKind === 'cancellation'
                ? new Date(order.changeAt.getTime() + CANCEL_REQUEST_DAYS * 86_400_000).toISOString()
                : null,
          }
        : null,
    allowedActions: allowedActions(facts, side, now),
    milestones: milestones.map((m) =>
      toMilestone(m, order.status, side, ctx.config.orders.milestoneAutoApproveDays, files.get(m.id) ?? [], now),
    ),
    source: order.source as OrderDetail['source'],
    offerId: order.offerId,
    postId: order.postId,
    disputeId: dispute[0]?.id ?? null,
    disputedMilestoneId: order.status === 'disputed' ? (dispute[0]?.milestoneId ?? null) : null,
  };
}
