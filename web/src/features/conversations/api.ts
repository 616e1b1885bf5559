import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

const PAGE_SIZE = 20;

/** Every key of the conversations domain. */
export const conversationKeys = {
  all: rootKeys.conversations,
  list: () => [...conversationKeys.all, 'list'] as const,
  one: (id: string) => [...conversationKeys.all, 'one', id] as const,
  unreadCount: () => [...conversationKeys.all, 'unread-count'] as const,
};

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(),
    // A bare list; the next cursor comes in a header.
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/conversations', {
        answer: 'conversationList',
        query: { limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useConversations = () => useInfiniteQuery(conversationsQuery());

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: async ({ signal }) =>
      (await request(`/conversations/${encodeURIComponent(id)}`, { answer: 'conversationDetail', signal })).data,
  });

export const useConversation = (id: string) => useQuery(conversationQuery(id));

export const unreadConversationsQuery = () =>
  queryOptions({
    queryKey: conversationKeys.unreadCount(),
    queryFn: async ({ signal }) =>
      (await request('/conversations/unread-count', { answer: 'count', signal })).data.count,
  });

export const useUnreadConversations = () => useQuery(unreadConversationsQuery());

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/conversations/${encodeURIComponent(id)}`, { answer: 'conversationEnvelope', method: 'PUT' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
        queryClient.invalidateQueries({ queryKey: rootKeys.notifications }),
      ]),
  });
}
