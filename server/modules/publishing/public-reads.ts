/** The articles visitors read: the lists, the featured ones, the feed and one article. */
import { and, asc, count, desc, eq, ne, or } from 'drizzle-orm';
import {
  articlePath,
  contentLanguages,
  DEFAULT_CONTENT_LANGUAGE,
  readTimeOf,
  type ArticleSummary,
  type ContentLanguage,
  type PublicArticle,
} from '../../../contract/publishing';
import { type Database, type DbOrTx } from '../../db/types';
import { articles, media } from '../../db/schema';
import { pictureOrNull, visibleArticle } from '../../domain/published-content';
import { notFound } from '../../errors';
import { renderArticleHtml } from './markdown';

type MediaRow = typeof media.$inferSelect;
type ArticleRow = typeof articles.$inferSelect;

export const contentLanguageOf = (value: string): ContentLanguage =>
  contentLanguages.find((language) => language === value) ?? DEFAULT_CONTENT_LANGUAGE;

export const ARTICLE_NOT_FOUND = 'Article not found';

export const familyOf = (root: number) => or(eq(articles.id, root), eq(articles.originalId, root));

// ---- articles: what visitors read ------------------------------------------------------------

const newestArticles = [desc(articles.publishedAt), desc(articles.id)];

const summaryRows = (db: DbOrTx) =>
  db
    .select({ article: articles, cover: media })
    .from(articles)
    .leftJoin(media, eq(media.key, articles.coverImage));

const toSummary = (row: ArticleRow, cover: MediaRow | null): ArticleSummary => ({
  id: row.id,
  slug: row.slug,
  path: articlePath(row.slug),
  title: row.title,
  excerpt: row.excerpt ?? '',
  category: row.category ?? '',
  language: contentLanguageOf(row.language),
  readTime: row.readTime ?? readTimeOf(row.content),
  // Visible articles always have their time.
  publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  featured: row.featured,
  cover: pictureOrNull(cover),
});

export interface ArticleListQuery {
  lang: ContentLanguage;
  category?: string | undefined;
  page: number;
}

export async function listPublicArticles(
  db: Database,
  query: ArticleListQuery,
  now: Date,
  pageSize: number,
) {
  const where = and(
    visibleArticle(now),
    eq(articles.language, query.lang),
    query.category ? eq(articles.category, query.category) : undefined,
  );
  const [rows, totals] = await Promise.all([
    summaryRows(db)
      .where(where)
      .orderBy(...newestArticles)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return {
    items: rows.map((r) => toSummary(r.article, r.cover)),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize,
  };
}

/** Up to `limit` visible articles of a language: the featured first, then the newest. */
export async function featuredArticles(
  db: Database,
  lang: ContentLanguage,
  now: Date,
  limit = 3,
): Promise<ArticleSummary[]> {
  const rows = await summaryRows(db)
    .where(and(visibleArticle(now), eq(articles.language, lang)))
    .orderBy(desc(articles.featured), ...newestArticles)
    .limit(limit);
  return rows.map((r) => toSummary(r.article, r.cover));
}

/** The feed's items: the newest visible articles of a language. */
export async function feedArticles(
  db: Database,
  lang: ContentLanguage,
  now: Date,
  limit: number,
): Promise<(ArticleSummary & { updatedAt: string })[]> {
  const rows = await summaryRows(db)
    .where(and(visibleArticle(now), eq(articles.language, lang)))
    .orderBy(...newestArticles)
    .limit(limit);
  return rows.map((r) => ({
    ...toSummary(r.article, r.cover),
    updatedAt: r.article.updatedAt.toISOString(),
  }));
}

/** A visible article with its rendered text and its visible translations; 404 otherwise. */
export async function getPublicArticle(
  db: Database,
  slug: string,
  now: Date,
): Promise<PublicArticle> {
  const [row] = await summaryRows(db).where(and(eq(articles.slug, slug), visibleArticle(now)));
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  const { article } = row;
  const translations = await db
    .select({ language: articles.language, slug: articles.slug, title: articles.title })
    .from(articles)
    .where(
      and(
        familyOf(article.originalId ?? article.id),
        ne(articles.id, article.id),
        visibleArticle(now),
      ),
    )
    .orderBy(asc(articles.id));
  return {
    ...toSummary(article, row.cover),
    html: renderArticleHtml(article.content, contentLanguageOf(article.language)),
    updatedAt: article.updatedAt.toISOString(),
    originalId: article.originalId,
    translations: translations.map((t) => ({
      language: contentLanguageOf(t.language),
      slug: t.slug,
      title: t.title,
      path: articlePath(t.slug),
    })),
  };
}
