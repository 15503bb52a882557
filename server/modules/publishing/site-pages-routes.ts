import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/errors';
import { rowIdParamsSchema } from '../../../contract/fields';
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
import { signedIn } from '../../plugins/session';
import type { SitePagesService } from './site-pages';
import { idParam } from '../../plugins/audit-trail';

export interface SitePagesRoutesOptions {
  sitePages: SitePagesService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const writeErrors = { ...adminErrors, 404: errorSchema, 409: errorSchema };
const idParams = rowIdParamsSchema(SITE_PAGE_NOT_FOUND);
/** A page may be 100,000 characters (escaped in JSON, more bytes). */
const PAGE_BODY_LIMIT = 512 * 1024;
const PRIVATE = 'no-store';

export const sitePagesRoutes: FastifyPluginAsyncZod<SitePagesRoutesOptions> = async (
  app,
  { sitePages, contentVersion },
) => {
  const answers = versionedAnswers(contentVersion);

  app.get(
    sitePagesApi.page.pattern,
    {
      schema: {
        tags: ['pages'],
        summary: 'A published page of the ministry in a language, its Markdown as HTML',
        params: sitePageSlugParamsSchema,
        querystring: sitePageQuerySchema,
        response: { 200: publicSitePageSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const { lang } = request.query;
      return answers.get(`page:${lang}:${slug}`, () => sitePages.getPublished(slug, lang));
    },
  );

  app.get(
    sitePagesApi.footer.pattern,
    {
      schema: {
        tags: ['pages'],
        summary: "The footer's pages (privacy, terms) published in each language",
        response: { 200: footerPagesSchema },
      },
    },
    async () => answers.get('footer', () => sitePages.footerPages()),
  );

  app.get(
    sitePagesApi.adminPages.pattern,
    {
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Every page in every language, drafts included (admin)',
        response: { 200: z.array(adminSitePageSchema), ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return sitePages.listAdmin();
    },
  );

  app.post(
    sitePagesApi.adminPages.pattern,
    {
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Add a page in a language (admin); 409 when its address is taken there',
        body: sitePageBodySchema,
        response: { 201: adminSitePageSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const saved = await sitePages.create(request.body, signedIn(request).id);
      return reply.status(201).header('cache-control', PRIVATE).send(saved);
    },
  );

  app.get(
    sitePagesApi.adminPage.pattern,
    {
      schema: {
        tags: ['pages', 'admin'],
        summary: 'A page as the editor shows it (admin)',
        params: idParams,
        response: { 200: adminSitePageSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return sitePages.getAdmin(request.params.id);
    },
  );

  app.put(
    sitePagesApi.adminPage.pattern,
    {
      config: { auditRecord: (params, _request, db) => sitePages.getAdmin(idParam(params), db) },
      bodyLimit: PAGE_BODY_LIMIT,
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Change a page (admin)',
        params: idParams,
        body: sitePageBodySchema,
        response: { 200: adminSitePageSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return sitePages.update(request.params.id, request.body, signedIn(request).id);
    },
  );

  app.delete(
    sitePagesApi.adminPage.pattern,
    {
      config: { auditRecord: (params, _request, db) => sitePages.getAdmin(idParam(params), db) },
      schema: {
        tags: ['pages', 'admin'],
        summary: 'Remove a page (admin)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await sitePages.remove(request.params.id, signedIn(request).id);
      return reply.status(204).send(null);
    },
  );
};
