import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  featuredArticlesQuerySchema,
  featuredArticlesSchema,
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
import { routeKind } from '../../plugins/route-kinds';
import { FEED_SIZE, rssFeed } from './feed';
import { mediaMultipartLimits, readImageUpload, type SaveImageOptions } from './media';
import type { PublishingService } from './service';
import { staffRecordRoutes } from '../../plugins/staff-records';

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

  /** An image upload, rate-limited per uploader: the image is read, checked and stored. */
  const imageUpload = (url: string, summary: string, options: SaveImageOptions) =>
    app.post(
      url,
      {
        preHandler: keyedRateLimit(app, 'media-upload', opts.mediaRateLimit, userKey),
        schema: {
          tags: ['publishing', 'admin'],
          summary,
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
      async (request: FastifyRequest, reply: FastifyReply) => {
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
      },
    );

  imageUpload(
    publishingApi.media.pattern,
    'Upload an image (multipart field "file": JPEG, PNG or WebP, at most 5 MB and 40 megapixels); stored as WebP renditions (admin)',
    {},
  );
  imageUpload(
    publishingApi.mediaArtwork.pattern,
    'Upload a series\' artwork (multipart field "file": JPEG, PNG or WebP, at least 1400 px on each side, at most 5 MB): cropped square, stored as WebP renditions and the 1400–3000 px JPEG podcast directories take (admin)',
    { artwork: true },
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

  // ---- ebooks, videos and articles: the staff's ----------------------------------------

  const tags = ['publishing', 'admin'];
  staffRecordRoutes(app, {
    tags,
    addresses: [publishingApi.adminEbooks, publishingApi.adminEbook],
    body: ebookBodySchema,
    answer: ebookSchema,
    service: publishing.ebooks,
    summaries: {
      list: 'Every ebook in store order (admin)',
      add: 'Add an ebook (admin)',
      change: 'Change an ebook (admin)',
      remove: 'Remove an ebook (admin)',
    },
  });
  staffRecordRoutes(app, {
    tags,
    addresses: [publishingApi.adminVideos, publishingApi.adminVideo],
    body: videoBodySchema,
    answer: videoSchema,
    service: publishing.videos,
    summaries: {
      list: 'Every video, newest first, those dated ahead included (admin)',
      add: 'Add a video (admin)',
      change: 'Change a video (admin)',
      remove: 'Remove a video (admin)',
    },
  });
  staffRecordRoutes(app, {
    tags,
    addresses: [publishingApi.adminArticles, publishingApi.adminArticle],
    body: articleBodySchema,
    answer: adminArticleSchema,
    bodyLimit: ARTICLE_BODY_LIMIT,
    service: publishing.articles,
    summaries: {
      list: 'Every article, drafts included, last changed first (admin)',
      one: 'One article, for the editor (admin)',
      add: 'Write an article: a draft, scheduled or published (admin)',
      change: 'Change an article (admin); an empty slug keeps its address',
      remove: 'Remove an article (admin); its translations stay',
    },
  });

  const staffOnArticle = routeKind({ tags, errors: writeErrors, params: idParamsSchema });

  app.post(
    publishingApi.articlePreview.pattern,
    routeKind({ tags, errors: adminErrors, bodyLimit: ARTICLE_BODY_LIMIT })(
      "The article page's rendering of Markdown, for the editor's preview (admin)",
      { 200: articlePreviewSchema, 413: errorSchema },
      { body: articlePreviewBodySchema },
    ),
    async (request) => publishing.previewArticle(request.body.content, request.body.language),
  );

  app.post(
    publishingApi.articleTranslate.pattern,
    staffOnArticle(
      'Start a translation: a draft in another language linked to its original (admin)',
      { 201: adminArticleSchema },
      { body: translateBodySchema },
    ),
    async (request) => publishing.translateArticle(request.params.id, request.body.language),
  );

  app.post(
    publishingApi.articleNewsletter.pattern,
    staffOnArticle('Make a newsletter campaign draft from a published article (admin)', {
      201: campaignSchema,
    }),
    async (request) => publishing.newsletterDraft(request.params.id),
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
