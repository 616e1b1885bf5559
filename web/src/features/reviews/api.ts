import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, Review } from '@shared/schemas/reviews';
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
    onSuccess: (review) => queryClient.invalidateQueries({ queryKey: ['reviews', review.gigId] }),
  });
}
