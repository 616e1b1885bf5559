import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { REBUY_WINDOW_HOURS, type RecentPurchase, type RecentPurchaseQuery } from '@shared/schemas/orders';
import { orders } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';

/**
 * What the payment page asks before it starts a payment: whether this client already paid for
 * this gig lately (Back from "Payment succeeded!" must not quietly make a second order), or for
 * this offer at all (a paid offer is never paid again; the server refuses that payment too).
 */
export async function recentPurchase(
  ctx: AppContext,
  buyer: AuthUser,
  query: RecentPurchaseQuery,
): Promise<RecentPurchase> {
  const which = query.offerId
    ? eq(orders.offerId, query.offerId)
    : and(
        eq(orders.gigId, query.gigId!),
        eq(orders.source, 'gig'),
        gt(orders.paidAt, sql`now() - make_interval(hours => ${REBUY_WINDOW_HOURS})`),
      );
  const [order] = await ctx.db
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.buyerId, buyer.id), isNotNull(orders.paidAt), which))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return { order: order ? { _id: order.id, paidAt: order.paidAt!.toISOString() } : null };
}
