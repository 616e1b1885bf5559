import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchForm } from '@shared/schemas/saved-searches';
import { request } from '@web/api/client';

/** Every key of the saved searches domain, from one place. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  mine: () => [...savedSearchKeys.all, 'mine'] as const,
};

export const savedSearchesQuery = () =>
  infiniteQueryOptions({
    queryKey: savedSearchKeys.mine(),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/saved-searches', {
        answer: 'savedSearchPage',
        query: { limit: 20, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useSavedSearches = () => useInfiniteQuery(savedSearchesQuery());

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
}

export function useSaveSearch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: SavedSearchForm) =>
      (await request('/saved-searches', { answer: 'savedSearch', method: 'POST', json: input })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateSavedSearch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, ...input }: SavedSearchForm & { id: string }) =>
      (
        await request(`/saved-searches/${encodeURIComponent(id)}`, {
          answer: 'savedSearch',
          method: 'PUT',
          json: input,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/saved-searches/${encodeURIComponent(id)}`, { answer: 'deleted', method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** The screen that reruns a saved search, with its words, filters and sort in the URL. */
export function searchHref(search: Pick<SavedSearch, 'kind' | 'query' | 'filters'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search.filters)) params.set(key, String(value));
  if (search.kind === 'jobs') return `/search/${encodeURIComponent(search.query)}${params.size ? `?${params}` : ''}`;
  if (search.kind === 'gigs') {
    if (search.query) params.set('search', search.query);
    return `/gigs${params.size ? `?${params}` : ''}`;
  }
  // Freelancers: the words first, then the filters and sort as /search_user reads them.
  const people = new URLSearchParams(search.query ? { query: search.query } : {});
  for (const [key, value] of params) people.set(key, value);
  return people.size ? `/search_user?${people}` : '/search_user';
}
