import type { ContactMessageList } from '@contract/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export const contactMessagesKey = ['/api/admin/contact-messages'] as const;

export const useContactMessages = () =>
  useQuery<ContactMessageList>({ queryKey: contactMessagesKey });

export function useMarkContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', `/api/admin/contact-messages/${id}/read`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
