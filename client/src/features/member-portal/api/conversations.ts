import type {
  ConversationCategory,
  ConversationDetail,
  ConversationSummary,
  PostedMessage,
} from '@contract/conversations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export const conversationsKey = ['/api/conversations'] as const;
const conversationKey = (id: number) => ['/api/conversations', id] as const;

/** How often the open thread is asked for news (only while it is open). */
export const THREAD_POLL_MS = 4000;

export function useConversations() {
  return useQuery<ConversationSummary[]>({ queryKey: conversationsKey });
}

/** The open thread (reading it changes nothing; `markConversationRead` does). */
export function useConversation(id: number | null) {
  return useQuery<ConversationDetail>({
    queryKey: conversationKey(id ?? 0),
    enabled: id !== null,
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** Marks an own conversation read, once the screen shows it. */
export async function markConversationRead(id: number): Promise<ConversationSummary> {
  const res = await apiRequest('POST', `/api/conversations/${id}/read`);
  return (await res.json()) as ConversationSummary;
}

function formData(fields: Record<string, string>, files: File[]): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append('files', f, f.name);
  return data;
}

export interface NewConversation {
  title: string;
  category: ConversationCategory;
  content: string;
  files: File[];
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...fields }: NewConversation) => {
      const res = await apiRequest('POST', '/api/conversations', formData(fields, files));
      return (await res.json()) as PostedMessage;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, files }: { content: string; files: File[] }) => {
      const res = await apiRequest(
        'POST',
        `/api/conversations/${conversationId}/messages`,
        formData({ content }, files),
      );
      return (await res.json()) as PostedMessage;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
