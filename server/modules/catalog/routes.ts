import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ebookListSchema,
  ebookSchema,
  videoListSchema,
  videoSchema,
} from '../../../contract/catalog';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import type { CatalogService } from './service';

/**
 * The store's and the home page's reads. Answers are kept until the admin changes published
 * content (ContentVersion), so they follow every change at once.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  contentVersion: ContentVersion;
}> = async (app, { catalog, contentVersion }) => {
  const answers = versionedAnswers(contentVersion);

  app.get(
    '/api/ebooks',
    { schema: { tags: ['catalog'], summary: 'All ebooks', response: { 200: ebookListSchema } } },
    () => answers.get('ebooks', () => catalog.listEbooks()),
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
    () => answers.get('ebook', () => catalog.featuredEbook()),
  );
  app.get(
    '/api/videos',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Published videos, newest first',
        response: { 200: videoListSchema },
      },
    },
    () => answers.get('videos', () => catalog.listVideos()),
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
    () => answers.get('video', () => catalog.featuredVideo()),
  );
};
