import { adminStudySchema, studiesApi, type AdminStudy, type StudyBody } from '@contract/studies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { apiSend, apiQuery } from '@client/lib/api';
import { refreshPublic } from './publishing';

/** The administrator's studies (drafts included) and their writes. */

export const adminStudiesKey = [studiesApi.adminStudies.pattern] as const;
const adminStudyKey = (id: number) => [studiesApi.adminStudies.pattern, id] as const;
const adminStudyListSchema = z.array(adminStudySchema);

export const useAdminStudies = () =>
  useQuery(apiQuery(adminStudiesKey, studiesApi.adminStudies(), adminStudyListSchema));

export const useAdminStudy = (id: number | undefined) =>
  useQuery(
    apiQuery(adminStudyKey(id ?? 0), studiesApi.adminStudy({ id: id ?? 0 }), adminStudySchema, {
      enabled: id !== undefined,
      // The editor keeps its own copy from here on; a refetch must not reset the form.
      staleTime: Infinity,
    }),
  );

/** Saves a new study (POST) or a changed one (PUT); the public list and reader follow. */
export function useSaveStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: StudyBody }): Promise<AdminStudy> =>
      id
        ? apiSend('PUT', studiesApi.adminStudy({ id }), body, adminStudySchema)
        : apiSend('POST', studiesApi.adminStudies(), body, adminStudySchema),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminStudiesKey }), refreshPublic(client)]),
  });
}

/** Deletes a study; a failure toasts "Failed to delete study" (in the page's language). */
export function useDeleteStudy() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', studiesApi.adminStudy({ id })),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminStudiesKey }), refreshPublic(client)]),
    meta: {
      errorTitle: intl.formatMessage({ id: 'admin.errors.deleteContent' }, { kind: 'study' }),
    },
  });
}
