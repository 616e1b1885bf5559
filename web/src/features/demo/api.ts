import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoAccount } from '@shared/schemas/demo';
import { ApiError, request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';
import { signIn } from '@web/lib/session';

/** The demo accounts, or an empty list when the server has no demo data (404). */
export const demoAccountsQueryOptions = queryOptions({
  queryKey: [...rootKeys.demo, 'accounts'],
  queryFn: async (): Promise<DemoAccount[]> => {
    try {
      return (await request('/demo/accounts', { answer: 'demoAccounts' })).data;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return [];
      throw err;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions);
}

/** Signs in as a demo account with its public password, like the login form does. */
export function useDemoSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: DemoAccount) => {
      const { body } = await request('/users/login', {
        answer: 'login',
        method: 'POST',
        json: { email: account.email, password: account.password },
      });
      return body.message.user;
    },
    onSuccess: (user) => signIn(queryClient, user),
  });
}
