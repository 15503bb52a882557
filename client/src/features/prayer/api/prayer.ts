import {
  myPrayerSchema,
  prayedAnswerSchema,
  prayerApi,
  prayerListPath,
  prayerListSchema,
  prayerRequestSchema,
  type CreatePrayerBody,
  type PrayerView,
  type UpdatePrayerBody,
} from '@contract/prayer';
import { messageSchema } from '@contract/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';
import { mayHaveSession } from '@client/lib/auth';

/** The wall for a view; keyed by its API address, as the server's render fills it. */
export const prayerListQuery = (view: PrayerView) => {
  const url = prayerListPath(view);
  return apiQuery([url], url, prayerListSchema);
};

/**
 * The wall. The server's page shows a visitor's wall; a member's browser asks again at once, as
 * the member, for the members-only requests and what they prayed for today.
 */
export const usePrayerList = (view: PrayerView) =>
  useQuery({
    ...prayerListQuery(view),
    placeholderData: (previous) => previous,
    refetchOnMount: mayHaveSession() ? 'always' : true,
  });

export const myPrayerQuery = () =>
  apiQuery([prayerApi.mine.pattern], prayerApi.mine(), myPrayerSchema);

export const useMyPrayer = (enabled = true) => useQuery({ ...myPrayerQuery(), enabled });

/** Every prayer answer changes the wall and the member's lists: all are asked again. */
function useRefreshPrayer() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const first = query.queryKey[0];
        return typeof first === 'string' && first.startsWith(prayerApi.list.pattern);
      },
    });
}

export function useSharePrayer() {
  const refresh = useRefreshPrayer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePrayerBody) =>
      apiSend('POST', prayerApi.list(), body, prayerRequestSchema),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: myPrayerQuery().queryKey }),
      ]),
  });
}

export function usePrayed() {
  const refresh = useRefreshPrayer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend('POST', prayerApi.prayed({ id }), {}, prayedAnswerSchema),
    onSettled: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: myPrayerQuery().queryKey }),
      ]),
  });
}

export const useFlagPrayer = () =>
  useMutation({
    mutationFn: (id: number) => apiSend('POST', prayerApi.flag({ id }), {}, messageSchema),
  });

export function useUpdatePrayer() {
  const refresh = useRefreshPrayer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePrayerBody }) =>
      apiSend('PATCH', prayerApi.request({ id }), body, prayerRequestSchema),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: myPrayerQuery().queryKey }),
      ]),
  });
}

export function useDeletePrayer() {
  const refresh = useRefreshPrayer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend('DELETE', prayerApi.request({ id }), undefined, messageSchema),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: myPrayerQuery().queryKey }),
      ]),
  });
}
