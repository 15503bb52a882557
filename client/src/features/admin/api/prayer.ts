import {
  adminPrayerListSchema,
  adminPrayerRequestSchema,
  prayerApi,
  type AdminEditPrayerBody,
  type PrayerQueue,
  type RejectPrayerBody,
} from '@contract/prayer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

/** The prayer wall's moderation: the queues, and approve, reject, edit and mark urgent. */

export const prayerQueueQuery = (status: PrayerQueue) =>
  apiQuery(
    [prayerApi.adminList.pattern, status],
    prayerApi.adminList({ search: { status } }),
    adminPrayerListSchema,
  );

export const usePrayerQueue = (status: PrayerQueue) => useQuery(prayerQueueQuery(status));

export type ModerationAction =
  | { kind: 'approve'; id: number }
  | { kind: 'reject'; id: number; body: RejectPrayerBody }
  | { kind: 'edit'; id: number; body: AdminEditPrayerBody };

export function useModeratePrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) =>
      action.kind === 'approve'
        ? apiSend('POST', prayerApi.approve({ id: action.id }), {}, adminPrayerRequestSchema)
        : action.kind === 'reject'
          ? apiSend(
              'POST',
              prayerApi.reject({ id: action.id }),
              action.body,
              adminPrayerRequestSchema,
            )
          : apiSend(
              'PATCH',
              prayerApi.adminRequest({ id: action.id }),
              action.body,
              adminPrayerRequestSchema,
            ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [prayerApi.adminList.pattern] }),
  });
}
