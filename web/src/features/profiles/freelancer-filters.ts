import { FREELANCER_SORTS, freelancerFilters, type FreelancerSort } from '@shared/schemas/profiles';

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

/**
 * Reads the filters of a URL, checked by the search's own schema: a value the server would
 * refuse (a link edited by hand) is left out of the search and its message kept for its field.
 */
export function filtersFromParams(params: URLSearchParams): {
  filters: FreelancerFilters;
  errors: Partial<Record<FilterKey, string>>;
} {
  const raw: FreelancerFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const sort = params.get('sort');
  if (sort && sort !== 'relevance' && (FREELANCER_SORTS as readonly string[]).includes(sort)) raw.sort = sort;
  const checked = freelancerFilters.safeParse(raw);
  const errors: Partial<Record<FilterKey, string>> = {};
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const key = issue.path[0] as FilterKey;
      errors[key] ??= issue.message;
      delete raw[key];
    }
  return { filters: raw, errors };
}

/** How many filters (and a sort other than the default) are on, for the phone's Filters button. */
export const activeFilters = (filters: FreelancerFilters) =>
  FILTER_KEYS.filter((k) => filters[k] !== undefined && !(k === 'verified' && filters[k] !== 'true')).length;
