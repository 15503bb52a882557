import {
  bookmarkListSchema,
  bookmarkSchema,
  highlightListSchema,
  highlightSchema,
  memberPlanListSchema,
  memberPlanSchema,
  NOTE_MAX_PAGE_SIZE,
  noteListSchema,
  noteSchema,
  planListSchema,
  unsubscribePlanAnswerSchema,
  type HighlightColor,
  type Note,
  type NoteSort,
  type UpdatePlanBody,
} from '@contract/study-tools';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiGet, apiSend } from '@client/lib/api';

/** One chapter's marks (book: OSIS id), or all of them without a chapter. */
const chapterSearch = (book?: string, chapter?: number) =>
  book && chapter ? `?book=${encodeURIComponent(book)}&chapter=${chapter}` : '';

export const highlightsQuery = (book?: string, chapter?: number) =>
  queryOptions({
    queryKey: ['/api/me/highlights', book ?? '', chapter ?? 0],
    queryFn: ({ signal }) =>
      apiGet(`/api/me/highlights${chapterSearch(book, chapter)}`, highlightListSchema, { signal }),
  });

export const bookmarksQuery = (book?: string, chapter?: number) =>
  queryOptions({
    queryKey: ['/api/me/bookmarks', book ?? '', chapter ?? 0],
    queryFn: ({ signal }) =>
      apiGet(`/api/me/bookmarks${chapterSearch(book, chapter)}`, bookmarkListSchema, { signal }),
  });

export interface NotesFilter {
  sort: NoteSort;
  q: string;
  page: number;
  book?: string;
  chapter?: number;
}

const notesUrl = (filter: NotesFilter, pageSize?: number) => {
  const search = new URLSearchParams({ sort: filter.sort, page: String(filter.page) });
  if (filter.q.trim()) search.set('q', filter.q.trim());
  if (filter.book && filter.chapter) {
    search.set('book', filter.book);
    search.set('chapter', String(filter.chapter));
  }
  if (pageSize) search.set('pageSize', String(pageSize));
  return `/api/me/notes?${search.toString()}`;
};

export const notesQuery = (filter: NotesFilter) =>
  queryOptions({
    queryKey: ['/api/me/notes', filter],
    queryFn: ({ signal }) => apiGet(notesUrl(filter), noteListSchema, { signal }),
  });

export const useHighlights = (enabled: boolean, book?: string, chapter?: number) =>
  useQuery({ ...highlightsQuery(book, chapter), enabled });
export const useBookmarks = (enabled: boolean, book?: string, chapter?: number) =>
  useQuery({ ...bookmarksQuery(book, chapter), enabled });
export const useNotes = (enabled: boolean, filter: NotesFilter) =>
  useQuery({ ...notesQuery(filter), enabled, placeholderData: (previous) => previous });

/** Every note in the order asked, a large page at a time (the export). */
export async function allNotes(sort: NoteSort): Promise<Note[]> {
  const notes: Note[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiGet(
      notesUrl({ sort, q: '', page }, NOTE_MAX_PAGE_SIZE),
      noteListSchema,
    );
    notes.push(...answer.notes);
    if (notes.length >= answer.total || answer.notes.length === 0) return notes;
  }
}

function useInvalidate(key: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [key] });
}

export function useAddHighlight() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/highlights');
  return useMutation({
    mutationFn: (body: { reference: string; color: HighlightColor }) =>
      apiSend('POST', '/api/me/highlights', body, highlightSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.highlight' }) },
  });
}

export function useDeleteHighlight() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/highlights');
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/me/highlights/${id}`),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.highlight' }) },
  });
}

export function useAddBookmark() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/bookmarks');
  return useMutation({
    mutationFn: (reference: string) =>
      apiSend('POST', '/api/me/bookmarks', { reference }, bookmarkSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.bookmark' }) },
  });
}

export function useDeleteBookmark() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/bookmarks');
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/me/bookmarks/${id}`),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.bookmark' }) },
  });
}

export function useAddNote() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/notes');
  return useMutation({
    mutationFn: (body: { reference: string; text: string }) =>
      apiSend('POST', '/api/me/notes', body, noteSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.note' }) },
  });
}

export function useUpdateNote() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/notes');
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      apiSend('PUT', `/api/me/notes/${id}`, { text }, noteSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.note' }) },
  });
}

export function useDeleteNote() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/notes');
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/me/notes/${id}`),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.note' }) },
  });
}

// ---- reading plans ----

export const plansQuery = () =>
  queryOptions({
    queryKey: ['/api/plans'],
    queryFn: ({ signal }) => apiGet('/api/plans', planListSchema, { signal }),
  });
export const usePlans = () => useQuery(plansQuery());

/** The plans the member follows (the dashboard shows their progress). */
export const myPlansQuery = () =>
  queryOptions({
    queryKey: ['/api/me/plans'],
    queryFn: ({ signal }) => apiGet('/api/me/plans', memberPlanListSchema, { signal }),
  });
export const useMyPlans = (enabled: boolean) => useQuery({ ...myPlansQuery(), enabled });

export function useStartPlan() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/plans');
  return useMutation({
    mutationFn: (body: { planId: string; timeZone: string; reminderTime: string | null }) =>
      apiSend('POST', '/api/me/plans', body, memberPlanSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'plans.error.start' }) },
  });
}

export function useTickDay() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/plans');
  return useMutation({
    mutationFn: ({ id, day, done }: { id: number; day: number; done: boolean }) =>
      apiSend('POST', `/api/me/plans/${id}/days/${day}`, { done }, memberPlanSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'plans.error.tick' }) },
  });
}

export function useUpdatePlan() {
  const intl = useIntl();
  const invalidate = useInvalidate('/api/me/plans');
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePlanBody & { id: number }) =>
      apiSend('PATCH', `/api/me/plans/${id}`, body, memberPlanSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'plans.error.update' }) },
  });
}

export function useUnsubscribePlan() {
  return useMutation({
    mutationFn: (token: string) =>
      apiSend('POST', '/api/plans/reminders/unsubscribe', { token }, unsubscribePlanAnswerSchema),
  });
}
