import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CancelInput,
  ExtensionInput,
  MailPreferences,
  OrderDetail,
  OrderRole,
  RateBuyerInput,
  RequirementsInput,
  RevisionInput,
} from '@shared/schemas/orders';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';
import { answerFileField } from '@shared/multipart-fields';
import type { AnswersInput } from '@shared/schemas/gig-questions';
import type { MilestoneTerms } from '@shared/schemas/milestones';

/** Every key of the orders domain. */
export const orderKeys = {
  all: rootKeys.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (role?: OrderRole) => [...orderKeys.lists(), role ?? 'all'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  mailPreferences: () => [...orderKeys.all, 'mail-preferences'] as const,
};

export const ordersQuery = (role?: OrderRole) =>
  queryOptions({
    queryKey: orderKeys.list(role),
    queryFn: async ({ signal }) => (await request('/orders', { answer: 'orderList', query: { role }, signal })).data,
  });
export const useOrders = (role?: OrderRole) => useQuery(ordersQuery(role));

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await request(`/orders/${encodeURIComponent(id)}`, { answer: 'orderDetail', signal })).data,
  });
export const useOrder = (id: string) => useQuery(orderQuery(id));

export const mailPreferencesQuery = () =>
  queryOptions({
    queryKey: orderKeys.mailPreferences(),
    queryFn: async ({ signal }) =>
      (await request('/orders/mail-preferences', { answer: 'mailPreferences', signal })).data,
  });
export const useMailPreferences = () => useQuery(mailPreferencesQuery());

export function useSaveMailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: MailPreferences) =>
      (await request('/orders/mail-preferences', { answer: 'mailPreferences', method: 'PUT', json: prefs })).data,
    onSuccess: (prefs) => qc.setQueryData(mailPreferencesQuery().queryKey, prefs),
  });
}

type Step =
  | { step: 'requirements'; body: RequirementsInput }
  | { step: 'revision'; body: RevisionInput }
  | { step: 'accept'; body?: undefined }
  | { step: 'cancel'; body: CancelInput }
  | { step: 'rate-buyer'; body: RateBuyerInput }
  // Issue 34: order changes by agreement.
  | { step: 'extension'; body: ExtensionInput }
  | { step: 'cancel-request'; body: CancelInput }
  | {
      step: 'extension/accept' | 'extension/decline' | 'cancel-request/accept' | 'cancel-request/decline';
      body?: undefined;
    };

/** One order step (requirements, revision, accept, cancel, rate-buyer); refreshes the order and the lists. */
export function useOrderStep(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ step, body }: Step) =>
      (
        await request(`/orders/${encodeURIComponent(id)}/${step}`, {
          answer: 'orderDetail',
          method: 'POST',
          json: body ?? {},
        })
      ).data,
    onSuccess: (order) => {
      qc.setQueryData(orderQuery(id).queryKey, order);
      void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

/**
 * Issue 34: the buyer's answers to the gig's questions. JSON when no file question is answered,
 * else a form: the answers as a JSON string and each file in its question's field.
 */
export function useSendAnswers(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ answers, files }: AnswersInput & { files: Record<string, File> }) => {
      const url = `/orders/${encodeURIComponent(id)}/answers`;
      const picked = Object.entries(files);
      if (picked.length === 0)
        return (await request(url, { answer: 'orderDetail', method: 'POST', json: { answers } })).data;
      const form = new FormData();
      form.append('answers', JSON.stringify(answers));
      for (const [questionId, file] of picked) form.append(answerFileField(questionId), file);
      return (await request(url, { answer: 'orderDetail', method: 'POST', form })).data;
    },
    onSuccess: (order) => {
      qc.setQueryData(orderQuery(id).queryKey, order);
      void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

export function useDeliver(id: string, onProgress: (share: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    // Through XMLHttpRequest (request() does so for a form with progress), so the form can show it.
    mutationFn: async (form: FormData) =>
      (
        await request(`/orders/${encodeURIComponent(id)}/deliver`, {
          answer: 'orderDetail',
          method: 'POST',
          form,
          onProgress: (percent) => onProgress(percent / 100),
        })
      ).data,
    onSuccess: (order) => {
      qc.setQueryData(orderQuery(id).queryKey, order);
      void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

/** Caches the order a step answers and refreshes the lists (the orders key factory). */
function useOrderAnswer(orderId: string) {
  const qc = useQueryClient();
  return (order: OrderDetail) => {
    qc.setQueryData(orderQuery(orderId).queryKey, order);
    void qc.invalidateQueries({ queryKey: orderKeys.lists() });
  };
}

const milestonesPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/milestones`;

/** Issue 34: one step on a contract's milestone; answers (and caches) the order as it now is. */
export type MilestoneStep =
  | { milestoneId: string; step: 'request-changes'; body: { message: string } }
  | { milestoneId: string; step: 'approve' | 'accept' | 'decline'; body?: undefined };
export function useMilestoneStep(orderId: string) {
  return useMutation({
    mutationFn: async ({ milestoneId, step, body }: MilestoneStep) =>
      (
        await request(`${milestonesPath(orderId)}/${encodeURIComponent(milestoneId)}/${step}`, {
          answer: 'orderDetail',
          method: 'POST',
          json: body ?? {},
        })
      ).data,
    onSuccess: useOrderAnswer(orderId),
  });
}

/** The freelancer hands in a milestone's work: a message and files, like a delivery, with upload progress. */
export function useSubmitMilestone(orderId: string, milestoneId: string, onProgress: (share: number) => void) {
  return useMutation({
    mutationFn: async (form: FormData) =>
      (
        await request(`${milestonesPath(orderId)}/${encodeURIComponent(milestoneId)}/submit`, {
          answer: 'orderDetail',
          method: 'POST',
          form,
          onProgress: (percent) => onProgress(percent / 100),
        })
      ).data,
    onSuccess: useOrderAnswer(orderId),
  });
}

/** Either party proposes one more milestone; the other accepts or declines it. */
export function useProposeMilestone(orderId: string) {
  return useMutation({
    mutationFn: async (terms: MilestoneTerms) =>
      (await request(milestonesPath(orderId), { answer: 'orderDetail', method: 'POST', json: terms })).data,
    onSuccess: useOrderAnswer(orderId),
  });
}
