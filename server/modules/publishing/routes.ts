import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  featuredArticlesQuerySchema,
  featuredArticlesSchema,
  videoListSchema,
  videoSchema,
  ebookSchema,
} from '../../../contract/catalog';
import { errorSchema } from '../../../contract/errors';
import { campaignSchema } from '../../../contract/newsletter';
import {
  adminArticleSchema,
  articleBodySchema,
  articleListQuerySchema,
  articlePageSchema,
  articlePreviewBodySchema,
  articlePreviewSchema,
  articleSlugParamsSchema,
  ARTICLES_PAGE_SIZE,
  contentLanguages,
  DEFAULT_CONTENT_LANGUAGE,
  ebookBodySchema,
  idParamsSchema,
  mediaSchema,
  publicArticleSchema,
  SLUG,
  translateBodySchema,
  videoBodySchema,
  publishingApi,
} from '../../../contract/publishing';
import { notFound, unauthorized } from '../../errors';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import { MEDIA_NAME, mediaType } from '../../infra/media-store';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { FEED_SIZE, rssFeed } from './feed';
import { mediaMultipartLimits, readImageUpload, type SaveImageOptions } from './media';
import type { PublishingService } from './service';
import { idParam } from '../../plugins/audit-trail';

export interface PublishingRoutesOptions {
  publishing: PublishingService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
  publicUrl: string;
  /** Image uploads per administrator (each one decodes and encodes images). */
  mediaRateLimit: RateLimit;
}

const adminErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
};
const writeErrors = { ...adminErrors, 404: errorSchema, 409: errorSchema };

/** An article may be 200,000 characters (escaped in JSON, more bytes). */
const ARTICLE_BODY_LIMIT = 1024 * 1024;

/** A year, and never revalidated: a rendition's name changes whenever its bytes would. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Feed readers poll; a minute old is fresh enough, and an admin's change shows soon after. */
const FEED_CACHE = 'public, max-age=60';

