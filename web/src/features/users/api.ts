import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput, UpdateProfileInput } from '@shared/schemas/users';
import { request } from '@web/api/client';
import { sellerFactsKey } from '@web/lib/seller-facts';
import { meQueryKey, signOut } from '@web/lib/session';

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

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => request('/users/update-profile', { answer: 'user', method: 'PUT', json: input }),
    onSuccess: (res) => {
      queryClient.setQueryData(meQueryKey, res.data);
      // Country and languages show on the seller's gig pages too.
      return queryClient.invalidateQueries({ queryKey: sellerFactsKey(res.data._id) });
    },
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => request('/users/delete-account', { answer: 'none', method: 'DELETE', json: input }),
    onSuccess: () => signOut(queryClient, '/'),
  });
}
