import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientRating, CreateReviewInput, ReceivedReviews, Review } from '@shared/schemas/reviews';
import { api } from '@web/api/client';

const PAGE_SIZE = 10;

export const reviewsQuery = (gigId: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', gigId],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<Review[]>(`/reviews/${encodeURIComponent(gigId)}`, { limit: PAGE_SIZE, cursor: pageParam }, signal);
      return { items: res.data, nextCursor: res.meta?.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useReviews = (gigId: string) => useInfiniteQuery(reviewsQuery(gigId));

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateReviewInput) => (await api.post<Review>('/reviews', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

export const clientRatingQuery = (userId: string) =>
  queryOptions({
    queryKey: ['reviews', 'client', userId],
    queryFn: async ({ signal }) => (await api.get<ClientRating>(`/reviews/clients/${encodeURIComponent(userId)}`, undefined, signal)).data,
  });
export const useClientRating = (userId: string) => useQuery(clientRatingQuery(userId));

/** GET /reviews/received/{userId}: what clients said about a freelancer's orders, gig and offer, newest first. */
export const receivedReviewsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'received', userId],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<ReceivedReviews>(`/reviews/received/${encodeURIComponent(userId)}`, { limit: 5, cursor: pageParam }, signal);
      return { ...res.data, nextCursor: res.meta?.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useReceivedReviews = (userId: string) => useInfiniteQuery(receivedReviewsQuery(userId));
