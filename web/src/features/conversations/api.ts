import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationDetail, ConversationListItem } from '@shared/schemas/conversations';
import type { UnreadCount } from '@shared/schemas/notifications';
import { getBarePage } from '@web/api/bare';
import { api } from '@web/api/client';

const PAGE_SIZE = 20;

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['conversations', 'list'],
    // A bare list; the next cursor comes in a header.
    queryFn: ({ pageParam, signal }) => getBarePage<ConversationListItem>('/conversations', { limit: PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useConversations = () => useInfiniteQuery(conversationsQuery());

export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: ['conversations', 'one', id], queryFn: async ({ signal }) => (await api.get<ConversationDetail>(`/conversations/${encodeURIComponent(id)}`, undefined, signal)).data });

export const useConversation = (id: string) => useQuery(conversationQuery(id));

export const unreadConversationsQuery = () =>
  queryOptions({ queryKey: ['conversations', 'unread-count'], queryFn: async ({ signal }) => (await api.get<UnreadCount>('/conversations/unread-count', undefined, signal)).data.count });

export const useUnreadConversations = () => useQuery(unreadConversationsQuery());

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<Conversation>(`/conversations/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['conversations'] }), queryClient.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}
