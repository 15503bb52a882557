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
  studyToolsApi,
} from '@contract/study-tools';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiGet, apiSend, apiQuery } from '@client/lib/api';

/** One chapter's marks (book: OSIS id), or all of them without a chapter. */
const chapterSearch = (book?: string, chapter?: number) => ({
  search: book && chapter ? { book, chapter } : {},
});

export const highlightsQuery = (book?: string, chapter?: number) =>
  apiQuery(
    [studyToolsApi.highlights.pattern, book ?? '', chapter ?? 0],
    studyToolsApi.highlights(chapterSearch(book, chapter)),
    highlightListSchema,
  );

export const bookmarksQuery = (book?: string, chapter?: number) =>
  apiQuery(
    [studyToolsApi.bookmarks.pattern, book ?? '', chapter ?? 0],
    studyToolsApi.bookmarks(chapterSearch(book, chapter)),
    bookmarkListSchema,
  );

export interface NotesFilter {
  sort: NoteSort;
  q: string;
  page: number;
  book?: string;
  chapter?: number;
}

const notesUrl = (filter: NotesFilter, pageSize?: number) => {
  const inChapter = Boolean(filter.book && filter.chapter);
  return studyToolsApi.notes({
    search: {
      sort: filter.sort,
      page: filter.page,
      q: filter.q.trim() || undefined,
      book: inChapter ? filter.book : undefined,
      chapter: inChapter ? filter.chapter : undefined,
      pageSize: pageSize || undefined,
    },
  });
};

export const notesQuery = (filter: NotesFilter) =>
  apiQuery([studyToolsApi.notes.pattern, filter], notesUrl(filter), noteListSchema);

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
  const invalidate = useInvalidate(studyToolsApi.highlights.pattern);
  return useMutation({
    mutationFn: (body: { reference: string; color: HighlightColor }) =>
      apiSend('POST', studyToolsApi.highlights(), body, highlightSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.highlight' }) },
  });
}

export function useDeleteHighlight() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.highlights.pattern);
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', studyToolsApi.highlight({ id })),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.highlight' }) },
  });
}

export function useAddBookmark() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.bookmarks.pattern);
  return useMutation({
    mutationFn: (reference: string) =>
      apiSend('POST', studyToolsApi.bookmarks(), { reference }, bookmarkSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.bookmark' }) },
  });
}

export function useDeleteBookmark() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.bookmarks.pattern);
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', studyToolsApi.bookmark({ id })),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.bookmark' }) },
  });
}

export function useAddNote() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.notes.pattern);
  return useMutation({
    mutationFn: (body: { reference: string; text: string }) =>
      apiSend('POST', studyToolsApi.notes(), body, noteSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.note' }) },
  });
}

export function useUpdateNote() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.notes.pattern);
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      apiSend('PUT', studyToolsApi.note({ id }), { text }, noteSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.note' }) },
  });
}

export function useDeleteNote() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.notes.pattern);
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', studyToolsApi.note({ id })),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'studyTools.error.note' }) },
  });
}

// ---- reading plans ----

export const plansQuery = () =>
  apiQuery([studyToolsApi.plans.pattern], studyToolsApi.plans(), planListSchema);
export const usePlans = () => useQuery(plansQuery());

/** The plans the member follows (the dashboard shows their progress). */
export const myPlansQuery = () =>
  apiQuery([studyToolsApi.myPlans.pattern], studyToolsApi.myPlans(), memberPlanListSchema);
export const useMyPlans = (enabled: boolean) => useQuery({ ...myPlansQuery(), enabled });

export function useStartPlan() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.myPlans.pattern);
  return useMutation({
    mutationFn: (body: { planId: string; timeZone: string; reminderTime: string | null }) =>
      apiSend('POST', studyToolsApi.myPlans(), body, memberPlanSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'plans.error.start' }) },
  });
}

export function useTickDay() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.myPlans.pattern);
  return useMutation({
    mutationFn: ({ id, day, done }: { id: number; day: number; done: boolean }) =>
      apiSend('POST', studyToolsApi.planDay({ id, day }), { done }, memberPlanSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'plans.error.tick' }) },
  });
}

export function useUpdatePlan() {
  const intl = useIntl();
  const invalidate = useInvalidate(studyToolsApi.myPlans.pattern);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePlanBody & { id: number }) =>
      apiSend('PATCH', studyToolsApi.myPlan({ id }), body, memberPlanSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'plans.error.update' }) },
  });
}

export function useUnsubscribePlan() {
  return useMutation({
    mutationFn: (token: string) =>
      apiSend(
        'POST',
        studyToolsApi.planRemindersUnsubscribe(),
        { token },
        unsubscribePlanAnswerSchema,
      ),
  });
}
