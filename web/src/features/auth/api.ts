import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { ForgotPasswordInput, LoginInput, LoginResponse, ResetPasswordInput, User } from '@shared/schemas/users';
import { api } from '@web/api/client';
import { signIn, signOut } from '@web/lib/session';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const res = await api.post<User>('/users/login', input);
      return (res.message as unknown as LoginResponse).user;
    },
    onSuccess: (user) => signIn(queryClient, user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress?: (percent: number) => void }) => api.upload<User>('/users/register', form, 'POST', onProgress),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<null>('/users/logout'),
    onSettled: () => {
      signOut(queryClient, '/');
      navigate('/');
      toast.success('User logged Out!', { autoClose: TOAST_MS.loggedOut });
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => api.post<null>('/users/forgot-password', input) });
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => api.post<null>(`/users/reset-password/${encodeURIComponent(token)}`, input) });
}
