import { queryOptions } from '@tanstack/react-query';
import { request } from '@web/api/client';

/**
 * A seller's facts (country, languages, response time): the gig page shows them and the
 * profile and order settings edit them, so they are cached under this one key, which every
 * save invalidates.
 */
export const sellerFactsKey = (sellerId: string) => ['seller-facts', sellerId] as const;

export const sellerFactsQuery = (sellerId: string) =>
  queryOptions({
    queryKey: sellerFactsKey(sellerId),
    // GET /orders/sellers/{id}/facts answers bare JSON.
    queryFn: async ({ signal }) =>
      (await request(`/orders/sellers/${encodeURIComponent(sellerId)}/facts`, { answer: 'sellerFacts', signal })).data,
  });
