import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/api/client';
import { securityKeys } from './security-api';

const signInsKey = [...securityKeys.all, 'sign-ins'] as const;

export const linkedSignInsQueryOptions = () =>
  queryOptions({
    queryKey: signInsKey,
    queryFn: async ({ signal }) => (await request('/users/sign-ins', { answer: 'linkedSignIns', signal })).data,
  });

/** GET /users/sign-ins: the Google or OpenID sign-ins linked to the account, and whether it has a password. */
export const useLinkedSignIns = () => useQuery(linkedSignInsQueryOptions());

/** POST /users/forgot-password for the account's own address: how an account made by a provider sets a password. */
export const useMailPasswordLink = () =>
  useMutation({
    mutationFn: (email: string) =>
      request('/users/forgot-password', { answer: 'none', method: 'POST', json: { email } }),
  });

/** DELETE /users/sign-ins/{id}: refused while it is the account's only way to sign in. */
export function useRemoveSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/users/sign-ins/${encodeURIComponent(id)}`, { answer: 'none', method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInsKey }),
  });
}
