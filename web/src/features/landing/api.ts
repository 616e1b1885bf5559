import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryFigures } from '@shared/schemas/gigs';
import { api } from '@web/api/client';

/** The category cards' real figures: gig count and average rating (GET /gigs/categories). */
export const categoryFiguresQuery = () =>
  queryOptions({
    queryKey: ['gigs', 'categories'],
    queryFn: async ({ signal }) => (await api.get<CategoryFigures>('/gigs/categories', undefined, signal)).data,
    staleTime: 5 * 60_000,
  });
export const useCategoryFigures = () => useQuery(categoryFiguresQuery());
