import { z } from 'zod';
import { apiRoute } from './api-route';
import { requiredText } from './fields';
import { siteLanguages } from './i18n';

/**
 * The Biblical Timeline's events as the ministry keeps them in the database: what visitors read
 * (`GET /api/timeline?lang=`) and what administrators write. An event's words are per language:
 * English required, a Spanish or Portuguese translation whole or left out (the page then shows
 * the English, marked as not translated yet).
 */

/** The spec's eight categories; each has its own icon and colour (content/timeline.ts). */
export const timelineCategoryValues = [
  'creation',
  'patriarchs',
  'exodus',
  'kingdom',
  'exile',
  'messiah',
  'church',
  'prophecy',
] as const;
export type TimelineCategoryValue = (typeof timelineCategoryValues)[number];

export const TIMELINE_YEAR_MAX = 60;
export const TIMELINE_TITLE_MAX = 200;
export const TIMELINE_TEXT_MAX = 2000;
export const PARALLAX_MIN = 0.4;
export const PARALLAX_MAX = 1.6;
export const TIMELINE_ORDER_MAX = 9999;
export const TIMELINE_EVENT_NOT_FOUND = 'Timeline event not found';
export const PARALLAX_MESSAGE = `Parallax speed must be between ${PARALLAX_MIN} and ${PARALLAX_MAX}`;
export const ORDER_MESSAGE = 'Order must be a whole number, 0 or more';

/** The place in a list: smaller first; left out, after the others. */
export const orderField = z
  .number({ error: ORDER_MESSAGE })
  .int(ORDER_MESSAGE)
  .min(0, ORDER_MESSAGE)
  .max(TIMELINE_ORDER_MAX, `Order must be at most ${TIMELINE_ORDER_MAX}`)
  .optional();

/** An event's words in one language. */
export const timelineEventTextSchema = z.object(
  {
    year: requiredText('Year', TIMELINE_YEAR_MAX),
    title: requiredText('Title', TIMELINE_TITLE_MAX),
    description: requiredText('Description', TIMELINE_TEXT_MAX),
    significance: requiredText('Significance', TIMELINE_TEXT_MAX),
  },
  { error: 'The English text is required' },
);
export type TimelineEventText = z.infer<typeof timelineEventTextSchema>;

/**
 * A translation: the whole text, or left out / null (not translated). The English is required;
 * its object's message names it.
 */
export const localizedTexts = <Schema extends z.ZodType>(text: Schema) =>
  z.object(
    { en: text, es: text.nullish(), pt: text.nullish() },
    { error: 'The English text is required' },
  );

export const timelineEventBodySchema = z.object({
  texts: localizedTexts(timelineEventTextSchema),
  category: z.enum(timelineCategoryValues, { error: 'Choose a category' }),
  parallaxSpeed: z
    .number({ error: PARALLAX_MESSAGE })
    .min(PARALLAX_MIN, PARALLAX_MESSAGE)
    .max(PARALLAX_MAX, PARALLAX_MESSAGE),
  order: orderField,
});
export type TimelineEventBody = z.input<typeof timelineEventBodySchema>;
export type TimelineEventInput = z.output<typeof timelineEventBodySchema>;

/** Where a Scripture reference stands in a text and the passage it names (OSIS). */
export const referenceRowSchema = z.tuple([z.number().int(), z.number().int(), z.string()]);
export type ReferenceRow = z.infer<typeof referenceRowSchema>;

/** An event as the admin's list and editor show it. */
export const adminTimelineEventSchema = z.object({
  id: z.number().int(),
  texts: z.object({
    en: timelineEventTextSchema,
    es: timelineEventTextSchema.optional(),
    pt: timelineEventTextSchema.optional(),
  }),
  category: z.enum(timelineCategoryValues),
  parallaxSpeed: z.number(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who saved it last (null: bundled with the site, or the account is gone). */
  updatedBy: z.string().nullable(),
});
export type AdminTimelineEvent = z.infer<typeof adminTimelineEventSchema>;

/** An event as the page shows it in one language (the English when not translated). */
export const publicTimelineEventSchema = z.object({
  id: z.number().int(),
  year: z.string(),
  title: z.string(),
  description: z.string(),
  significance: z.string(),
  category: z.enum(timelineCategoryValues),
  parallaxSpeed: z.number(),
  /** False: the words are the English, this language's not written yet. */
  translated: z.boolean(),
  /** The Scripture references of the description and the significance. */
  references: z.object({
    description: z.array(referenceRowSchema),
    significance: z.array(referenceRowSchema),
  }),
});
export type PublicTimelineEvent = z.infer<typeof publicTimelineEventSchema>;
export const publicTimelineSchema = z.array(publicTimelineEventSchema);

export const contentLanguageQuerySchema = z.object({
  lang: z.enum(siteLanguages, { error: 'Choose en, es or pt' }).default('en'),
});

export const timelineApi = {
  timeline: apiRoute('/api/timeline'),
  adminTimeline: apiRoute('/api/admin/timeline'),
  adminTimelineEvent: apiRoute('/api/admin/timeline/:id'),
};
