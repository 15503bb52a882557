import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connect';
import type { ReadCache } from '../../db/read-cache';
import { questions, studyGroups } from '../../db/schema';
import { listedIds, robotsTxt, sitemapXml } from './service';

/** Crawlers come back often; an hour old is fresh enough, and it spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * robots.txt and sitemap.xml, at the site's root where crawlers look for them. They are not
 * part of the API, so they stay out of its OpenAPI document.
 */
export const seoRoutes: FastifyPluginAsyncZod<{
  db: Database;
  reads: ReadCache;
  publicUrl: string;
}> = async (app, { db, reads, publicUrl }) => {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Kept until a question or a group changes (on the embedded database).
    const body = await reads.get(
      'seo:sitemap',
      [questions, studyGroups],
      async () => ({ xml: sitemapXml(publicUrl, await listedIds(db)) }),
      (value) => value.xml.length * 2,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(body.xml);
  });
};
