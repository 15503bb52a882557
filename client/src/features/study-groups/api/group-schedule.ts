import {
  eventsApi,
  groupScheduleAnswerSchema,
  type GroupSchedule,
  type GroupScheduleBody,
} from '@contract/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend, apiQuery } from '@client/lib/api';

/** The group's meetings (`schedule: null` when it keeps none): to its members and staff. */
export const groupScheduleQuery = (groupId: number) =>
  apiQuery(
    [eventsApi.groupSchedule.pattern, groupId],
    eventsApi.groupSchedule({ id: groupId }),
    groupScheduleAnswerSchema,
  );

export const useGroupSchedule = (groupId: number, enabled: boolean) =>
  useQuery({ ...groupScheduleQuery(groupId), enabled });

/** After a change the group's answer is the server's; the calendar is read again. */
function useKeep(groupId: number) {
  const queryClient = useQueryClient();
  return (schedule: GroupSchedule | null) => {
    queryClient.setQueryData(groupScheduleQuery(groupId).queryKey, { schedule });
    return queryClient.invalidateQueries({ queryKey: [eventsApi.list.pattern] });
  };
}

/** Sets the meetings; a refusal is shown by the form, field by field. */
export function useSaveSchedule(groupId: number) {
  const keep = useKeep(groupId);
  return useMutation({
    mutationFn: (body: GroupScheduleBody) =>
      apiSend('PUT', eventsApi.groupSchedule({ id: groupId }), body, groupScheduleAnswerSchema),
    onSuccess: (answer) => keep(answer.schedule),
  });
}

/** Takes the meetings away; a failure is toasted in the page's language. */
export function useRemoveSchedule(groupId: number) {
  const keep = useKeep(groupId);
  const intl = useIntl();
  return useMutation({
    mutationFn: () => apiSend('DELETE', eventsApi.groupSchedule({ id: groupId })),
    onSuccess: () => keep(null),
    meta: { errorTitle: intl.formatMessage({ id: 'groups.schedule.removeFailed' }) },
  });
}
