import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@shared/schemas/common';
import { ALREADY_REVIEWED, NEEDS_COMPLETED_ORDER, type Review } from '@shared/schemas/reviews';
import { gigs, orders, reviews, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../db/client';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { said, writeFor } from '../../platform/mail-text';
import { beforeTimeCursor, decodeCursor, splitPage, descIndexed } from '../../platform/keyset';
import { publicUrl } from '../../platform/storage';
import { createNotification } from '../notifications';
import { canSee, hiddenFields } from '../../platform/visibility';

const reviewFields = {
  id: reviews.id,
  gigId: reviews.gigId,
  userId: reviews.userId,
  desc: reviews.desc,
  star: reviews.star,
  verifiedPurchase: reviews.verifiedPurchase,
  createdAt: reviews.createdAt,
  createdAtExact: sql<string>`${reviews.createdAt}::text`,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  fullName: users.fullName,
  avatarKey: users.avatarKey,
  country: users.country,
};

function toReview(row: ReviewRow): Review {
  return {
    about: row.about ?? null,
    _id: row.id,
    gigId: row.gigId,
    userId: row.userId,
    desc: row.desc,
    star: row.star,
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
    user: { _id: row.userId, fullName: row.fullName, avatar: publicUrl(row.avatarKey), country: row.country },
    ...hiddenFields(row),
  };
}

interface ReviewRow {
  id: string;
  gigId: string | null;
  about?: string | null;
  userId: string;
  desc: string;
  star: number;
  verifiedPurchase: boolean;
  createdAt: Date;
  fullName: string;
  avatarKey: string | null;
  country: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

/** The gig, if the viewer may see it (a hidden gig is its seller's and admins' only). */
async function requireGig(db: Db, gigId: string, viewer: AuthUser | null) {
  const [gig] = await db
    .select({ id: gigs.id, userId: gigs.userId, title: gigs.title, hiddenAt: gigs.hiddenAt })
    .from(gigs)
    .where(eq(gigs.id, gigId))
    .limit(1);
  if (!gig || !canSee(viewer, gig.userId, gig.hiddenAt)) throw notFound('Gig');
  return gig;
}

/** Hidden reviews leave the lists, except for their own writer (who sees them marked hidden). */
const shownTo = (viewer: AuthUser | null): SQL | undefined =>
  viewer ? or(isNull(reviews.hiddenAt), eq(reviews.userId, viewer.id)) : isNull(reviews.hiddenAt);

/** The page subquery's columns, by reviewFields' names (selected as one object, null where no review joined). */
const fieldsOf = <T extends Record<keyof typeof reviewFields, unknown>>(page: T) =>
  Object.fromEntries(Object.keys(reviewFields).map((key) => [key, page[key as keyof typeof reviewFields]])) as Pick<
    T,
    keyof typeof reviewFields
  >;

/**
 * A gig's reviews, newest first: one statement reads the gig (whether the viewer may see it) and,
 * beside it, the page of its reviews (a lateral join, the reviews' own index order and limit).
 */
export async function listReviews(ctx: AppContext, gigId: string, query: PageQuery, viewer: AuthUser | null) {
  const cursor = decodeCursor(query.cursor, 'time');
  const page = ctx.db
    .select({ ...reviewFields, createdAtExact: sql<string>`${reviews.createdAt}::text`.as('created_at_exact') })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.gigId, gigs.id), shownTo(viewer), beforeTimeCursor(reviews.createdAt, reviews.id, cursor)))
    .orderBy(descIndexed(reviews.createdAt), descIndexed(reviews.id))
    .limit(query.limit + 1)
    .as('page');
  const rows = await ctx.db
    .select({ sellerId: gigs.userId, gigHiddenAt: gigs.hiddenAt, review: fieldsOf(page) })
    .from(gigs)
    .leftJoinLateral(page, sql`true`)
    .where(eq(gigs.id, gigId))
    .orderBy(desc(page.createdAt), desc(page.id));
  const gig = rows[0];
  if (!gig || !canSee(viewer, gig.sellerId, gig.gigHiddenAt)) throw notFound('Gig');
  const found = rows.flatMap((row) => (row.review ? [row.review] : []));
  const { items, nextCursor } = splitPage(found, query.limit, (row) => ({ key: row.createdAtExact, id: row.id }));
  return { items: items.map(toReview), nextCursor };
}

const ORDER_NOT_COMPLETED = 'You can review an order once it is completed.';
const SELLER_GONE = 'The seller of this order deleted their account: it can no longer be reviewed.';

type ReviewInput = { gigId?: string; orderId?: string; desc: string; star: number };

/**
 * The completed order a review is about, locked: the client's named order, or the oldest
 * completed order of the gig without a review yet. Answers the order and its gig, if any.
 */
