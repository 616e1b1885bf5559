import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { gigCategoriesFor } from '@shared/gig-categories';
import { toMinorUnits } from '@shared/money';
import type { GigListQuery, GigSort } from '@shared/schemas/gigs';
import { gigs } from '../../db/schema';
import { fieldError } from '../../platform/errors';
import { rowsAfter, timeKey } from '../../platform/keyset';

/** The average rating in whole hundredths, exactly as migration 0020's gigs_rating_idx is built. */
export const gigRatingKey = sql<number>`gig_rating_key(${gigs.totalStars}, ${gigs.starNumber})`;

interface GigOrder {
  /** The sort key: an integer column or expression, or the creation time. */
  key: SQL;
  descending: boolean;
  /** The key is a whole number (sales, price, rating); otherwise it is the creation time. */
  integer: boolean;
  /**
   * NULLS as the index stores them, so ORDER BY can read it: the DESC indexes are NULLS LAST;
   * gigs_price_idx is ascending (NULLS LAST) and read backwards for price down, i.e. NULLS FIRST.
   */
  nulls: 'first' | 'last';
}

export function gigOrder(sort: GigSort): GigOrder {
  switch (sort) {
    case 'createdAt':
      return { key: sql`${gigs.createdAt}`, descending: true, integer: false, nulls: 'last' };
    case 'price_asc':
      return { key: sql`${gigs.priceMinor}`, descending: false, integer: true, nulls: 'last' };
    case 'price_desc':
      return { key: sql`${gigs.priceMinor}`, descending: true, integer: true, nulls: 'first' };
    case 'rating':
      return { key: gigRatingKey, descending: true, integer: true, nulls: 'last' };
    default:
      return { key: sql`${gigs.sales}`, descending: true, integer: true, nulls: 'last' };
  }
}

const dir = (o: GigOrder) => sql.raw(`${o.descending ? 'desc' : 'asc'} nulls ${o.nulls}`);

/** ORDER BY as the order's index reads it (ties by id, the same way). */
export const indexedOrder = (o: GigOrder): SQL[] => [sql`${o.key} ${dir(o)}`, sql`${gigs.id} ${dir(o)}`];

/** The same order the planner cannot take from the index ("+ 0"): for a few matches, sorted. */
export const sortedOrder = (o: GigOrder): SQL =>
  o.integer
    ? sql`order by ${o.key} + 0 ${dir(o)}, ${gigs.id} ${dir(o)}`
    : sql`order by ${o.key} + interval '0 s' ${dir(o)}, ${gigs.id} ${dir(o)}`;

/** The key as a cursor carries it: full microseconds for times, digits for numbers. */
export const cursorKeyOf = (o: GigOrder) => (o.integer ? sql<string>`(${o.key})::text` : timeKey(gigs.createdAt));

/** Rows after a cursor's (already validated) key and id in this order. */
export function afterKey(o: GigOrder, key: string | number, id: string): SQL {
  const value = o.integer ? sql`${Number(key)}::int` : sql`${String(key)}::timestamptz`;
  return rowsAfter(o.key, gigs.id, value, sql`${id}::uuid`, !o.descending);
}

/** Checks a list cursor's key against the sort (a number for sales, price and rating; a time for newest). */
export function checkKey(o: GigOrder, key: string | number) {
  const fits = o.integer
    ? Number.isInteger(Number(key)) && String(key).trim() !== ''
    : typeof key === 'string' && !Number.isNaN(Date.parse(key));
  if (!fits) throw fieldError('cursor', 'does not match the sort');
}

/** The gig categories a category filter covers ([] for none); an unknown value is a 400. */
export function categoriesOf(query: Pick<GigListQuery, 'category'>) {
  const categories = query.category ? gigCategoriesFor(query.category) : [];
  if (!categories) throw fieldError('category', 'unknown category');
  return categories;
}

/** A gig list as the server reads it: the query, and whether the seller's paused and hidden gigs stay in (their own lists only). */
export type GigListing = GigListQuery & { includePaused?: boolean };

/**
 * Price, delivery time and rating filters (categories are applied by each caller its own way);
 * paused and hidden gigs leave every list but their seller's own (tested on each row the list's
 * index gives, like the other filters, so every order keeps walking its own index).
 */
export function gigFilters(
  query: Pick<GigListing, 'min' | 'max' | 'maxDays' | 'minRating' | 'userId' | 'includePaused'>,
): SQL | undefined {
  return and(
    query.includePaused ? undefined : isNull(gigs.pausedAt),
    query.includePaused ? undefined : isNull(gigs.hiddenAt),
    // The filter is whole units (SPEC's min and max); the column minor units.
    query.min !== undefined ? gte(gigs.priceMinor, toMinorUnits(query.min)) : undefined,
    query.max !== undefined ? lte(gigs.priceMinor, toMinorUnits(query.max)) : undefined,
    query.maxDays !== undefined ? lte(gigs.deliveryTime, query.maxDays) : undefined,
    // Hundredths, as the key: "4 stars and up" means an average of at least 4.00.
    query.minRating !== undefined ? sql`${gigRatingKey} >= ${Math.round(query.minRating * 100)}` : undefined,
    query.userId ? eq(gigs.userId, query.userId) : undefined,
  );
}

export const inCategories = (categories: string[]) =>
  categories.length === 0
    ? undefined
    : categories.length === 1
      ? eq(gigs.category, categories[0]!)
      : inArray(gigs.category, categories);
