/**
 * What the administrator writes: ebooks, videos and articles (their addresses, publication
 * times and translations), and a newsletter draft made from an article.
 */
import { and, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  articleBodySchema,
  ebookBodySchema,
  videoBodySchema,
} from '../../../contract/publishing';
import {
  articlePath,
  EBOOK_TITLE_TAKEN,
  NOT_PUBLISHED_FOR_NEWSLETTER,
  ORIGINAL_IS_SELF,
  ORIGINAL_NOT_FOUND,
  readTimeOf,
  SCHEDULE_NEEDS_FUTURE,
  SLUG_TAKEN,
  translationExists,
  VIDEO_TAKEN,
  type AdminArticle,
  type ArticleStatus,
  type ContentLanguage,
} from '../../../contract/publishing';
import type { Ebook, Video } from '../../../contract/catalog';
import { isSiteLanguage } from '../../../contract/i18n';
import type { CampaignBody } from '../../../contract/newsletter';
import { isUniqueViolation, type Database, type DbOrTx } from '../../db/types';
import { articles, ebooks, media, videos } from '../../db/schema';
import { inOneChange } from '../../db/step-in-change';
import {
  ebooksWithCovers,
  newestVideos,
  storeOrder,
  toEbook,
  toVideo,
} from '../../domain/published-content';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { firstFreeSlug, slugFor } from '../../domain/slug';
import { ARTICLE_NOT_FOUND, contentLanguageOf, familyOf } from './public-reads';

export type EbookInput = z.output<typeof ebookBodySchema>;
export type VideoInput = z.output<typeof videoBodySchema>;
export type ArticleInput = z.output<typeof articleBodySchema>;

type ArticleRow = typeof articles.$inferSelect;

const COVER_MISSING = 'Upload the image again';

/** A cover must be an image that was uploaded (a key the media store knows). */
async function checkCover(db: DbOrTx, key: string | null | undefined): Promise<void> {
  if (!key) return;
  const [row] = await db.select({ key: media.key }).from(media).where(eq(media.key, key));
  if (!row) throw badRequest(COVER_MISSING, { coverImage: [COVER_MISSING] });
}

// ---- ebooks ----------------------------------------------------------------------------------

export async function listAdminEbooks(db: Database): Promise<Ebook[]> {
  return (await ebooksWithCovers(db).orderBy(...storeOrder)).map(toEbook);
}

export async function adminEbook(db: DbOrTx, id: number): Promise<Ebook> {
  const [row] = await ebooksWithCovers(db).where(eq(ebooks.id, id));
  if (!row) throw notFound('Ebook not found');
  return toEbook(row);
}

const ebookTitleTaken = () =>
  new HttpError(409, EBOOK_TITLE_TAKEN, 'CONFLICT', { title: [EBOOK_TITLE_TAKEN] });

const ebookValues = (body: EbookInput) => ({
  title: body.title,
  description: body.description,
  price: body.price,
  amazonUrl: body.amazonUrl,
  rating: body.rating,
  reviewCount: body.reviewCount,
  featured: body.featured,
  coverImage: body.coverImage,
  translations: body.translations,
});

