import {
  adminEventListSchema,
  adminEventSchema,
  adminRegistrationListSchema,
  eventMessageAnswerSchema,
  eventsApi,
  type AdminEvent,
  type EventInput,
  type EventMessageBody,
} from '@contract/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend, apiQuery } from '@client/lib/api';

export const adminEventsKey = [eventsApi.adminList.pattern] as const;
const registrationsKey = (id: number) => [eventsApi.adminRegistrations({ id })] as const;

/** What visitors read (the list, an event page) may be cached in this tab: fetched again after a write. */
const PUBLIC_ROOT = eventsApi.list.pattern;

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminEventsKey }),
      client.invalidateQueries({
        predicate: ({ queryKey: [first] }) =>
          typeof first === 'string' && first.startsWith(PUBLIC_ROOT),
      }),
    ]);
}

export const useAdminEvents = () =>
  useQuery(apiQuery(adminEventsKey, eventsApi.adminList(), adminEventListSchema));

/** The attendees and the waitlist of one event, oldest first. */
export const useEventRegistrations = (id: number) =>
  useQuery(
    apiQuery(
      registrationsKey(id),
      eventsApi.adminRegistrations({ id }),
      adminRegistrationListSchema,
    ),
  );

/** The CSV of an event's registrations, downloaded by the browser with the staff's session. */
export const registrationsCsvUrl = (id: number) =>
  eventsApi.adminRegistrations({ id }, { search: { format: 'csv' } });

/** Saves a new event (POST to the list) or a changed one (PUT to the event). */
export function useSaveEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: EventInput }): Promise<AdminEvent> =>
      id
        ? apiSend('PUT', eventsApi.adminEvent({ id }), body, adminEventSchema)
        : apiSend('POST', eventsApi.adminList(), body, adminEventSchema),
    onSettled: refresh,
  });
}

/** Removes an event with its registrations; a failure is toasted in the page's language. */
export function useDeleteEvent() {
  const refresh = useRefresh();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', eventsApi.adminEvent({ id })),
    onSettled: refresh,
    meta: { errorTitle: intl.formatMessage({ id: 'admin.events.deleteFailed' }) },
  });
}

/** Cancels one meeting of a series (or puts it back). */
export function useMeetingCancelled(id: number) {
  const refresh = useRefresh();
  const intl = useIntl();
  return useMutation({
    mutationFn: ({ occurrence, cancelled }: { occurrence: string; cancelled: boolean }) =>
      apiSend('PUT', eventsApi.adminExceptions({ id }), { occurrence, cancelled }),
    onSettled: refresh,
    meta: { errorTitle: intl.formatMessage({ id: 'admin.events.meetingFailed' }) },
  });
}

/** Writes to everyone with a place or on the waitlist. */
export function useMessageRegistrants(id: number) {
  return useMutation({
    mutationFn: (body: EventMessageBody) =>
      apiSend('POST', eventsApi.adminMessage({ id }), body, eventMessageAnswerSchema),
  });
}

/** Marks one person present at a meeting (or not); the answer is the event's people again. */
export function useMarkAttendance(id: number) {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (body: { registrationId: number; occurrence: string; attended: boolean }) =>
      apiSend('PUT', eventsApi.adminAttendance({ id }), body, adminRegistrationListSchema),
    onSuccess: (people) => client.setQueryData(registrationsKey(id), people),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.events.attendanceFailed' }) },
  });
}
