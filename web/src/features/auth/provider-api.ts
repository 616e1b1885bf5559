import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChooseRoleInput, LinkSignInInput } from '@shared/schemas/sign-ins';
import { request } from '@web/api/client';
import { signIn } from '@web/lib/session';

/** Sign in with Google or another OpenID provider (issue 32): the buttons and the step after the provider. */
export const providerKeys = {
  providers: ['auth', 'providers'] as const,
  pending: ['auth', 'oidc', 'pending'] as const,
};

/** Where a provider button sends the browser: the server begins the sign-in and sends it on to the provider. */
export const providerStartUrl = (id: string) => `/api/v1/auth/oidc/${encodeURIComponent(id)}/start`;

export const signInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: providerKeys.providers,
    queryFn: async ({ signal }) =>
      (await request('/auth/providers', { answer: 'signInProviders', signal })).data.providers,
    staleTime: Infinity,
  });

/** GET /auth/providers: the configured providers; none shows no button. */
export const useSignInProviders = () => useQuery(signInProvidersQueryOptions());

export const pendingSignInQueryOptions = () =>
  queryOptions({
    queryKey: providerKeys.pending,
    queryFn: async ({ signal }) => (await request('/auth/oidc/pending', { answer: 'pendingSignIn', signal })).data,
    retry: false,
  });

/** GET /auth/oidc/pending: the provider sign-in that waits for a role or a password. */
export const usePendingSignIn = () => useQuery(pendingSignInQueryOptions());

/** POST /auth/oidc/pending/account: the role chosen; the account is made and signed in. */
export function useChooseRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChooseRoleInput) =>
      (await request('/auth/oidc/pending/account', { answer: 'login', method: 'POST', json: input })).body.message.user,
    onSuccess: (user) => signIn(queryClient, user),
  });
}

/** POST /auth/oidc/pending/link: the existing account's password (and code); the sign-in is linked and signed in. */
export function useLinkSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LinkSignInInput) =>
      (await request('/auth/oidc/pending/link', { answer: 'login', method: 'POST', json: input })).body.message.user,
    onSuccess: (user) => signIn(queryClient, user),
  });
}
