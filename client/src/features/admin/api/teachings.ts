import type { MessageId } from '@contract/messages/en';
import {
  adminTeachingSchema,
  seriesSchema,
  speakerSchema,
  teachingsApi,
  type AdminTeaching,
  type Series,
  type SeriesBody,
  type Speaker,
  type SpeakerBody,
  type TeachingBody,
} from '@contract/teachings';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { apiSend, apiQuery } from '@client/lib/api';

export const adminTeachingsKey = [teachingsApi.adminTeachings.pattern] as const;
export const adminSeriesKey = [teachingsApi.adminSeriesList.pattern] as const;
export const adminSpeakersKey = [teachingsApi.adminSpeakers.pattern] as const;

/** What listeners read (the list, a teaching, a series) may be cached in this tab: fetched again after a write. */
const PUBLIC_ROOTS = [
  teachingsApi.teachings.pattern,
  teachingsApi.series.pattern.replace('/:slug', ''),
];
const refreshTeachingReads = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' && PUBLIC_ROOTS.some((root) => first.startsWith(root)),
  });
/** A teaching names its series and speaker: any write may change what the lists show. */
const refreshAll = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminTeachingsKey }),
    client.invalidateQueries({ queryKey: adminSeriesKey }),
    client.invalidateQueries({ queryKey: adminSpeakersKey }),
    refreshTeachingReads(client),
  ]);

// ---- lists -------------------------------------------------------------------------------------

export const useAdminTeachings = () =>
  useQuery(
    apiQuery(adminTeachingsKey, teachingsApi.adminTeachings(), z.array(adminTeachingSchema)),
  );

export const useAdminSeries = () =>
  useQuery(apiQuery(adminSeriesKey, teachingsApi.adminSeriesList(), z.array(seriesSchema)));

export const useAdminSpeakers = () =>
  useQuery(apiQuery(adminSpeakersKey, teachingsApi.adminSpeakers(), z.array(speakerSchema)));

// ---- writes ------------------------------------------------------------------------------------

/** Saves a new item (POST to its list) or a changed one (PUT to the item). */
function useSave<T, B>(
  list: () => string,
  item: (params: { id: number }) => string,
  schema: z.ZodType<T>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: B }): Promise<T> =>
      id ? apiSend('PUT', item({ id }), body, schema) : apiSend('POST', list(), body, schema),
    onSettled: () => refreshAll(client),
  });
}

/** Deletes an item; a failure (a series still in use, say) is toasted in the page's language. */
function useDelete(item: (params: { id: number }) => string, errorId: MessageId) {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', item({ id })),
    onSettled: () => refreshAll(client),
    meta: { errorTitle: intl.formatMessage({ id: errorId }) },
  });
}

export const useSaveTeaching = () =>
  useSave<AdminTeaching, TeachingBody>(
    teachingsApi.adminTeachings,
    teachingsApi.adminTeaching,
    adminTeachingSchema,
  );
export const useDeleteTeaching = () =>
  useDelete(teachingsApi.adminTeaching, 'admin.teachings.deleteFailed');

export const useSaveSeries = () =>
  useSave<Series, SeriesBody>(teachingsApi.adminSeriesList, teachingsApi.adminSeries, seriesSchema);
export const useDeleteSeries = () =>
  useDelete(teachingsApi.adminSeries, 'admin.teachings.series.deleteFailed');

export const useSaveSpeaker = () =>
  useSave<Speaker, SpeakerBody>(
    teachingsApi.adminSpeakers,
    teachingsApi.adminSpeaker,
    speakerSchema,
  );
export const useDeleteSpeaker = () =>
  useDelete(teachingsApi.adminSpeaker, 'admin.teachings.speakers.deleteFailed');
