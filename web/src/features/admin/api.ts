import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/api/client';

const USERS_PAGE = 20;
const AUDIT_PAGE = 30;

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: async ({ signal }) => (await request('/admin/overview', { answer: 'adminOverview', signal })).data });
export const useAdminOverview = () => useQuery(adminOverviewQuery());

/** Every page of the users list shares this prefix: a suspension refreshes them all. */
const usersKey = ['admin', 'users'] as const;

export const adminUsersQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: [...usersKey, query],
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/admin/users', { answer: 'adminUserPage', query: { query, limit: USERS_PAGE, cursor: pageParam }, signal });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useAdminUsers = (query: string) => useInfiniteQuery(adminUsersQuery(query));

export const auditQuery = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit'],
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/admin/audit', { answer: 'auditPage', query: { limit: AUDIT_PAGE, cursor: pageParam }, signal });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useAudit = () => useInfiniteQuery(auditQuery());

/**
 * Suspend (with the reason the owner is mailed) or lift a suspension (moderation's endpoints).
 * Afterwards the users list, the overview (suspended accounts' orders) and the log are read again.
 */
export function useSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action, reason }: { userId: string; action: 'suspend' | 'unsuspend'; reason?: string }) =>
      request(`/admin/users/${encodeURIComponent(userId)}/${action}`, { answer: 'suspension', method: 'POST', json: action === 'suspend' ? { reason } : {} }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: adminOverviewQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQuery().queryKey }),
      ]),
  });
}
