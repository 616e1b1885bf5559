import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@shared/schemas/contact';
import { request } from '@web/api/client';

export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactInput) => request('/contact', { answer: 'none', method: 'POST', json: input }),
  });
}
