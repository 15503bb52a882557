import { z } from 'zod';
import { pageFields, rowIdField, rowIdParamsSchema } from './fields';
import type { MessageId } from './messages/en';
import { apiRoute } from './api-route';

/** The five highlight colours, in the order the reader offers them. */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink', 'orange'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

/** How many of each a member may keep; a further one is refused (409) until some are deleted. */
export const STUDY_LIMITS = {
  highlights: 5_000,
  bookmarks: 1_000,
  notes: 5_000,
} as const;
export const NOTE_MAX_LENGTH = 5_000;
export const REFERENCE_MAX_LENGTH = 60;

export const REFERENCE_MESSAGES = {
  required: 'Reference is required',
  tooLong: `Reference must be at most ${REFERENCE_MAX_LENGTH} characters`,
  /** The server's parser did not read it as one passage of the Bible. */
  invalid: 'Enter a Bible reference such as John 3:16 or Rom 8:19-23',
  oneBook: 'A reference must stay within one book',
} as const;

/** A verse or range as the member writes it; the server reads and normalises it. */
export const referenceField = z
  .string({ error: REFERENCE_MESSAGES.required })
  .trim()
  .min(1, REFERENCE_MESSAGES.required)
  .max(REFERENCE_MAX_LENGTH, REFERENCE_MESSAGES.tooLong);

/** Where a mark stands: canonical, so that lists sort in book order and the reader finds it. */
export const versePlaceSchema = z.object({
  /** 'John 3:16', 'Romans 8:19–23'. */
  reference: z.string(),
  /** The book's OSIS id ('John', '1Cor'). */
  book: z.string(),
  startChapter: z.number(),
  startVerse: z.number(),
  endChapter: z.number(),
  endVerse: z.number(),
});
export type VersePlace = z.infer<typeof versePlaceSchema>;