export async function createEbook(db: Database, body: EbookInput): Promise<Ebook> {
  try {
    return await db.transaction(async (tx) => {
      await checkCover(tx, body.coverImage);
      let position = body.position;
      if (position === undefined) {
        // Left out: after the others.
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${ebooks.position}) + 1, 0)::int` })
          .from(ebooks);
        position = last?.position ?? 0;
      }
      const [row] = await tx
        .insert(ebooks)
        .values({ ...ebookValues(body), position })
        .returning({ id: ebooks.id });
      if (!row) throw new Error('ebook not created');
      return adminEbook(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ebookTitleTaken();
    throw error;
  }
}

export async function updateEbook(db: Database, id: number, body: EbookInput): Promise<Ebook> {
  try {
    return await db.transaction(async (tx) => {
      await checkCover(tx, body.coverImage);
      const [row] = await tx
        .update(ebooks)
        .set({
          ...ebookValues(body),
          ...(body.position === undefined ? {} : { position: body.position }),
        })
        .where(eq(ebooks.id, id))
        .returning({ id: ebooks.id });
      if (!row) throw notFound('Ebook not found');
      return adminEbook(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ebookTitleTaken();
    throw error;
  }
}

export async function deleteEbook(db: Database, id: number): Promise<void> {
  const deleted = await inOneChange(db, (tx) =>
    tx.delete(ebooks).where(eq(ebooks.id, id)).returning({ id: ebooks.id }),
  );
  if (deleted.length === 0) throw notFound('Ebook not found');
}

// ---- videos ----------------------------------------------------------------------------------

const videoTaken = () => new HttpError(409, VIDEO_TAKEN, 'CONFLICT', { youtubeId: [VIDEO_TAKEN] });

export async function listAdminVideos(db: Database): Promise<Video[]> {
  return (
    await db
      .select()
      .from(videos)
      .orderBy(...newestVideos)
  ).map(toVideo);
}

const videoValues = (body: VideoInput) => ({
  title: body.title,
  description: body.description,
  youtubeId: body.youtubeId,
  category: body.category || null,
  duration: body.duration ?? null,
  featured: body.featured,
  translations: {
    ...(body.translations.es ? { es: body.translations.es } : {}),
    ...(body.translations.pt ? { pt: body.translations.pt } : {}),
  },
});

export async function createVideo(db: Database, body: VideoInput, now: Date): Promise<Video> {
  try {
    const [row] = await inOneChange(db, (tx) =>
      tx
        .insert(videos)
        .values({
          ...videoValues(body),
          publishedAt: body.publishedAt ? new Date(body.publishedAt) : now,
        })
        .returning(),
    );
    if (!row) throw new Error('video not created');
    return toVideo(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw videoTaken();
    throw error;
  }
}

/** Left out, `publishedAt` stays as it was. */
export async function updateVideo(db: Database, id: number, body: VideoInput): Promise<Video> {
  try {
    const [row] = await inOneChange(db, (tx) =>
      tx
        .update(videos)
        .set({
          ...videoValues(body),
          ...(body.publishedAt ? { publishedAt: new Date(body.publishedAt) } : {}),
        })
        .where(eq(videos.id, id))
        .returning(),
    );
    if (!row) throw notFound('Video not found');
    return toVideo(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw videoTaken();
    throw error;
  }
}

export async function adminVideo(db: DbOrTx, id: number): Promise<Video> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  if (!row) throw notFound('Video not found');
  return toVideo(row);
}

export async function deleteVideo(db: Database, id: number): Promise<void> {
  const deleted = await inOneChange(db, (tx) =>
    tx.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id }),
  );
  if (deleted.length === 0) throw notFound('Video not found');
}

// ---- articles: the admin's -------------------------------------------------------------------

const statusOf = (value: string): ArticleStatus =>
  value === 'scheduled' || value === 'published' ? value : 'draft';

const toAdminArticle = (row: ArticleRow): AdminArticle => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt ?? '',
  content: row.content,
  category: row.category ?? '',
  language: contentLanguageOf(row.language),
  originalId: row.originalId,
  featured: row.featured,
  status: statusOf(row.status),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  readTime: row.readTime ?? readTimeOf(row.content),
  coverImage: row.coverImage,
  path: articlePath(row.slug),
});

export async function listAdminArticles(db: Database): Promise<AdminArticle[]> {
  const rows = await db
    .select()
    .from(articles)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(1_000);
  return rows.map(toAdminArticle);
}

async function articleRow(db: DbOrTx, id: number): Promise<ArticleRow> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return row;
}

export async function getAdminArticle(db: DbOrTx, id: number): Promise<AdminArticle> {
  return toAdminArticle(await articleRow(db, id));
}

const slugTaken = () => new HttpError(409, SLUG_TAKEN, 'SLUG_TAKEN', { slug: [SLUG_TAKEN] });

/** `base`, or `base-2`, `base-3`, … whichever no other article has. */
async function freeSlug(db: DbOrTx, base: string, exceptId?: number): Promise<string> {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      and(
        or(eq(articles.slug, base), like(articles.slug, `${base}-%`)),
        exceptId === undefined ? undefined : ne(articles.id, exceptId),
      ),
    );
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * The article's address: the one given (409 when another article has it), else the current one
 * when editing, else one made from the title.
 */
async function addressOf(
  db: DbOrTx,
  body: ArticleInput,
  existing: ArticleRow | undefined,
): Promise<string> {
  if (body.slug) {
    const [other] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(eq(articles.slug, body.slug), existing ? ne(articles.id, existing.id) : undefined),
      );
    if (other) throw slugTaken();
    return body.slug;
  }
  if (existing) return existing.slug;
  return freeSlug(db, slugFor(body.title));
}

/**
 * When visitors may read it: a scheduled article needs a time to come; a published one keeps the
 * time it was first published (or now); a draft keeps whatever time it had.
 */
function publicationTime(body: ArticleInput, existing: Date | null, now: Date): Date | null {
  const given = body.publishedAt ? new Date(body.publishedAt) : undefined;
  switch (body.status) {
    case 'scheduled':
      if (!given || given.getTime() <= now.getTime()) {
        throw badRequest(SCHEDULE_NEEDS_FUTURE, { publishedAt: [SCHEDULE_NEEDS_FUTURE] });
      }
      return given;
    case 'published':
      return given ?? (existing && existing.getTime() <= now.getTime() ? existing : now);
    default:
      return given ?? existing;
  }
}

/**
 * The original a translation links to: always the first article of its family, so every
 * translation of one text points at one id.
 */
async function originalFor(
  db: DbOrTx,
  originalId: number | null | undefined,
  selfId: number | undefined,
): Promise<number | null> {
  if (originalId == null) return null;
  if (originalId === selfId) {
    throw badRequest(ORIGINAL_IS_SELF, { originalId: [ORIGINAL_IS_SELF] });
  }
  const [original] = await db
    .select({ id: articles.id, originalId: articles.originalId })
    .from(articles)
    .where(eq(articles.id, originalId));
  if (!original) throw badRequest(ORIGINAL_NOT_FOUND, { originalId: [ORIGINAL_NOT_FOUND] });
  const root = original.originalId ?? original.id;
  if (root === selfId) throw badRequest(ORIGINAL_IS_SELF, { originalId: [ORIGINAL_IS_SELF] });
  return root;
}

async function articleValues(
  db: DbOrTx,
  body: ArticleInput,
  existing: ArticleRow | undefined,
  now: Date,
) {
  const publishedAt = publicationTime(body, existing?.publishedAt ?? null, now);
  await checkCover(db, body.coverImage);
  return {
    title: body.title,
    slug: await addressOf(db, body, existing),
    excerpt: body.excerpt,
    content: body.content,
    category: body.category,
    language: body.language,
    originalId: await originalFor(db, body.originalId, existing?.id),
    featured: body.featured,
    status: body.status,
    publishedAt,
    coverImage: body.coverImage ?? null,
    readTime: readTimeOf(body.content),
    updatedAt: now,
  };
}

/** Two requests that take one slug at once: the second hears it is taken. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function createArticle(
  db: Database,
  body: ArticleInput,
  now: Date,
): Promise<AdminArticle> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const values = await articleValues(tx, body, undefined, now);
      const [row] = await tx
        .insert(articles)
        .values({ ...values, createdAt: now })
        .returning();
      if (!row) throw new Error('article not created');
      return toAdminArticle(row);
    }),
  );
}

export async function updateArticle(
  db: Database,
  id: number,
  body: ArticleInput,
  now: Date,
): Promise<AdminArticle> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
      if (!existing) throw notFound(ARTICLE_NOT_FOUND);
      const values = await articleValues(tx, body, existing, now);
      const [row] = await tx.update(articles).set(values).where(eq(articles.id, id)).returning();
      if (!row) throw notFound(ARTICLE_NOT_FOUND);
      return toAdminArticle(row);
    }),
  );
}

/** Its translations stay, no longer linked to it. */
export async function deleteArticle(db: Database, id: number): Promise<void> {
  const deleted = await inOneChange(db, (tx) =>
    tx.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }),
  );
  if (deleted.length === 0) throw notFound(ARTICLE_NOT_FOUND);
}

/** The article and its translations: every article whose original is `root`, and `root`. */

/**
 * "Translate": a draft in `language` with the article's text to translate, linked to its
 * original. A language the family already has is refused (409).
 */
export async function translateArticle(
  db: Database,
  id: number,
  language: ContentLanguage,
  now: Date,
): Promise<AdminArticle> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const source = await articleRow(tx, id);
      const root = source.originalId ?? source.id;
      const family = await tx
        .select({ language: articles.language })
        .from(articles)
        .where(familyOf(root));
      if (family.some((member) => member.language === language)) {
        throw conflict(translationExists(language));
      }
      const [row] = await tx
        .insert(articles)
        .values({
          title: source.title,
          slug: await freeSlug(tx, slugFor(`${source.title} ${language}`)),
          excerpt: source.excerpt,
          content: source.content,
          category: source.category,
          language,
          originalId: root,
          featured: false,
          status: 'draft',
          publishedAt: null,
          coverImage: source.coverImage,
          readTime: readTimeOf(source.content),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('translation not created');
      return toAdminArticle(row);
    }),
  );
}

/** Campaign content is capped (contract/newsletter.ts); a longer article sends its excerpt. */
const CAMPAIGN_CONTENT_MAX = 100_000;

/**
 * A newsletter made from a visible article: its title as title and subject, its excerpt and text,
 * and a link to read it on the site.
 */
export async function campaignFromArticle(
  db: Database,
  id: number,
  now: Date,
  publicUrl: string,
): Promise<CampaignBody> {
  const row = await articleRow(db, id);
  const visible =
    row.status !== 'draft' &&
    row.publishedAt !== null &&
    row.publishedAt.getTime() <= now.getTime();
  if (!visible) throw conflict(NOT_PUBLISHED_FOR_NEWSLETTER);
  const link = `[Read “${row.title}” on our website](${publicUrl}${articlePath(row.slug)})`;
  const excerpt = row.excerpt ? `*${row.excerpt}*\n\n` : '';
  const whole = `${excerpt}${row.content}\n\n${link}`;
  return {
    title: row.title,
    subject: row.title,
    content: whole.length <= CAMPAIGN_CONTENT_MAX ? whole : `${excerpt}${link}`,
    htmlContent: null,
    // For the readers of the article's language: it is written in that language.
    language: isSiteLanguage(row.language) ? row.language : null,
  };
}
