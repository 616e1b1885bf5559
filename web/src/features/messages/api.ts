import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, SendMessageInput } from '@shared/schemas/messages';
import { api } from '@web/api/client';

const PAGE_SIZE = 30;

/** A thread in pages, newest page first (as the server sends it). */
export const messagesQuery = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: ['messages', conversationId],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<Message[]>(`/messages/${encodeURIComponent(conversationId)}`, { limit: PAGE_SIZE, cursor: pageParam }, signal);
      return { items: res.data, nextCursor: res.meta?.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useMessages = (conversationId: string) => useInfiniteQuery(messagesQuery(conversationId));

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => api.post<Message>('/messages', input),
    onSuccess: (_res, input) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['messages', input.conversationId] }), queryClient.invalidateQueries({ queryKey: ['conversations'] })]),
  });
}
