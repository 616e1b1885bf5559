import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/api/client';
import { meQueryKey } from '@web/lib/session';
import { createPasskey, signWithPasskey } from '@web/lib/webauthn';
import { securityKeys } from './security-api';

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.passkeys(),
    queryFn: async ({ signal }) => (await request('/users/passkeys', { answer: 'passkeys', signal })).data,
  });

/** GET /users/passkeys: the account's passkeys with their last use. */
export const usePasskeys = () => useQuery(passkeysQueryOptions());

/**
 * Adding a passkey: POST /users/passkeys/register/options (step-up first if the session is not
 * recently proven: the client's dialog asks), the browser's ceremony, then POST /users/passkeys/register.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name }: { name: string }) => {
      const options = (await request('/users/passkeys/register/options', { answer: 'passkeyOptions', method: 'POST' }))
        .data;
      const response = await createPasskey(options);
      return (
        await request('/users/passkeys/register', { answer: 'passkey', method: 'POST', json: { response, name } })
      ).data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.passkeys() }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

/** DELETE /users/passkeys/{id}: needs step-up (the client's dialog asks, then retries). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/users/passkeys/${encodeURIComponent(id)}`, { answer: 'none', method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityKeys.passkeys() }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}

/**
 * Step-up with a passkey instead of the password: POST /users/reauth/passkey/options (only the
 * account's own passkeys are offered), the browser's prompt, then POST /users/reauth/passkey.
 */
export const useReauthWithPasskey = () =>
  useMutation({
    mutationFn: async () => {
      const options = (await request('/users/reauth/passkey/options', { answer: 'passkeyOptions', method: 'POST' }))
        .data;
      const response = await signWithPasskey(options);
      await request('/users/reauth/passkey', { answer: 'none', method: 'POST', json: { response } });
    },
  });
