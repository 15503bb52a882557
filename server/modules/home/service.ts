/**
 * The home page's texts and the Videos page's five numbered episodes, as the ministry keeps them
 * (`site_texts`, one row each). A key without a row is the text the site was built with
 * (content/), so a new database shows the spec's texts and an administrator's save is never
 * undone. Every save moves the content version on: the home and Videos pages are made again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { homeCopyEn, type HomeCopy } from '../../../content/home';
import { homeCopyEs } from '../../../content/home.es';
import { homeCopyPt } from '../../../content/home.pt';
import { videoEpisodesIn } from '../../../content/videos-languages';
import {
  HOME_STUDY_NOT_PUBLISHED,
  type AdminEpisodes,
  type AdminHome,
  type Episode,
  type episodesBodySchema,
  type homeBodySchema,
  type HomeTexts,
  type PublicHome,
} from '../../../contract/home';
import type { SiteLanguage } from '../../../contract/i18n';
import { catalogues } from '../../../contract/messages/catalogues';
import { siteTexts, studies, users, videos } from '../../db/schema';
import { inOneChange } from '../../db/step-in-change';
import type { Database, DbOrTx } from '../../db/types';
import { badRequest } from '../../errors';
import type { ContentVersion } from '../../infra/content-version';

export type HomeInput = z.output<typeof homeBodySchema>;
export type EpisodesInput = z.output<typeof episodesBodySchema>;

const HOME_KEY = 'home';
const EPISODES_KEY = 'episodes';

/** What the 'home' row keeps. */
interface StoredHome {
  texts: Record<SiteLanguage, HomeTexts>;
  studyId: number | null;
}
/** What the 'episodes' row keeps: the five in order (their numbers are their places). */
type StoredEpisode = Omit<Episode, 'number' | 'duration'>;

const bundledCopy: Record<SiteLanguage, HomeCopy> = {
  en: homeCopyEn,
  es: homeCopyEs,
  pt: homeCopyPt,
};

/** The home page's texts in `lang` as the site was built: its copy and its buttons' labels. */
export function builtHomeTexts(lang: SiteLanguage): HomeTexts {
  const copy = bundledCopy[lang];
  const messages = catalogues[lang];
  return {
    hero: {
      ...copy.hero,
      studyButton: messages['home.beginBibleStudy'],
      videosButton: messages['home.watchVideos'],
    },
    mission: { title: copy.mission.title, paragraphs: [...copy.mission.paragraphs] },
    restorationStudy: { ...copy.restorationStudy, action: messages['home.beginStudy'] },
    newsletter: { ...copy.newsletter },
  };
}

const builtHome = (): StoredHome => ({
  texts: { en: builtHomeTexts('en'), es: builtHomeTexts('es'), pt: builtHomeTexts('pt') },
  studyId: null,
});

/** The five as built: a translation identical to the English is not one. */
function builtEpisodes(): StoredEpisode[] {
  return videoEpisodesIn.en.map((episode, index) => {
    const es = videoEpisodesIn.es[index];
    const pt = videoEpisodesIn.pt[index];
    const translated = (other: typeof es, field: 'title' | 'description') =>
      other && other[field] !== episode[field] ? other[field] : undefined;
    return {
      youtubeId: episode.youtubeId,
      title: {
        en: episode.title,
        ...(translated(es, 'title') ? { es: translated(es, 'title') } : {}),
        ...(translated(pt, 'title') ? { pt: translated(pt, 'title') } : {}),
      },
      description: {
        en: episode.description,
        ...(translated(es, 'description') ? { es: translated(es, 'description') } : {}),
        ...(translated(pt, 'description') ? { pt: translated(pt, 'description') } : {}),
      },
    };
  });
}

/** The built length of episode `number` (1 to 5), for an episode whose video has none. */
const builtDuration = (number: number): number =>
  videoEpisodesIn.en[number - 1]?.duration ?? videoEpisodesIn.en[0]?.duration ?? 0;

interface Kept<T> {
  value: T;
  updatedAt: string | null;
  updatedBy: string | null;
}

async function readKept<T>(db: DbOrTx, key: string, built: () => T): Promise<Kept<T>> {
  const [found] = await db
    .select({ row: siteTexts, by: users.username })
    .from(siteTexts)
    .leftJoin(users, eq(users.id, siteTexts.updatedBy))
    .where(eq(siteTexts.key, key));
  if (!found) return { value: built(), updatedAt: null, updatedBy: null };
  return {
    value: found.row.value as T,
    updatedAt: found.row.updatedAt.toISOString(),
    updatedBy: found.by,
  };
}

async function isPublishedStudy(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.id, id), eq(studies.status, 'published')));
  return row !== undefined;
}

export interface HomeServiceDeps {
  db: Database;
  clock: () => Date;
  contentVersion: ContentVersion;
}