export const highlightSchema = versePlaceSchema.extend({
  id: z.number(),
  color: z.enum(HIGHLIGHT_COLORS),
  createdAt: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;

export const bookmarkSchema = versePlaceSchema.extend({ id: z.number(), createdAt: z.string() });
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const noteSchema = versePlaceSchema.extend({
  id: z.number(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const highlightListSchema = z.object({ highlights: z.array(highlightSchema) });
export const bookmarkListSchema = z.object({ bookmarks: z.array(bookmarkSchema) });
export const noteListSchema = z.object({
  notes: z.array(noteSchema),
  ...pageFields,
});
export type NoteList = z.infer<typeof noteListSchema>;

export const COLOR_MESSAGE = `Color must be one of: ${HIGHLIGHT_COLORS.join(', ')}`;
export const NOTE_MESSAGES = {
  required: 'Note is required',
  tooLong: `Note must be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
} as const;

export const createHighlightBodySchema = z.object({
  reference: referenceField,
  color: z.enum(HIGHLIGHT_COLORS, { error: COLOR_MESSAGE }),
});
export type CreateHighlightBody = z.infer<typeof createHighlightBodySchema>;

export const createBookmarkBodySchema = z.object({ reference: referenceField });
export type CreateBookmarkBody = z.infer<typeof createBookmarkBodySchema>;

const noteText = z
  .string({ error: NOTE_MESSAGES.required })
  .trim()
  .min(1, NOTE_MESSAGES.required)
  .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong);

export const createNoteBodySchema = z.object({ reference: referenceField, text: noteText });
export type CreateNoteBody = z.infer<typeof createNoteBodySchema>;
export const updateNoteBodySchema = z.object({ text: noteText });
export type UpdateNoteBody = z.infer<typeof updateNoteBodySchema>;

export const CHAPTER_FILTER_MESSAGE = 'Give both book and chapter, such as book=John&chapter=3';

/**
 * Lists, optionally only one chapter's marks (the reader asks for the chapter it shows):
 * `book` is the OSIS id.
 */
export const chapterFilterSchema = z.object({
  book: z.string().trim().min(1).max(10).optional(),
  chapter: z.coerce.number().int().min(1).max(150).optional(),
});

export const NOTE_PAGE_SIZE = 100;
export const NOTE_MAX_PAGE_SIZE = 500;
export const NOTE_SORTS = ['book', 'date'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];

export const noteListQuerySchema = chapterFilterSchema.extend({
  sort: z.enum(NOTE_SORTS, { error: 'Sort must be book or date' }).default('book'),
  q: z.string().trim().max(200, 'Search is too long').optional(),
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(NOTE_MAX_PAGE_SIZE).default(NOTE_PAGE_SIZE),
});
export type NoteListQuery = z.infer<typeof noteListQuerySchema>;

export const markIdParamsSchema = rowIdParamsSchema('Not found');

// ---- reading plans ----------------------------------------------------------------------------

/** A day's passage: consecutive chapters of one book. */
export const planPassageSchema = z.object({
  book: z.string(),
  fromChapter: z.number(),
  toChapter: z.number(),
});
export type PlanPassageAnswer = z.infer<typeof planPassageSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  dayCount: z.number(),
  chapterCount: z.number(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;
export const planListSchema = z.object({ plans: z.array(planSummarySchema) });

export const memberPlanSchema = z.object({
  id: z.number(),
  planId: z.string(),
  dayCount: z.number(),
  startedOn: z.string(),
  /** The plan's day for the member's date today (1 on the first day), at most dayCount. */
  today: z.number(),
  todayPassages: z.array(planPassageSchema),
  doneDays: z.array(z.number()),
  /** Days ticked in a row, ending today (or yesterday when today is not ticked yet). */
  streak: z.number(),
  /** 0–100. */
  percent: z.number(),
  reminderTime: z.string().nullable(),
  timeZone: z.string(),
  stopped: z.boolean(),
});
export type MemberPlan = z.infer<typeof memberPlanSchema>;
export const memberPlanListSchema = z.object({ plans: z.array(memberPlanSchema) });

export const PLAN_MESSAGES = {
  unknownPlan: 'Choose one of the reading plans',
  timeZone: 'Time zone must be an IANA name such as Europe/Madrid',
  reminderTime: 'Reminder time must be a time such as 07:30',
  day: 'Day must be a day of the plan',
} as const;

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneField = z
  .string({ error: PLAN_MESSAGES.timeZone })
  .trim()
  .max(64, PLAN_MESSAGES.timeZone)
  .refine((zone) => zone.includes('/') || zone === 'UTC', PLAN_MESSAGES.timeZone)
  .refine(isTimeZone, PLAN_MESSAGES.timeZone);

export const reminderTimeField = z
  .string({ error: PLAN_MESSAGES.reminderTime })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, PLAN_MESSAGES.reminderTime);

export const startPlanBodySchema = z.object({
  planId: z.string({ error: PLAN_MESSAGES.unknownPlan }).max(64, PLAN_MESSAGES.unknownPlan),
  timeZone: timeZoneField.default('UTC'),
  reminderTime: reminderTimeField.nullable().optional(),
});
export type StartPlanBody = z.infer<typeof startPlanBodySchema>;

export const updatePlanBodySchema = z.object({
  reminderTime: reminderTimeField.nullable().optional(),
  timeZone: timeZoneField.optional(),
  stop: z.literal(true, { error: 'stop may only be true' }).optional(),
});
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

export const planDayParamsSchema = z.object({
  id: rowIdField('Not found'),
  day: z.coerce
    .number({ error: PLAN_MESSAGES.day })
    .int(PLAN_MESSAGES.day)
    .min(1, PLAN_MESSAGES.day)
    .max(366, PLAN_MESSAGES.day),
});
export const tickDayBodySchema = z.object({
  done: z.boolean({ error: 'done must be true or false' }),
});

export const unsubscribePlanBodySchema = z.object({
  token: z.string().trim().min(16, 'The unsubscribe link is not valid').max(100),
});
export const unsubscribePlanAnswerSchema = z.object({
  unsubscribed: z.boolean(),
  message: z.string(),
});

/** Each built-in plan's name in the catalogues (content/reading-plans.ts has the plans). */
export const PLAN_NAME_IDS = {
  'new-testament-90': 'plans.name.newTestament90',
  'psalms-proverbs-month': 'plans.name.psalmsProverbsMonth',
  'bible-year': 'plans.name.bibleYear',
} as const satisfies Record<string, MessageId>;

/** The catalogue id of a plan's name; an unknown plan (none is) reads as the yearly one. */
export const planNameId = (planId: string): (typeof PLAN_NAME_IDS)[keyof typeof PLAN_NAME_IDS] =>
  planId in PLAN_NAME_IDS
    ? PLAN_NAME_IDS[planId as keyof typeof PLAN_NAME_IDS]
    : 'plans.name.bibleYear';

// ---- study progress ---------------------------------------------------------------------------

export const STUDY_LANGUAGES = ['en', 'es', 'pt'] as const;
/** An anchor is a heading's id or a paragraph's index in the article: short. */
export const STUDY_ANCHOR_MAX_LENGTH = 100;

export const STUDY_PROGRESS_MESSAGES = {
  unknownStudy: 'Study not found',
  language: `Language must be one of: ${STUDY_LANGUAGES.join(', ')}`,
  percent: 'Percent must be a whole number from 0 to 100',
  anchor: `Anchor must be at most ${STUDY_ANCHOR_MAX_LENGTH} characters`,
} as const;

/** How far a member read one study in one language (the furthest point reached). */
export const studyProgressSchema = z.object({
  studyId: z.number(),
  language: z.enum(STUDY_LANGUAGES),
  /** 0–100. */
  percent: z.number(),
  anchor: z.string(),
  updatedAt: z.string(),
});
export type StudyProgress = z.infer<typeof studyProgressSchema>;
export const studyProgressListSchema = z.object({ progress: z.array(studyProgressSchema) });
export type StudyProgressList = z.infer<typeof studyProgressListSchema>;

export const studyProgressParamsSchema = z.object({
  studyId: rowIdField(STUDY_PROGRESS_MESSAGES.unknownStudy),
});

export const saveStudyProgressBodySchema = z.object({
  language: z.enum(STUDY_LANGUAGES, { error: STUDY_PROGRESS_MESSAGES.language }),
  percent: z
    .number({ error: STUDY_PROGRESS_MESSAGES.percent })
    .int(STUDY_PROGRESS_MESSAGES.percent)
    .min(0, STUDY_PROGRESS_MESSAGES.percent)
    .max(100, STUDY_PROGRESS_MESSAGES.percent),
  anchor: z
    .string({ error: STUDY_PROGRESS_MESSAGES.anchor })
    .trim()
    .max(STUDY_ANCHOR_MAX_LENGTH, STUDY_PROGRESS_MESSAGES.anchor)
    .default(''),
});
export type SaveStudyProgressBody = z.infer<typeof saveStudyProgressBodySchema>;

/** A reader's own study tools' addresses, and the reading plans. */
export const studyToolsApi = {
  highlights: apiRoute('/api/me/highlights'),
  highlight: apiRoute('/api/me/highlights/:id'),
  bookmarks: apiRoute('/api/me/bookmarks'),
  bookmark: apiRoute('/api/me/bookmarks/:id'),
  notes: apiRoute('/api/me/notes'),
  note: apiRoute('/api/me/notes/:id'),
  plans: apiRoute('/api/plans'),
  planRemindersUnsubscribe: apiRoute('/api/plans/reminders/unsubscribe'),
  myPlans: apiRoute('/api/me/plans'),
  myPlan: apiRoute('/api/me/plans/:id'),
  planDay: apiRoute('/api/me/plans/:id/days/:day'),
  studyProgress: apiRoute('/api/me/study-progress'),
  studyProgressOf: apiRoute('/api/me/study-progress/:studyId'),
};
