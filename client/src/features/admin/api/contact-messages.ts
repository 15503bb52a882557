import { contactMessageListSchema, contactApi } from '@contract/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

export const contactMessagesKey = [contactApi.messages.pattern] as const;

/** The contact form's messages, newest first. */
export const contactMessagesQuery = () =>
  apiQuery(contactMessagesKey, contactApi.messages(), contactMessageListSchema);

export const useContactMessages = () => useQuery(contactMessagesQuery());

export function useMarkContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend('POST', contactApi.markRead({ id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
