import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/errors';
import {
  adminSitePageSchema,
  footerPagesSchema,
  publicSitePageSchema,
  SITE_PAGE_NOT_FOUND,
  sitePageBodySchema,
  sitePageQuerySchema,
  sitePagesApi,
  sitePageSlugParamsSchema,
} from '../../../contract/site-pages';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import type { SitePagesService } from './site-pages';
import { routeKind } from '../../plugins/route-kinds';
import { staffRecordRoutes } from '../../plugins/staff-records';

export interface SitePagesRoutesOptions {
  sitePages: SitePagesService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

/** A page may be 100,000 characters (escaped in JSON, more bytes). */
const PAGE_BODY_LIMIT = 512 * 1024;

export const sitePagesRoutes: FastifyPluginAsyncZod<SitePagesRoutesOptions> = async (
  app,
  { sitePages, contentVersion },
) => {
  const answers = versionedAnswers(contentVersion);
  const visitors = routeKind({ tags: ['pages'], errors: {} });

  app.get(
    sitePagesApi.page.pattern,
    visitors(
      'A published page of the ministry in a language, its Markdown as HTML',
      { 200: publicSitePageSchema, ...errorResponses(400, 404) },
      { params: sitePageSlugParamsSchema, querystring: sitePageQuerySchema },
    ),
    async (request) => {
      const { slug } = request.params;
      const { lang } = request.query;
      return answers.get(`page:${lang}:${slug}`, () => sitePages.getPublished(slug, lang));
    },
  );

  app.get(
    sitePagesApi.footer.pattern,
    visitors("The footer's pages (privacy, terms) published in each language", {
      200: footerPagesSchema,
    }),
    async () => answers.get('footer', () => sitePages.footerPages()),
  );

  staffRecordRoutes(app, {
    tags: ['pages', 'admin'],
    addresses: [sitePagesApi.adminPages, sitePagesApi.adminPage],
    body: sitePageBodySchema,
    answer: adminSitePageSchema,
    notFound: SITE_PAGE_NOT_FOUND,
    bodyLimit: PAGE_BODY_LIMIT,
    service: sitePages,
    summaries: {
      list: 'Every page in every language, drafts included (admin)',
      one: 'A page as the editor shows it (admin)',
      add: 'Add a page in a language (admin); 409 when its address is taken there',
      change: 'Change a page (admin)',
      remove: 'Remove a page (admin)',
    },
  });
};
