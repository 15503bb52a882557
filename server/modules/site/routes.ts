import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/errors';
import {
  adminSiteSchema,
  SITE_PICTURE_PATTERN,
  siteApi,
  siteIdentitySchema,
  siteSettingsSchema,
} from '../../../contract/site';
import { notFound } from '../../errors';
import { signedIn } from '../../plugins/session';
import { webManifestOf, webManifestSchema } from './manifest';
import { pictureExtension, type SiteService } from './service';

export interface SiteRoutesOptions {
  site: SiteService;
}

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
/** A logo of 512 KB in base64 with the rest of the settings. */
const SITE_BODY_LIMIT = 1024 * 1024;
const PRIVATE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The pictures' names, as service.ts keeps them. */
const PICTURE_FILE = /^(logo|favicon|touchIcon|card|podcast)\.(svg|png|webp|jpg)$/;

export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, { site }) => {
  app.get(
    siteApi.site.pattern,
    {
      schema: {
        tags: ['site'],
        summary: "The ministry's identity: name, tagline, logo, colour, contact, copyright",
        response: { 200: siteIdentitySchema },
      },
    },
    async () => site.identity(),
  );

  app.get(
    siteApi.adminSite.pattern,
    {
      schema: {
        tags: ['site', 'admin'],
        summary: "The ministry's identity as the Site tab edits it (admin)",
        response: { 200: adminSiteSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return site.admin();
    },
  );

  app.put(
    siteApi.adminSite.pattern,
    {
      config: { auditRecord: (_params, _request, db) => site.admin(db) },
      bodyLimit: SITE_BODY_LIMIT,
      schema: {
        tags: ['site', 'admin'],
        summary:
          "Change the ministry's identity (admin); a new logo's favicon, touch icon and social card are made from it",
        body: siteSettingsSchema,
        response: { 200: adminSiteSchema, ...adminErrors, 413: errorSchema },
      },
    },
    async (request, reply) => {
      const admin = signedIn(request);
      const saved = await site.save(request.body, admin.id);
      return reply.header('cache-control', PRIVATE).send(saved);
    },
  );

  app.get(
    siteApi.manifest.pattern,
    {
      schema: {
        tags: ['site'],
        summary: 'The web app manifest: the name and short name on a home screen, the icons',
        response: { 200: webManifestSchema },
      },
    },
    async (_request, reply) => {
      // Asked again at each use, so a new name or logo shows on the next visit.
      return reply
        .type('application/manifest+json')
        .header('cache-control', 'no-cache')
        .send(webManifestOf(await site.branding()));
    },
  );

  app.get(
    SITE_PICTURE_PATTERN,
    {
      schema: {
        hide: true,
        params: z.object({ version: z.string().max(32), file: z.string().max(32) }),
      },
    },
    async (request, reply) => {
      const { version, file } = request.params;
      const match = PICTURE_FILE.exec(file);
      const picture = match ? await site.picture(version, match[1] ?? '') : undefined;
      if (!picture || pictureExtension(picture.type) !== match?.[2]) {
        throw notFound('Image not found');
      }
      return reply
        .type(picture.type)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(Buffer.from(picture.data, 'base64'));
    },
  );
};
