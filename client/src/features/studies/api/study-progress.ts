import {
  studyProgressListSchema,
  studyProgressSchema,
  type SaveStudyProgressBody,
  type StudyProgress,
  studyToolsApi,
} from '@contract/study-tools';
import { useQuery } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

/** How far the signed-in member read each study they started, on any device. */
export const studyProgressQuery = () =>
  apiQuery(
    [studyToolsApi.studyProgress.pattern],
    studyToolsApi.studyProgress(),
    studyProgressListSchema,
  );

export const useStudyProgress = (enabled: boolean) =>
  useQuery({ ...studyProgressQuery(), enabled });

/**
 * Keeps the reader's position on the account. Sent in the background as the reader pauses, not
 * as a mutation: a failed save is not worth a toast (the next pause, or the local copy, covers
 * it), so the caller ignores the rejection.
 */
export const saveStudyProgress = (
  studyId: number,
  body: SaveStudyProgressBody,
): Promise<StudyProgress> =>
  apiSend('PUT', studyToolsApi.studyProgressOf({ studyId }), body, studyProgressSchema);
