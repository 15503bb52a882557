/**
 * WordPress posts become articles: their text in Markdown, their images fetched from the old
 * site and re-encoded by the media pipeline, their old addresses kept as redirects. A post is
 * found again by its guid, so importing the same file twice makes nothing twice.
 */
import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { ImportReport, WordpressImportFields } from '../../../contract/imports';
import {
  articleCategories,
  mediaPath,
  readTimeOf,
  type ArticleCategory,
  type ArticleStatus,
} from '../../../contract/publishing';
import type { Database, DbOrTx } from '../../db/types';
import { articles, importedMedia, media, redirects, wordpressPosts } from '../../db/schema';
import { pathOfUrl, redirectKey } from '../../domain/redirects';
import { firstFreeSlug, slugFor } from '../../domain/slug';
import { htmlToMarkdown, imageSources, plainText } from './html-to-markdown';
import { Warnings } from './warnings';
import { parseWxr, type WxrPost } from './wxr';

/** Stores an image's bytes through the media pipeline; answers its key and address. */
export type SaveImage = (bytes: Buffer) => Promise<{ key: string; url: string }>;
/** Reads an image from the old site; throws with a short reason when it cannot. */
export type FetchImage = (url: string) => Promise<Buffer>;

/** A post taken up by a run: the `post`-th (from 1) of the `total` it makes or updates. */
export interface ImportProgress {
  post: number;
  total: number;
  title: string;
}
export type OnImportProgress = (progress: ImportProgress) => void;

export interface WordpressImportDeps {
  db: Database;
  now: Date;
  saveImage: SaveImage;
  fetchImage: FetchImage;
}

const TITLE_MAX = 200;
const EXCERPT_MAX = 300;
const CONTENT_MAX = 200_000;

/** How a post is named to the people watching a run. */
const titleOf = (post: WxrPost) => post.title || post.name || post.link || post.guid;

const cut = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;

/** Our category a WordPress category or tag names, and the rest kept as tags. */
function categoryOf(post: WxrPost): { category: ArticleCategory | null; tags: string[] } {
  let category: ArticleCategory | null = null;
  const tags: string[] = [];
  for (const name of [...post.categories, ...post.tags]) {
    const ours = articleCategories.find((c) => c.toLowerCase() === name.toLowerCase());
    if (ours && !category) category = ours;
    else if (!tags.includes(name)) tags.push(name);
  }
  return { category, tags };
}

interface Publication {
  status: ArticleStatus;
  publishedAt: Date | null;
  note?: string;
}

function publicationOf(post: WxrPost, now: Date): Publication | undefined {
  switch (post.status) {
    case 'publish':
      return { status: 'published', publishedAt: post.date ?? now };
    case 'future':
      return post.date && post.date > now
        ? { status: 'scheduled', publishedAt: post.date }
        : { status: 'published', publishedAt: post.date ?? now };
    case 'draft':
    case 'pending':
      return { status: 'draft', publishedAt: null };
    case 'private':
      return { status: 'draft', publishedAt: null, note: 'Private on WordPress: kept as a draft' };
    default:
      // trash, auto-draft, inherit: nothing anyone meant to keep.
      return undefined;
  }
}

