import { publicStudySchema, studiesApi, studyListSchema } from '@contract/studies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/* Query keys are the API paths the contract names: the server fills the same ones when it renders. */

/** The published studies, in list order, with their titles and descriptions in each language. */
export const studyListQuery = () => {
  const path = studiesApi.studies();
  return apiQuery([path], path, studyListSchema);
};

export const useStudyList = () => useQuery(studyListQuery());

/** A published study with its article in each language and where its references stand. */
export const studyQuery = (id: number) => {
  const path = studiesApi.study({ id });
  return apiQuery([path], path, publicStudySchema, { retryOnMount: false });
};

export const useStudy = (id: number) => useQuery(studyQuery(id));

/** Start loading a study early, e.g. when its 'Begin Study' button is hovered or focused. */
export function usePrefetchStudy(): (id: number) => void {
  const client = useQueryClient();
  return (id) => void client.prefetchQuery(studyQuery(id));
}
