import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkTransition, PAID_ORDER_STATUSES, type OrderAction } from '@shared/machines/orders';
import type { OrderListItem, OrderRole, OrdersQuery, OrderStatus } from '@shared/schemas/orders';
import type { PaymentIntentStart } from '@shared/schemas/payments';
import type { Db } from '../../db/client';
import { gigs, orders, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors';
import { storedMinor, wholePrice } from '../../platform/prices';
import { publicUrl } from '../../platform/storage';
import { packagesOf, thumbKeyFor } from '../gigs';
import { PACKAGE_TIER_LABELS, packageTotal, type GigPurchase } from '@shared/schemas/gig-packages';
import { inMarketplaceCurrency, startOrderIntent, type ProviderIntent } from '../payments';
import { DELETED_USER, SELLER_NOT_PAYABLE } from '@shared/schemas/payouts';
import { canBeBought } from '../payouts';
import type { Notice, OrderNotice } from './notify';
import { refuseOfferPayment, type HiringNotice } from '../offers';
import { applyTransition, factsOf, type OrderRow, type StepInput } from './transitions';
import { firstChargeCents } from './contract';
import { blockRefusal, refuseIfBlocked } from '../blocks';

export const OWN_GIG = 'You cannot buy your own gig.';
export const GIG_GONE = 'This gig is no longer available.';
export const GIG_PAUSED = 'This gig is paused by its seller and cannot be bought right now.';

/** Starts paying for a gig: the amount is the gig's price, never the browser's word. */
export async function startPayment(
  ctx: AppContext,
  buyer: AuthUser,
  gigId: string,
  purchase: GigPurchase | null = null,
): Promise<PaymentIntentStart> {
  const [gig] = await ctx.db.select().from(gigs).where(eq(gigs.id, gigId)).limit(1);
  // A hidden gig cannot be bought (an admin who can see it neither).
  if (!gig || (gig.hiddenAt && gig.userId !== buyer.id)) throw notFound('Gig');
  if (gig.userId === buyer.id) throw forbidden(OWN_GIG);
  await refuseIfBlocked(ctx.db, buyer, gig.userId, 'buy');
  if (gig.pausedAt) throw conflict(GIG_PAUSED);
  // Stripe Connect: a seller whose payout account is not enabled cannot be paid (issue 22).
  if (!(await canBeBought(ctx, gig.userId))) throw conflict(SELLER_NOT_PAYABLE);
  const chosen = choosePackage(gig, purchase);
  const { orderId, intent, provider } = await startOrderIntent(ctx, {
    amountCents: chosen.priceCents,
    description: gig.title,
    metadata: { gigId: gig.id, buyerId: buyer.id },
  });
  await ctx.db.insert(orders).values({
    id: orderId,
    gigId: gig.id,
    buyerId: buyer.id,
    sellerId: gig.userId,
    imgKey: thumbKeyFor(gig.coverKey),
    title: gig.title,
    ...storedMinor(chosen.priceCents),
    paymentIntentId: intent.id,
    deliveryDays: chosen.deliveryDays,
    revisionsAllowed: chosen.package.revisions,
    package: chosen.package.tier,
    packageName: chosen.package.name,
    extras: chosen.extras,
    questions: gig.questions.map((q) => ({ ...q, answer: null, file: null })),
  });
  return {
    clientSecret: intent.clientSecret,
    provider: provider.name,
    publishableKey: provider.publishableKey,
    title: gig.title,
    price: chosen.price,
    deliveryDays: chosen.deliveryDays,
    revisions: chosen.package.revisions,
    package: { tier: chosen.package.tier, name: chosen.package.name },
    extras: chosen.extras,
  };
}

/** The package and extras the buyer chose, from the gig's own rows: the price is their exact sum. */
function choosePackage(gig: typeof gigs.$inferSelect, purchase: GigPurchase | null) {
  const tier = purchase?.package ?? 'basic';
  const pkg = packagesOf(gig).find((p) => p.tier === tier);
  if (!pkg) throw fieldError('package', `This gig has no ${PACKAGE_TIER_LABELS[tier]} package`);
  const extras = (purchase?.extras ?? []).map((id) => {
    const extra = gig.extras.find((e) => e.id === id);
    if (!extra) throw fieldError('extras', 'names an extra this gig does not offer');
    return { id: extra.id, title: extra.title, priceCents: extra.priceCents, extraDays: extra.extraDays };
  });
  const total = packageTotal(pkg, extras);
  if (!Number.isInteger(total.price)) throw fieldError('extras', 'must be priced in whole dollars');
  return { package: pkg, extras, ...total };
}

export const BUYER_GONE = 'The buyer deleted their account: this payment cannot make an order.';
export const BUYER_SUSPENDED = 'The buyer’s account is suspended: this payment cannot make an order.';

/**
 * Thrown when a payment must not make an order: the gig is gone, the buyer is its seller, gone
 * or suspended (409), or a block stands between buyer and seller (a 403, as a block answers elsewhere).
 */
export class RefusedPayment extends HttpError {
  constructor(message: string, statusCode = 409) {
    super(statusCode, message);
  }
}

/** The order of a payment, locked for the caller's transaction. */
async function lockIntentOrder(tx: Db, intentId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intentId)).for('update');
  return order;
}

