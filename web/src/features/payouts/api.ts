import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { LedgerTransaction, PayoutAccountInput } from '@shared/schemas/payouts';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';
import type { AnswerName } from '@web/api/answers';

const PAGE_SIZE = 20;

/** Every key of the payouts domain. */
export const payoutKeys = {
  all: rootKeys.payouts,
  balance: () => [...payoutKeys.all, 'balance'] as const,
  account: () => [...payoutKeys.all, 'account'] as const,
  page: (kind: string) => [...payoutKeys.all, kind] as const,
  receipt: (orderId: string, version: string, milestoneId: string) =>
    [...payoutKeys.all, 'receipt', orderId, version, milestoneId] as const,
  seller: (sellerId: string) => [...payoutKeys.all, 'seller', sellerId] as const,
};

export const balanceQuery = () =>
  queryOptions({
    queryKey: payoutKeys.balance(),
    queryFn: async ({ signal }) => (await request('/payouts/balance', { answer: 'balance', signal })).data,
  });
export const useBalance = () => useQuery(balanceQuery());

export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: payoutKeys.account(),
    queryFn: async ({ signal }) => (await request('/payouts/account', { answer: 'payoutAccount', signal })).data,
  });
export const usePayoutAccount = () => useQuery(payoutAccountQuery());

/** A keyset-paged list of the payouts domain, newest first. */
function pagedQuery<K extends Extract<AnswerName, 'transactionPage' | 'payoutPage' | 'paymentPage'>>(
  key: string,
  path: string,
  answer: K,
) {
  return infiniteQueryOptions({
    queryKey: payoutKeys.page(key),
    queryFn: async ({ pageParam, signal }) => {
      const res = await request(path, { answer, query: { limit: PAGE_SIZE, cursor: pageParam }, signal });
      return { items: res.data, nextCursor: res.nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const transactionsQuery = () => pagedQuery('transactions', '/payouts/transactions', 'transactionPage');
export const useTransactions = () => useInfiniteQuery(transactionsQuery());
export const payoutsQuery = () => pagedQuery('list', '/payouts', 'payoutPage');
export const usePayouts = () => useInfiniteQuery(payoutsQuery());
export const paymentsQuery = () => pagedQuery('payments', '/payouts/payments', 'paymentPage');
export const usePayments = () => useInfiniteQuery(paymentsQuery());

/**
 * `version` (e.g. the order's status) makes a changed order fetch its receipt again; `milestoneId`
 * asks for one milestone payment's receipt of a contract (issue 34).
 */
export const receiptQuery = (orderId: string, version = '', milestoneId = '') =>
  queryOptions({
    queryKey: payoutKeys.receipt(orderId, version, milestoneId),
    queryFn: async ({ signal }) =>
      (
        await request(`/orders/${encodeURIComponent(orderId)}/receipt`, {
          answer: 'receipt',
          query: { milestone: milestoneId || undefined },
          signal,
        })
      ).data,
  });
export const useReceipt = (orderId: string, version?: string, milestoneId?: string) =>
  useQuery(receiptQuery(orderId, version, milestoneId));

/** Every transaction of the seller, page after page (for the CSV export). */
export async function fetchAllTransactions(): Promise<LedgerTransaction[]> {
  const all: LedgerTransaction[] = [];
  let cursor: string | undefined;
  do {
    const res = await request('/payouts/transactions', { answer: 'transactionPage', query: { limit: 100, cursor } });
    all.push(...res.data);
    cursor = res.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

function usePayoutsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}

export const useSavePayoutAccount = () =>
  usePayoutsMutation(
    async (input: Partial<PayoutAccountInput>) =>
      (await request('/payouts/account', { answer: 'payoutAccount', method: 'POST', json: input })).data,
  );
export const useWithdraw = () =>
  usePayoutsMutation(
    async (amountCents: number | undefined) =>
      (
        await request('/payouts/withdraw', {
          answer: 'payout',
          method: 'POST',
          json: amountCents === undefined ? {} : { amountCents },
        })
      ).data,
  );

export const sellerPayoutStatusQuery = (sellerId: string) =>
  queryOptions({
    queryKey: payoutKeys.seller(sellerId),
    queryFn: async ({ signal }) =>
      (await request(`/payouts/sellers/${encodeURIComponent(sellerId)}`, { answer: 'sellerPayoutStatus', signal }))
        .data,
  });
export const useSellerPayoutStatus = (sellerId: string) =>
  useQuery({ ...sellerPayoutStatusQuery(sellerId), enabled: sellerId !== '' });
