import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/payments';
import { api } from '@web/api/client';

const PAGE_SIZE = 20;

export const ordersQuery = () =>
  infiniteQueryOptions({
    queryKey: ['orders'],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<Order[]>('/orders', { limit: PAGE_SIZE, cursor: pageParam }, signal);
      return { items: res.data, nextCursor: res.meta?.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useOrders = () => useInfiniteQuery(ordersQuery());