/**
 * The buyer of a payment's order, their row locked FOR SHARE before the order is: an account
 * deletion and a suspension lock that row first too, so each runs wholly before or after the
 * confirmation (a deletion then finds a paid order and is refused; a confirmation finds the
 * buyer gone or suspended and is refused), never a paid order whose buyer left meanwhile.
 */
async function lockBuyerOf(tx: Db, intentId: string) {
  const [buyer] = await tx
    .select({ id: users.id, suspendedAt: users.suspendedAt })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(orders.paymentIntentId, intentId))
    .for('share', { of: users });
  return buyer;
}

/** Why a gig's confirmed payment must not make an order, or null: the gig, the buyer, a block. */
async function refuseGigPayment(
  tx: Db,
  order: OrderRow,
  buyer: { id: string; suspendedAt: Date | null } | undefined,
): Promise<RefusedPayment | null> {
  const gig = order.gigId
    ? (
        await tx
          .select({ userId: gigs.userId, hiddenAt: gigs.hiddenAt })
          .from(gigs)
          .where(eq(gigs.id, order.gigId))
          .for('update')
      )[0]
    : undefined;
  // Hidden by moderation since the payment started: refused (and refunded) as a deleted gig is.
  if (!gig || gig.hiddenAt) return new RefusedPayment(GIG_GONE);
  if (gig.userId === order.buyerId) return new RefusedPayment(OWN_GIG);
  if (!order.buyerId || buyer?.id !== order.buyerId) return new RefusedPayment(BUYER_GONE);
  if (buyer.suspendedAt) return new RefusedPayment(BUYER_SUSPENDED);
  // A block made after the payment started stops it as it stops a new one.
  const blocked = await blockRefusal(tx, order.buyerId, gig.userId, 'buy');
  return blocked ? new RefusedPayment(blocked.message, 403) : null;
}

/**
 * A system action on a payment's order that the machine may refuse: a provider repeating
 * itself (a second success, a late "processing") finds the order moved on and changes nothing.
 */
async function systemStep(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  action: OrderAction,
  input: StepInput,
  actorId: string | null = null,
): Promise<OrderNotice[]> {
  const facts = factsOf(order, ctx.config.orders.autoCompleteDays);
  if (checkTransition(facts, action, 'system', input.now ?? new Date()).refusal) return [];
  return applyTransition(tx, ctx, order, action, { side: 'system', actorId }, input);
}

/**
 * Marks the order of a succeeded intent paid, once: a second report of the same success
 * finds the order already paid and changes nothing, so the gig's sales go up exactly once.
 * A deleted gig or a buyer who is the seller is refused (RefusedPayment), changing nothing;
 * so is an amount other than the order's price.
 */
