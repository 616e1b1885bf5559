import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LocalConfirmInput } from '@shared/schemas/payments';
import type { GigPurchase } from '@shared/schemas/gig-packages';
import { ApiError, request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

/**
 * Starts a payment for the gig when /pay opens (a fresh intent each visit, so the
 * cache forgets it on leaving). The server sets the amount from the gig's price.
 */
/** What a payment is for: a gig, an offer, or a contract's milestone (id `<order id>/<milestone id>`). */
export type PaymentKind = 'gig' | 'offer' | 'milestone';
const startPath = (id: string, kind: PaymentKind) => {
  if (kind === 'offer') return `/offers/${encodeURIComponent(id)}/create-payment-intent`;
  if (kind === 'gig') return `/orders/create-payment-intent/${encodeURIComponent(id)}`;
  const [orderId = '', milestoneId = ''] = id.split('/');
  return `/orders/${encodeURIComponent(orderId)}/milestones/${encodeURIComponent(milestoneId)}/create-payment-intent`;
};

/** Every key of the payments domain. */
export const paymentKeys = {
  all: rootKeys.payments,
  start: (kind: PaymentKind, id: string, purchase?: GigPurchase) =>
    [...paymentKeys.all, 'start', kind, id, purchase ?? null] as const,
  recent: (kind: 'gig' | 'offer', id: string) => [...paymentKeys.all, 'recent', kind, id] as const,
  intent: (clientSecret: string) => [...paymentKeys.all, 'intent', clientSecret] as const,
};

export const startPaymentQuery = (id: string, kind: PaymentKind = 'gig', purchase?: GigPurchase) =>
  queryOptions({
    queryKey: paymentKeys.start(kind, id, purchase),
    // Both endpoints answer the bare { clientSecret, ... }, not the envelope; an offer is paid like a gig.
    // A gig's package and extras go in the body (none: Basic, as SPEC's client buys).
    queryFn: async () =>
      (
        await request(startPath(id, kind), {
          answer: 'paymentIntentStart',
          method: 'POST',
          json: kind === 'gig' ? purchase : undefined,
        })
      ).data,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
export const useStartPayment = (id: string, kind: PaymentKind = 'gig', enabled = true, purchase?: GigPurchase) =>
  useQuery({ ...startPaymentQuery(id, kind, purchase), enabled });

/** Asked before a payment starts: this gig bought in the last day, or this offer paid at all (Back from the receipt lands here). */
export const useRecentPurchase = (id: string, kind: 'gig' | 'offer', enabled = true) =>
  useQuery({
    enabled,
    queryKey: paymentKeys.recent(kind, id),
    queryFn: async () =>
      (
        await request('/orders/recent-purchase', {
          answer: 'recentPurchase',
          query: kind === 'offer' ? { offerId: id } : { gigId: id },
        })
      ).data,
    gcTime: 0,
    retry: false,
  });

export const paymentStatusQuery = (clientSecret: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(clientSecret),
    queryFn: async () =>
      (await request('/payments/intent', { answer: 'paymentIntentView', query: { client_secret: clientSecret } })).data,
  });
export const usePaymentStatus = (clientSecret: string) => useQuery(paymentStatusQuery(clientSecret));

export function useConfirmLocalPayment() {
  return useMutation({
    mutationFn: async (input: LocalConfirmInput) =>
      (await request('/payments/local/confirm', { answer: 'localConfirm', method: 'POST', json: input })).data,
  });
}

/**
 * SPEC.md: a card_error (402) or validation_error (400) shows the provider's message (the server
 * answers it in the page's language); anything else `unexpected` ("An unexpected error occurred.").
 */
export function paymentErrorMessage(err: unknown, unexpected: string): string {
  return err instanceof ApiError && (err.status === 402 || err.status === 400) ? err.message : unexpected;
}

export const successPath = (clientSecret: string) =>
  `/success?payment_intent_client_secret=${encodeURIComponent(clientSecret)}`;