async function orderToReview(tx: Db, client: AuthUser, input: ReviewInput) {
  if (input.orderId) {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        gigId: orders.gigId,
        sellerId: orders.sellerId,
        title: orders.title,
        reviewId: reviews.id,
      })
      .from(orders)
      .leftJoin(reviews, eq(reviews.orderId, orders.id))
      .where(and(eq(orders.id, input.orderId), eq(orders.buyerId, client.id)))
      .for('update', { of: orders });
    if (!order) throw notFound('Order');
    if (order.status !== 'completed') throw conflict(ORDER_NOT_COMPLETED);
    if (!order.sellerId) throw conflict(SELLER_GONE);
    if (order.reviewId) throw conflict(ALREADY_REVIEWED_ORDER);
    return { ...order, sellerId: order.sellerId };
  }
  const gig = await requireGig(tx, input.gigId!, client);
  const completed = await tx
    .select({
      id: orders.id,
      status: orders.status,
      gigId: orders.gigId,
      sellerId: orders.sellerId,
      title: orders.title,
      reviewId: reviews.id,
    })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(and(eq(orders.buyerId, client.id), eq(orders.gigId, gig.id), eq(orders.status, 'completed')))
    .orderBy(asc(orders.completedAt))
    .for('update', { of: orders });
  if (!completed.length) throw forbidden(NEEDS_COMPLETED_ORDER);
  const open = completed.find((o) => o.reviewId === null);
  if (!open) throw conflict(ALREADY_REVIEWED);
  if (!open.sellerId) throw conflict(SELLER_GONE);
  return { ...open, sellerId: open.sellerId };
}

const ALREADY_REVIEWED_ORDER = 'You have already reviewed this order';

/**
 * A client's review of one of their completed orders that has no review yet, named by the
 * order (gig or offer) or by the gig. The gig's and the freelancer's star totals move in the same transaction.
 */
export async function addReview(ctx: AppContext, client: AuthUser, input: ReviewInput): Promise<Review> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const order = await orderToReview(tx, client, input);
      const [review] = await tx
        .insert(reviews)
        .values({
          gigId: order.gigId,
          sellerId: order.sellerId,
          userId: client.id,
          orderId: order.id,
          desc: input.desc,
          star: input.star,
          verifiedPurchase: true,
        })
        .onConflictDoNothing()
        .returning();
      if (!review) throw conflict(input.orderId ? ALREADY_REVIEWED_ORDER : ALREADY_REVIEWED);
      if (order.gigId) {
        await tx
          .update(gigs)
          .set({ totalStars: sql`${gigs.totalStars} + ${input.star}`, starNumber: sql`${gigs.starNumber} + 1` })
          .where(eq(gigs.id, order.gigId));
      }
      // The freelancer's rating, which their search filters and sorts by (gig and offer reviews alike).
      await tx
        .update(users)
        .set({ reviewStars: sql`${users.reviewStars} + ${input.star}`, reviewCount: sql`${users.reviewCount} + 1` })
        .where(eq(users.id, order.sellerId));
      const link = order.gigId ? `/gig/${order.gigId}` : `/profile/${order.sellerId}`;
      await createNotification(tx, {
        userId: order.sellerId,
        type: 'review.created',
        text: await writeFor(
          tx,
          order.sellerId,
          said(order.gigId ? 'mails.review.gig' : 'mails.review.work', { name: client.fullName, title: order.title }),
        ),
        link,
      });
      return { ...review, about: order.title };
    });
    return toReview({ ...row, fullName: client.fullName, avatarKey: client.avatarKey, country: client.country });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(input.orderId ? ALREADY_REVIEWED_ORDER : ALREADY_REVIEWED);
    throw err;
  }
}

/**
 * GET /reviews/received/{userId}: what clients said about a freelancer's completed orders,
 * gig and offer alike, newest first a page at a time, with the average and the count (both
 * read from the seller's index, which carries the stars).
 */
export async function listReceivedReviews(ctx: AppContext, userId: string, query: PageQuery, viewer: AuthUser | null) {
  const [user] = await ctx.db
    .select({ hiddenAt: users.hiddenAt, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  // As the profile: a hidden or suspended seller's reviews are there only for them and admins.
  if (!user || !canSee(viewer, userId, user.hiddenAt ?? user.suspendedAt)) throw notFound('User');
  const cursor = decodeCursor(query.cursor, 'time');
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({ ...reviewFields, about: orders.title })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(orders, eq(orders.id, reviews.orderId))
      .where(
        and(eq(reviews.sellerId, userId), shownTo(viewer), beforeTimeCursor(reviews.createdAt, reviews.id, cursor)),
      )
      .orderBy(descIndexed(reviews.createdAt), descIndexed(reviews.id))
      .limit(query.limit + 1),
    ctx.db
      .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.star}), 1)` })
      .from(reviews)
      .where(and(eq(reviews.sellerId, userId), isNull(reviews.hiddenAt))),
  ]);
  const { items, nextCursor } = splitPage(rows, query.limit, (row) => ({ key: row.createdAtExact, id: row.id }));
  return {
    data: {
      reviews: items.map(toReview),
      average: totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
      count: totals?.count ?? 0,
    },
    nextCursor,
  };
}
