import {
  adminConversationDetailSchema,
  adminConversationListSchema,
  conversationSummarySchema,
  postedMessageSchema,
  type ConversationStatus,
  conversationsApi,
} from '@contract/conversations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend, apiQuery } from '@client/lib/api';
import { messageForm } from '@client/lib/attachments';

export const adminConversationsKey = [conversationsApi.adminList.pattern] as const;

/** How often the open thread is asked for news (only while it is open). */
const THREAD_POLL_MS = 4000;

/** Every member's conversation, newest activity first. */
export const adminConversationsQuery = () =>
  apiQuery(adminConversationsKey, conversationsApi.adminList(), adminConversationListSchema);

/** One conversation with its messages. */
export const adminConversationQuery = (id: number) =>
  apiQuery(
    [conversationsApi.adminList.pattern, id] as const,
    conversationsApi.adminConversation({ id }),
    adminConversationDetailSchema,
  );

export const useAdminConversations = () => useQuery(adminConversationsQuery());

export const useAdminConversation = (id: number | null) =>
  useQuery({
    ...adminConversationQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** Marks a conversation read for the administrators, once the panel shows it. */
export const markAdminConversationRead = (id: number) =>
  apiSend('POST', conversationsApi.adminRead({ id }), undefined, conversationSummarySchema);

export function useAdminReply(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, files }: { content: string; files: File[] }) =>
      apiSend(
        'POST',
        conversationsApi.message(),
        messageForm({ conversationId: String(conversationId), content }, files),
        postedMessageSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminConversationsKey }),
    meta: { errorTitle: 'Failed to send message' },
  });
}

export function useSetConversationStatus(conversationId: number) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (status: ConversationStatus) =>
      apiSend('PATCH', conversationsApi.adminConversation({ id: conversationId }), { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminConversationsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.update' }) },
  });
}
