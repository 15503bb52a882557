import {
  adminConversationDetailSchema,
  adminConversationListSchema,
  conversationSummarySchema,
  postedMessageSchema,
  type ConversationStatus,
} from '@contract/conversations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@client/lib/api';

const CONVERSATIONS = '/api/admin/conversations';
export const adminConversationsKey = [CONVERSATIONS] as const;

/** How often the open thread is asked for news (only while it is open). */
const THREAD_POLL_MS = 4000;

/** Every member's conversation, newest activity first. */
export const adminConversationsQuery = () =>
  queryOptions({
    queryKey: adminConversationsKey,
    queryFn: ({ signal }) => apiGet(CONVERSATIONS, adminConversationListSchema, { signal }),
  });

/** One conversation with its messages. */
export const adminConversationQuery = (id: number) =>
  queryOptions({
    queryKey: [CONVERSATIONS, id] as const,
    queryFn: ({ signal }) =>
      apiGet(`${CONVERSATIONS}/${id}`, adminConversationDetailSchema, { signal }),
  });

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
  apiSend('POST', `${CONVERSATIONS}/${id}/read`, undefined, conversationSummarySchema);

/** The reply box shows its own failure (the thread panel's toast): no `meta` here. */
export function useAdminReply(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, files }: { content: string; files: File[] }) => {
      const data = new FormData();
      data.append('conversationId', String(conversationId));
      data.append('content', content);
      for (const f of files) data.append('files', f, f.name);
      return apiSend('POST', '/api/conversations/message', data, postedMessageSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminConversationsKey }),
  });
}

export function useSetConversationStatus(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ConversationStatus) =>
      apiSend('PATCH', `${CONVERSATIONS}/${conversationId}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminConversationsKey }),
    meta: { errorTitle: 'Update Failed' },
  });
}