export const publishingRoutes: FastifyPluginAsyncZod<PublishingRoutesOptions> = async (
  app,
  opts,
) => {
  const { publishing, contentVersion, publicUrl } = opts;
  await app.register(multipart, { limits: mediaMultipartLimits });
  const answers = versionedAnswers(contentVersion);

  // ---- images ----------------------------------------------------------------------------

  const uploadHandler =
    (options: SaveImageOptions) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) throw unauthorized();
      let image: Buffer;
      try {
        image = await readImageUpload(request);
      } catch (error) {
        // Refused before the body was read to its end: the rest is not worth reading.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      }
      const saved = await publishing.saveImage(image, options);
      return reply.status(201).send(saved);
    };

  app.post(
    publishingApi.media.pattern,
    {
      preHandler: keyedRateLimit(app, 'media-upload', opts.mediaRateLimit, userKey),
      schema: {
        tags: ['publishing', 'admin'],
        summary:
          'Upload an image (multipart field "file": JPEG, PNG or WebP, at most 5 MB and 40 megapixels); stored as WebP renditions (admin)',
        consumes: ['multipart/form-data'],
        response: {
          201: mediaSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
          ...adminErrors,
        },
      },
    },
    uploadHandler({}),
  );

  app.post(
    publishingApi.mediaArtwork.pattern,
    {
      preHandler: keyedRateLimit(app, 'media-upload', opts.mediaRateLimit, userKey),
      schema: {
        tags: ['publishing', 'admin'],
        summary:
          'Upload a series\' artwork (multipart field "file": JPEG, PNG or WebP, at least 1400 px on each side, at most 5 MB): cropped square, stored as WebP renditions and the 1400–3000 px JPEG podcast directories take (admin)',
        consumes: ['multipart/form-data'],
        response: {
          201: mediaSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
          ...adminErrors,
        },
      },
    },
    uploadHandler({ artwork: true }),
  );

  app.get(
    '/media/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const { name } = request.params;
      const stored = MEDIA_NAME.test(name) ? await publishing.openImage(name) : undefined;
      if (!stored) throw notFound('Image not found');
      return reply
        .type(mediaType(name))
        .header('content-length', String(stored.size))
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(stored.stream);
    },
  );

  // ---- ebooks ----------------------------------------------------------------------------

  app.get(
    publishingApi.adminEbooks.pattern,
    {
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Every ebook in store order (admin)',
        response: { 200: z.array(ebookSchema), ...adminErrors },
      },
    },
    async () => publishing.listAdminEbooks(),
  );

  app.post(
    publishingApi.adminEbooks.pattern,
    {
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Add an ebook (admin)',
        body: ebookBodySchema,
        response: { 201: ebookSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await publishing.createEbook(request.body)),
  );

  app.put(
    publishingApi.adminEbook.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => publishing.getAdminEbook(idParam(params), db),
      },
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Change an ebook (admin)',
        params: idParamsSchema,
        body: ebookBodySchema,
        response: { 200: ebookSchema, ...writeErrors },
      },
    },
    async (request) => publishing.updateEbook(request.params.id, request.body),
  );

  app.delete(
    publishingApi.adminEbook.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => publishing.getAdminEbook(idParam(params), db),
      },
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Remove an ebook (admin)',
        params: idParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await publishing.deleteEbook(request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- videos ----------------------------------------------------------------------------

  app.get(
    publishingApi.adminVideos.pattern,
    {
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Every video, newest first, those dated ahead included (admin)',
        response: { 200: videoListSchema, ...adminErrors },
      },
    },
    async () => publishing.listAdminVideos(),
  );

  app.post(
    publishingApi.adminVideos.pattern,
    {
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Add a video (admin)',
        body: videoBodySchema,
        response: { 201: videoSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await publishing.createVideo(request.body)),
  );

  app.put(
    publishingApi.adminVideo.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => publishing.getAdminVideo(idParam(params), db),
      },
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Change a video (admin)',
        params: idParamsSchema,
        body: videoBodySchema,
        response: { 200: videoSchema, ...writeErrors },
      },
    },
    async (request) => publishing.updateVideo(request.params.id, request.body),
  );

  app.delete(
    publishingApi.adminVideo.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => publishing.getAdminVideo(idParam(params), db),
      },
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Remove a video (admin)',
        params: idParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await publishing.deleteVideo(request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- articles: the admin's -------------------------------------------------------------

  app.get(
    publishingApi.adminArticles.pattern,
    {
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Every article, drafts included, last changed first (admin)',
        response: { 200: z.array(adminArticleSchema), ...adminErrors },
      },
    },
    async () => publishing.listAdminArticles(),
  );

  app.post(
    publishingApi.adminArticles.pattern,
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Write an article: a draft, scheduled or published (admin)',
        body: articleBodySchema,
        response: { 201: adminArticleSchema, 413: errorSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await publishing.createArticle(request.body)),
  );

  app.post(
    publishingApi.articlePreview.pattern,
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags: ['publishing', 'admin'],
        summary: "The article page's rendering of Markdown, for the editor's preview (admin)",
        body: articlePreviewBodySchema,
        response: { 200: articlePreviewSchema, 413: errorSchema, ...adminErrors },
      },
    },
    async (request) => publishing.previewArticle(request.body.content, request.body.language),
  );

  app.get(
    publishingApi.adminArticle.pattern,
    {
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'One article, for the editor (admin)',
        params: idParamsSchema,
        response: { 200: adminArticleSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => publishing.getAdminArticle(request.params.id),
  );

  app.put(
    publishingApi.adminArticle.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => publishing.getAdminArticle(idParam(params), db),
      },
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Change an article (admin); an empty slug keeps its address',
        params: idParamsSchema,
        body: articleBodySchema,
        response: { 200: adminArticleSchema, 413: errorSchema, ...writeErrors },
      },
    },
    async (request) => publishing.updateArticle(request.params.id, request.body),
  );

  app.delete(
    publishingApi.adminArticle.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => publishing.getAdminArticle(idParam(params), db),
      },
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Remove an article (admin); its translations stay',
        params: idParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await publishing.deleteArticle(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    publishingApi.articleTranslate.pattern,
    {
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Start a translation: a draft in another language linked to its original (admin)',
        params: idParamsSchema,
        body: translateBodySchema,
        response: { 201: adminArticleSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await publishing.translateArticle(request.params.id, request.body.language)),
  );

  app.post(
    publishingApi.articleNewsletter.pattern,
    {
      schema: {
        tags: ['publishing', 'admin'],
        summary: 'Make a newsletter campaign draft from a published article (admin)',
        params: idParamsSchema,
        response: { 201: campaignSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await publishing.newsletterDraft(request.params.id));
    },
  );

  // ---- articles: what visitors read ------------------------------------------------------

  app.get(
    publishingApi.articles.pattern,
    {
      schema: {
        tags: ['articles'],
        summary: 'Published articles of a language, newest first, 12 to a page',
        querystring: articleListQuerySchema,
        response: { 200: articlePageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return answers.get(`list:${query.lang}:${query.category ?? ''}:${query.page}`, () =>
        publishing.listPublicArticles(query, ARTICLES_PAGE_SIZE),
      );
    },
  );

  app.get(
    publishingApi.featuredArticles.pattern,
    {
      schema: {
        tags: ['articles'],
        summary:
          'Up to three published articles of a language: the featured first, then the newest',
        querystring: featuredArticlesQuerySchema,
        response: { 200: featuredArticlesSchema, 400: errorSchema },
      },
    },
    async (request) =>
      answers.get(`featured:${request.query.lang}`, () =>
        publishing.featuredArticles(request.query.lang),
      ),
  );

  app.get(
    publishingApi.article.pattern,
    {
      schema: {
        tags: ['articles'],
        summary: 'A published article with its rendered text and its translations',
        params: articleSlugParamsSchema,
        response: { 200: publicArticleSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!SLUG.test(slug)) throw notFound('Article not found');
      return answers.get(`article:${slug}`, () => publishing.getPublicArticle(slug));
    },
  );

  app.get(
    '/feed.xml',
    {
      schema: {
        hide: true,
        querystring: z.object({
          lang: z.enum(contentLanguages).default(DEFAULT_CONTENT_LANGUAGE),
        }),
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const xml = await answers.get(`feed:${lang}`, async () =>
        rssFeed(publicUrl, lang, await publishing.feedArticles(lang, FEED_SIZE)),
      );
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', FEED_CACHE)
        .send(xml);
    },
  );
};
