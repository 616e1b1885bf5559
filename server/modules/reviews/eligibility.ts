import { and, eq } from 'drizzle-orm';
import {
  type ReviewEligibility,
  ALREADY_REVIEWED,
  NEEDS_COMPLETED_ORDER,
  ONLY_CLIENTS_REVIEW,
  OWN_GIG_REVIEW,
} from '@shared/schemas/reviews';
import { gigs, orders, reviews } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { canSee } from '../../platform/visibility';

/**
 * Whether the signed-in user may review the gig now, by the same rules addReview enforces
 * (a client, with a completed order of it not yet reviewed), so the page shows the form only
 * where a review can be sent, and otherwise says why.
 */
export async function reviewEligibility(ctx: AppContext, user: AuthUser, gigId: string): Promise<ReviewEligibility> {
  const [gig] = await ctx.db
    .select({ userId: gigs.userId, hiddenAt: gigs.hiddenAt })
    .from(gigs)
    .where(eq(gigs.id, gigId))
    .limit(1);
  if (!gig || !canSee(user, gig.userId, gig.hiddenAt)) throw notFound('Gig');
  if (gig.userId === user.id) return { canReview: false, reason: OWN_GIG_REVIEW };
  if (!user.isClient) return { canReview: false, reason: ONLY_CLIENTS_REVIEW };
  const completed = await ctx.db
    .select({ reviewId: reviews.id })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(and(eq(orders.buyerId, user.id), eq(orders.gigId, gigId), eq(orders.status, 'completed')))
    .limit(50);
  if (completed.length === 0) return { canReview: false, reason: NEEDS_COMPLETED_ORDER };
  if (completed.every((o) => o.reviewId !== null)) return { canReview: false, reason: ALREADY_REVIEWED };
  return { canReview: true, reason: null };
}
