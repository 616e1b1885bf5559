import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope } from '@shared/schemas/common';
import type { CancelInput, MailPreferences, OrderDetail, OrderListItem, OrderRole, RateBuyerInput, RequirementsInput, RevisionInput } from '@shared/schemas/orders';
import { api, API_BASE, ApiError } from '@web/api/client';

/** The orders endpoints answer bare JSON, not the envelope the client types. */
const bare = async <T>(call: Promise<ApiEnvelope<unknown>>) => (await call) as unknown as T;

export const ordersQuery = (role?: OrderRole) =>
  queryOptions({
    queryKey: ['orders', 'list', role ?? 'all'],
    queryFn: ({ signal }) => bare<OrderListItem[]>(api.get('/orders', { role }, signal)),
  });
export const useOrders = (role?: OrderRole) => useQuery(ordersQuery(role));

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => bare<OrderDetail>(api.get(`/orders/${encodeURIComponent(id)}`, undefined, signal)),
  });
export const useOrder = (id: string) => useQuery(orderQuery(id));

export const mailPreferencesQuery = () =>
  queryOptions({ queryKey: ['orders', 'mail-preferences'], queryFn: ({ signal }) => bare<MailPreferences>(api.get('/orders/mail-preferences', undefined, signal)) });
export const useMailPreferences = () => useQuery(mailPreferencesQuery());

export function useSaveMailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (prefs: MailPreferences) => bare<MailPreferences>(api.put('/orders/mail-preferences', prefs)),
    onSuccess: (prefs) => qc.setQueryData(mailPreferencesQuery().queryKey, prefs),
  });
}

type Step = { step: 'requirements'; body: RequirementsInput } | { step: 'revision'; body: RevisionInput } | { step: 'accept'; body?: undefined } | { step: 'cancel'; body: CancelInput } | { step: 'rate-buyer'; body: RateBuyerInput };

/** One order step (requirements, revision, accept, cancel, rate-buyer); refreshes the order and the lists. */
export function useOrderStep(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: Step) => bare<OrderDetail>(api.post(`/orders/${encodeURIComponent(id)}/${step}`, body ?? {})),
    onSuccess: (order) => {
      qc.setQueryData(orderQuery(id).queryKey, order);
      void qc.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}

/** The delivery upload, through XMLHttpRequest so the form can show its progress (0 to 1). */
function uploadDelivery(id: string, form: FormData, onProgress: (share: number) => void): Promise<OrderDetail> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/orders/${encodeURIComponent(id)}/deliver`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'Cannot reach the server. Check your connection and try again.'));
    xhr.onload = () => {
      let body: { message?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { message?: string };
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as OrderDetail);
      else reject(new ApiError(xhr.status, body?.message ?? `Request failed (${xhr.status})`));
    };
    xhr.send(form);
  });
}

export function useDeliver(id: string, onProgress: (share: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => uploadDelivery(id, form, onProgress),
    onSuccess: (order) => {
      qc.setQueryData(orderQuery(id).queryKey, order);
      void qc.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