async function markOrderPaid(ctx: AppContext, db: Db, intent: ProviderIntent): Promise<Notice[]> {
  return db.transaction(async (tx) => {
    const buyer = await lockBuyerOf(tx, intent.id);
    const order = await lockIntentOrder(tx, intent.id);
    if (
      !order ||
      checkTransition(factsOf(order, ctx.config.orders.autoCompleteDays), 'confirm_payment', 'system', new Date())
        .refusal
    )
      return [];
    if (order.source === 'offer') {
      // An offer's order: the offer (locked here) must still be payable, so of two payments only the first passes.
      const refused = await refuseOfferPayment(tx, order);
      if (refused) throw new RefusedPayment(refused.message, refused.statusCode);
    } else {
      const refused = await refuseGigPayment(tx, order, buyer);
      if (refused) throw refused;
    }
    // A milestone contract's payment is its first milestone's amount (issue 34).
    // ... in the marketplace currency: a payment naming another is never the order's.
    if ((await firstChargeCents(tx, order)) !== intent.amount || !inMarketplaceCurrency(intent)) return [];
    const hiring: HiringNotice[] = [];
    return [...(await systemStep(ctx, tx, order, 'confirm_payment', { intent, hiring }, order.buyerId)), ...hiring];
  });
}

/** Brings an order in line with what the payment provider says; answers the notices to mail. */
export async function syncOrderWithIntent(
  ctx: AppContext,
  db: Db,
  intent: ProviderIntent,
  failed = false,
): Promise<Notice[]> {
  if (intent.status === 'succeeded') return markOrderPaid(ctx, db, intent);
  const action: OrderAction | null =
    intent.status === 'processing' ? 'payment_processing' : failed ? 'payment_failed' : null;
  if (!action) return [];
  return db.transaction(async (tx) => {
    const order = await lockIntentOrder(tx, intent.id);
    return order ? systemStep(ctx, tx, order, action, { intent }) : [];
  });
}

/**
 * The provider took money for an order we refuse (Stripe's webhook or a late retrieve):
 * the order is cancelled and the money given back, once (the machine's refuse_payment).
 */
export async function refundRefusedPayment(ctx: AppContext, intent: ProviderIntent, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockIntentOrder(tx, intent.id);
    if (order) await systemStep(ctx, tx, order, 'refuse_payment', { intent, message: reason });
  });
}

const other = alias(users, 'other_party');

/** The signed-in user's paid orders, buying and selling, newest first (a bare list). */
export async function listOrders(ctx: AppContext, user: AuthUser, query: OrdersQuery): Promise<OrderListItem[]> {
  const mine =
    query.role === 'buying'
      ? eq(orders.buyerId, user.id)
      : query.role === 'selling'
        ? eq(orders.sellerId, user.id)
        : or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id));
  const rows = await ctx.db
    .select({ order: orders, otherId: other.id, otherName: other.fullName, otherAvatar: other.avatarKey })
    .from(orders)
    // A left join: an order whose other party deleted their account stays, shown as "Deleted user".
    .leftJoin(
      other,
      sql`${other.id} = CASE WHEN ${orders.buyerId} = ${user.id} THEN ${orders.sellerId} ELSE ${orders.buyerId} END`,
    )
    .where(and(mine, query.status ? eq(orders.status, query.status) : inArray(orders.status, [...PAID_ORDER_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500);
  return rows.map(({ order, otherId, otherName, otherAvatar }) => ({
    _id: order.id,
    img: publicUrl(order.imgKey)!,
    title: order.title,
    price: wholePrice(order),
    status: order.status as OrderStatus,
    role: (order.buyerId === user.id ? 'buying' : 'selling') as OrderRole,
    otherParty: { _id: otherId, fullName: otherName ?? DELETED_USER, avatar: publicUrl(otherAvatar) },
    createdAt: order.createdAt.toISOString(),
    dueAt: order.dueAt?.toISOString() ?? null,
  }));
}
