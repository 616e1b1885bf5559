import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, DeleteAccountInput, UpdateProfileInput } from '@shared/schemas/users';
import { request } from '@web/api/client';
import { sellerFactsKey } from '@web/lib/seller-facts';
import { meQueryKey, signOut } from '@web/lib/session';
import { securityKeys } from './security-api';

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      form.set('avatar', file);
      return request('/users/update-avatar', { answer: 'user', method: 'PUT', form, onProgress });
    },
    onSuccess: (res) => queryClient.setQueryData(meQueryKey, res.data),
  });
}

/** PUT /users/update-profile and the answers it changes (the language switcher saves through it too). */
export async function saveProfile(queryClient: QueryClient, input: UpdateProfileInput) {
  const res = await request('/users/update-profile', { answer: 'user', method: 'PUT', json: input });
  queryClient.setQueryData(meQueryKey, res.data);
  // Country and languages show on the seller's gig pages too.
  await queryClient.invalidateQueries({ queryKey: sellerFactsKey(res.data._id) });
  return res;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: UpdateProfileInput) => saveProfile(queryClient, input) });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      request('/users/delete-account', { answer: 'none', method: 'DELETE', json: input }),
    onSuccess: () => signOut(queryClient, '/'),
  });
}

/** POST /users/verify-email/{token}: the mailed link's screen calls it once; the banner then goes. */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(`/users/verify-email/${encodeURIComponent(token)}`, { answer: 'none', method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** POST /users/verify-email/resend: a new link (older ones stop working). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => request('/users/verify-email/resend', { answer: 'none', method: 'POST' }) });
}

/** POST /users/change-password: every other session of the account is signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      request('/users/change-password', { answer: 'none', method: 'POST', json: input }),
    // The other devices were signed out: the Security screen's list shows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}
