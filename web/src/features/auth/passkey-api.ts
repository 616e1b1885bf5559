import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@web/api/client';
import { signIn } from '@web/lib/session';
import { signWithPasskey } from '@web/lib/webauthn';

/**
 * A passkey sign-in, no e-mail typed: POST /users/login/passkey/options, the browser's prompt,
 * then POST /users/login/passkey with the usual login answer. Its own file, so the login
 * screen's chunk carries it and the first script does not.
 */
export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = (await request('/users/login/passkey/options', { answer: 'passkeyOptions', method: 'POST' }))
        .data;
      const response = await signWithPasskey(options);
      return (await request('/users/login/passkey', { answer: 'login', method: 'POST', json: { response } })).body
        .message.user;
    },
    onSuccess: (user) => signIn(queryClient, user),
  });
}
