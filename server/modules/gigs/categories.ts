import { and, isNull, sql } from 'drizzle-orm';
import { LANDING_CATEGORIES } from '@shared/constants';
import { gigCategoriesFor } from '@shared/gig-categories';
import type { CategoryFigures } from '@shared/schemas/gigs';
import { gigs } from '../../db/schema';
import type { AppContext } from '../../platform/context';

const FRESH_MS = 5 * 60_000;
const cache = new WeakMap<AppContext, { at: number; figures: Promise<CategoryFigures> }>();

async function readFigures(ctx: AppContext): Promise<CategoryFigures> {
  // One grouped pass over the listed gigs (a dozen categories come back), then summed per card.
  const rows = await ctx.db
    .select({
      category: gigs.category,
      count: sql<number>`count(*)::int`,
      stars: sql<number>`coalesce(sum(${gigs.totalStars}), 0)::bigint`,
      ratings: sql<number>`coalesce(sum(${gigs.starNumber}), 0)::bigint`,
    })
    .from(gigs)
    .where(and(isNull(gigs.pausedAt), isNull(gigs.hiddenAt)))
    .groupBy(gigs.category);
  const byCategory = new Map(
    rows.map((r) => [r.category, { count: Number(r.count), stars: Number(r.stars), ratings: Number(r.ratings) }]),
  );
  return LANDING_CATEGORIES.map(({ value }) => {
    let count = 0;
    let stars = 0;
    let ratings = 0;
    for (const category of gigCategoriesFor(value) ?? []) {
      const row = byCategory.get(category);
      if (!row) continue;
      count += row.count;
      stars += row.stars;
      ratings += row.ratings;
    }
    return { value, gigs: count, average: ratings ? Math.round((stars / ratings) * 100) / 100 : null };
  });
}

/**
 * The landing's category cards: how many gigs each has and their average rating. The figures
 * move slowly and the landing is the busiest page, so one answer serves every visitor for five
 * minutes (per app instance) instead of a grouped read of all gigs per visit.
 */
export function categoryFigures(ctx: AppContext): Promise<CategoryFigures> {
  const hit = cache.get(ctx);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.figures;
  const figures = readFigures(ctx);
  cache.set(ctx, { at: Date.now(), figures });
  figures.catch(() => cache.delete(ctx));
  return figures;
}

/** A moderation decision (a hidden or restored gig) shows on this instance's landing at once. */
export function forgetCategoryFigures(ctx: AppContext): void {
  cache.delete(ctx);
}
