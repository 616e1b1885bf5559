import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput } from '@shared/schemas/offers';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

/** Every key of the offers domain. */
export const offerKeys = {
  all: rootKeys.offers,
  single: (id: string) => [...offerKeys.all, 'single', id] as const,
};

export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: offerKeys.single(id),
    queryFn: async ({ signal }) =>
      (await request(`/offers/${encodeURIComponent(id)}`, { answer: 'offer', signal })).data,
  });
export const useOffer = (id: string) => useQuery(offerQuery(id));

/** Offers change applications (the card on My Applications) and threads (the card): all refetch. */
function useRefreshHiring() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: offerKeys.all }),
      qc.invalidateQueries({ queryKey: rootKeys.applications }),
      qc.invalidateQueries({ queryKey: rootKeys.messages }),
    ]);
}

export function useCreateOffer() {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: async (input: CreateOfferInput) =>
      (await request('/offers', { answer: 'offer', method: 'POST', json: input })).data,
    onSuccess: refresh,
  });
}

export type OfferStep = { action: 'accept' | 'withdraw' } | { action: 'decline'; reason?: string };

/** Accept, decline (with an optional reason) or withdraw. */
export function useOfferStep(id: string) {
  const refresh = useRefreshHiring();
  return useMutation({
    mutationFn: async (step: OfferStep) =>
      (
        await request(`/offers/${encodeURIComponent(id)}/${step.action}`, {
          answer: 'offer',
          method: 'POST',
          json: step.action === 'decline' ? { reason: step.reason } : {},
        })
      ).data,
    onSuccess: refresh,
  });
}

/** Where the client pays an offer: the payment page, as for a gig. */
export const payOfferPath = (id: string) => `/pay/offer/${id}`;
