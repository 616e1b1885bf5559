import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/api/client';

const PAGE_SIZE = 10;

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['notifications', 'list'],
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/notifications', { answer: 'notificationPage', query: { limit: PAGE_SIZE, cursor: pageParam }, signal });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQuery());

export const unreadNotificationsQuery = () =>
  queryOptions({ queryKey: ['notifications', 'unread-count'], queryFn: async ({ signal }) => (await request('/notifications/unread-count', { answer: 'count', signal })).data.count });

export const useUnreadNotifications = () => useQuery(unreadNotificationsQuery());

function useNotificationsMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }) });
}

export const useMarkNotificationRead = () => useNotificationsMutation((id: string) => request(`/notifications/${encodeURIComponent(id)}/read`, { answer: 'notification', method: 'PUT' }));

export const useMarkAllNotificationsRead = () => useNotificationsMutation(() => request('/notifications/read-all', { answer: 'count', method: 'PUT' }));
