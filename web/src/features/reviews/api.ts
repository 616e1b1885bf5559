import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewEligibility, CreateReviewInput } from '@shared/schemas/reviews';
import { api, request } from '@web/api/client';

const PAGE_SIZE = 10;

export const reviewsQuery = (gigId: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', gigId],
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request(`/reviews/${encodeURIComponent(gigId)}`, { answer: 'reviewPage', query: { limit: PAGE_SIZE, cursor: pageParam }, signal });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useReviews = (gigId: string) => useInfiniteQuery(reviewsQuery(gigId));

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateReviewInput) => (await request('/reviews', { answer: 'review', method: 'POST', json: input })).data,
    onSuccess: (review) => queryClient.invalidateQueries({ queryKey: ['reviews', review.gigId] }),
  });
}

export const clientRatingQuery = (userId: string) =>
  queryOptions({
    queryKey: ['reviews', 'client', userId],
    queryFn: async ({ signal }) => (await request(`/reviews/clients/${encodeURIComponent(userId)}`, { answer: 'clientRating', signal })).data,
  });
export const useClientRating = (userId: string) => useQuery(clientRatingQuery(userId));

/** May the signed-in user review this gig now (and if not, why)? Under ['reviews', gigId], so a new review refreshes it. */
export const reviewEligibilityQuery = (gigId: string) =>
  queryOptions({
    queryKey: ['reviews', gigId, 'eligibility'],
    queryFn: async ({ signal }) => (await api.get<ReviewEligibility>(`/reviews/${encodeURIComponent(gigId)}/eligibility`, undefined, signal)).data,
  });
export const useReviewEligibility = (gigId: string, enabled: boolean) => useQuery({ ...reviewEligibilityQuery(gigId), enabled });
