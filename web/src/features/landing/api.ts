import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

/** The category cards' real figures: gig count and average rating (GET /gigs/categories). */
export const categoryFiguresQuery = () =>
  queryOptions({
    // The gigs domain's key: a new or edited gig refreshes these figures too.
    queryKey: [...rootKeys.gigs, 'categories'],
    queryFn: async ({ signal }) => (await request('/gigs/categories', { answer: 'categoryFigures', signal })).data,
    staleTime: 5 * 60_000,
  });
export const useCategoryFigures = () => useQuery(categoryFiguresQuery());
