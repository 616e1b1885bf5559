import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, request } from '@web/api/client';
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
        return (await request(`/conversations/single/${otherUserId}${user._id}`, { answer: 'conversation' })).data.id;
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 404) throw err;
        // Both answers are the bare conversation, whose id is the pair key.
        return (await request('/conversations', { answer: 'conversation', method: 'POST', json: { to: otherUserId } }))
          .data.id;
      }
    },
    onSuccess: (id) => navigate(`/message/${id}`),
  });
}