export function createHomeService({ db, clock, contentVersion }: HomeServiceDeps) {
  async function save(key: string, value: unknown, adminId: number): Promise<void> {
    const updatedAt = clock();
    await inOneChange(db, (tx) =>
      tx
        .insert(siteTexts)
        .values({ key, value, updatedAt, updatedBy: adminId })
        .onConflictDoUpdate({
          target: siteTexts.key,
          set: { value, updatedAt, updatedBy: adminId },
        }),
    );
    contentVersion.changed();
  }

  /** `from`: the database, or the transaction of a change (the audit trail reads it there). */
  async function adminHome(from: DbOrTx = db): Promise<AdminHome> {
    const kept = await readKept(from, HOME_KEY, builtHome);
    return { ...kept.value.texts, studyId: kept.value.studyId, ...dates(kept) };
  }

  /**
   * The five with their numbers and lengths (each one's video's when it has one). For visitors
   * (`withVideoTexts`), an episode whose video was renamed or described anew in the Videos tab
   * shows the video's text and translations, as the Videos page always has.
   */
  async function episodesWithLengths(
    stored: readonly StoredEpisode[],
    withVideoTexts = false,
    from: DbOrTx = db,
  ): Promise<Episode[]> {
    const ids = stored.map((episode) => episode.youtubeId);
    const rows = await from
      .select({
        youtubeId: videos.youtubeId,
        title: videos.title,
        description: videos.description,
        duration: videos.duration,
        translations: videos.translations,
      })
      .from(videos)
      .where(inArray(videos.youtubeId, ids));
    return stored.map((episode, index) => {
      const video = rows.find((row) => row.youtubeId === episode.youtubeId);
      const built = videoEpisodesIn.en.find((e) => e.youtubeId === episode.youtubeId);
      const renamed =
        withVideoTexts &&
        video !== undefined &&
        (video.title !== built?.title || video.description !== built.description);
      const text = (field: 'title' | 'description') =>
        renamed && video
          ? withoutBlanks({
              en: video[field],
              es: video.translations.es?.[field],
              pt: video.translations.pt?.[field],
            })
          : episode[field];
      return {
        number: index + 1,
        youtubeId: episode.youtubeId,
        title: text('title'),
        description: text('description'),
        duration: video?.duration ?? builtDuration(index + 1),
      };
    });
  }

  async function adminEpisodes(from: DbOrTx = db): Promise<AdminEpisodes> {
    const kept = await readKept(from, EPISODES_KEY, builtEpisodes);
    return { episodes: await episodesWithLengths(kept.value, false, from), ...dates(kept) };
  }

  return {
    /** The home page's texts in `lang`, and the study its card opens while it is published. */
    async publicHome(lang: SiteLanguage): Promise<PublicHome> {
      const { value } = await readKept(db, HOME_KEY, builtHome);
      const studyId =
        value.studyId !== null && (await isPublishedStudy(db, value.studyId))
          ? value.studyId
          : null;
      return { texts: value.texts[lang], studyId };
    },
    adminHome,
    /** Saves every language's texts at once; 400 when the card names no published study. */
    async saveHome(body: HomeInput, adminId: number): Promise<AdminHome> {
      if (body.studyId !== null && !(await isPublishedStudy(db, body.studyId))) {
        throw badRequest(HOME_STUDY_NOT_PUBLISHED, { studyId: [HOME_STUDY_NOT_PUBLISHED] });
      }
      const value: StoredHome = {
        texts: { en: body.en, es: body.es, pt: body.pt },
        studyId: body.studyId,
      };
      await save(HOME_KEY, value, adminId);
      return adminHome();
    },
    async publicEpisodes(): Promise<{ episodes: Episode[] }> {
      const { value } = await readKept(db, EPISODES_KEY, builtEpisodes);
      return { episodes: await episodesWithLengths(value, true) };
    },
    adminEpisodes,
    async saveEpisodes(body: EpisodesInput, adminId: number): Promise<AdminEpisodes> {
      const value: StoredEpisode[] = body.episodes.map((episode) => ({
        youtubeId: episode.youtubeId,
        title: withoutBlanks(episode.title),
        description: withoutBlanks(episode.description),
      }));
      await save(EPISODES_KEY, value, adminId);
      return adminEpisodes();
    },
  };
}

const dates = (kept: Kept<unknown>) => ({ updatedAt: kept.updatedAt, updatedBy: kept.updatedBy });

const withoutBlanks = (texts: {
  en: string;
  es?: string | undefined;
  pt?: string | undefined;
}) => ({
  en: texts.en,
  ...(texts.es ? { es: texts.es } : {}),
  ...(texts.pt ? { pt: texts.pt } : {}),
});

export type HomeService = ReturnType<typeof createHomeService>;
