import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, ApiError } from '@web/api/client';
import { useMe } from './session';

/**
 * Opens the one conversation between the signed-in user and another user, creating it
 * on first contact (SPEC.md section 7: GET /conversations/single/{otherId+myId}, and on
 * 404 POST /conversations with `to`), then goes to /message/{id}.
 */
export function useStartConversation() {
  const { user } = useMe();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (otherUserId: string) => {
      if (!user) throw new ApiError(401, 'Please log in to continue');
      try {
        return (await api.get<{ id: string }>(`/conversations/single/${otherUserId}${user._id}`)).data.id;
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 404) throw err;
        return (await api.post<{ id: string }>('/conversations', { to: otherUserId })).data.id;
      }
    },
    onSuccess: (id) => navigate(`/message/${id}`),
  });
}