/** The old site's host and its www twin: the only places images are fetched from. */
function sameSite(siteUrl: string): (url: string) => boolean {
  let host: string;
  try {
    host = new URL(siteUrl).host.replace(/^www\./, '');
  } catch {
    return () => false;
  }
  return (url) => {
    try {
      const parsed = new URL(url);
      return (
        (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
        parsed.host.replace(/^www\./, '') === host
      );
    } catch {
      return false;
    }
  };
}

/** The old addresses of a post, each as its redirect key. */
function oldAddresses(post: WxrPost): string[] {
  const keys = new Set<string>();
  const link = pathOfUrl(post.link);
  const fromLink = link && redirectKey(link.pathname, link.search);
  if (fromLink) keys.add(fromLink);
  if (post.postId > 0) keys.add(`/?p=${post.postId}`);
  const byName = post.name && redirectKey(`/${post.name}`);
  if (byName) keys.add(byName);
  return [...keys];
}

interface Planned {
  post: WxrPost;
  existingId: number | undefined;
  publication: Publication;
}

/** Reads the file and decides, post by post, what an import makes; writes nothing. */
async function plan(db: DbOrTx, xml: string, now: Date, warnings: Warnings) {
  const wxr = parseWxr(xml);
  const guids = wxr.posts.map((p) => p.guid);
  const known = new Map<string, { articleId: number; modified: string }>();
  for (let i = 0; i < guids.length; i += 500) {
    const rows = await db
      .select({
        guid: wordpressPosts.guid,
        articleId: wordpressPosts.articleId,
        modified: wordpressPosts.modified,
      })
      .from(wordpressPosts)
      .where(inArray(wordpressPosts.guid, guids.slice(i, i + 500)));
    for (const row of rows) known.set(row.guid, row);
  }
  const planned: Planned[] = [];
  let skipped = 0;
  const seen = new Set<string>();
  for (const post of wxr.posts) {
    const item = post.title || post.link || post.guid;
    const publication = publicationOf(post, now);
    if (!publication) {
      skipped += 1;
      continue;
    }
    if (seen.has(post.guid)) {
      skipped += 1;
      warnings.add(item, 'The file holds this post twice: imported once');
      continue;
    }
    seen.add(post.guid);
    if (!post.title && !post.content.trim()) {
      skipped += 1;
      warnings.add(item, 'The post has no title and no text: not imported');
      continue;
    }
    if (post.content.length > CONTENT_MAX * 2) {
      skipped += 1;
      warnings.add(item, 'The post is too long for an article: not imported');
      continue;
    }
    const existing = known.get(post.guid);
    if (existing && existing.modified === post.modified) {
      skipped += 1;
      continue;
    }
    if (publication.note) warnings.add(item, publication.note);
    planned.push({ post, existingId: existing?.articleId, publication });
  }
  return { wxr, planned, skipped };
}

/** The images a post shows (its cover among them), each named once. */
const imagesOf = (post: WxrPost): string[] => [
  ...new Set([...imageSources(post.content), ...(post.featuredImage ? [post.featuredImage] : [])]),
];

/**
 * Fetches the posts' images post by post, telling `onProgress` as each post is taken up; each
 * image once (by its old address, across imports). Answers old address → media key.
 */
async function fetchImages(
  deps: WordpressImportDeps,
  siteUrl: string,
  planned: Planned[],
  warnings: Warnings,
  onProgress: OnImportProgress,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const list = [...new Set(planned.flatMap(({ post }) => imagesOf(post)))];
  for (let i = 0; i < list.length; i += 500) {
    const rows = await deps.db
      .select()
      .from(importedMedia)
      .where(inArray(importedMedia.url, list.slice(i, i + 500)));
    for (const row of rows) found.set(row.url, row.mediaKey);
  }
  const onOldSite = sameSite(siteUrl);
  const tried = new Set<string>();
  for (const [index, { post }] of planned.entries()) {
    onProgress({ post: index + 1, total: planned.length, title: titleOf(post) });
    for (const url of imagesOf(post)) {
      if (found.has(url) || tried.has(url)) continue;
      tried.add(url);
      if (!onOldSite(url)) {
        warnings.add(post.title, `The image ${url} is not on the old site: left out`);
        continue;
      }
      try {
        const saved = await deps.saveImage(await deps.fetchImage(url));
        await deps.db
          .insert(importedMedia)
          .values({ url, mediaKey: saved.key })
          .onConflictDoNothing();
        found.set(url, saved.key);
      } catch {
        warnings.add(
          post.title,
          `The image ${url} could not be fetched from the old site: left out`,
        );
      }
    }
  }
  return found;
}

/** The media key's widest rendition, for the Markdown's image addresses. */
async function imageAddresses(db: DbOrTx, keys: Map<string, string>): Promise<Map<string, string>> {
  const wanted = [...new Set(keys.values())];
  const widths = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .select({ key: media.key, width: media.width })
      .from(media)
      .where(inArray(media.key, wanted.slice(i, i + 500)));
    for (const row of rows) widths.set(row.key, row.width);
  }
  const addresses = new Map<string, string>();
  for (const [url, key] of keys) {
    const width = widths.get(key);
    if (width) addresses.set(url, mediaPath(key, width));
  }
  return addresses;
}

