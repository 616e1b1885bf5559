import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerPayoutStatus, Balance, LedgerTransaction, PaymentRow, Payout, PayoutAccountInput, PayoutAccountView, Receipt } from '@shared/schemas/payouts';
import { api } from '@web/api/client';

const PAGE_SIZE = 20;

export const balanceQuery = () => queryOptions({ queryKey: ['payouts', 'balance'], queryFn: async ({ signal }) => (await api.get<Balance>('/payouts/balance', undefined, signal)).data });
export const useBalance = () => useQuery(balanceQuery());

export const payoutAccountQuery = () => queryOptions({ queryKey: ['payouts', 'account'], queryFn: async ({ signal }) => (await api.get<PayoutAccountView>('/payouts/account', undefined, signal)).data });
export const usePayoutAccount = () => useQuery(payoutAccountQuery());

/** A keyset-paged list of the payouts domain, newest first. */
function pagedQuery<T>(key: string, path: string) {
  return infiniteQueryOptions({
    queryKey: ['payouts', key],
    queryFn: async ({ pageParam, signal }) => {
      const res = await api.get<T[]>(path, { limit: PAGE_SIZE, cursor: pageParam }, signal);
      return { items: res.data, nextCursor: res.meta?.nextCursor ?? null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const transactionsQuery = () => pagedQuery<LedgerTransaction>('transactions', '/payouts/transactions');
export const useTransactions = () => useInfiniteQuery(transactionsQuery());
export const payoutsQuery = () => pagedQuery<Payout>('list', '/payouts');
export const usePayouts = () => useInfiniteQuery(payoutsQuery());
export const paymentsQuery = () => pagedQuery<PaymentRow>('payments', '/payouts/payments');
export const usePayments = () => useInfiniteQuery(paymentsQuery());

/** `version` (e.g. the order's status) makes a changed order fetch its receipt again. */
export const receiptQuery = (orderId: string, version = '') =>
  queryOptions({ queryKey: ['payouts', 'receipt', orderId, version], queryFn: async ({ signal }) => (await api.get<Receipt>(`/orders/${encodeURIComponent(orderId)}/receipt`, undefined, signal)).data });
export const useReceipt = (orderId: string, version?: string) => useQuery(receiptQuery(orderId, version));

/** Every transaction of the seller, page after page (for the CSV export). */
export async function fetchAllTransactions(): Promise<LedgerTransaction[]> {
  const all: LedgerTransaction[] = [];
  let cursor: string | undefined;
  do {
    const res = await api.get<LedgerTransaction[]>('/payouts/transactions', { limit: 100, cursor });
    all.push(...res.data);
    cursor = res.meta?.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

function usePayoutsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ['payouts'] }) });
}

export const useSavePayoutAccount = () => usePayoutsMutation(async (input: Partial<PayoutAccountInput>) => (await api.post<PayoutAccountView>('/payouts/account', input)).data);
export const useWithdraw = () => usePayoutsMutation(async (amountCents: number | undefined) => (await api.post<Payout>('/payouts/withdraw', amountCents === undefined ? {} : { amountCents })).data);

export const sellerPayoutStatusQuery = (sellerId: string) =>
  queryOptions({ queryKey: ['payouts', 'seller', sellerId], queryFn: async ({ signal }) => (await api.get<SellerPayoutStatus>(`/payouts/sellers/${encodeURIComponent(sellerId)}`, undefined, signal)).data });
export const useSellerPayoutStatus = (sellerId: string) => useQuery({ ...sellerPayoutStatusQuery(sellerId), enabled: sellerId !== '' });
