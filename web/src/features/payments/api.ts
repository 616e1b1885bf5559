import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LocalConfirmInput, LocalConfirmResult, PaymentIntentStart, PaymentIntentView } from '@shared/schemas/payments';
import { api, ApiError } from '@web/api/client';

/**
 * Starts a payment for the gig when /pay opens (a fresh intent each visit, so the
 * cache forgets it on leaving). The server sets the amount from the gig's price.
 */
export const startPaymentQuery = (id: string, kind: 'gig' | 'offer' = 'gig') =>
  queryOptions({
    queryKey: ['payments', 'start', kind, id],
    // Both endpoints answer the bare { clientSecret, ... }, not the envelope; an offer is paid like a gig.
    queryFn: async () =>
      (await api.post(kind === 'offer' ? `/offers/${encodeURIComponent(id)}/create-payment-intent` : `/orders/create-payment-intent/${encodeURIComponent(id)}`)) as unknown as PaymentIntentStart,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
export const useStartPayment = (id: string, kind: 'gig' | 'offer' = 'gig') => useQuery(startPaymentQuery(id, kind));

export const paymentStatusQuery = (clientSecret: string) =>
  queryOptions({
    queryKey: ['payments', 'intent', clientSecret],
    queryFn: async () => (await api.get<PaymentIntentView>('/payments/intent', { client_secret: clientSecret })).data,
  });
export const usePaymentStatus = (clientSecret: string) => useQuery(paymentStatusQuery(clientSecret));

export function useConfirmLocalPayment() {
  return useMutation({ mutationFn: async (input: LocalConfirmInput) => (await api.post<LocalConfirmResult>('/payments/local/confirm', input)).data });
}

export const UNEXPECTED_PAYMENT_ERROR = 'An unexpected error occurred.';

/** SPEC.md: a card_error (402) or validation_error (400) shows the provider's message; anything else a generic one. */
export function paymentErrorMessage(err: unknown): string {
  return err instanceof ApiError && (err.status === 402 || err.status === 400) ? err.message : UNEXPECTED_PAYMENT_ERROR;
}

export const successPath = (clientSecret: string) => `/success?payment_intent_client_secret=${encodeURIComponent(clientSecret)}`;
