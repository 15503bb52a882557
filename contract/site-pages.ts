import { z } from 'zod';
import { apiRoute } from './api-route';
import { requiredText } from './fields';
import { slugField } from './publishing';

/**
 * Simple pages the ministry writes (About, Statement of Faith, Privacy Policy, Terms of Service):
 * Markdown in one language, at /pages/{slug} in that language's part of the site. One slug names
 * the same page in each language it is written in.
 */

export const sitePageLanguages = ['en', 'es', 'pt'] as const;
export type SitePageLanguage = (typeof sitePageLanguages)[number];
export const sitePageStatuses = ['draft', 'published'] as const;

export const SITE_PAGE_CONTENT_MAX = 100_000;
export const SITE_PAGE_SLUG_TAKEN = 'Another page in this language already has this address';
export const SITE_PAGE_NOT_FOUND = 'Page not found';

/** The pages the footer links when they are published in the page's language. */
export const FOOTER_PAGE_SLUGS = { privacy: 'privacy', terms: 'terms' } as const;

export const sitePageBodySchema = z.object({
  slug: slugField,
  language: z.enum(sitePageLanguages, { error: 'Choose English, Español or Português' }),
  title: requiredText('Title', 200),
  content: requiredText('Content', SITE_PAGE_CONTENT_MAX),
  status: z.enum(sitePageStatuses, { error: 'Choose draft or published' }),
});
export type SitePageBody = z.input<typeof sitePageBodySchema>;

export const adminSitePageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  language: z.enum(sitePageLanguages),
  title: z.string(),
  content: z.string(),
  status: z.enum(sitePageStatuses),
  /** Where visitors read it: '/pages/privacy', '/es/pages/privacy'. */
  path: z.string(),
  updatedAt: z.string(),
  /** Who saved it last (null when the account is gone). */
  updatedBy: z.string().nullable(),
});
export type AdminSitePage = z.infer<typeof adminSitePageSchema>;

/** A published page as visitors read it: its Markdown rendered to sanitised HTML. */
export const publicSitePageSchema = z.object({
  slug: z.string(),
  language: z.enum(sitePageLanguages),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
  /** The languages this page is published in (for its links to its translations). */
  languages: z.array(z.enum(sitePageLanguages)),
});
export type PublicSitePage = z.infer<typeof publicSitePageSchema>;

export const sitePageQuerySchema = z.object({
  lang: z.enum(sitePageLanguages, { error: 'Choose en, es or pt' }).default('en'),
});

/** Which footer pages are published in each language (the footer links only those). */
export const footerPagesSchema = z.object({
  en: z.array(z.string()),
  es: z.array(z.string()),
  pt: z.array(z.string()),
});
export type FooterPages = z.infer<typeof footerPagesSchema>;

export const sitePageSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/, SITE_PAGE_NOT_FOUND),
});

export const sitePagesApi = {
  page: apiRoute('/api/pages/:slug'),
  footer: apiRoute('/api/footer-pages'),
  adminPages: apiRoute('/api/admin/pages'),
  adminPage: apiRoute('/api/admin/pages/:id'),
};
