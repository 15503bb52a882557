/**
 * What visitors may see of the published content (ebooks, videos, articles), and the rows as the
 * API answers them: shared by the public reads (catalog, seo) and the admin's (publishing).
 */
import { and, asc, desc, eq, getTableName, gt, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Ebook, Video } from '../../contract/catalog';
import { pictureOf, type Picture } from '../../contract/publishing';
import type { ContentVersion } from '../infra/content-version';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/types';
import {
  articles,
  characters,
  ebooks,
  funds,
  media,
  siteIdentity,
  sitePages,
  siteTexts,
  studies,
  teachings,
  timelineEvents,
  videos,
} from '../db/schema';

/**
 * Articles visitors may read: anything not a draft whose time has come. A scheduled article needs
 * no job to appear; it is visible from its `published_at` on.
 */
export const visibleArticle = (now: Date): SQL =>
  and(
    ne(articles.status, 'draft'),
    isNotNull(articles.publishedAt),
    lte(articles.publishedAt, now),
  ) as SQL;

/** A video is listed from its `published_at` on. */
export const visibleVideo = (now: Date): SQL => lte(videos.publishedAt, now);

/**
 * The times still to come at which something becomes visible (scheduled articles, videos dated
 * ahead): ContentVersion moves on at each, so kept answers and pages follow without a write.
 */
export async function upcomingTimes(db: Database, now: Date): Promise<Date[]> {
  const [articleTimes, videoTimes, teachingTimes] = await Promise.all([
    db
      .select({ at: articles.publishedAt })
      .from(articles)
      .where(and(ne(articles.status, 'draft'), gt(articles.publishedAt, now))),
    db.select({ at: videos.publishedAt }).from(videos).where(gt(videos.publishedAt, now)),
    // The home page's latest teachings: a scheduled one appears when its time comes.
    db
      .select({ at: teachings.publishedAt })
      .from(teachings)
      .where(and(ne(teachings.status, 'draft'), gt(teachings.publishedAt, now))),
  ]);
  return [...articleTimes, ...videoTimes, ...teachingTimes]
    .map((row) => row.at)
    .filter((at): at is Date => at !== null);
}

/**
 * The tables visitors' published content is read from (and the funds the donate page lists, the
 * Bible Study Center's studies, the ministry's own pages): a write to one moves the version on.
 */
export const contentTables: ReadonlySet<string> = new Set(
  [
    articles,
    ebooks,
    videos,
    media,
    funds,
    studies,
    sitePages,
    siteIdentity,
    siteTexts,
    teachings,
    timelineEvents,
    characters,
  ].map((table) => getTableName(table)),
);

/**
 * Keeps `version` right across processes: moves it on when another process's content write is
 * heard (a write here moved it already), and stops it while writes cannot be heard. Answers the
 * function that stops following.
 */
export function followContentWrites(
  database: DatabaseHandle,
  version: ContentVersion,
  clock: () => Date,
  onError: (err: unknown) => void,
): () => void {
  // The scheduled times are read again after a change; changes arriving meanwhile read once more.
  let reading: Promise<void> | undefined;
  let again = false;
  const readSchedule = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = upcomingTimes(database.db, clock())
      .then((times) => version.reschedule(times))
      .catch(onError)
      .finally(() => {
        reading = undefined;
        if (again) {
          again = false;
          readSchedule();
        }
      });
  };
  const stop = database.changes.subscribe({
    changed(table) {
      if (!contentTables.has(table)) return;
      // At once, so no kept answer outlives the change; the schedule follows.
      version.changed();
      readSchedule();
    },
    lost: () => version.setTracking(false),
    listening() {
      version.setTracking(true);
      readSchedule();
    },
  });
  version.setTracking(database.changes.listening);
  return stop;
}

type MediaRow = typeof media.$inferSelect;

export const pictureOrNull = (row: MediaRow | null): Picture | null =>
  row ? pictureOf(row) : null;

/** The store's order: the featured book first, then by the admin's position, then oldest first. */
export const storeOrder = [desc(ebooks.featured), asc(ebooks.position), asc(ebooks.id)];

/** Ebooks with their cover's image row (null without a cover). */
export const ebooksWithCovers = (db: Pick<Database, 'select'>) =>
  db
    .select({ ebook: ebooks, cover: media })
    .from(ebooks)
    .leftJoin(media, eq(media.key, ebooks.coverImage));

export const toEbook = (row: {
  ebook: typeof ebooks.$inferSelect;
  cover: MediaRow | null;
}): Ebook => ({
  id: row.ebook.id,
  title: row.ebook.title,
  description: row.ebook.description,
  price: row.ebook.price,
  amazonUrl: row.ebook.amazonUrl,
  rating: row.ebook.rating,
  reviewCount: row.ebook.reviewCount,
  featured: row.ebook.featured,
  coverImage: row.ebook.coverImage,
  cover: pictureOrNull(row.cover),
  position: row.ebook.position,
  translations: row.ebook.translations,
});

export const toVideo = (row: typeof videos.$inferSelect): Video => ({
  id: row.id,
  title: row.title,
  description: row.description,
  youtubeId: row.youtubeId,
  category: row.category,
  duration: row.duration,
  publishedAt: row.publishedAt.toISOString(),
  featured: row.featured,
  translations: row.translations,
});

/** Newest first (ties: the later added first). */
export const newestVideos = [desc(videos.publishedAt), desc(videos.id)];
