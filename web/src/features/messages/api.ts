import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageInput } from '@shared/schemas/messages';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

const PAGE_SIZE = 30;

/** A thread in pages: the newest page first, each page a bare list oldest first (as the server sends it). */
/** Every key of the messages domain. */
export const messageKeys = {
  all: rootKeys.messages,
  thread: (conversationId: string) => [...messageKeys.all, conversationId] as const,
};

export const messagesQuery = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(conversationId),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request(`/messages/${encodeURIComponent(conversationId)}`, {
        answer: 'messageList',
        query: { limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useMessages = (conversationId: string) => useInfiniteQuery(messagesQuery(conversationId));

/** A send: SPEC.md's JSON POST /messages for text alone, multipart to the conversation's messages when files ride along. */
export interface SendInput extends SendMessageInput {
  files?: File[];
}

function postMessage({ files = [], ...input }: SendInput) {
  if (files.length === 0) return request('/messages', { answer: 'messageSent', method: 'POST', json: input });
  const form = new FormData();
  form.append('desc', input.desc);
  for (const file of files) form.append('files', file);
  return request(`/messages/${encodeURIComponent(input.conversationId)}`, {
    answer: 'messageSent',
    method: 'POST',
    form,
  });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMessage,
    onSuccess: (_res, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(input.conversationId) }),
        queryClient.invalidateQueries({ queryKey: rootKeys.conversations }),
      ]),
  });
}
