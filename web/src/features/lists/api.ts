import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreateListInput } from '@shared/schemas/lists';
import { request } from '@web/api/client';

/** What a heart saves: a gig or a freelancer. */
export type SaveTarget = { gigId: string } | { freelancerId: string };

/** Every key of the favourites domain, from one place, so mutations invalidate exactly these. */
export const listKeys = {
  all: ['lists'] as const,
  mine: () => [...listKeys.all, 'mine'] as const,
  holding: (target: SaveTarget) => [...listKeys.all, 'holding', target] as const,
  items: (listId: string) => [...listKeys.all, 'items', listId] as const,
};

/** The caller's lists for the Saved screen, newest first. */
export const myListsQuery = () =>
  infiniteQueryOptions({
    queryKey: listKeys.mine(),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/lists', {
        answer: 'listPage',
        query: { limit: 50, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useMyLists = () => useInfiniteQuery(myListsQuery());

/** The caller's lists (one page holds them all: at most 50), each saying whether it holds `target`. */
export const listsHoldingQuery = (target: SaveTarget) =>
  queryOptions({
    queryKey: listKeys.holding(target),
    queryFn: async ({ signal }) =>
      (await request('/lists', { answer: 'listPage', query: { limit: 50, ...target }, signal })).data,
  });
export const useListsHolding = (target: SaveTarget, enabled: boolean) =>
  useQuery({ ...listsHoldingQuery(target), enabled });

export const listItemsQuery = (listId: string) =>
  infiniteQueryOptions({
    queryKey: listKeys.items(listId),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request(`/lists/${encodeURIComponent(listId)}/items`, {
        answer: 'listItemPage',
        query: { limit: 24, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useListItems = (listId: string) => useInfiniteQuery(listItemsQuery(listId));

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKeys.all });
}

export function useCreateList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: async (input: CreateListInput) =>
      (await request('/lists', { answer: 'list', method: 'POST', json: input })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (listId: string) =>
      request(`/lists/${encodeURIComponent(listId)}`, { answer: 'deleted', method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useAddToList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: async ({ listId, target }: { listId: string; target: SaveTarget }) =>
      (
        await request(`/lists/${encodeURIComponent(listId)}/items`, {
          answer: 'listItem',
          method: 'POST',
          json: target,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useRemoveFromList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ listId, itemId }: { listId: string; itemId: string }) =>
      request(`/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}`, {
        answer: 'deleted',
        method: 'DELETE',
      }),
    onSuccess: invalidate,
  });
}
