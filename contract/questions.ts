import { z } from 'zod';
import { siteLanguages } from './i18n';
import { pageField, requiredText, rowIdParamsSchema, siteLanguageField } from './fields';
import { apiRoute } from './api-route';

/** Question categories of the public questions page's filter. */
export const QUESTION_CATEGORIES = [
  'doctrine',
  'scripture',
  'practice',
  'history',
  'general',
] as const;
export const QUESTION_STATUSES = ['pending', 'answered', 'archived'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const CATEGORY_LABELS: Record<QuestionCategory, string> = {
  doctrine: 'Doctrine',
  scripture: 'Scripture',
  practice: 'Practice',
  history: 'History',
  general: 'General',
};
export const STATUS_LABELS: Record<QuestionStatus, string> = {
  pending: 'Pending',
  answered: 'Answered',
  archived: 'Archived',
};

/** How many of the member's own questions the dashboard lists: the three most recent. */
export const DASHBOARD_RECENT_QUESTIONS = 3;
export const QUESTIONS_PAGE_SIZE = 20;

export const questionListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search is too long').optional(),
  category: z.enum([...QUESTION_CATEGORIES, 'all']).default('all'),
  status: z.enum([...QUESTION_STATUSES, 'all']).default('all'),
  page: pageField(10_000),
  pageSize: z.coerce.number().int().min(1).max(100).default(QUESTIONS_PAGE_SIZE),
  /** The page's language: its questions come first, the others after, each newest first. */
  lang: siteLanguageField.optional(),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;
/** A member's own questions come whole (up to 500), so counts on the dashboard are exact. */
export const ownQuestionListQuerySchema = questionListQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(500).default(500),
});

export const answerSchema = z.object({
  id: z.number(),
  content: z.string(),
  /** Where its Scripture references stand in `content`: [start, end, osis], in order. */
  references: z.array(z.tuple([z.number(), z.number(), z.string()]).readonly()).readonly(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  status: z.enum(QUESTION_STATUSES),
  isPublic: z.boolean(),
  /** First name only (or 'Anonymous') to everyone but the asker and administrators. */
  submitterName: z.string().nullable(),
  anonymous: z.boolean(),
  /** The language the member asked in: the language of the page they asked on. */
  language: z.enum(siteLanguages),
  /** Administrators only. */
  submitterEmail: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.array(questionSchema);

export const answerIdParamsSchema = rowIdParamsSchema('Answer Not Found');

export const questionIdParamsSchema = rowIdParamsSchema('Question Not Found');

export const askQuestionBodySchema = z.object({
  title: requiredText('Title', 200),
  content: z
    .string({ error: 'Question is required' })
    .trim()
    .min(10, 'Please describe your question in at least 10 characters')
    .max(5000, 'Question must be at most 5000 characters'),
  category: z.enum(QUESTION_CATEGORIES, { error: 'Please choose a category' }),
  anonymous: z.boolean().default(false),
  /** The language of the page the member asks on (English when not said). */
  language: siteLanguageField.default('en'),
});
export type AskQuestionBody = z.input<typeof askQuestionBodySchema>;

export const answerBodySchema = z.object({
  content: requiredText('Answer', 20_000),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

export const updateQuestionBodySchema = z
  .object({
    isPublic: z.boolean().optional(),
    status: z.enum(QUESTION_STATUSES, { error: 'Unknown status' }).optional(),
  })
  .refine((b) => b.isPublic !== undefined || b.status !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateQuestionBody = z.infer<typeof updateQuestionBodySchema>;

/** The questions' addresses. */
export const questionsApi = {
  list: apiRoute('/api/questions'),
  my: apiRoute('/api/questions/my'),
  question: apiRoute('/api/questions/:id'),
  answers: apiRoute('/api/questions/:id/answers'),
  answer: apiRoute('/api/answers/:id'),
  adminList: apiRoute('/api/admin/questions'),
};

/** A question's query key, the same where the browser reads it and where a server render fills it. */
export const questionKey = (id: string) => [questionsApi.list.pattern, id] as const;
