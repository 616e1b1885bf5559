import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordedCurrency } from '@shared/money';
import type { OrderStatus } from '@shared/machines/orders';
import type {
  AdminDispute,
  AdminDisputeListItem,
  AdminDisputesQuery,
  Dispute,
  DisputeReason,
  DisputeSide,
} from '@shared/schemas/disputes';
import type { Db } from '../../db/client';
import { disputeMessages, disputeProposals, disputes, orderMilestones, orders, users } from '../../db/schema';
import { actsAsAdmin, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';
import { publicUrl } from '../../platform/storage';
import { deliveriesOf, partyOf, timelineOf, type OrderRow } from '../orders';
import { disputedMilestone } from './milestone';
import { allowedDisputeActions, type DisputeFacts, type Viewer } from './rules';

export type DisputeRow = typeof disputes.$inferSelect;

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const author = alias(users, 'author');
// What a party shows (partyOf): one object per alias, as drizzle types each alias apart.
const buyerCols = { id: buyer.id, fullName: buyer.fullName, avatarKey: buyer.avatarKey };
const sellerCols = { id: seller.id, fullName: seller.fullName, avatarKey: seller.avatarKey };
const authorCols = { id: author.id, fullName: author.fullName, avatarKey: author.avatarKey };

/** The viewer's side of a dispute: its buyer or seller, else an admin; anyone else hears "not found". */
export function viewerOf(user: AuthUser, order: Pick<OrderRow, 'buyerId' | 'sellerId'>): Viewer {
  const side: DisputeSide | null =
    order.buyerId === user.id ? 'buyer' : order.sellerId === user.id ? 'seller' : actsAsAdmin(user) ? 'admin' : null;
  if (!side) throw notFound('Dispute');
  return { id: user.id, side, isAdmin: user.isAdmin };
}

export function factsOf(
  ctx: AppContext,
  dispute: DisputeRow,
  pendingProposer: string | null | undefined,
): DisputeFacts {
  return {
    status: dispute.status,
    openedBy: dispute.openedBy,
    escalateAt: new Date(dispute.createdAt.getTime() + ctx.config.disputes.escalateHours * 3_600_000),
    pendingProposer,
  };
}

/** Who made the dispute's pending proposal (undefined: none is pending). */
export async function pendingProposerOf(db: Db, disputeId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ proposerId: disputeProposals.proposerId })
    .from(disputeProposals)
    .where(and(eq(disputeProposals.disputeId, disputeId), eq(disputeProposals.status, 'pending')));
  return row ? row.proposerId : undefined;
}

/**
 * A dispute and its order, for its parties and admins (404 for anyone else). With `lock`, both
 * rows are locked for the caller's transaction, the dispute first, as every dispute step does:
 * two steps on one dispute (two accepts, an accept and a decision) run one after the other.
 */
export async function loadDispute(db: Db, user: AuthUser, disputeId: string, lock = false) {
  const byId = db.select().from(disputes).where(eq(disputes.id, disputeId));
  const [dispute] = lock ? await byId.for('update') : await byId;
  if (!dispute) throw notFound('Dispute');
  const ofOrder = db.select().from(orders).where(eq(orders.id, dispute.orderId));
  const [order] = lock ? await ofOrder.for('update') : await ofOrder;
  const viewer = viewerOf(user, order!);
  return { dispute, order: order!, viewer };
}

