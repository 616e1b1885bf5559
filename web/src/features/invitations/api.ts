import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreateInvitationInput } from '@shared/schemas/invitations';
import { request } from '@web/api/client';

/** Every key of the invitations domain, from one place. */
export const invitationKeys = {
  all: ['invitations'] as const,
  ofPost: (postId: string) => [...invitationKeys.all, 'post', postId] as const,
  mine: (postId: string) => [...invitationKeys.all, 'mine', postId] as const,
};

const path = (postId: string) => `/posts/${encodeURIComponent(postId)}/invitations`;

/** The post's invitations (its client only), newest first, with who applied. */
export const postInvitationsQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: invitationKeys.ofPost(postId),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request(path(postId), {
        answer: 'invitationPage',
        query: { limit: 20, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const usePostInvitations = (postId: string) => useInfiniteQuery(postInvitationsQuery(postId));

/** The freelancer's own invitation to the post, or null. */
export const myInvitationQuery = (postId: string) =>
  queryOptions({
    queryKey: invitationKeys.mine(postId),
    queryFn: async ({ signal }) => (await request(`${path(postId)}/mine`, { answer: 'myInvitation', signal })).data,
  });
export const useMyInvitation = (postId: string) => useQuery(myInvitationQuery(postId));

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, ...input }: CreateInvitationInput & { postId: string }) =>
      (await request(path(postId), { answer: 'invitation', method: 'POST', json: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await request(`/invitations/${encodeURIComponent(id)}/decline`, { answer: 'invitation', method: 'POST' })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
