import { z } from 'zod';
import { MAX_GIG_FEATURES } from '../constants';
import { GIG_CATEGORY_VALUES } from '../gig-categories';
import { pageQuery } from './common';

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

const text = (max: number, required: string) => z.string(required).trim().min(1, required).max(max, `must be at most ${max} characters`);

const wholeNumber = (min: number, max: number) =>
  z.coerce.number('must be a number').int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

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
  title: text(GIG_LIMITS.title, 'Title is required'),
  category: z.enum(GIG_CATEGORY_VALUES, 'Choose a category from the list'),
  description: text(GIG_LIMITS.description, 'Description is required'),
  serviceTitle: text(GIG_LIMITS.serviceTitle, 'Service title is required'),
  shortDescription: text(GIG_LIMITS.shortDescription, 'Short description is required'),
  deliveryTime: wholeNumber(1, GIG_LIMITS.maxDeliveryDays),
  revisionNumber: wholeNumber(0, GIG_LIMITS.maxRevisions),
  price: wholeNumber(1, GIG_LIMITS.maxPrice),
  features: z.preprocess(
    parseJsonList,
    z
      .array(z.string('each feature must be text').trim().min(1, 'a feature cannot be empty').max(GIG_LIMITS.feature, `each feature must be at most ${GIG_LIMITS.feature} characters`), 'must be a JSON list of text')
      .max(MAX_GIG_FEATURES, `at most ${MAX_GIG_FEATURES} features`),
  ),
});
export type GigCreateInput = z.input<typeof gigCreateSchema>;
export type GigCreate = z.infer<typeof gigCreateSchema>;

export const GIG_SORTS = ['sales', 'createdAt'] as const;
export type GigSort = (typeof GIG_SORTS)[number];

const dollars = z.coerce.number('must be a number').int('must be a whole number').min(0, 'cannot be negative').max(1_000_000, 'is too large');

export const gigListQuery = pageQuery
  .extend({
    category: z.string().trim().max(60).optional(),
    min: dollars.optional(),
    max: dollars.optional(),
    sort: z.enum(GIG_SORTS, 'must be sales or createdAt').default('sales'),
    userId: z.uuid('must be a valid id').optional(),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, { path: ['max'], message: 'must not be below min' });
export type GigListQuery = z.infer<typeof gigListQuery>;

/** The response header that carries the next page's cursor, since GET /gigs answers a bare list. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export interface GigSeller {
  _id: string;
  fullName: string;
  avatar: string | null;
}

/** A gig as lists show it (cards, /mygigs). */
export interface GigSummary {
  _id: string;
  userId: string;
  title: string;
  category: string;
  /** Card-size cover (480x360). */
  coverThumb: string;
  price: number;
  sales: number;
  totalStars: number;
  starNumber: number;
  createdAt: string;
  seller: GigSeller;
}

/** GET /gigs/single/{id}. */
export interface Gig extends GigSummary {
  /** Detail-size cover (up to 800x600). */
  cover: string;
  images: string[];
  desc: string;
  shortTitle: string;
  shortDesc: string;
  deliveryTime: number;
  revisionNumber: number;
  features: string[];
  seller: GigSeller & { createdAt: string; country: string | null };
}

/** The card rating: the rounded mean of the stars, 0 while nobody has rated. */
export function gigRating(gig: Pick<GigSummary, 'totalStars' | 'starNumber'>): number {
  return gig.starNumber > 0 ? Math.round(gig.totalStars / gig.starNumber) : 0;
}

const chosenFiles = (min: number, max: number, few: string, many: string) =>
  z.custom<{ length: number }>((v) => typeof v === 'object' && v !== null && 'length' in v, few).refine((v) => v.length >= min, few).refine((v) => v.length <= max, many);

/** The Add New Gig form in the browser: the API's fields plus the cover image it requires and the gallery's limit. */
export const gigFormSchema = gigCreateSchema.extend({
  coverImage: chosenFiles(1, 1, 'Choose a cover image', 'Choose one cover image'),
  images: chosenFiles(0, GIG_LIMITS.galleryImages, 'Choose images', `Choose at most ${GIG_LIMITS.galleryImages} images`).optional(),
});
