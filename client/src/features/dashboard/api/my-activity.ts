import { questionListSchema } from '@contract/questions';
import { studyGroupListSchema } from '@contract/study-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/**
 * The signed-in member's own questions, newest first. The questions feature reads the same
 * answer under the same key, so the two screens share one cache entry.
 */
export const myQuestionsQuery = () =>
  queryOptions({
    queryKey: ['/api/questions/my'],
    queryFn: ({ signal }) => apiGet('/api/questions/my', questionListSchema, { signal }),
  });

export const useMyQuestions = (enabled: boolean) => useQuery({ ...myQuestionsQuery(), enabled });

/** The groups the signed-in member belongs to (the study-groups feature invalidates this key). */
export const myStudyGroupsQuery = () =>
  queryOptions({
    queryKey: ['/api/study-groups/my'],
    queryFn: ({ signal }) => apiGet('/api/study-groups/my', studyGroupListSchema, { signal }),
  });

export const useMyStudyGroups = (enabled: boolean) =>
  useQuery({ ...myStudyGroupsQuery(), enabled });
