import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The articles, with where their Scripture references stand, are a separate chunk, loaded when a
 * study is opened (or about to be).
 */
const studyTextsQuery = queryOptions({
  queryKey: ['bundled', 'study-texts'],
  queryFn: () =>
    import('@content/study-texts').then((m) => ({
      texts: m.studyTexts,
      references: m.studyReferences,
    })),
});

export function useStudyTexts() {
  return useQuery(studyTextsQuery);
}

/** Start loading the articles early, e.g. when a 'Begin Study' button is hovered or focused. */
export function usePrefetchStudyTexts(): () => void {
  const client = useQueryClient();
  return () => void client.prefetchQuery(studyTextsQuery);
}
