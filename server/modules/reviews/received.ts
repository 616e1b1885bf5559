import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReceivedReview } from '@shared/schemas/users';
import { gigs, reviews, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { descIndexed } from '../../platform/keyset';
import { publicUrl } from '../../platform/storage';

export const LATEST_RECEIVED = 5;

/**
 * What clients said about a freelancer, for the profile's rating: the average and count of every
 * review they received (gig and offer orders), and the latest few reviews of their gigs.
 */
export async function receivedReviewSummary(
  ctx: AppContext,
  sellerId: string,
): Promise<{ average: number | null; count: number; latest: ReceivedReview[] }> {
  // Gig and offer orders alike: every review names its seller (reviews_seller_created_idx covers the star).
  const [totals] = await ctx.db
    .select({ stars: sql<number>`coalesce(sum(${reviews.star}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.sellerId, sellerId), isNull(reviews.hiddenAt)));
  const count = Number(totals?.count ?? 0);
  if (count === 0) return { average: null, count: 0, latest: [] };
  const rows = await ctx.db
    .select({
      id: reviews.id,
      gigId: gigs.id,
      gigTitle: gigs.title,
      desc: reviews.desc,
      star: reviews.star,
      createdAt: reviews.createdAt,
      userId: users.id,
      fullName: users.fullName,
      avatarKey: users.avatarKey,
      country: users.country,
    })
    .from(reviews)
    .innerJoin(gigs, eq(gigs.id, reviews.gigId))
    .innerJoin(users, eq(users.id, reviews.userId))
    // Hidden reviews and the reviews of hidden gigs leave the profile's summary.
    .where(and(eq(gigs.userId, sellerId), isNull(reviews.hiddenAt), isNull(gigs.hiddenAt)))
    .orderBy(desc(reviews.createdAt), descIndexed(reviews.id))
    .limit(LATEST_RECEIVED);
  return {
    average: Math.round((Number(totals!.stars) / count) * 10) / 10,
    count,
    latest: rows.map((r) => ({
      _id: r.id,
      gigId: r.gigId,
      gigTitle: r.gigTitle,
      desc: r.desc,
      star: r.star,
      createdAt: r.createdAt.toISOString(),
      user: { _id: r.userId, fullName: r.fullName, avatar: publicUrl(r.avatarKey), country: r.country },
    })),
  };
}
