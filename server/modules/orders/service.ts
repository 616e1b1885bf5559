import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import type { Order, PaymentIntentStart } from '@shared/schemas/payments';
import type { Db } from '../../db/client';
import { gigs, orders, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { decodeCursor, splitPage } from '../../platform/pagination';
import { publicUrl } from '../../platform/storage';
import { thumbKeyFor } from '../gigs/serialize';
import { createNotification } from '../notifications/service';
import { paymentProvider, type ProviderIntent } from '../payments/provider';
import { descIndexed } from '../../platform/pagination';

/** Starts paying for a gig: the amount is the gig's price, never the browser's word. */
export async function startPayment(ctx: AppContext, buyer: AuthUser, gigId: string): Promise<PaymentIntentStart> {
  const [gig] = await ctx.db.select().from(gigs).where(eq(gigs.id, gigId)).limit(1);
  if (!gig) throw notFound('Gig');
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
  });
  return { clientSecret: intent.clientSecret, provider: provider.name, publishableKey: provider.publishableKey, title: gig.title, price: gig.price };
}

/**
 * Marks the order of a succeeded intent paid, once: a second report of the same success
 * finds the order already paid and changes nothing, so the gig's sales go up exactly once.
 */
async function markOrderPaid(db: Db, intent: ProviderIntent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(orders.paymentIntentId, intent.id), ne(orders.status, 'paid'), sql`${orders.price} * 100 = ${intent.amount}`))
      .returning({ gigId: orders.gigId, sellerId: orders.sellerId, buyerId: orders.buyerId, title: orders.title });
    if (!order) return false;
    if (order.gigId) await tx.update(gigs).set({ sales: sql`${gigs.sales} + 1` }).where(eq(gigs.id, order.gigId));
    const [buyer] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, order.buyerId));
    await createNotification(tx, { userId: order.sellerId, type: 'order.paid', text: `${buyer?.fullName ?? 'A client'} paid for your gig ${order.title}`, link: '/orders' });
    return true;
  });
}

/** Brings an order in line with what the payment provider says about its intent. */
export async function syncOrderWithIntent(db: Db, intent: ProviderIntent, failed = false): Promise<void> {
  if (intent.status === 'succeeded') {
    await markOrderPaid(db, intent);
    return;
  }
  const next = intent.status === 'processing' ? 'processing' : failed ? 'failed' : null;
  if (!next) return;
  await db
    .update(orders)
    .set({ status: next })
    .where(and(eq(orders.paymentIntentId, intent.id), inArray(orders.status, ['pending', 'processing'])));
}

/** The signed-in user's paid orders: purchases for a client, sales for a freelancer. */
export async function listOrders(ctx: AppContext, user: AuthUser, query: PageQuery): Promise<{ items: Order[]; nextCursor: string | null }> {
  const mine = user.isClient ? orders.buyerId : orders.sellerId;
  const other = user.isClient ? orders.sellerId : orders.buyerId;
  const cursor = decodeCursor(query.cursor, 'time');
  const rows = await ctx.db
    .select({
      id: orders.id,
      gigId: orders.gigId,
      imgKey: orders.imgKey,
      title: orders.title,
      price: orders.price,
      createdAt: orders.createdAt,
      createdAtExact: sql<string>`${orders.createdAt}::text`,
      paidAt: orders.paidAt,
      otherId: users.id,
      otherName: users.fullName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, other))
    .where(and(eq(mine, user.id), eq(orders.status, 'paid'), cursor ? sql`(${orders.createdAt}, ${orders.id}) < (${String(cursor.key)}::timestamptz, ${cursor.id}::uuid)` : undefined))
    .orderBy(descIndexed(orders.createdAt), descIndexed(orders.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (row) => ({ key: row.createdAtExact, id: row.id }));
  return {
    items: items.map((row) => ({
      _id: row.id,
      gigId: row.gigId,
      img: publicUrl(row.imgKey)!,
      title: row.title,
      price: row.price,
      otherParty: { _id: row.otherId, fullName: row.otherName },
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
    nextCursor,
  };
}
