import type { ContactBody } from '@contract/contact';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';
import { contactApi } from '@contract/contact';

export const sendContactMessage = (body: ContactBody) => apiSend('POST', contactApi.send(), body);

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: sendContactMessage,
    meta: { errorTitle: 'Failed to send message' },
  });
