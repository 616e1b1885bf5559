import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreateReviewInput } from '@shared/schemas/reviews';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

const PAGE_SIZE = 10;

/** Every key of the reviews domain. */
export const reviewKeys = {
  all: rootKeys.reviews,
  ofGig: (gigId: string) => [...reviewKeys.all, 'gig', gigId] as const,
  eligibility: (gigId: string) => [...reviewKeys.ofGig(gigId), 'eligibility'] as const,
  ofClient: (userId: string) => [...reviewKeys.all, 'client', userId] as const,
  received: (userId: string) => [...reviewKeys.all, 'received', userId] as const,
};

export const reviewsQuery = (gigId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.ofGig(gigId),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request(`/reviews/${encodeURIComponent(gigId)}`, {
        answer: 'reviewPage',
        query: { limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useReviews = (gigId: string) => useInfiniteQuery(reviewsQuery(gigId));

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateReviewInput) =>
      (await request('/reviews', { answer: 'review', method: 'POST', json: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export const clientRatingQuery = (userId: string) =>
  queryOptions({
    queryKey: reviewKeys.ofClient(userId),
    queryFn: async ({ signal }) =>
      (await request(`/reviews/clients/${encodeURIComponent(userId)}`, { answer: 'clientRating', signal })).data,
  });
export const useClientRating = (userId: string) => useQuery(clientRatingQuery(userId));

/** May the signed-in user review this gig now (and if not, why)? Under ['reviews', gigId], so a new review refreshes it. */
export const reviewEligibilityQuery = (gigId: string) =>
  queryOptions({
    queryKey: reviewKeys.eligibility(gigId),
    queryFn: async ({ signal }) =>
      (await request(`/reviews/${encodeURIComponent(gigId)}/eligibility`, { answer: 'reviewEligibility', signal }))
        .data,
  });
export const useReviewEligibility = (gigId: string, enabled: boolean) =>
  useQuery({ ...reviewEligibilityQuery(gigId), enabled });
/** GET /reviews/received/{userId}: what clients said about a freelancer's orders, gig and offer, newest first. */
export const receivedReviewsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.received(userId),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request(`/reviews/received/${encodeURIComponent(userId)}`, {
        answer: 'receivedReviews',
        query: { limit: 5, cursor: pageParam },
        signal,
      });
      return { ...data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useReceivedReviews = (userId: string) => useInfiniteQuery(receivedReviewsQuery(userId));
