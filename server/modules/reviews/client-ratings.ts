import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ClientRating } from '@shared/schemas/reviews';
import { orders, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

/** What sellers said about a client after completed orders: the average and the latest 20. */
export async function clientRating(ctx: AppContext, userId: string): Promise<ClientRating> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const rows = await ctx.db
    .select({
      star: orders.buyerStar,
      desc: orders.buyerReview,
      at: orders.completedAt,
      sellerId: users.id,
      sellerName: users.fullName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.sellerId))
    .where(and(eq(orders.buyerId, userId), isNotNull(orders.buyerStar)))
    .orderBy(desc(orders.completedAt));
  const count = rows.length;
  const average = count ? Math.round((rows.reduce((sum, r) => sum + (r.star ?? 0), 0) / count) * 10) / 10 : null;
  return {
    average,
    count,
    ratings: rows.slice(0, 20).map((r) => ({
      star: r.star!,
      desc: r.desc ?? '',
      createdAt: r.at?.toISOString() ?? null,
      seller: { _id: r.sellerId, fullName: r.sellerName },
    })),
  };
}