async function takenSlugs(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function importWordpress(
  deps: WordpressImportDeps,
  xml: string,
  fields: WordpressImportFields,
  onProgress: OnImportProgress = () => {},
): Promise<ImportReport> {
  const { db, now } = deps;
  const warnings = new Warnings();
  const { wxr, planned, skipped } = await plan(db, xml, now, warnings);
  if (fields.dryRun) {
    const created = planned.filter((p) => p.existingId === undefined).length;
    for (const [index, { post }] of planned.entries()) {
      onProgress({ post: index + 1, total: planned.length, title: titleOf(post) });
      const { dropped } = htmlToMarkdown(post.content);
      for (const name of dropped) {
        warnings.add(post.title, `The [${name}] shortcode has no Markdown form: left out`);
      }
    }
    return { created, updated: planned.length - created, skipped, warnings: warnings.list() };
  }

  const keys = await fetchImages(deps, wxr.siteUrl, planned, warnings, onProgress);
  const images = await imageAddresses(db, keys);
  // Images that could not be fetched leave the text rather than point at a site that may go.
  const gone = new Map<string, string>();
  for (const { post } of planned) {
    for (const src of imageSources(post.content)) if (!images.has(src)) gone.set(src, '');
  }
  let created = 0;
  await db.transaction(async (tx) => {
    // Imports write one at a time, whichever process runs them, and each looks again under the
    // lock for the posts another has written since it planned: the same file sent twice at once
    // to two processes makes nothing twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wordpress-import'))`);
    const slugsTaken = new Set<string>();
    for (const { post, publication } of planned) {
      const [kept] = await tx
        .select({ articleId: wordpressPosts.articleId })
        .from(wordpressPosts)
        .where(eq(wordpressPosts.guid, post.guid));
      const existingId = kept?.articleId;
      const { markdown, dropped } = htmlToMarkdown(post.content, new Map([...gone, ...images]));
      for (const name of dropped) {
        warnings.add(post.title, `The [${name}] shortcode has no Markdown form: left out`);
      }
      const content = cut(markdown || post.title, CONTENT_MAX);
      const excerpt = cut(
        plainText(post.excerpt ? htmlToMarkdown(post.excerpt).markdown : markdown) || post.title,
        EXCERPT_MAX,
      );
      const { category, tags } = categoryOf(post);
      const coverKey = post.featuredImage ? keys.get(post.featuredImage) : undefined;
      const values = {
        title: cut(post.title || post.name || 'Untitled', TITLE_MAX),
        content,
        excerpt,
        category,
        language: post.language ?? fields.language,
        status: publication.status,
        publishedAt: publication.publishedAt,
        coverImage: coverKey ?? null,
        readTime: readTimeOf(content),
        updatedAt: now,
      };
      let articleId: number;
      if (existingId !== undefined) {
        await tx.update(articles).set(values).where(eq(articles.id, existingId));
        articleId = existingId;
      } else {
        created += 1;
        const base = slugFor(post.name || post.title);
        const slug = firstFreeSlug(base, new Set([...(await takenSlugs(tx, base)), ...slugsTaken]));
        slugsTaken.add(slug);
        const [row] = await tx
          .insert(articles)
          .values({ ...values, slug, createdAt: post.date ?? now })
          .returning({ id: articles.id });
        if (!row) throw new Error('article not created');
        articleId = row.id;
      }
      await tx
        .insert(wordpressPosts)
        .values({ guid: post.guid, postId: post.postId, articleId, modified: post.modified, tags })
        .onConflictDoUpdate({
          target: wordpressPosts.guid,
          set: { articleId, modified: post.modified, tags, importedAt: now },
        });
      for (const path of oldAddresses(post)) {
        await tx
          .insert(redirects)
          .values({ path, articleId, createdAt: now })
          .onConflictDoUpdate({ target: redirects.path, set: { articleId } });
      }
    }
  });
  return { created, updated: planned.length - created, skipped, warnings: warnings.list() };
}

/** Reads an image over HTTP(S) within a time and a size, as the old site gives it. */
export function httpImageFetcher(maxBytes: number, timeoutMs = 15_000): FetchImage {
  return async (url) => {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
    if (!response.ok) throw new Error(`the old site answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw new Error('larger than an image may be');
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw new Error('larger than an image may be');
      }
      chunks.push(Buffer.from(value));
    }
    return Buffer.concat(chunks);
  };
}
