// Types only: /gigs shows the people tab (FreelancerResults) with these, and a runtime import of
// the profiles schema would put zod in that public page's first load. The URL check that needs
// the schema is in freelancer-filters-from-url.ts.
import type { FreelancerSort } from '@shared/schemas/profiles';

/** The filters of /search_user as its URL carries them (the words are `query`). */
export const FILTER_KEYS = ['skills', 'country', 'minRating', 'verified', 'minPrice', 'maxPrice', 'languages'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** The filters and sort as text, exactly as in the URL and the search's query string; absent: not asked for. */
export type FreelancerFilters = Partial<Record<FilterKey | 'sort', string>>;

/** Each sort's name, a key of the profiles catalog. */
export const FREELANCER_SORT_LABELS: Record<FreelancerSort, string> = {
  relevance: 'profiles.sort.relevance',
  rating: 'profiles.sort.rating',
  newest: 'profiles.sort.newest',
};

/** How many filters (and a sort other than the default) are on, for the phone's Filters button. */
export const activeFilters = (filters: FreelancerFilters) =>
  FILTER_KEYS.filter((k) => filters[k] !== undefined && !(k === 'verified' && filters[k] !== 'true')).length;
