import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput, UpdateProfileInput, User } from '@shared/schemas/users';
import { api } from '@web/api/client';
import { meQueryKey, signOut } from '@web/lib/session';

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => {
      const form = new FormData();
      form.set('avatar', file);
      return api.upload<User>('/users/update-avatar', form, 'PUT', onProgress);
    },
    onSuccess: (res) => queryClient.setQueryData(meQueryKey, res.data),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.put<User>('/users/update-profile', input),
    onSuccess: (res) => queryClient.setQueryData(meQueryKey, res.data),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.delete<null>('/users/delete-account', input),
    onSuccess: () => signOut(queryClient, '/'),
  });
}
