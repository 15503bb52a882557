import {
  conversationDetailSchema,
  conversationListSchema,
  conversationSummarySchema,
  postedMessageSchema,
  type ConversationCategory,
  conversationsApi,
} from '@contract/conversations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';
import { messageForm } from '@client/lib/attachments';

export const conversationsKey = [conversationsApi.list.pattern] as const;

/** How often the open thread is asked for news (only while it is open). */
export const THREAD_POLL_MS = 4000;

/** The member's own conversations, newest activity first. */
export const conversationsQuery = () =>
  apiQuery(conversationsKey, conversationsApi.list(), conversationListSchema);

export const useConversations = () => useQuery(conversationsQuery());

/** The open thread (reading it changes nothing; `markConversationRead` does). */
export const conversationQuery = (id: number) =>
  apiQuery(
    [conversationsApi.list.pattern, id],
    conversationsApi.conversation({ id }),
    conversationDetailSchema,
    { refetchInterval: THREAD_POLL_MS, refetchIntervalInBackground: false },
  );

export const useConversation = (id: number | null) =>
  useQuery({ ...conversationQuery(id ?? 0), enabled: id !== null });

/** Marks an own conversation read, once the screen shows it. */
export const markConversationRead = (id: number) =>
  apiSend('POST', conversationsApi.read({ id }), undefined, conversationSummarySchema);

export interface NewConversation {
  title: string;
  category: ConversationCategory;
  content: string;
  files: File[];
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...fields }: NewConversation) =>
      apiSend('POST', conversationsApi.list(), messageForm(fields, files), postedMessageSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
    meta: { errorTitle: 'Failed to create conversation' },
  });
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, files }: { content: string; files: File[] }) =>
      apiSend(
        'POST',
        conversationsApi.messages({ id: conversationId }),
        messageForm({ content }, files),
        postedMessageSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
    meta: { errorTitle: 'Failed to send message' },
  });
}
