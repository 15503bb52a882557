import { z } from 'zod';
import { apiRoute } from './api-route';
import { MAX_ROW_ID, localizedText, requiredText } from './fields';
import { siteLanguages } from './i18n';
import { youtubeIdField } from './publishing';

/**
 * The home page's texts and the Videos page's five numbered episodes, as the ministry keeps
 * them. Until an administrator saves them, both are the texts the site was built with
 * (content/home*.ts, content/videos*.ts).
 */

export const HOME_MISSION_PARAGRAPHS_MAX = 6;
export const HOME_PARAGRAPH_MAX = 2000;
export const EPISODE_COUNT = 5;
export const HOME_STUDY_NOT_PUBLISHED = 'Choose a published study';
export const EPISODES_COUNT_WRONG = `Give exactly ${EPISODE_COUNT} episodes`;
export const EPISODE_VIDEO_REPEATED = 'Each episode needs its own YouTube video';

const paragraphs = z
  .array(requiredText('Paragraph', HOME_PARAGRAPH_MAX), { error: 'Write at least one paragraph' })
  .min(1, 'Write at least one paragraph')
  .max(HOME_MISSION_PARAGRAPHS_MAX, `Write at most ${HOME_MISSION_PARAGRAPHS_MAX} paragraphs`);

/** The home page's texts in one language. */
export const homeTextsSchema = z.object({
  hero: z.object({
    eyebrow: requiredText('Eyebrow', 80),
    title: requiredText('Title', 200),
    lead: requiredText('Lead', 600),
    /** The first button's label (it opens the Bible Study Center). */
    studyButton: requiredText('Bible study button', 60),
    /** The second button's label (it opens the Videos page). */
    videosButton: requiredText('Videos button', 60),
  }),
  mission: z.object({
    title: requiredText('Mission title', 120),
    paragraphs,
  }),
  /** The fixed card of 'Featured Content' ("The Restoration of All Things"). */
  restorationStudy: z.object({
    label: requiredText('Card label', 60),
    title: requiredText('Card title', 200),
    description: requiredText('Card description', 600),
    action: requiredText('Card button', 60),
  }),
  newsletter: z.object({
    title: requiredText('Newsletter title', 120),
    lead: requiredText('Newsletter text', 600),
    note: requiredText('Newsletter note', 200),
  }),
});
export type HomeTexts = z.output<typeof homeTextsSchema>;

/** What the administrator saves: the texts of each language and the study the card opens. */
export const homeBodySchema = z.object({
  en: homeTextsSchema,
  es: homeTextsSchema,
  pt: homeTextsSchema,
  /** The published study the fixed card opens; null: the Bible Study Center's list. */
  studyId: z
    .number({ error: HOME_STUDY_NOT_PUBLISHED })
    .int(HOME_STUDY_NOT_PUBLISHED)
    .min(1, HOME_STUDY_NOT_PUBLISHED)
    .max(MAX_ROW_ID, HOME_STUDY_NOT_PUBLISHED)
    .nullable(),
});
export type HomeBody = z.input<typeof homeBodySchema>;

/** The home page's texts as the editor shows them. */
export const adminHomeSchema = z.object({
  en: homeTextsSchema,
  es: homeTextsSchema,
  pt: homeTextsSchema,
  studyId: z.number().int().nullable(),
  /** When they were last saved (null: never, these are the texts the site was built with). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;

/** The home page's texts in the page's language, as visitors read them. */
export const publicHomeSchema = z.object({
  texts: homeTextsSchema,
  studyId: z.number().int().nullable(),
});
export type PublicHome = z.infer<typeof publicHomeSchema>;

export const homeQuerySchema = z.object({
  lang: z.enum(siteLanguages, { error: 'Choose en, es or pt' }).default('en'),
});

// ---- the five episodes ---------------------------------------------------------------------------

export const episodeBodySchema = z.object({
  title: localizedText('Title', 200),
  description: localizedText('Description', 2000),
  youtubeId: youtubeIdField,
});

export const episodesBodySchema = z.object({
  episodes: z
    .array(episodeBodySchema, { error: EPISODES_COUNT_WRONG })
    .length(EPISODE_COUNT, EPISODES_COUNT_WRONG)
    .superRefine((episodes, ctx) => {
      const seen = new Set<string>();
      episodes.forEach((episode, index) => {
        if (seen.has(episode.youtubeId)) {
          ctx.addIssue({
            code: 'custom',
            message: EPISODE_VIDEO_REPEATED,
            path: [index, 'youtubeId'],
          });
        }
        seen.add(episode.youtubeId);
      });
    }),
});
export type EpisodesBody = z.input<typeof episodesBodySchema>;

const partialTexts = z.object({
  en: z.string(),
  es: z.string().optional(),
  pt: z.string().optional(),
});

/** One numbered episode in every language it is written in. */
export const episodeSchema = z.object({
  /** 1 to 5: "Episode N". */
  number: z.number().int(),
  title: partialTexts,
  description: partialTexts,
  youtubeId: z.string(),
  /** Minutes (the video's when the catalogue has it, else the episode's as built). */
  duration: z.number().int(),
});
export type Episode = z.infer<typeof episodeSchema>;

export const episodesSchema = z.object({ episodes: z.array(episodeSchema) });
export const adminEpisodesSchema = episodesSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminEpisodes = z.infer<typeof adminEpisodesSchema>;

export const homeApi = {
  home: apiRoute('/api/home'),
  episodes: apiRoute('/api/episodes'),
  adminHome: apiRoute('/api/admin/home'),
  adminEpisodes: apiRoute('/api/admin/episodes'),
} as const;

/** The address of the home page's texts in `lang` (the page's loader and the screen both ask it). */
export const homeApiPath = (lang: (typeof siteLanguages)[number]): string =>
  homeApi.home({ search: { lang } });
