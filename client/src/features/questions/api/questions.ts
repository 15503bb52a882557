import type { AskQuestionBody, Question, QuestionListQuery } from '@contract/questions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, HttpError } from '@client/lib/api';

/** The query string of a list call, leaving out defaults so equal filters share a cache entry. */
export function listSearch(filter: QuestionListQuery): string {
  const params = new URLSearchParams();
  const q = filter.q?.trim();
  if (q) params.set('q', q);
  if (filter.category && filter.category !== 'all') params.set('category', filter.category);
  if (filter.status && filter.status !== 'all') params.set('status', filter.status);
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', ...(signal ? { signal } : {}) });
  if (!res.ok) {
    throw new HttpError(res.status, (await res.text()) || res.statusText);
  }
  return (await res.json()) as T;
}

export function usePublicQuestions(filter: QuestionListQuery) {
  const url = `/api/questions${listSearch(filter)}`;
  return useQuery<Question[]>({
    queryKey: ['/api/questions', 'list', url],
    queryFn: ({ signal }) => getJson<Question[]>(url, signal),
    placeholderData: (previous) => previous,
  });
}

export function useMyQuestions(enabled = true) {
  return useQuery<Question[]>({
    queryKey: ['/api/questions/my'],
    queryFn: ({ signal }) => getJson<Question[]>('/api/questions/my', signal),
    enabled,
  });
}

export function useQuestion(id: string, opts: { enabled: boolean }) {
  return useQuery<Question>({
    queryKey: ['/api/questions', id],
    queryFn: ({ signal }) => getJson<Question>(`/api/questions/${id}`, signal),
    enabled: opts.enabled,
  });
}

export async function askQuestion(body: AskQuestionBody): Promise<Question> {
  const res = await apiRequest('POST', '/api/questions', body);
  return (await res.json()) as Question;
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/questions/my'] }),
  });
}
