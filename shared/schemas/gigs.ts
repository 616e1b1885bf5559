import { z } from 'zod';
import { formatMoney } from '../money';
import { MAX_GIG_FEATURES } from '../constants';
import { GIG_CATEGORY_VALUES } from '../gig-categories';
import { GIG_SORTS } from '../gig-values';
import { pageQuery } from './common';
import { ownerHiddenFields } from './moderation';
import { gigQuestionSchema, gigQuestionsField } from './gig-questions';
import { gigExtrasField, gigExtraSchema, gigPackagesField, gigPackageSchema } from './gig-packages';

export const GIG_LIMITS = {
  title: 120,
  description: 5000,
  serviceTitle: 80,
  shortDescription: 300,
  feature: 80,
  maxPrice: 50_000,
  maxDeliveryDays: 365,
  maxRevisions: 50,
  galleryImages: 6,
} as const;

const text = (name: string, max: number, required: string) =>
  z.string(required).trim().min(1, required).max(max, `${name} must be at most ${max} characters`);

/**
 * A whole number whose messages read as sentences under the form's field: "Price must be at
 * least $1", "Delivery time must be at least 1 day". `say` words an amount (a price, days).
 */
const wholeNumber = (name: string, min: number, max: number, say: (n: number) => string) =>
  z.coerce
    .number(`${name} must be a number`)
    .int(`${name} must be a whole number`)
    .min(min, min === 0 ? `${name} cannot be negative` : `${name} must be at least ${say(min)}`)
    .max(max, `${name} must be at most ${say(max)}`);

const dollarsSaid = (n: number) => formatMoney(n);
const daysSaid = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const revisionsSaid = (n: number) => `${n} revision${n === 1 ? '' : 's'}`;

