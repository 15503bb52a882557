import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Opening a thread (and each poll of it) marks it read on the server; this mirrors that in the
 * cached list, so its unread badge clears without refetching the list.
 */
export function useMarkReadInList(
  listKey: QueryKey,
  id: number | null,
  messageCount: number | undefined,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null || messageCount === undefined) return;
    queryClient.setQueryData<{ id: number; unreadCount: number }[]>(listKey, (list) =>
      list?.map((c) => (c.id === id && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c)),
    );
  }, [listKey, id, messageCount, queryClient]);
}
