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

const PAGE_SIZE = 10;

/** Every key of the notifications domain. */
export const notificationKeys = {
  all: rootKeys.notifications,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/notifications', {
        answer: 'notificationPage',
        query: { limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQuery());

export const unreadNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: async ({ signal }) =>
      (await request('/notifications/unread-count', { answer: 'count', signal })).data.count,
  });

export const useUnreadNotifications = () => useQuery(unreadNotificationsQuery());

function useNotificationsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkNotificationRead = () =>
  useNotificationsMutation((id: string) =>
    request(`/notifications/${encodeURIComponent(id)}/read`, { answer: 'notification', method: 'PUT' }),
  );

export const useMarkAllNotificationsRead = () =>
  useNotificationsMutation(() => request('/notifications/read-all', { answer: 'count', method: 'PUT' }));
