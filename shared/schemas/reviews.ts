import { z } from 'zod';

export const REVIEW_MAX_LENGTH = 2000;
export const ONLY_CLIENTS_REVIEW = 'Only clients can add reviews.';
// Shown under the stars of the add-review form as well as in the API's 400.
const STARS_RANGE = 'Choose from 1 to 5 stars';

/**
 * POST /reviews: about a gig (one of the client's completed orders of it) or about one
 * completed order by its id (an offer's order has no gig). One review per order.
 */
const reviewBase = z.object({
  gigId: z.uuid('must be a valid id').optional(),
  orderId: z.uuid('must be a valid id').optional(),
  desc: z.string('Write a few words about the gig').trim().min(1, 'Write a few words about the gig').max(REVIEW_MAX_LENGTH, `must be at most ${REVIEW_MAX_LENGTH} characters`),
  star: z.coerce.number('must be a number').int('must be a whole number').min(1, STARS_RANGE).max(5, STARS_RANGE),
});
export const createReviewSchema = reviewBase.refine((v) => Boolean(v.gigId) !== Boolean(v.orderId), { path: ['orderId'], message: 'give either a gig or an order' });
/** The review form's own fields: the stars and the words. */
export const reviewFormSchema = reviewBase.pick({ star: true, desc: true });
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const gigIdParam = z.object({ gigId: z.uuid('must be a valid id') });

export interface Review {
  _id: string;
  /** Null when the order came from an offer. */
  gigId: string | null;
  userId: string;
  desc: string;
  star: number;
  /** The reviewer paid for this gig. */
  verifiedPurchase: boolean;
  createdAt: string;
  user: { _id: string; fullName: string; avatar: string | null; country: string | null };
  /** What was bought: the order's title (a gig's or an offer's), on the reviews a freelancer received. */
  about?: string | null;
}

/** GET /reviews/clients/{userId}: the rating a client received from sellers. */
export interface ClientRating {
  average: number | null;
  count: number;
  ratings: { star: number; desc: string; createdAt: string | null; seller: { _id: string; fullName: string } }[];
}

export const userIdParam = z.object({ userId: z.uuid('must be a valid id') });

const reviewSchema = z.object({
  _id: z.string(),
  gigId: z.string().nullable(),
  userId: z.string(),
  desc: z.string(),
  star: z.number(),
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
  user: z.object({ _id: z.string(), fullName: z.string(), avatar: z.string().nullable(), country: z.string().nullable() }),
  /** What was bought: the order's title (a gig's or an offer's). */
  about: z.string().nullable().optional(),
});

/** GET /reviews/received/{userId}: reviews a freelancer received (gig and offer orders), newest first. */
export const receivedReviewsSchema = z.object({ reviews: z.array(reviewSchema), average: z.number().nullable(), count: z.number() });
export type ReceivedReviews = z.infer<typeof receivedReviewsSchema>;
