import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { GIG_PAGE_SIZE } from '@shared/constants';
import type { GigSort, GigSummary } from '@shared/schemas/gigs';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

/** The /gigs query, in the order the server's preload names it (shared/route-data.ts). */
export interface GigFilters {
  search?: string;
  category?: string;
  min?: number;
  max?: number;
  maxDays?: number;
  minRating?: number;
  sort: GigSort;
  /** One seller's gigs (their public profile). */
  userId?: string;
}

interface GigPage {
  items: GigSummary[];
  nextCursor: string | null;
  /** How many gigs match ("12", "50+"), on the first page. */
  count: string | null;
}

/** GET /gigs answers a bare list (SPEC.md), so the next cursor rides in a header. */
async function fetchGigPage(query: Record<string, string | number | undefined>, signal: AbortSignal): Promise<GigPage> {
  const { data, nextCursor, count } = await request('/gigs', { answer: 'gigList', query, signal });
  return { items: data, nextCursor, count };
}

/** Every key of the gigs domain. */
export const gigKeys = {
  all: rootKeys.gigs,
  list: (filters: GigFilters) => [...gigKeys.all, 'list', filters] as const,
  mine: (userId: string) => [...gigKeys.all, 'mine', userId] as const,
  single: (id: string) => [...gigKeys.all, 'single', id] as const,
  stats: (ids: string[]) => [...gigKeys.all, 'stats', ids] as const,
};

export const gigListQuery = (filters: GigFilters) =>
  infiniteQueryOptions({
    queryKey: gigKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchGigPage({ ...filters, limit: GIG_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useGigList = (filters: GigFilters) => useInfiniteQuery(gigListQuery(filters));

/** The freelancer's own gigs: SPEC.md's GET /gigs with no query, then the same order by owner. */
export const myGigsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: gigKeys.mine(userId),
    queryFn: ({ pageParam, signal }) =>
      fetchGigPage(pageParam ? { userId, sort: 'createdAt', cursor: pageParam } : {}, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useMyGigs = (userId: string) => useInfiniteQuery(myGigsQuery(userId));

export const gigQuery = (id: string) =>
  queryOptions({
    queryKey: gigKeys.single(id),
    queryFn: async ({ signal }) =>
      (await request(`/gigs/single/${encodeURIComponent(id)}`, { answer: 'gig', signal })).data,
  });
export const useGig = (id: string) => useQuery(gigQuery(id));

export function useCreateGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, onProgress }: { form: FormData; onProgress?: (percent: number) => void }) =>
      (await request('/gigs', { answer: 'gigCreated', method: 'POST', form, onProgress })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gigKeys.all }),
  });
}

export function useDeleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`/gigs/${encodeURIComponent(id)}`, { answer: 'none', method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gigKeys.all }),
  });
}

export function useUpdateGig(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, onProgress }: { form: FormData; onProgress?: (percent: number) => void }) =>
      (await request(`/gigs/${encodeURIComponent(id)}`, { answer: 'gigCreated', method: 'PUT', form, onProgress }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gigKeys.all }),
  });
}

export function usePauseGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, paused }: { id: string; paused: boolean }) =>
      (
        await request(`/gigs/${encodeURIComponent(id)}/${paused ? 'pause' : 'resume'}`, {
          answer: 'gigPauseState',
          method: 'POST',
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gigKeys.all }),
  });
}

/** My Gigs' figures (views, orders, earnings) for the gigs on screen, one call per page of them. */
export const gigStatsQuery = (ids: string[]) =>
  queryOptions({
    queryKey: gigKeys.stats(ids),
    queryFn: async ({ signal }) =>
      (await request('/gigs/stats', { answer: 'gigStats', query: { ids: ids.join(',') }, signal })).data,
    enabled: ids.length > 0,
  });
export const useGigStats = (ids: string[]) => useQuery(gigStatsQuery(ids));

/** Counts one visit of a gig's page (the server leaves out the seller's own). */
export function useRecordGigView() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await request(`/gigs/${encodeURIComponent(id)}/views`, { answer: 'nothing', method: 'POST' })).data,
  });
}
