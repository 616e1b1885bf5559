import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@shared/schemas/contact';
import { api } from '@web/api/client';

export function useSendContact() {
  return useMutation({ mutationFn: (input: ContactInput) => api.post<null>('/contact', input) });
}
