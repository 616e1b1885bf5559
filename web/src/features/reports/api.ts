import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReportInput, ReportAction, ReportStatus, ReportTargetType } from '@shared/schemas/moderation';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

const PAGE_SIZE = 20;

/** POST /reports: the reporter's receipt (its message is the confirmation the toast shows). */
export function useReport() {
  return useMutation({
    mutationFn: async (input: CreateReportInput) => {
      const { data, message } = await request('/reports', { answer: 'report', method: 'POST', json: input });
      return { report: data, message };
    },
  });
}

/** GET /admin/reports?status=: reported targets, their reports grouped. */
/** Every key of the reports domain. */
export const reportKeys = {
  all: rootKeys.reports,
  queue: (status: ReportStatus) => [...reportKeys.all, 'queue', status] as const,
  hidden: (type?: ReportTargetType) => [...reportKeys.all, 'hidden', type ?? 'all'] as const,
};

export const reportQueueQuery = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: reportKeys.queue(status),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/admin/reports', {
        answer: 'reportGroupPage',
        query: { status, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useReportQueue = (status: ReportStatus) => useInfiniteQuery(reportQueueQuery(status));

/** GET /admin/content/hidden: what admins hid, newest first. */
export const hiddenContentQuery = (type?: ReportTargetType) =>
  infiniteQueryOptions({
    queryKey: reportKeys.hidden(type),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/admin/content/hidden', {
        answer: 'hiddenContentPage',
        query: { type, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useHiddenContent = (type?: ReportTargetType) => useInfiniteQuery(hiddenContentQuery(type));

/**
 * A moderation decision changes the queue, the hidden list and whatever shows the content (a
 * gig, a post, a profile, a thread, reviews): all of it is refetched, as is the console's overview.
 */
const { admin, gigs, posts, profiles, messages, conversations, reviews } = rootKeys;
const TOUCHED = new Set<unknown>(
  [reportKeys.all, admin, gigs, posts, profiles, messages, conversations, reviews].map(([root]) => root),
);
function useDecision<T>(call: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => TOUCHED.has(q.queryKey[0]) }),
  });
}

/** POST /admin/reports/{id}/resolve: answers the message for the toast. */
export const useResolveReport = () =>
  useDecision(async ({ reportId, action, reason }: { reportId: string; action: ReportAction; reason: string }) => {
    const { message } = await request(`/admin/reports/${encodeURIComponent(reportId)}/resolve`, {
      answer: 'reportResolved',
      method: 'POST',
      json: { action, reason },
    });
    return message;
  });

/** POST /admin/content/{type}/{id}/restore (the reason is optional). */
export const useRestoreContent = () =>
  useDecision(async ({ type, id, reason }: { type: ReportTargetType; id: string; reason?: string }) => {
    const { message } = await request(`/admin/content/${type}/${encodeURIComponent(id)}/restore`, {
      answer: 'contentState',
      method: 'POST',
      json: reason ? { reason } : {},
    });
    return message;
  });
