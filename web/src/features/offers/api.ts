import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, OfferStatus } from '@shared/schemas/offers';
import { request } from '@web/api/client';

const PAGE_SIZE = 10;

export const offerQuery = (id: string) =>
  queryOptions({ queryKey: ['offers', 'single', id], queryFn: async ({ signal }) => (await request(`/offers/${encodeURIComponent(id)}`, { answer: 'offer', signal })).data });
export const useOffer = (id: string) => useQuery(offerQuery(id));

/** The signed-in user's offers: sent, received or both, of one state if asked. */
export const offersQuery = (role?: 'sent' | 'received', status?: OfferStatus) =>
  infiniteQueryOptions({
    queryKey: ['offers', 'list', role ?? 'all', status ?? 'any'],
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/offers', { answer: 'offerPage', query: { role, status, limit: PAGE_SIZE, cursor: pageParam }, signal });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useOffers = (role?: 'sent' | 'received', status?: OfferStatus) => useInfiniteQuery(offersQuery(role, status));

/** Offers change applications (the card on My Applications) and threads (the card): all refetch. */
function useRefreshHiring() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['offers'] }), qc.invalidateQueries({ queryKey: ['applications'] }), qc.invalidateQueries({ queryKey: ['messages'] })]);
}

export function useCreateOffer() {
  const refresh = useRefreshHiring();
  return useMutation({ mutationFn: async (input: CreateOfferInput) => (await request('/offers', { answer: 'offer', method: 'POST', json: input })).data, onSuccess: refresh });
}

export type OfferStep = { action: 'accept' | 'withdraw' } | { action: 'decline'; reason?: string };

/** Accept, decline (with an optional reason) or withdraw. */
export function useOfferStep(id: string) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: async (step: OfferStep) =>
      (await request(`/offers/${encodeURIComponent(id)}/${step.action}`, { answer: 'offer', method: 'POST', json: step.action === 'decline' ? { reason: step.reason } : {} })).data,
    onSuccess: refresh,
  });
}

/** Where the client pays an offer: the payment page, as for a gig. */
export const payOfferPath = (id: string) => `/pay/offer/${id}`;
