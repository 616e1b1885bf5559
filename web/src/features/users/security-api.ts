import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput, ReauthInput, TwoFactorCodeInput } from '@shared/schemas/users';
import { request } from '@web/api/client';
import { meQueryKey } from '@web/lib/session';

/** The Security screen's query keys, all under one root so a change can refresh them together. */
export const securityKeys = {
  all: ['users', 'security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  passkeys: () => [...securityKeys.all, 'passkeys'] as const,
};

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.sessions(),
    queryFn: async ({ signal }) => (await request('/users/sessions', { answer: 'activeSessions', signal })).data,
  });

/** GET /users/sessions: the devices signed in to the account. */
export const useSessions = () => useQuery(sessionsQueryOptions());

/** DELETE /users/sessions/{id}: that device is signed out at once. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(`/users/sessions/${encodeURIComponent(id)}`, { answer: 'none', method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

/** POST /users/sessions/revoke-others: every device but this one is signed out. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('/users/sessions/revoke-others', { answer: 'endedSessions', method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

/** POST /users/2fa/setup: a secret to scan; nothing changes until a code confirms it. */
export const useTwoFactorSetup = () =>
  useMutation({
    mutationFn: async () => (await request('/users/2fa/setup', { answer: 'twoFactorSetup', method: 'POST' })).data,
  });

/** The account's own record says whether two-step sign-in is on: refresh it after a change. */
function useTwoFactorChange(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorCodeInput) =>
      (await request(path, { answer: 'recoveryCodes', method: 'POST', json: input })).data.recoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** POST /users/2fa/enable: answers the ten recovery codes, shown once. */
export const useEnableTwoFactor = () => useTwoFactorChange('/users/2fa/enable');
/** POST /users/2fa/recovery-codes: ten new codes; the old ones stop working. */
export const useNewRecoveryCodes = () => useTwoFactorChange('/users/2fa/recovery-codes');

/** POST /users/2fa/disable: needs a current code from the app. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) =>
      request('/users/2fa/disable', { answer: 'none', method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** POST /users/reauth: the password again, for the next 10 minutes of money and security changes. */
export const useReauth = () =>
  useMutation({
    mutationFn: (input: ReauthInput) => request('/users/reauth', { answer: 'none', method: 'POST', json: input }),
  });

/** POST /users/change-email: a link goes to the new address; the account keeps the old one until it is opened. */
export const useChangeEmail = () =>
  useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      request('/users/change-email', { answer: 'none', method: 'POST', json: input }),
  });
