import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ebookListSchema,
  ebookSchema,
  videoListSchema,
  videoSchema,
  catalogApi,
} from '../../../contract/catalog';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import { encodeAnswer, type EncodedAnswer } from '../../infra/cached-answer';
import { type FastAnswers, sendEncodedAnswer } from '../../plugins/fast-answers';
import type { CatalogService } from './service';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers are encoded once per content version (see sendEncodedAnswer): no compression plugin. */
const encodedHere = { compress: false, decompress: false } as const;

/**
 * The store's and the home page's reads. Answers are kept, encoded, until the admin changes
 * published content (ContentVersion), so they follow every change at once; a visitor's repeated
 * request is answered before Fastify's request cycle while the version stays (fast-answers.ts).
 * No Cache-Control: browsers ask again each time, and the ETag turns an unchanged answer into a 304.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  contentVersion: ContentVersion;
  fastAnswers?: FastAnswers;
}> = async (app, { catalog, contentVersion, fastAnswers }) => {
  const answers = versionedAnswers(contentVersion);

  /** The handler of a public read: its answer serialized by the route's schema, as Fastify would. */
  function known<S extends z.ZodType>(key: string, schema: S, read: () => Promise<z.output<S>>) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      // The version of the answer `answers.get` returns: taken in the same tick, before any read.
      const version = contentVersion.current();
      const answer = await answers.get<EncodedAnswer>(key, async () =>
        encodeAnswer(Buffer.from(JSON.stringify(schema.encode(await read())))),
      );
      sendEncodedAnswer(
        request,
        reply,
        answer,
        {
          contentType: JSON_TYPE,
          isCurrent: () => contentVersion.current() === version,
          visitorsOnly: true,
        },
        fastAnswers,
      );
    };
  }

  app.get(
    catalogApi.ebooks.pattern,
    {
      ...encodedHere,
      schema: { tags: ['catalog'], summary: 'All ebooks', response: { 200: ebookListSchema } },
    },
    known('ebooks', ebookListSchema, () => catalog.listEbooks()),
  );
  app.get(
    catalogApi.featuredEbook.pattern,
    {
      ...encodedHere,
      schema: {
        tags: ['catalog'],
        summary: 'The featured ebook, or null',
        response: { 200: ebookSchema.nullable() },
      },
    },
    known('ebook', ebookSchema.nullable(), () => catalog.featuredEbook()),
  );
  app.get(
    catalogApi.videos.pattern,
    {
      ...encodedHere,
      schema: {
        tags: ['catalog'],
        summary: 'Published videos, newest first',
        response: { 200: videoListSchema },
      },
    },
    known('videos', videoListSchema, () => catalog.listVideos()),
  );
  app.get(
    catalogApi.featuredVideo.pattern,
    {
      ...encodedHere,
      schema: {
        tags: ['catalog'],
        summary: 'The featured video, or null',
        response: { 200: videoSchema.nullable() },
      },
    },
    known('video', videoSchema.nullable(), () => catalog.featuredVideo()),
  );
};
