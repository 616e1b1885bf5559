import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, Offer, OfferStatus } from '@shared/schemas/offers';
import { api } from '@web/api/client';

const PAGE_SIZE = 10;

export const offerQuery = (id: string) =>
  queryOptions({ queryKey: ['offers', 'single', id], queryFn: async ({ signal }) => (await api.get<Offer>(`/offers/${encodeURIComponent(id)}`, undefined, signal)).data });
export const useOffer = (id: string) => useQuery(offerQuery(id));

/** The signed-in user's offers: sent, received or both, of one state if asked. */
export const offersQuery = (role?: 'sent' | 'received', status?: OfferStatus) =>
  infiniteQueryOptions({
    queryKey: ['offers', 'list', role ?? 'all', status ?? 'any'],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<Offer[]>('/offers', { role, status, limit: PAGE_SIZE, cursor: pageParam }, signal);
      return { items: res.data, nextCursor: res.meta?.nextCursor ?? null };
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
  return useMutation({ mutationFn: async (input: CreateOfferInput) => (await api.post<Offer>('/offers', input)).data, onSuccess: refresh });
}

export type OfferStep = { action: 'accept' | 'withdraw' } | { action: 'decline'; reason?: string };

/** Accept, decline (with an optional reason) or withdraw. */
export function useOfferStep(id: string) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: async (step: OfferStep) => (await api.post<Offer>(`/offers/${encodeURIComponent(id)}/${step.action}`, step.action === 'decline' ? { reason: step.reason } : {})).data,
    onSuccess: refresh,
  });
}

/** Where the client pays an offer: the payment page, as for a gig. */
export const payOfferPath = (id: string) => `/pay/offer/${id}`;
