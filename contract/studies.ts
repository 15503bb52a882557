import { z } from 'zod';
import { apiRoute } from './api-route';
import { localizedText, requiredText } from './fields';
import { articleCategories } from './publishing';

/** The last place in the list: a study left without one goes after the others, up to here. */
export const STUDY_ORDER_MAX = 9999;

/**
 * The Bible Study Center's studies as the ministry keeps them in the database: what visitors read
 * (`GET /api/studies`, `GET /api/studies/{id}`) and what administrators write. A study's texts are
 * per language (English required, Spanish and Portuguese optional); the article is written in the
 * study markup the reader renders (content/studies.ts describes it).
 */

export const studyLanguages = ['en', 'es', 'pt'] as const;
export type StudyLanguageCode = (typeof studyLanguages)[number];

/** The list filter's categories ('All' is the filter's): the Bible Study Center's, as articles'. */
export const studyCategoryValues = articleCategories;
export const studyStatuses = ['draft', 'published'] as const;
export type StudyStatus = (typeof studyStatuses)[number];

export const STUDY_TITLE_MAX = 200;
export const STUDY_DESCRIPTION_MAX = 1000;
export const STUDY_CONTENT_MAX = 200_000;
export const STUDY_DURATION_MAX = 40;
export const STUDY_TITLE_TAKEN = 'Another study already has this English title';
export const STUDY_NOT_FOUND = 'Study not found';

export const studyBodySchema = z.object({
  title: localizedText('Title', STUDY_TITLE_MAX),
  description: localizedText('Description', STUDY_DESCRIPTION_MAX),
  content: localizedText('Content', STUDY_CONTENT_MAX),
  category: z.enum(studyCategoryValues, { error: 'Choose a category' }),
  /** Reading time as shown: '45-60 minutes'. */
  duration: requiredText('Duration', STUDY_DURATION_MAX),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  /** Place in the list: smaller first. Left out: after the others. */
  order: z
    .number({ error: 'Order must be a whole number, 0 or more' })
    .int('Order must be a whole number, 0 or more')
    .min(0, 'Order must be a whole number, 0 or more')
    .max(STUDY_ORDER_MAX, `Order must be at most ${STUDY_ORDER_MAX}`)
    .optional(),
  status: z.enum(studyStatuses, { error: 'Choose draft or published' }),
});
export type StudyBody = z.input<typeof studyBodySchema>;
export type StudyInput = z.output<typeof studyBodySchema>;

/** A text in some of the languages (a missing one is not written yet). */
const partialTexts = z.object({
  en: z.string(),
  es: z.string().optional(),
  pt: z.string().optional(),
});
export type PartialTexts = z.infer<typeof partialTexts>;

/** Where a Scripture reference stands in an article and the passage it names (OSIS). */
const referenceRowSchema = z.tuple([z.number().int(), z.number().int(), z.string()]);
const referencesSchema = z.object({
  en: z.array(referenceRowSchema),
  es: z.array(referenceRowSchema),
  pt: z.array(referenceRowSchema),
});

/** A study as the admin's list and editor show it. */
export const adminStudySchema = z.object({
  id: z.number().int(),
  title: partialTexts,
  description: partialTexts,
  content: partialTexts,
  category: z.enum(studyCategoryValues),
  duration: z.string(),
  featured: z.boolean(),
  order: z.number().int(),
  status: z.enum(studyStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who saved it last (null: bundled with the site, or the account is gone). */
  updatedBy: z.string().nullable(),
});
export type AdminStudy = z.infer<typeof adminStudySchema>;

/**
 * A published study as the list shows it. Title and description are given in every language (a
 * language it is not written in shows the English); `languages` names those it is written in.
 */
export const studySummarySchema = z.object({
  id: z.number().int(),
  title: z.object({ en: z.string(), es: z.string(), pt: z.string() }),
  description: z.object({ en: z.string(), es: z.string(), pt: z.string() }),
  duration: z.string(),
  category: z.enum(studyCategoryValues),
  featured: z.boolean(),
  languages: z.array(z.enum(studyLanguages)),
});
export type StudySummaryAnswer = z.infer<typeof studySummarySchema>;
export const studyListSchema = z.array(studySummarySchema);

/** A published study with its article in each language it is written in, and its references. */
export const publicStudySchema = studySummarySchema.extend({
  content: partialTexts,
  references: referencesSchema,
});
export type PublicStudy = z.infer<typeof publicStudySchema>;

export const studyListQuerySchema = z.object({
  /** Only the studies written in this language. */
  lang: z.enum(studyLanguages, { error: 'Choose en, es or pt' }).optional(),
});

export const studiesApi = {
  studies: apiRoute('/api/studies'),
  study: apiRoute('/api/studies/:id'),
  adminStudies: apiRoute('/api/admin/studies'),
  adminStudy: apiRoute('/api/admin/studies/:id'),
};