/** GET /disputes/{id}: the whole dispute as the viewer (a party or an admin) sees it. */
export async function disputeView(ctx: AppContext, user: AuthUser, disputeId: string): Promise<Dispute> {
  const [row] = await ctx.db
    .select({ dispute: disputes, order: orders, buyer: buyerCols, seller: sellerCols })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .leftJoin(buyer, eq(buyer.id, orders.buyerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(eq(disputes.id, disputeId));
  if (!row) throw notFound('Dispute');
  const { dispute, order } = row;
  const viewer = viewerOf(user, order);
  const [messages, proposals, milestone] = await Promise.all([
    ctx.db
      .select({ m: disputeMessages, author: authorCols })
      .from(disputeMessages)
      .leftJoin(author, eq(author.id, disputeMessages.authorId))
      .where(eq(disputeMessages.disputeId, dispute.id))
      .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id)),
    ctx.db
      .select({ p: disputeProposals, author: authorCols })
      .from(disputeProposals)
      .leftJoin(author, eq(author.id, disputeProposals.proposerId))
      .where(eq(disputeProposals.disputeId, dispute.id))
      .orderBy(asc(disputeProposals.createdAt), asc(disputeProposals.id)),
    disputedMilestone(ctx.db, dispute.milestoneId),
  ]);
  const priceCents = order.priceMinor;
  // What the outcome shares out: the price, or on a contract the disputed milestone's amount.
  const disputedCents = milestone?.amountCents ?? priceCents;
  // A party who deleted their account is null on the order; their messages read as theirs still.
  const sideOf = (id: string | null): DisputeSide =>
    id
      ? id === order.buyerId
        ? 'buyer'
        : id === order.sellerId
          ? 'seller'
          : 'admin'
      : order.buyerId === null
        ? 'buyer'
        : order.sellerId === null
          ? 'seller'
          : 'admin';
  const partySide = (id: string | null) => (sideOf(id) === 'seller' ? 'seller' : 'buyer');
  const pending = proposals.find((p) => p.p.status === 'pending');
  const openedBySide = dispute.openedBySide;
  const facts = factsOf(ctx, dispute, pending ? pending.p.proposerId : undefined);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    _id: dispute.id,
    orderId: order.id,
    status: dispute.status,
    reason: dispute.reason as DisputeReason,
    details: dispute.details,
    openedBy: openedBySide === 'seller' ? partyOf(row.seller) : partyOf(row.buyer),
    openedBySide,
    previousStatus: dispute.previousStatus as OrderStatus,
    escalateAt: facts.escalateAt.toISOString(),
    escalatedAt: iso(dispute.escalatedAt),
    outcome: dispute.outcome,
    refundCents: dispute.refundCents,
    releaseCents: dispute.refundCents === null ? null : disputedCents - dispute.refundCents,
    decisionReason: dispute.decisionReason,
    createdAt: dispute.createdAt.toISOString(),
    closedAt: iso(dispute.closedAt),
    order: {
      _id: order.id,
      title: order.title,
      img: publicUrl(order.imgKey)!,
      priceCents,
      currency: recordedCurrency(),
      status: order.status as OrderStatus,
      buyer: partyOf(row.buyer),
      seller: partyOf(row.seller),
    },
    milestone,
    viewerSide: viewer.side,
    messages: messages.map(({ m, author: a }) => ({
      _id: m.id,
      author: partyOf(a),
      side: sideOf(m.authorId),
      body: m.body,
      files: m.files.map((f, i) => ({
        name: f.name,
        type: f.type,
        size: f.size,
        url: `/api/v1/disputes/${dispute.id}/messages/${m.id}/files/${i}`,
      })),
      createdAt: m.createdAt.toISOString(),
    })),
    proposals: proposals.map(({ p, author: a }) => ({
      _id: p.id,
      side: partySide(p.proposerId),
      proposer: partyOf(a),
      outcome: p.outcome,
      refundCents: p.refundCents,
      releaseCents: disputedCents - p.refundCents,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      decidedAt: iso(p.decidedAt),
    })),
    allowedActions: allowedDisputeActions(facts, viewer, new Date()),
  };
}

/** GET /admin/disputes/{id}: the dispute, the order's timeline and deliveries, and who decided. */
export async function adminDisputeView(ctx: AppContext, admin: AuthUser, disputeId: string): Promise<AdminDispute> {
  const view = await disputeView(ctx, admin, disputeId);
  const [timeline, deliveries, [decider]] = await Promise.all([
    timelineOf(ctx.db, view.orderId),
    deliveriesOf(
      ctx.db,
      view.orderId,
      (deliveryId, i) => `/api/v1/disputes/${disputeId}/deliveries/${deliveryId}/files/${i}`,
    ),
    ctx.db
      .select({ id: users.id, fullName: users.fullName })
      .from(disputes)
      .leftJoin(users, eq(users.id, disputes.decidedBy))
      .where(eq(disputes.id, disputeId)),
  ]);
  const decidedBy =
    view.status !== 'decided'
      ? null
      : decider?.id
        ? { _id: decider.id, fullName: decider.fullName! }
        : { _id: null, fullName: 'Deleted user' };
  return { ...view, timeline, deliveries, decidedBy };
}

/** GET /admin/disputes: newest first, one status or all, keyset paged. */
export async function listDisputes(
  ctx: AppContext,
  query: AdminDisputesQuery,
): Promise<{ items: AdminDisputeListItem[]; nextCursor: string | null }> {
  const rows = await ctx.db
    .select({
      dispute: disputes,
      order: {
        id: orders.id,
        title: orders.title,
        priceMinor: orders.priceMinor,
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
      },
      buyer: buyerCols,
      seller: sellerCols,
      milestone: {
        _id: orderMilestones.id,
        position: orderMilestones.position,
        title: orderMilestones.title,
        amountCents: orderMilestones.amountCents,
      },
      key: timeKey(disputes.createdAt),
    })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .leftJoin(orderMilestones, eq(orderMilestones.id, disputes.milestoneId))
    .leftJoin(buyer, eq(buyer.id, orders.buyerId))
    .leftJoin(seller, eq(seller.id, orders.sellerId))
    .where(
      and(
        query.status ? eq(disputes.status, query.status) : undefined,
        olderThanCursor(disputes.createdAt, disputes.id, query.cursor),
      ),
    )
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.dispute.id }));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    nextCursor,
    items: items.map(({ dispute: d, order: o, buyer: b, seller: s, milestone }) => ({
      _id: d.id,
      orderId: o.id,
      orderTitle: o.title,
      priceCents: o.priceMinor,
      status: d.status,
      reason: d.reason as DisputeReason,
      openedBySide: d.openedBySide,
      buyer: partyOf(b),
      seller: partyOf(s),
      milestone,
      outcome: d.outcome,
      refundCents: d.refundCents,
      createdAt: d.createdAt.toISOString(),
      escalatedAt: iso(d.escalatedAt),
      closedAt: iso(d.closedAt),
    })),
  };
}
