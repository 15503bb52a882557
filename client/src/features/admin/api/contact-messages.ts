import { contactMessageListSchema } from '@contract/contact';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@client/lib/api';

const CONTACT_MESSAGES = '/api/admin/contact-messages';
export const contactMessagesKey = [CONTACT_MESSAGES] as const;

/** The contact form's messages, newest first. */
export const contactMessagesQuery = () =>
  queryOptions({
    queryKey: contactMessagesKey,
    queryFn: ({ signal }) => apiGet(CONTACT_MESSAGES, contactMessageListSchema, { signal }),
  });

export const useContactMessages = () => useQuery(contactMessagesQuery());

export function useMarkContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend('POST', `${CONTACT_MESSAGES}/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
