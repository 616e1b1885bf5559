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
import { ratesKey } from '@web/lib/display-currency';

const USERS_PAGE = 20;
const AUDIT_PAGE = 30;

/** The audit log's filters (GET /admin/audit's action, actor, from, to); empty ones are left out. */
export type AuditFilters = { action?: string; actor?: string; from?: string; to?: string };

/** Every key of the console. Each users page and each filtered log view shares its prefix: an admin action refreshes them all. */
export const adminKeys = {
  all: rootKeys.admin,
  overview: () => [...adminKeys.all, 'overview'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersMatching: (query: string) => [...adminKeys.users(), query] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditFiltered: (filters: AuditFilters) => [...adminKeys.audit(), filters] as const,
};

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: async ({ signal }) => (await request('/admin/overview', { answer: 'adminOverview', signal })).data,
  });
export const useAdminOverview = () => useQuery(adminOverviewQuery());

export const adminUsersQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.usersMatching(query),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/admin/users', {
        answer: 'adminUserPage',
        query: { query, limit: USERS_PAGE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useAdminUsers = (query: string) => useInfiniteQuery(adminUsersQuery(query));

export const auditQuery = (filters: AuditFilters = {}) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditFiltered(filters),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/admin/audit', {
        answer: 'auditPage',
        query: { ...filters, limit: AUDIT_PAGE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useAudit = (filters: AuditFilters) => useInfiniteQuery(auditQuery(filters));

/**
 * Suspend (with the reason the owner is mailed) or lift a suspension (moderation's endpoints).
 * Afterwards the users list, the overview (suspended accounts' orders) and the log are read again.
 */
export function useSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action, reason }: { userId: string; action: 'suspend' | 'unsuspend'; reason?: string }) =>
      request(`/admin/users/${encodeURIComponent(userId)}/${action}`, {
        answer: 'suspension',
        method: 'POST',
        json: action === 'suspend' ? { reason } : {},
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

/** The display-currency rate table (/admin/rates): every rate, stale ones too. */
export const adminRatesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'rates'] as const,
    queryFn: async ({ signal }) => (await request('/admin/rates', { answer: 'adminRates', signal })).data,
  });
export const useAdminRates = () => useQuery(adminRatesQuery());

/** Set or remove a rate; afterwards the table, the log and the visitors' rates are read again. */
export function useRateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { currency: string; rate?: string }): Promise<string> =>
      change.rate === undefined
        ? (
            await request(`/admin/rates/${encodeURIComponent(change.currency)}`, {
              answer: 'rateRemoved',
              method: 'DELETE',
            })
          ).message
        : (await request('/admin/rates', { answer: 'adminRate', method: 'POST', json: change })).message,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRatesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        queryClient.invalidateQueries({ queryKey: ratesKey }),
      ]),
  });
}
