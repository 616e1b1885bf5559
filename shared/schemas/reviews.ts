import { z } from 'zod';
import { ownerHiddenFields } from './moderation';

export const REVIEW_MAX_LENGTH = 2000;
export const ONLY_CLIENTS_REVIEW = 'Only clients can add reviews.';
export const OWN_GIG_REVIEW = 'You cannot review your own gig.';
export const NEEDS_COMPLETED_ORDER = 'You can review a gig once an order of it is completed.';
export const ALREADY_REVIEWED = 'You have already reviewed this gig';
// Shown under the stars of the add-review form as well as in the API's 400.
const STARS_RANGE = 'Choose from 1 to 5 stars';

/**
 * POST /reviews: about a gig (one of the client's completed orders of it) or about one
 * completed order by its id (an offer's order has no gig). One review per order.
 */
const reviewBase = z.object({
  gigId: z.uuid('must be a valid id').optional(),
  orderId: z.uuid('must be a valid id').optional(),
  desc: z
    .string('Write a few words about the gig')
    .trim()
    .min(1, 'Write a few words about the gig')
    .max(REVIEW_MAX_LENGTH, `must be at most ${REVIEW_MAX_LENGTH} characters`),
  star: z.coerce.number('must be a number').int('must be a whole number').min(1, STARS_RANGE).max(5, STARS_RANGE),
});
export const createReviewSchema = reviewBase.refine((v) => Boolean(v.gigId) !== Boolean(v.orderId), {
  path: ['orderId'],
  message: 'give either a gig or an order',
});
/** The review form's own fields: the stars and the words. */
export const reviewFormSchema = reviewBase.pick({ star: true, desc: true });
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const gigIdParam = z.object({ gigId: z.uuid('must be a valid id') });

export const reviewSchema = z.object({
  _id: z.string(),
  /** Null when the order came from an offer. */
  gigId: z.string().nullable(),
  userId: z.string(),
  desc: z.string(),
  star: z.number(),
  /** The reviewer paid for this gig. */
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
  user: z.object({
    _id: z.string(),
    fullName: z.string(),
    avatar: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /** What was bought: the order's title (a gig's or an offer's), on the reviews a freelancer received. */
  about: z.string().nullable().optional(),
  // Only on its writer's own view of a list, while hidden.
  ...ownerHiddenFields,
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /reviews/clients/{userId}: the rating a client received from sellers. */
export const clientRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  ratings: z.array(
    z.object({
      star: z.number(),
      desc: z.string(),
      createdAt: z.string().nullable(),
      seller: z.object({ _id: z.string(), fullName: z.string() }),
    }),
  ),
});
export type ClientRating = z.infer<typeof clientRatingSchema>;

/** GET /reviews/{gigId}/eligibility: may the signed-in user review this gig now, and if not, why. */
export const reviewEligibilitySchema = z.object({ canReview: z.boolean(), reason: z.string().nullable() });
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const userIdParam = z.object({ userId: z.uuid('must be a valid id') });

/** GET /reviews/received/{userId}: reviews a freelancer received (gig and offer orders), newest first. */
export const receivedReviewsSchema = z.object({
  reviews: z.array(reviewSchema),
  average: z.number().nullable(),
  count: z.number(),
});
