/**
 * The ministry's own pages (About, Privacy Policy…): Markdown per language, rendered to the same
 * sanitised HTML as an article. Every write moves the content version on, so every process
 * serves the new page and footer.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pathTo } from '../../../contract/pages';
import {
  FOOTER_PAGE_SLUGS,
  SITE_PAGE_NOT_FOUND,
  SITE_PAGE_SLUG_TAKEN,
  sitePageLanguages,
  type AdminSitePage,
  type FooterPages,
  type PublicSitePage,
  type SitePageLanguage,
  type sitePageBodySchema,
} from '../../../contract/site-pages';
import { sitePages, users } from '../../db/schema';
import { isUniqueViolation, type Database, type DbOrTx } from '../../db/types';
import { moveToTrash } from '../../domain/trash';
import { HttpError, notFound } from '../../errors';
import type { ContentVersion } from '../../infra/content-version';
import { renderArticleHtml } from './markdown';

type SitePageInput = z.output<typeof sitePageBodySchema>;
type Row = typeof sitePages.$inferSelect;

export const sitePagePath = (slug: string, language: SitePageLanguage): string =>
  pathTo('sitePage', { slug }, { lang: language });

function toAdmin(row: Row, updatedBy: string | null): AdminSitePage {
  const language = row.language as SitePageLanguage;
  return {
    id: row.id,
    slug: row.slug,
    language,
    title: row.title,
    content: row.content,
    status: row.status as AdminSitePage['status'],
    path: sitePagePath(row.slug, language),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

const slugTaken = () =>
  new HttpError(409, SITE_PAGE_SLUG_TAKEN, 'SLUG_TAKEN', { slug: [SITE_PAGE_SLUG_TAKEN] });

async function adminPage(db: DbOrTx, id: number): Promise<AdminSitePage> {
  const [found] = await db
    .select({ row: sitePages, by: users.username })
    .from(sitePages)
    .leftJoin(users, eq(users.id, sitePages.updatedBy))
    .where(eq(sitePages.id, id));
  if (!found) throw notFound(SITE_PAGE_NOT_FOUND);
  return toAdmin(found.row, found.by);
}

export function createSitePagesService(deps: {
  db: Database;
  clock: () => Date;
  contentVersion: ContentVersion;
}) {
  const { db, clock, contentVersion } = deps;

  /** One transaction per write; 409 for a slug its language already has; the version moves on. */
  async function written<T>(write: (tx: DbOrTx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(write);
    } catch (error) {
      if (isUniqueViolation(error, 'site_pages_slug_language_unique')) throw slugTaken();
      throw error;
    }
    contentVersion.changed();
    return result;
  }

  const values = (body: SitePageInput, adminId: number) => ({
    slug: body.slug,
    language: body.language,
    title: body.title,
    content: body.content,
    status: body.status,
    updatedAt: clock(),
    updatedBy: adminId,
  });

  return {
    async getPublished(slug: string, language: SitePageLanguage): Promise<PublicSitePage> {
      const rows = await db
        .select()
        .from(sitePages)
        .where(and(eq(sitePages.slug, slug), eq(sitePages.status, 'published')));
      const row = rows.find((r) => r.language === language);
      if (!row) throw notFound(SITE_PAGE_NOT_FOUND);
      return {
        slug: row.slug,
        language,
        title: row.title,
        html: renderArticleHtml(row.content, language),
        updatedAt: row.updatedAt.toISOString(),
        languages: sitePageLanguages.filter((l) => rows.some((r) => r.language === l)),
      };
    },
    /** The footer's pages published in each language. */
    async footerPages(): Promise<FooterPages> {
      const rows = await db
        .select({ slug: sitePages.slug, language: sitePages.language })
        .from(sitePages)
        .where(eq(sitePages.status, 'published'));
      const footer = new Set<string>(Object.values(FOOTER_PAGE_SLUGS));
      const of = (language: SitePageLanguage) =>
        rows
          .filter((r) => r.language === language && footer.has(r.slug))
          .map((r) => r.slug)
          .sort();
      return { en: of('en'), es: of('es'), pt: of('pt') };
    },

    async listAdmin(): Promise<AdminSitePage[]> {
      const rows = await db
        .select({ row: sitePages, by: users.username })
        .from(sitePages)
        .leftJoin(users, eq(users.id, sitePages.updatedBy))
        .orderBy(asc(sitePages.slug), asc(sitePages.language));
      return rows.map((r) => toAdmin(r.row, r.by));
    },
    getAdmin: (id: number, dbOrTx: DbOrTx = db) => adminPage(dbOrTx, id),
    create: (body: SitePageInput, adminId: number) =>
      written(async (tx) => {
        const [row] = await tx
          .insert(sitePages)
          .values({ ...values(body, adminId), createdAt: clock() })
          .returning({ id: sitePages.id });
        if (!row) throw new Error('The page was not saved');
        return adminPage(tx, row.id);
      }),
    update: (id: number, body: SitePageInput, adminId: number) =>
      written(async (tx) => {
        const changed = await tx
          .update(sitePages)
          .set(values(body, adminId))
          .where(eq(sitePages.id, id))
          .returning({ id: sitePages.id });
        if (changed.length === 0) throw notFound(SITE_PAGE_NOT_FOUND);
        return adminPage(tx, id);
      }),
    /** Into the trash, restorable for its days. */
    remove: (id: number, adminId: number | null) =>
      written(async (tx) => {
        const [gone] = await tx.delete(sitePages).where(eq(sitePages.id, id)).returning();
        if (!gone) throw notFound(SITE_PAGE_NOT_FOUND);
        await moveToTrash(tx, {
          kind: 'page',
          itemId: id,
          label: `${gone.title} (${gone.language})`,
          row: gone,
          deletedBy: adminId,
          at: clock(),
        });
      }),
  };
}

export type SitePagesService = ReturnType<typeof createSitePagesService>;
