import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/api/client';

const PAGE_SIZE = 10;

function applicationPages(queryKey: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request(path, { answer: 'applicationPage', query: { limit: PAGE_SIZE, cursor: pageParam }, signal });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Applications to the signed-in client's posts. */
export const receivedApplicationsQuery = () => applicationPages(['applications', 'received'], '/applications/getapplications');
export const useReceivedApplications = () => useInfiniteQuery(receivedApplicationsQuery());

/** The signed-in freelancer's own applications. */
export const myApplicationsQuery = () => applicationPages(['applications', 'mine'], '/applications/myapplications');
export const useMyApplications = () => useInfiniteQuery(myApplicationsQuery());

export const applicationQuery = (id: string) =>
  queryOptions({ queryKey: ['applications', 'single', id], queryFn: async ({ signal }) => (await request(`/applications/getapplication/${encodeURIComponent(id)}`, { answer: 'application', signal })).data });
export const useApplication = (id: string) => useQuery(applicationQuery(id));

export function useApply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { coverLetter: string; attachment: File; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      form.set('coverLetter', input.coverLetter);
      form.set('postId', postId);
      form.set('attachment', input.attachment);
      return request(`/applications/createapplication/${encodeURIComponent(postId)}`, { answer: 'application', method: 'POST', form, onProgress: input.onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`/applications/deleteapplication/${encodeURIComponent(id)}`, { answer: 'deleted', method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}

/** Marks an application completed (there is no way back). */
export function useCompleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(`/applications/updateapplication/${encodeURIComponent(id)}`, { answer: 'application', method: 'PUT', json: { isCompleted: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
