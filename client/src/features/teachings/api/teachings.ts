import {
  listeningSchema,
  teachingsApi,
  type Listening,
  publicSeriesSchema,
  publicTeachingSchema,
  seriesApiPath,
  teachingApiPath,
  teachingListApiPath,
  teachingPageSchema,
  type TeachingListView,
} from '@contract/teachings';
import { useQuery } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

/* Query keys are the API paths the contract names: the server fills the same ones when it renders. */

export const teachingListQuery = (view: TeachingListView) => {
  const path = teachingListApiPath(view);
  return apiQuery([path], path, teachingPageSchema);
};
export const useTeachingList = (view: TeachingListView) => useQuery(teachingListQuery(view));

export const teachingQuery = (slug: string) => {
  const path = teachingApiPath(slug);
  return apiQuery([path], path, publicTeachingSchema, {
    // The server's answer for an unknown teaching (404) arrives with the page: kept.
    retryOnMount: false,
  });
};
export const useTeaching = (slug: string) => useQuery(teachingQuery(slug));

export const seriesQuery = (slug: string) => {
  const path = seriesApiPath(slug);
  return apiQuery([path], path, publicSeriesSchema, { retryOnMount: false });
};
export const useSeries = (slug: string) => useQuery(seriesQuery(slug));

/** Where the signed-in member stopped listening to a teaching, on any browser. */
export const listeningQuery = (teachingId: number) =>
  apiQuery(
    [teachingsApi.listening({ teachingId })],
    teachingsApi.listening({ teachingId }),
    listeningSchema,
  );
export const useListening = (teachingId: number, enabled: boolean) =>
  useQuery({ ...listeningQuery(teachingId), enabled });

/**
 * Keeps the position on the account, in the background as the member listens: a failed save is
 * not worth a toast (the next one, and the browser's own copy, cover it), so callers ignore it.
 */
export const saveListening = (teachingId: number, seconds: number): Promise<Listening> =>
  apiSend('PUT', teachingsApi.listening({ teachingId }), { seconds }, listeningSchema);
