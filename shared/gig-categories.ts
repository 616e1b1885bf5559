import { FOOTER_CATEGORIES, GIG_CATEGORIES, LANDING_CATEGORIES } from './constants';
import { FOOTER_TRADES, LANDING_TRADES, TRADES } from './taxonomy';

export type GigCategory = (typeof GIG_CATEGORIES)[number]['value'];

export const GIG_CATEGORY_VALUES = GIG_CATEGORIES.map((c) => c.value) as [GigCategory, ...GigCategory[]];

/**
 * The `category` of /gigs?category=... comes from three places: the gig categories
 * themselves, the landing cards and the footer links. A gig category shows its own gigs; a
 * landing card or footer link shows every gig category of the trade it names (the landing
 * 'animation' card reads 'Video & Animation': video and animation gigs).
 */
const FILTERS: Record<string, readonly GigCategory[]> = {
  ...Object.fromEntries(GIG_CATEGORY_VALUES.map((v) => [v, [v]])),
  ...Object.fromEntries(
    [...Object.entries(LANDING_TRADES), ...Object.entries(FOOTER_TRADES)].map(([filter, trade]) => [
      filter,
      TRADES[trade].gigCategories,
    ]),
  ),
};

/** The gig categories a /gigs category filter covers, or null for an unknown value. */
export function gigCategoriesFor(filter: string): GigCategory[] | null {
  return Object.hasOwn(FILTERS, filter) ? [...FILTERS[filter]!] : null;
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
