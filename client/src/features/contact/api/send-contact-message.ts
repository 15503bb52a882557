import type { ContactBody } from '@contract/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function sendContactMessage(body: ContactBody): Promise<void> {
  await apiRequest('POST', '/api/contact', body);
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
