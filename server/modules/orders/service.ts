import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderListItem, type OrderRole, type OrdersQuery, type OrderStatus } from '@shared/schemas/orders';
import type { PaymentIntentStart } from '@shared/schemas/payments';
import type { Db } from '../../db/client';
import { gigs, orderEvents, orders, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, HttpError, notFound } from '../../platform/errors';
import { publicUrl } from '../../platform/storage';
import { thumbKeyFor } from '../gigs/serialize';
import { paymentProvider, type ProviderIntent } from '../payments/provider';
import { ringBell, type Notice, type OrderNotice } from './notify';
import { orderOffer, refuseOfferPayment } from '../offers/payment';

export const OWN_GIG = 'You cannot buy your own gig.';
export const GIG_GONE = 'This gig is no longer available.';

/** Starts paying for a gig: the amount is the gig's price, never the browser's word. */
export async function startPayment(ctx: AppContext, buyer: AuthUser, gigId: string): Promise<PaymentIntentStart> {
  const [gig] = await ctx.db.select().from(gigs).where(eq(gigs.id, gigId)).limit(1);
  if (!gig) throw notFound('Gig');
  if (gig.userId === buyer.id) throw forbidden(OWN_GIG);
  const provider = paymentProvider(ctx);
  const intent = await provider.createIntent({ amount: gig.price * 100, currency: 'usd', description: gig.title, metadata: { gigId: gig.id, buyerId: buyer.id } });
  await ctx.db.insert(orders).values({
    gigId: gig.id,
    buyerId: buyer.id,
    sellerId: gig.userId,
    imgKey: thumbKeyFor(gig.coverKey),
    title: gig.title,
    price: gig.price,
    paymentIntentId: intent.id,
    deliveryDays: gig.deliveryTime,
    revisionsAllowed: gig.revisionNumber,
  });
  return { clientSecret: intent.clientSecret, provider: provider.name, publishableKey: provider.publishableKey, title: gig.title, price: gig.price };
}

/** Thrown when a payment must not make an order: the gig is gone or the buyer is its seller. */
export class RefusedPayment extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * Marks the order of a succeeded intent paid, once: a second report of the same success
 * finds the order already paid and changes nothing, so the gig's sales go up exactly once.
 * A deleted gig or a buyer who is the seller is refused (RefusedPayment), changing nothing.
 */
async function markOrderPaid(db: Db, intent: ProviderIntent): Promise<Notice[]> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: orders.id, gigId: orders.gigId, buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status, source: orders.source, offerId: orders.offerId, postId: orders.postId, applicationId: orders.applicationId })
      .from(orders)
      .where(eq(orders.paymentIntentId, intent.id))
      .for('update');
    if (!pending || !['pending', 'processing', 'failed'].includes(pending.status)) return [];
    const fromOffer = pending.source === 'offer';
    if (fromOffer) {
      const refused = await refuseOfferPayment(tx, pending);
      if (refused) throw new RefusedPayment(refused);
    } else {
      const gig = pending.gigId ? (await tx.select({ userId: gigs.userId }).from(gigs).where(eq(gigs.id, pending.gigId)).for('update'))[0] : undefined;
      if (!gig) throw new RefusedPayment(GIG_GONE);
      if (gig.userId === pending.buyerId) throw new RefusedPayment(OWN_GIG);
    }
    const now = new Date();
    const [order] = await tx
      .update(orders)
      .set({ status: 'in_progress', paidAt: now, dueAt: sql`${now.toISOString()}::timestamptz + make_interval(days => ${orders.deliveryDays})` })
      .where(and(eq(orders.id, pending.id), sql`${orders.price} * 100 = ${intent.amount}`))
      .returning({ id: orders.id, gigId: orders.gigId, sellerId: orders.sellerId, buyerId: orders.buyerId, title: orders.title });
    if (!order) return [];
    await tx.insert(orderEvents).values({ orderId: order.id, kind: 'paid', actorId: order.buyerId, createdAt: now });
    if (fromOffer) return orderOffer(tx, { ...pending, title: order.title });
    await tx.update(gigs).set({ sales: sql`${gigs.sales} + 1` }).where(eq(gigs.id, pending.gigId!));
    const [buyer] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, order.buyerId));
    const notice: OrderNotice = { kind: 'order.paid', orderId: order.id, title: order.title, to: order.sellerId, text: `${buyer?.fullName ?? 'A client'} paid for your gig ${order.title}` };
    await ringBell(tx, notice);
    return [notice];
  });
}

/** Brings an order in line with what the payment provider says; answers the notices to mail. */
export async function syncOrderWithIntent(db: Db, intent: ProviderIntent, failed = false): Promise<Notice[]> {
  if (intent.status === 'succeeded') return markOrderPaid(db, intent);
  const next = intent.status === 'processing' ? 'processing' : failed ? 'failed' : null;
  if (!next) return [];
  await db
    .update(orders)
    .set({ status: next })
    .where(and(eq(orders.paymentIntentId, intent.id), inArray(orders.status, ['pending', 'processing'])));
  return [];
}

/**
 * The provider took money for an order we refuse (Stripe's webhook or a late retrieve):
 * the order is cancelled and the money given back, once.
 */
export async function refundRefusedPayment(ctx: AppContext, intent: ProviderIntent, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intent.id)).for('update');
    if (!order || order.status === 'cancelled') return;
    const refundId = await paymentProvider(ctx).refund(tx, intent.id, intent.amount, `refund-${order.id}`);
    await tx.update(orders).set({ status: 'cancelled', cancelledAt: new Date(), refundId }).where(eq(orders.id, order.id));
    const now = Date.now();
    await tx.insert(orderEvents).values([
      { orderId: order.id, kind: 'cancelled', message: reason, createdAt: new Date(now) },
      { orderId: order.id, kind: 'refunded', createdAt: new Date(now + 1) },
    ]);
  });
}

const PAID = ORDER_STATUSES as readonly string[];
const other = alias(users, 'other_party');

/** The signed-in user's paid orders, buying and selling, newest first (a bare list). */
export async function listOrders(ctx: AppContext, user: AuthUser, query: OrdersQuery): Promise<OrderListItem[]> {
  const mine =
    query.role === 'buying' ? eq(orders.buyerId, user.id) : query.role === 'selling' ? eq(orders.sellerId, user.id) : or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id));
  const rows = await ctx.db
    .select({ order: orders, otherId: other.id, otherName: other.fullName, otherAvatar: other.avatarKey })
    .from(orders)
    .innerJoin(other, sql`${other.id} = CASE WHEN ${orders.buyerId} = ${user.id} THEN ${orders.sellerId} ELSE ${orders.buyerId} END`)
    .where(and(mine, query.status ? eq(orders.status, query.status) : inArray(orders.status, [...PAID])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500);
  return rows.map(({ order, otherId, otherName, otherAvatar }) => ({
    _id: order.id,
    img: publicUrl(order.imgKey)!,
    title: order.title,
    price: order.price,
    status: order.status as OrderStatus,
    role: (order.buyerId === user.id ? 'buying' : 'selling') as OrderRole,
    otherParty: { _id: otherId, fullName: otherName, avatar: publicUrl(otherAvatar) },
    createdAt: order.createdAt.toISOString(),
    dueAt: order.dueAt?.toISOString() ?? null,
  }));
}
