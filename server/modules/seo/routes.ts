import { getTableName } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connect';
import type { ReadCache } from '../../db/read-cache';
import { articles, questions, studyGroups } from '../../db/schema';
import type { ContentVersion } from '../../infra/content-version';
import { listedArticles, listedIds, robotsTxt, sitemapXml } from './service';

/** Crawlers come back often; an hour old is fresh enough, and it spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * robots.txt and sitemap.xml, at the site's root where crawlers look for them. They are not
 * part of the API, so they stay out of its OpenAPI document.
 */
export const seoRoutes: FastifyPluginAsyncZod<{
  db: Database;
  reads: ReadCache;
  clock: () => Date;
  /** Moves on when a scheduled article's time comes, which no write announces. */
  contentVersion: ContentVersion;
  publicUrl: string;
}> = async (app, { db, reads, clock, contentVersion, publicUrl }) => {
  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robots),
  );

  let seenVersion = contentVersion.current();
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const version = contentVersion.current();
    if (version !== seenVersion) {
      // A scheduled article became visible: what was read of articles is out of date.
      seenVersion = version;
      reads.noteWrite(getTableName(articles));
    }
    // Kept until a question, a group or an article changes (on the embedded database).
    const body = await reads.get(
      'seo:sitemap',
      [questions, studyGroups, articles],
      async () => {
        const [ids, visible] = await Promise.all([listedIds(db), listedArticles(db, clock())]);
        return { xml: sitemapXml(publicUrl, ids, visible) };
      },
      (value) => value.xml.length * 2,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(body.xml);
  });
};
