import { FOOTER_CATEGORIES, GIG_CATEGORIES, LANDING_CATEGORIES } from './constants';

export type GigCategory = (typeof GIG_CATEGORIES)[number]['value'];

export const GIG_CATEGORY_VALUES = GIG_CATEGORIES.map((c) => c.value) as [GigCategory, ...GigCategory[]];

/**
 * The `category` of /gigs?category=... comes from three places: the gig categories
 * themselves, the landing cards and the footer links. Each value names the gig
 * categories it shows; the landing and footer words win where they are broader
 * (the landing 'animation' card reads 'Video & Animation').
 */
const FILTERS: Record<string, GigCategory[]> = {
  ...Object.fromEntries(GIG_CATEGORY_VALUES.map((v) => [v, [v]])),
  development: ['web', 'programming'],
  programming: ['programming', 'web'],
  animation: ['animation', 'video'],
  'video&animation': ['video', 'animation'],
  digitalmarketing: ['digital-marketing'],
  writingandtranslation: ['writing'],
};

/** The gig categories a /gigs category filter covers, or null for an unknown value. */
export function gigCategoriesFor(filter: string): GigCategory[] | null {
  return Object.hasOwn(FILTERS, filter) ? FILTERS[filter]! : null;
}

/** Every /gigs category filter that shows gigs of `category` (a saved search's category index is looked up by these). */
export function filtersCovering(category: string): string[] {
  return Object.entries(FILTERS)
    .filter(([, covered]) => (covered as string[]).includes(category))
    .map(([filter]) => filter);
}

/** The human name of a category filter, as the link that led to it calls it. */
export function categoryFilterName(filter: string): string | null {
  const named: readonly { name: string; value?: string; slug?: string }[] = [
    ...LANDING_CATEGORIES,
    ...FOOTER_CATEGORIES,
    ...GIG_CATEGORIES,
  ];
  return named.find((c) => (c.value ?? c.slug) === filter)?.name ?? null;
}

export function gigCategoryName(value: string): string {
  return GIG_CATEGORIES.find((c) => c.value === value)?.name ?? value;
}
