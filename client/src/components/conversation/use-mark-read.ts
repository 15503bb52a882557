import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Reading a thread changes nothing on the server; once it is shown (and again when new messages
 * come into it while it stays open) this marks it read there with `markRead`, then mirrors that
 * in the cached list, so its unread badge clears without refetching the list. `markRead` must
 * keep its identity between renders (a module-level API function).
 */
export function useMarkRead(
  listKey: QueryKey,
  id: number | null,
  messageCount: number | undefined,
  markRead: (id: number) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null || messageCount === undefined) return;
    markRead(id).then(
      () =>
        queryClient.setQueryData<{ id: number; unreadCount: number }[]>(listKey, (list) =>
          list?.map((c) => (c.id === id && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c)),
        ),
      // Not marked (the network, a session that ended): the badge stays, as it is still true.
      () => undefined,
    );
  }, [listKey, id, messageCount, markRead, queryClient]);
}
