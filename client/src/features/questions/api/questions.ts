import type { SiteLanguage } from '@contract/i18n';
import {
  questionListSchema,
  questionSchema,
  type AskQuestionBody,
  questionKey,
  questionsApi,
} from '@contract/questions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

/** A list's filters as the screen holds them; 'all' is no category or status. */
export interface QuestionFilter {
  q?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
  /** The page's language: its questions come first. */
  lang?: SiteLanguage | undefined;
}

/** The query string of a list call, leaving out defaults so equal filters share a cache entry. */
export function listSearch(filter: QuestionFilter): string {
  const params = new URLSearchParams();
  const q = filter.q?.trim();
  if (q) params.set('q', q);
  if (filter.category && filter.category !== 'all') params.set('category', filter.category);
  if (filter.status && filter.status !== 'all') params.set('status', filter.status);
  if (filter.lang) params.set('lang', filter.lang);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The published questions matching `filter`. */
export const publicQuestionsQuery = (filter: QuestionFilter) => {
  const url = questionsApi.list() + listSearch(filter);
  return apiQuery([questionsApi.list.pattern, 'list', url], url, questionListSchema);
};

/** While another filter's answer is on its way, the last list stays on screen. */
export const usePublicQuestions = (filter: QuestionFilter) =>
  useQuery({ ...publicQuestionsQuery(filter), placeholderData: (previous) => previous });

/** The signed-in member's own questions, newest first. */
export const myQuestionsQuery = () =>
  apiQuery([questionsApi.my.pattern], questionsApi.my(), questionListSchema);

export const useMyQuestions = (enabled = true) => useQuery({ ...myQuestionsQuery(), enabled });

/** One question: published, or the member's own. */
export const questionQuery = (id: string) =>
  apiQuery(questionKey(id), questionsApi.question({ id }), questionSchema, {
    // The server's answer for an unknown question (404) arrives with the page: kept, not asked again.
    retryOnMount: false,
  });

export const useQuestion = (id: string, opts: { enabled: boolean }) =>
  useQuery({ ...questionQuery(id), enabled: opts.enabled });

export const askQuestion = (body: AskQuestionBody) =>
  apiSend('POST', questionsApi.list(), body, questionSchema);

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myQuestionsQuery().queryKey }),
    meta: { errorTitle: 'Failed to submit question' },
  });
}
