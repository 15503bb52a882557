import { and, eq } from 'drizzle-orm';
import type { Ebook, Video } from '../../../contract/catalog';
import type { Database } from '../../db/types';
import {
  ebooksWithCovers,
  newestVideos,
  storeOrder,
  toEbook,
  toVideo,
  visibleVideo,
} from '../../domain/published-content';
import { ebooks, videos } from '../../db/schema';

async function listEbooks(db: Database): Promise<Ebook[]> {
  return (await ebooksWithCovers(db).orderBy(...storeOrder)).map(toEbook);
}

/** The first featured ebook in store order, or null when none is featured. */
async function featuredEbook(db: Database): Promise<Ebook | null> {
  const [row] = await ebooksWithCovers(db)
    .where(eq(ebooks.featured, true))
    .orderBy(...storeOrder)
    .limit(1);
  return row ? toEbook(row) : null;
}

/** Videos visitors see: dated now or earlier, newest first. */
async function listVideos(db: Database, now: Date): Promise<Video[]> {
  const rows = await db
    .select()
    .from(videos)
    .where(visibleVideo(now))
    .orderBy(...newestVideos)
    .limit(500);
  return rows.map(toVideo);
}

/** The newest featured video already published, or null. */
async function featuredVideo(db: Database, now: Date): Promise<Video | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.featured, true), visibleVideo(now)))
    .orderBy(...newestVideos)
    .limit(1);
  return row ? toVideo(row) : null;
}

export interface CatalogServiceDeps {
  db: Database;
  clock: () => Date;
}

/** The store's and the home page's reads of published ebooks and videos. */
export function createCatalogService({ db, clock }: CatalogServiceDeps) {
  return {
    listEbooks: () => listEbooks(db),
    featuredEbook: () => featuredEbook(db),
    listVideos: () => listVideos(db, clock()),
    featuredVideo: () => featuredVideo(db, clock()),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
