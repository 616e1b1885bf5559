import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type {
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  TwoFactorCodeInput,
  User,
} from '@shared/schemas/users';
import { request } from '@web/api/client';
import { signIn, signOut } from '@web/lib/session';

/** The password step: the user, or, for an account with two-step sign-in, the code is asked next. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<{ user: User } | { twoFactorRequired: true }> => {
      // The user travels where the original client reads it, message.user (SPEC.md section 7).
      const { body } = await request('/users/login', { answer: 'loginStep', method: 'POST', json: input });
      return 'user' in body.message ? { user: body.message.user } : { twoFactorRequired: true };
    },
    onSuccess: (answer) => {
      if ('user' in answer) signIn(queryClient, answer.user);
    },
  });
}

/** POST /users/login/2fa: the code from the app (or a recovery code) finishes the sign-in. */
export function useLoginCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorCodeInput) =>
      (await request('/users/login/2fa', { answer: 'login', method: 'POST', json: input })).body.message.user,
    onSuccess: (user) => signIn(queryClient, user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress?: (percent: number) => void }) =>
      request('/users/register', { answer: 'user', method: 'POST', form, onProgress }),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { _ } = useLingui();
  return useMutation({
    mutationFn: () => request('/users/logout', { answer: 'none', method: 'POST' }),
    onSettled: () => {
      signOut(queryClient, '/');
      navigate('/');
      toast.success(_('auth.logout.done'), { autoClose: TOAST_MS.loggedOut });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      request('/users/forgot-password', { answer: 'none', method: 'POST', json: input }),
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      request(`/users/reset-password/${encodeURIComponent(token)}`, { answer: 'none', method: 'POST', json: input }),
  });
}
