import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, UnreadCount } from '@shared/schemas/notifications';
import { api } from '@web/api/client';

const PAGE_SIZE = 10;

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['notifications', 'list'],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<Notification[]>('/notifications', { limit: PAGE_SIZE, cursor: pageParam }, signal);
      return { items: res.data, nextCursor: res.meta?.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQuery());

export const unreadNotificationsQuery = () =>
  queryOptions({ queryKey: ['notifications', 'unread-count'], queryFn: async ({ signal }) => (await api.get<UnreadCount>('/notifications/unread-count', undefined, signal)).data.count });

export const useUnreadNotifications = () => useQuery(unreadNotificationsQuery());

function useNotificationsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }) });
}

export const useMarkNotificationRead = () => useNotificationsMutation((id: string) => api.put<Notification>(`/notifications/${encodeURIComponent(id)}/read`));

export const useMarkAllNotificationsRead = () => useNotificationsMutation(() => api.put<UnreadCount>('/notifications/read-all'));
