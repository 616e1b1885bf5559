import { useLingui } from '@lingui/react';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApplicationStatus, SettableApplicationStatus } from '@shared/schemas/applications';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

const PAGE_SIZE = 10;

function applicationPages(
  queryKey: readonly unknown[],
  path: string,
  filters: Record<string, string | undefined> = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request(path, {
        answer: 'applicationPage',
        query: { ...filters, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export interface ReceivedFilters {
  postId?: string;
  status?: ApplicationStatus;
  applicantId?: string;
}

/** Every key of the applications domain. */
export const applicationKeys = {
  all: rootKeys.applications,
  received: (f: ReceivedFilters) =>
    [...applicationKeys.all, 'received', f.postId ?? 'all', f.status ?? 'any', f.applicantId ?? 'anyone'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  single: (id: string) => [...applicationKeys.all, 'single', id] as const,
};

/** Applications to the signed-in client's posts (or to one of them), of one state if asked. */
export const receivedApplicationsQuery = (filters: ReceivedFilters = {}) =>
  applicationPages(applicationKeys.received(filters), '/applications/getapplications', {
    postId: filters.postId,
    status: filters.status,
    applicantId: filters.applicantId,
  });
export const useReceivedApplications = (filters: ReceivedFilters = {}) =>
  useInfiniteQuery(receivedApplicationsQuery(filters));

/** The signed-in freelancer's own applications. */
export const myApplicationsQuery = () => applicationPages(applicationKeys.mine(), '/applications/myapplications');
export const useMyApplications = () => useInfiniteQuery(myApplicationsQuery());

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.single(id),
    queryFn: async ({ signal }) =>
      (await request(`/applications/getapplication/${encodeURIComponent(id)}`, { answer: 'application', signal })).data,
  });
export const useApplication = (id: string) => useQuery(applicationQuery(id));

export function useApply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { coverLetter: string; attachment: File; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      form.set('coverLetter', input.coverLetter);
      form.set('postId', postId);
      form.set('attachment', input.attachment);
      return request(`/applications/createapplication/${encodeURIComponent(postId)}`, {
        answer: 'application',
        method: 'POST',
        form,
        onProgress: input.onProgress,
      });
    },
    // The post page says "Applied" from then on: its query refetches too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: rootKeys.posts }),
      ]),
  });
}

export function useDeleteApplication() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/applications/deleteapplication/${encodeURIComponent(id)}`, { answer: 'deleted', method: 'DELETE' }),
    // Toasted here, not by the row: the row may be gone (its post's group emptied) by the time a caller's callback would run.
    onSuccess: () => {
      toast.success(_('applications.deleted'), { autoClose: TOAST_MS.short });
      // The Applications screen groups by post, with each post's count: the posts refetch too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: rootKeys.posts }),
      ]);
    },
  });
}

/** Marks an application completed (there is no way back). */
export function useCompleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/applications/updateapplication/${encodeURIComponent(id)}`, {
        answer: 'application',
        method: 'PUT',
        json: { isCompleted: true },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/** Shortlist, decline, or set back to pending (the post's client). */
export function useSetApplicationStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: SettableApplicationStatus) =>
      (
        await request(`/applications/${encodeURIComponent(id)}/status`, {
          answer: 'applicationStatus',
          method: 'PUT',
          json: { status },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
