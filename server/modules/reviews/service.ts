import { and, asc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import { ALREADY_REVIEWED, NEEDS_COMPLETED_ORDER, type Review } from '@shared/schemas/reviews';
import { gigs, orders, reviews, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { beforeTimeCursor } from '../../platform/keyset';
import { decodeCursor, splitPage } from '../../platform/pagination';
import { publicUrl } from '../../platform/storage';
import { createNotification } from '../notifications/service';
import { descIndexed } from '../../platform/pagination';


const reviewFields = {
  id: reviews.id,
  gigId: reviews.gigId,
  userId: reviews.userId,
  desc: reviews.desc,
  star: reviews.star,
  verifiedPurchase: reviews.verifiedPurchase,
  createdAt: reviews.createdAt,
  createdAtExact: sql<string>`${reviews.createdAt}::text`,
  fullName: users.fullName,
  avatarKey: users.avatarKey,
  country: users.country,
};

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    gigId: row.gigId,
    userId: row.userId,
    desc: row.desc,
    star: row.star,
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
    user: { _id: row.userId, fullName: row.fullName, avatar: publicUrl(row.avatarKey), country: row.country },
  };
}

interface ReviewRow {
  id: string;
  gigId: string;
  userId: string;
  desc: string;
  star: number;
  verifiedPurchase: boolean;
  createdAt: Date;
  fullName: string;
  avatarKey: string | null;
  country: string | null;
}

async function requireGig(ctx: AppContext, gigId: string) {
  const [gig] = await ctx.db.select({ id: gigs.id, userId: gigs.userId, title: gigs.title }).from(gigs).where(eq(gigs.id, gigId)).limit(1);
  if (!gig) throw notFound('Gig');
  return gig;
}

/** A gig's reviews, newest first. */
export async function listReviews(ctx: AppContext, gigId: string, query: PageQuery) {
  await requireGig(ctx, gigId);
  const cursor = decodeCursor(query.cursor, 'time');
  const rows = await ctx.db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.gigId, gigId), beforeTimeCursor(reviews.createdAt, reviews.id, cursor)))
    .orderBy(descIndexed(reviews.createdAt), descIndexed(reviews.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (row) => ({ key: row.createdAtExact, id: row.id }));
  return { items: items.map(toReview), nextCursor };
}


/**
 * A client's review of a gig, about one of their completed orders of it that has no review
 * yet; the gig's star totals move in the same transaction.
 */
export async function addReview(ctx: AppContext, client: AuthUser, input: { gigId: string; desc: string; star: number }): Promise<Review> {
  const gig = await requireGig(ctx, input.gigId);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const completed = await tx
        .select({ id: orders.id, reviewId: reviews.id })
        .from(orders)
        .leftJoin(reviews, eq(reviews.orderId, orders.id))
        .where(and(eq(orders.buyerId, client.id), eq(orders.gigId, gig.id), eq(orders.status, 'completed')))
        .orderBy(asc(orders.completedAt))
        .for('update', { of: orders });
      if (!completed.length) throw forbidden(NEEDS_COMPLETED_ORDER);
      const open = completed.find((o) => o.reviewId === null);
      if (!open) throw conflict(ALREADY_REVIEWED);
      const [review] = await tx
        .insert(reviews)
        .values({ gigId: gig.id, userId: client.id, orderId: open.id, desc: input.desc, star: input.star, verifiedPurchase: true })
        .onConflictDoNothing()
        .returning();
      if (!review) throw conflict(ALREADY_REVIEWED);
      await tx
        .update(gigs)
        .set({ totalStars: sql`${gigs.totalStars} + ${input.star}`, starNumber: sql`${gigs.starNumber} + 1` })
        .where(eq(gigs.id, gig.id));
      await createNotification(tx, { userId: gig.userId, type: 'review.created', text: `${client.fullName} reviewed your gig ${gig.title}`, link: `/gig/${gig.id}` });
      return review;
    });
    return toReview({ ...row, fullName: client.fullName, avatarKey: client.avatarKey, country: client.country });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_REVIEWED);
    throw err;
  }
}
