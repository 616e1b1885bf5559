import { desc, eq, sql } from 'drizzle-orm';
import type { ReceivedReview } from '@shared/schemas/users';
import { gigs, reviews, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { descIndexed } from '../../platform/pagination';
import { publicUrl } from '../../platform/storage';

export const LATEST_RECEIVED = 5;

/**
 * What clients said about a freelancer's gigs, for the profile: the average and count from the
 * gigs' own star totals (one row per gig, no scan of reviews), and the latest few reviews.
 */
export async function receivedReviewSummary(ctx: AppContext, sellerId: string): Promise<{ average: number | null; count: number; latest: ReceivedReview[] }> {
  const [totals] = await ctx.db
    .select({ stars: sql<number>`coalesce(sum(${gigs.totalStars}), 0)::int`, count: sql<number>`coalesce(sum(${gigs.starNumber}), 0)::int` })
    .from(gigs)
    .where(eq(gigs.userId, sellerId));
  const count = Number(totals?.count ?? 0);
  if (count === 0) return { average: null, count: 0, latest: [] };
  const rows = await ctx.db
    .select({
      id: reviews.id,
      gigId: reviews.gigId,
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
    .where(eq(gigs.userId, sellerId))
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
