import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput } from '@shared/schemas/users';
import { request } from '@web/api/client';
import { signIn, signOut } from '@web/lib/session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      // The user travels where the original client reads it, message.user (SPEC.md section 7).
      const { body } = await request('/users/login', { answer: 'login', method: 'POST', json: input });
      return body.message.user;
    },
    onSuccess: (user) => signIn(queryClient, user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress?: (percent: number) => void }) => request('/users/register', { answer: 'user', method: 'POST', form, onProgress }),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => request('/users/logout', { answer: 'none', method: 'POST' }),
    onSettled: () => {
      signOut(queryClient, '/');
      navigate('/');
      toast.success('User logged Out!', { autoClose: TOAST_MS.loggedOut });
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => request('/users/forgot-password', { answer: 'none', method: 'POST', json: input }) });
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => request(`/users/reset-password/${encodeURIComponent(token)}`, { answer: 'none', method: 'POST', json: input }) });
}
