import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/api/client';

const PAGE_SIZE = 20;

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['conversations', 'list'],
    // A bare list; the next cursor comes in a header.
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/conversations', { answer: 'conversationList', query: { limit: PAGE_SIZE, cursor: pageParam }, signal });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useConversations = () => useInfiniteQuery(conversationsQuery());

export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: ['conversations', 'one', id], queryFn: async ({ signal }) => (await request(`/conversations/${encodeURIComponent(id)}`, { answer: 'conversationDetail', signal })).data });

export const useConversation = (id: string) => useQuery(conversationQuery(id));

export const unreadConversationsQuery = () =>
  queryOptions({ queryKey: ['conversations', 'unread-count'], queryFn: async ({ signal }) => (await request('/conversations/unread-count', { answer: 'count', signal })).data.count });

export const useUnreadConversations = () => useQuery(unreadConversationsQuery());

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`/conversations/${encodeURIComponent(id)}`, { answer: 'conversationEnvelope', method: 'PUT' }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['conversations'] }), queryClient.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}
