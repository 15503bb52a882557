import type {
  AdminConversationDetail,
  AdminConversationSummary,
  ConversationStatus,
  ConversationSummary,
  PostedMessage,
} from '@contract/conversations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

const listKey = ['/api/admin/conversations'] as const;
export const adminConversationsKey = listKey;
const detailKey = (id: number) => ['/api/admin/conversations', id] as const;

/** How often the open thread is asked for news (only while it is open). */
const THREAD_POLL_MS = 4000;

export function useAdminConversations() {
  return useQuery<AdminConversationSummary[]>({ queryKey: listKey });
}

export function useAdminConversation(id: number | null) {
  return useQuery<AdminConversationDetail>({
    queryKey: detailKey(id ?? 0),
    enabled: id !== null,
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** Marks a conversation read for the administrators, once the panel shows it. */
export async function markAdminConversationRead(id: number): Promise<ConversationSummary> {
  const res = await apiRequest('POST', `/api/admin/conversations/${id}/read`);
  return (await res.json()) as ConversationSummary;
}

export function useAdminReply(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, files }: { content: string; files: File[] }) => {
      const data = new FormData();
      data.append('conversationId', String(conversationId));
      data.append('content', content);
      for (const f of files) data.append('files', f, f.name);
      const res = await apiRequest('POST', '/api/conversations/message', data);
      return (await res.json()) as PostedMessage;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useSetConversationStatus(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: ConversationStatus) => {
      await apiRequest('PATCH', `/api/admin/conversations/${conversationId}`, { status });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
