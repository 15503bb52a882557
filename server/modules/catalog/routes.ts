import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleListSchema,
  ebookListSchema,
  ebookSchema,
  videoSchema,
} from '../../../contract/catalog';
import type { Database } from '../../db/connect';
import { cachedFor } from '../../infra/cache';
import * as catalog from './service';

/** The catalogue changes only by seeding or deploys, so answers are cached briefly in-process. */
const CACHE_MS = 30_000;

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const ebooks = cachedFor(CACHE_MS, clock, () => catalog.listEbooks(db));
  const ebook = cachedFor(CACHE_MS, clock, () => catalog.featuredEbook(db));
  const video = cachedFor(CACHE_MS, clock, () => catalog.featuredVideo(db));
  const articles = cachedFor(CACHE_MS, clock, () => catalog.featuredArticles(db));

  app.get(
    '/api/ebooks',
    { schema: { tags: ['catalog'], summary: 'All ebooks', response: { 200: ebookListSchema } } },
    () => ebooks(),
  );
  app.get(
    '/api/ebooks/featured',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The featured ebook, or null',
        response: { 200: ebookSchema.nullable() },
      },
    },
    () => ebook(),
  );
  app.get(
    '/api/videos/featured',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The featured video, or null',
        response: { 200: videoSchema.nullable() },
      },
    },
    () => video(),
  );
  app.get(
    '/api/articles/featured',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Featured articles',
        response: { 200: articleListSchema },
      },
    },
    () => articles(),
  );
};