/** Multipart sends the feature list as a JSON string. */
function parseJsonList(value: unknown): unknown {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The Gig create form of SPEC.md, field names as the form sends them. */
export const gigCreateSchema = z.object({
  title: text('Title', GIG_LIMITS.title, 'Title is required'),
  category: z.enum(GIG_CATEGORY_VALUES, 'Choose a category from the list'),
  description: text('Description', GIG_LIMITS.description, 'Description is required'),
  serviceTitle: text('Service title', GIG_LIMITS.serviceTitle, 'Service title is required'),
  shortDescription: text('Short description', GIG_LIMITS.shortDescription, 'Short description is required'),
  deliveryTime: wholeNumber('Delivery time', 1, GIG_LIMITS.maxDeliveryDays, daysSaid),
  revisionNumber: wholeNumber('Revision number', 0, GIG_LIMITS.maxRevisions, revisionsSaid),
  price: wholeNumber('Price', 1, GIG_LIMITS.maxPrice, dollarsSaid),
  features: z.preprocess(
    parseJsonList,
    z
      .array(
        z
          .string('Each feature must be text')
          .trim()
          .min(1, 'A feature cannot be empty')
          .max(GIG_LIMITS.feature, `Each feature must be at most ${GIG_LIMITS.feature} characters`),
        'Features must be a JSON list of text',
      )
      .max(MAX_GIG_FEATURES, `At most ${MAX_GIG_FEATURES} features`),
  ),
  /** Issue 34: JSON strings like features. With packages, Basic's price, days, revisions and features are the gig's. */
  packages: gigPackagesField,
  extras: gigExtrasField,
  questions: gigQuestionsField,
});
export type GigCreate = z.infer<typeof gigCreateSchema>;

// Stated in the zod-free gig values so the gig list's page reads the sorts without downloading zod.
export { GIG_SORTS, type GigSort } from '../gig-values';

const emptyIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

// The original client always sends min and max, usually empty: an empty bound is no bound.
const dollars = z.preprocess(
  emptyIsAbsent,
  z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(1_000_000, 'is too large')
    .optional(),
);

export const gigListQuery = pageQuery
  .extend({
    category: z.string().trim().max(60).optional(),
    min: dollars,
    max: dollars,
    sort: z.enum(GIG_SORTS, `must be one of ${GIG_SORTS.join(', ')}`).default('sales'),
    userId: z.uuid('must be a valid id').optional(),
    /** Words of the title, short title or description (typo-tolerant). */
    search: z.preprocess(
      emptyIsAbsent,
      z.string().trim().max(100, 'Search text is too long (100 characters at most)').optional(),
    ),
    /** Delivered within this many days at most. */
    maxDays: z.preprocess(
      emptyIsAbsent,
      z.coerce
        .number('must be a number')
        .int('must be a whole number')
        .min(1, 'must be at least 1 day')
        .max(GIG_LIMITS.maxDeliveryDays, `must be at most ${GIG_LIMITS.maxDeliveryDays} days`)
        .optional(),
    ),
    /** Average rating at least this (1 to 5 stars). */
    minRating: z.preprocess(
      emptyIsAbsent,
      z.coerce.number('must be a number').min(1, 'must be at least 1').max(5, 'must be at most 5').optional(),
    ),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    path: ['max'],
    message: 'must not be below min',
  });
export type GigListQuery = z.infer<typeof gigListQuery>;

/** The response header that carries the next page's cursor, since GET /gigs answers a bare list. */
export { NEXT_CURSOR_HEADER } from './common';
export { RESULT_COUNT_HEADER } from '../constants';

export const gigSellerSchema = z.object({ _id: z.string(), fullName: z.string(), avatar: z.string().nullable() });

/** A gig as lists show it (cards, /mygigs): GET /gigs items. */
export const gigSummarySchema = z.object({
  _id: z.string(),
  userId: z.string(),
  title: z.string(),
  category: z.string(),
  /** Detail-size cover (up to 800x600), as the original client's cards read it. */
  cover: z.string(),
  /** Card-size cover (480x360), what our cards show. */
  coverThumb: z.string(),
  desc: z.string(),
  price: z.number(),
  sales: z.number(),
  totalStars: z.number(),
  starNumber: z.number(),
  createdAt: z.string(),
  seller: gigSellerSchema,
  // Only in the seller's own lists and on the page for its seller (and admins), while hidden.
  ...ownerHiddenFields,
});
export type GigSummary = z.infer<typeof gigSummarySchema>;

/** The Gig fields of SPEC.md section 3 that a card does not show. */
const gigDetailFields = {
  images: z.array(z.string()),
  shortTitle: z.string(),
  shortDesc: z.string(),
  deliveryTime: z.number(),
  revisionNumber: z.number(),
  features: z.array(z.string()),
};

/** The owner's own list (GET /gigs with no query): every Gig field, as the original backend answers it. */
export const ownGigSchema = gigSummarySchema.extend(gigDetailFields);
export type OwnGig = z.infer<typeof ownGigSchema>;

/** GET /gigs items: cards, and in the owner's own list (no query) the whole gig. */
export const gigListSchema = z.array(gigSummarySchema.extend(z.object(gigDetailFields).partial().shape));

/** GET /gigs/single/{id}: the bare gig, every Gig field of SPEC.md section 3 and the seller. */
export const gigSchema = gigSummarySchema.extend({
  ...gigDetailFields,
  /** Paused by its seller: the page stays (for its orders) but it cannot be bought. */
  paused: z.boolean(),
  /** One to three packages, Basic first (Basic is the single price, delivery time, revisions and features above). */
  packages: z.array(gigPackageSchema),
  extras: z.array(gigExtraSchema),
  /** The seller's requirement questions, answered by the buyer after paying. */
  questions: z.array(gigQuestionSchema),
  seller: gigSellerSchema.extend({ createdAt: z.string(), country: z.string().nullable() }),
});
export type Gig = z.infer<typeof gigSchema>;

/** POST /gigs/{id}/pause and /resume answer the gig's new state in the envelope. */
export const gigPauseStateSchema = z.object({ _id: z.string(), paused: z.boolean() });
export type GigPauseState = z.infer<typeof gigPauseStateSchema>;

/** GET /gigs/stats?ids=: the seller's own figures per gig, for My Gigs. Earnings in whole units of the marketplace currency. */
export const gigStatsQuery = z.object({
  ids: z
    .string('Name the gigs')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid('must be a list of gig ids')).min(1, 'Name the gigs').max(50, 'At most 50 gigs at once')),
});
export const gigStatsSchema = z.object({
  gigId: z.string(),
  paused: z.boolean(),
  views: z.number(),
  /** Paid orders of the gig, whatever became of them since. */
  orders: z.number(),
  /** Whole units of the marketplace currency, of its completed orders. */
  earnings: z.number(),
});
export type GigStats = z.infer<typeof gigStatsSchema>;
export const gigStatsListSchema = z.array(gigStatsSchema);

/** GET /gigs/categories: the landing cards' real figures, one row per landing category. */
export const categoryFiguresSchema = z.array(
  z.object({ value: z.string(), gigs: z.number(), average: z.number().nullable() }),
);
export type CategoryFigures = z.infer<typeof categoryFiguresSchema>;

const chosenFiles = (min: number, max: number, few: string, many: string) =>
  z
    .custom<{ length: number }>((v) => typeof v === 'object' && v !== null && 'length' in v, few)
    .refine((v) => v.length >= min, few)
    .refine((v) => v.length <= max, many);

/** The Add New Gig form in the browser: the API's fields plus the cover image it requires and the gallery's limit. */
export const gigFormSchema = gigCreateSchema.extend({
  coverImage: chosenFiles(1, 1, 'Choose a cover image', 'Choose one cover image'),
  images: chosenFiles(
    0,
    GIG_LIMITS.galleryImages,
    'Choose images',
    `Choose at most ${GIG_LIMITS.galleryImages} images`,
  ).optional(),
});

/** The Edit Gig form: the same, but the cover is kept unless a new one is chosen. */
export const gigEditFormSchema = gigFormSchema.extend({
  coverImage: chosenFiles(0, 1, 'Choose a cover image', 'Choose one cover image').optional(),
});
