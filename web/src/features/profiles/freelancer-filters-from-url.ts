import { FREELANCER_SORTS, freelancerFilters } from '@shared/schemas/profiles';
import { FILTER_KEYS, type FilterKey, type FreelancerFilters } from './freelancer-filters';

// Apart from freelancer-filters.ts because it needs the search's zod schema: /search_user loads
// it, while /gigs, which shows the same results without reading filters from its URL, does not.

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
