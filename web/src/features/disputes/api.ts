import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { DISPUTE_MESSAGE_FIELDS } from '@shared/multipart-fields';
import type {
  AdminDispute,
  DecideInput,
  Dispute,
  DisputeStatus,
  OpenDisputeInput,
  ProposalInput,
} from '@shared/schemas/disputes';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

const PAGE_SIZE = 20;
const path = (id: string, rest = '') => `/disputes/${encodeURIComponent(id)}${rest}`;

/** GET /disputes/{id}: the dispute as its buyer, its seller or an admin sees it. */
/** Every key of the disputes domain. */
export const disputeKeys = {
  all: rootKeys.disputes,
  detail: (id: string) => [...disputeKeys.all, 'detail', id] as const,
  adminDetail: (id: string) => [...disputeKeys.all, 'admin', 'detail', id] as const,
  adminList: (status?: DisputeStatus) => [...disputeKeys.all, 'admin', 'list', status ?? 'all'] as const,
};

export const disputeQuery = (id: string) =>
  queryOptions({
    queryKey: disputeKeys.detail(id),
    queryFn: async ({ signal }) => (await request(path(id), { answer: 'dispute', signal })).data,
  });
export const useDispute = (id: string) => useQuery({ ...disputeQuery(id), enabled: id !== '' });

/** GET /admin/disputes/{id}: the dispute with the order's whole story, for a decision. */
export const adminDisputeQuery = (id: string) =>
  queryOptions({
    queryKey: disputeKeys.adminDetail(id),
    queryFn: async ({ signal }) => (await request(`/admin${path(id)}`, { answer: 'adminDispute', signal })).data,
  });
export const useAdminDispute = (id: string) => useQuery(adminDisputeQuery(id));

/** GET /admin/disputes?status=: one status (or all), newest first, in keyset pages. */
export const adminDisputesQuery = (status?: DisputeStatus) =>
  infiniteQueryOptions({
    queryKey: disputeKeys.adminList(status),
    queryFn: async ({ pageParam, signal }) => {
      const { data, nextCursor } = await request('/admin/disputes', {
        answer: 'adminDisputePage',
        query: { status, limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useAdminDisputes = (status?: DisputeStatus) => useInfiniteQuery(adminDisputesQuery(status));

/**
 * A dispute step answers the dispute as it is now: the page shows it at once. The step also
 * changes its order (status, timeline, allowed steps) and, once it settles, where the money is
 * (payouts: receipts, balances, payments): those refetch. Not awaited, so the caller's own
 * onSuccess (a toast, a navigation) runs even when the refetched order unmounts the form.
 */
function useRefreshDispute() {
  const qc = useQueryClient();
  return (answer: Dispute | AdminDispute) => {
    qc.setQueryData(
      'decidedBy' in answer ? adminDisputeQuery(answer._id).queryKey : disputeQuery(answer._id).queryKey,
      answer,
    );
    for (const queryKey of [disputeKeys.all, rootKeys.orders, rootKeys.payouts])
      void qc.invalidateQueries({ queryKey });
  };
}

/** POST /orders/{id}/dispute. */
export function useOpenDispute(orderId: string) {
  const refresh = useRefreshDispute();
  return useMutation({
    mutationFn: async (input: OpenDisputeInput) =>
      (
        await request(`/orders/${encodeURIComponent(orderId)}/dispute`, {
          answer: 'dispute',
          method: 'POST',
          json: input,
        })
      ).data,
    onSuccess: refresh,
  });
}

export interface EvidenceInput {
  body: string;
  files: File[];
}

/** POST /disputes/{id}/messages, multipart: the text and the evidence files, with the upload's progress (0-100). */
export function useSendDisputeMessage(id: string, onProgress: (percent: number) => void) {
  const refresh = useRefreshDispute();
  return useMutation({
    mutationFn: async ({ body, files }: EvidenceInput) => {
      const form = new FormData();
      form.append(DISPUTE_MESSAGE_FIELDS.text, body);
      for (const file of files) form.append(DISPUTE_MESSAGE_FIELDS.files, file);
      // Text alone goes by fetch; files by XMLHttpRequest, which reports the upload's progress.
      return (
        await request(path(id, '/messages'), {
          answer: 'dispute',
          method: 'POST',
          form,
          onProgress: files.length > 0 ? onProgress : undefined,
        })
      ).data;
    },
    onSuccess: refresh,
  });
}

/** POST /disputes/{id}/proposals: a new proposal replaces any pending one. */
export function usePropose(id: string) {
  const refresh = useRefreshDispute();
  return useMutation({
    mutationFn: async (input: ProposalInput) =>
      (await request(path(id, '/proposals'), { answer: 'dispute', method: 'POST', json: input })).data,
    onSuccess: refresh,
  });
}

export type DisputeStep = { step: 'accept'; proposalId: string } | { step: 'escalate' | 'withdraw' };

/** Accept the other party's proposal (it settles the dispute), escalate to an admin, or withdraw. */
export function useDisputeStep(id: string) {
  const refresh = useRefreshDispute();
  return useMutation({
    mutationFn: async (step: DisputeStep) => {
      const rest =
        step.step === 'accept' ? `/proposals/${encodeURIComponent(step.proposalId)}/accept` : `/${step.step}`;
      return (await request(path(id, rest), { answer: 'dispute', method: 'POST', json: {} })).data;
    },
    onSuccess: refresh,
  });
}

/** POST /admin/disputes/{id}/decide. */
export function useDecide(id: string) {
  const refresh = useRefreshDispute();
  return useMutation({
    mutationFn: async (input: DecideInput) =>
      (await request(`/admin${path(id, '/decide')}`, { answer: 'adminDispute', method: 'POST', json: input })).data,
    onSuccess: refresh,
  });
}
