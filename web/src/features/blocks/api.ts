import { useLingui } from '@lingui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { request } from '@web/api/client';
import { rootKeys } from '@web/api/query-keys';

/** Every key of the blocks domain. */
export const blockKeys = {
  all: rootKeys.blocks,
  between: (userId: string) => [...blockKeys.all, userId] as const,
};

export const blockStateQuery = (userId: string) =>
  queryOptions({
    queryKey: blockKeys.between(userId),
    queryFn: async ({ signal }) =>
      (await request(`/users/${encodeURIComponent(userId)}/block`, { answer: 'blockState', signal })).data,
  });
export const useBlockState = (userId: string, enabled: boolean) => useQuery({ ...blockStateQuery(userId), enabled });

/**
 * Block or unblock; the answer is the new state, put straight into the cache. The toasts are
 * the mutation's own, so they come even when the button was in a menu that closed meanwhile.
 */
export function useToggleBlock(userId: string, userName: string) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (block: boolean) =>
      request(`/users/${encodeURIComponent(userId)}/block`, {
        answer: 'blockState',
        method: block ? 'POST' : 'DELETE',
      }),
    onSuccess: (res) => {
      queryClient.setQueryData(blockStateQuery(userId).queryKey, res.data);
      toast.success(
        res.data.blocked ? _('blocks.blocked', { name: userName }) : _('blocks.unblocked', { name: userName }),
      );
    },
    onError: (err) => toast.error(err.message),
  });
}
