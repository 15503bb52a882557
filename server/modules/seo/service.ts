import { and, desc, eq, getTableName, isNull } from 'drizzle-orm';
import { localizePath, siteLanguages } from '../../../contract/i18n';
import { pages, pathTo } from '../../../contract/pages';
import { articlePath } from '../../../contract/publishing';
import { sitemapPaths, type ListedIds } from '../../../contract/seo';
import type { Database } from '../../db/types';
import { visibleArticle } from '../../domain/published-content';
import type { ReadCache } from '../../db/read-cache';
import { articles, questions, studyGroups } from '../../db/schema';
import type { ContentVersion } from '../../infra/content-version';
import { escapeXml } from '../../infra/xml';

/**
 * A sitemap holds at most 50,000 addresses. The route table and the Bible's 1,189 chapters, in
 * three languages, take about 3,600; the newest articles, published questions and active groups
 * fill the rest. (More would need a sitemap index.)
 */
const MAX_ARTICLES = 5_000;
const MAX_QUESTIONS = 38_000;
const MAX_GROUPS = 3_000;

/**
 * Public reads the indexable pages make as they render. Crawlers that run the page's script
 * (Google's) need them to see a question, a group or a chapter, so they stay open while the rest
 * of the API is closed; crawlers take the longest matching rule, so these win over `/api/`.
 */
const RENDERED_API = [
  '/api/bible/',
  '/api/ebooks',
  '/api/videos',
  '/api/articles',
  '/api/questions',
  '/api/study-groups',
];

/** The fixed part of a route before its first parameter: '/admin', '/questions/my'. */
const prefixOf = (path: string) => path.split('/:')[0] ?? path;

/** robots.txt: the public site open, the API and every page the route table keeps unlisted closed. */
function robotsTxt(publicUrl: string): string {
  const closed = pages
    .filter((page) => !page.indexable)
    .flatMap((page) => siteLanguages.map((lang) => localizePath(prefixOf(page.path), lang)));
  return [
    'User-agent: *',
    ...RENDERED_API.map((path) => `Allow: ${path}`),
    'Disallow: /api/',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Ids of the public items with their own page: published questions and active groups. */
async function listedIds(db: Database): Promise<ListedIds> {
  const [questionRows, groupRows] = await Promise.all([
    db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.isPublic, true))
      .orderBy(desc(questions.id))
      .limit(MAX_QUESTIONS),
    db
      .select({ id: studyGroups.id })
      .from(studyGroups)
      // Hidden by staff: not listed anywhere public.
      .where(and(eq(studyGroups.isActive, true), isNull(studyGroups.hiddenAt)))
      .orderBy(desc(studyGroups.id))
      .limit(MAX_GROUPS),
  ]);
  return {
    questionDetail: questionRows.map((row) => row.id),
    studyGroupDetail: groupRows.map((row) => row.id),
  };
}

/** A visible article's address and when it last changed. */
export interface ListedArticle {
  slug: string;
  updatedAt: Date;
}

/** The visible articles, newest first. */
async function listedArticles(db: Database, now: Date): Promise<ListedArticle[]> {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(visibleArticle(now))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(MAX_ARTICLES);
}

/** The list of articles, and each article with its last change (`lastmod`). */
function articleEntries(listed: readonly ListedArticle[]): [string, Date | undefined][] {
  return [
    [pathTo('articles'), undefined],
    ...listed.map((article): [string, Date] => [articlePath(article.slug), article.updatedAt]),
  ];
}

/** The sitemap (sitemaps.org 0.9) of every indexable address, absolute at PUBLIC_URL. */
function sitemapXml(
  publicUrl: string,
  listed: ListedIds,
  listedArticles: readonly ListedArticle[] = [],
): string {
  // The route table may name the list of articles too: each address once.
  const entries = new Map<string, Date | undefined>(
    sitemapPaths(listed).map((path): [string, Date | undefined] => [path, undefined]),
  );
  for (const [path, lastmod] of articleEntries(listedArticles)) {
    entries.set(path, lastmod ?? entries.get(path));
  }
  const urls = [...entries].map(([path, lastmod]) =>
    lastmod
      ? `  <url><loc>${escapeXml(publicUrl + path)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`
      : `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface SeoServiceDeps {
  db: Database;
  reads: ReadCache;
  clock: () => Date;
  /** Moves on when a scheduled article's time comes, which no write announces. */
  contentVersion: ContentVersion;
  publicUrl: string;
}

export function createSeoService({ db, reads, clock, contentVersion, publicUrl }: SeoServiceDeps) {
  const robots = robotsTxt(publicUrl);
  let seenVersion = contentVersion.current();
  return {
    robotsTxt: () => robots,

    async sitemapXml(): Promise<string> {
      const version = contentVersion.current();
      if (version !== seenVersion) {
        // A scheduled article became visible: what was read of articles is out of date.
        seenVersion = version;
        reads.noteWrite(getTableName(articles));
      }
      // Kept until a question, a group or an article changes (on the embedded database).
      const body = await reads.get(
        'seo:sitemap',
        [questions, studyGroups, articles],
        async () => {
          const [ids, visible] = await Promise.all([listedIds(db), listedArticles(db, clock())]);
          return { xml: sitemapXml(publicUrl, ids, visible) };
        },
        (value) => value.xml.length * 2,
      );
      return body.xml;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
