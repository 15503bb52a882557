import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SeoService } from './service';

/** Crawlers come back often; an hour old is fresh enough, and it spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * robots.txt and sitemap.xml, at the site's root where crawlers look for them. They are not
 * part of the API, so they stay out of its OpenAPI document.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(seo.robotsTxt()),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(await seo.sitemapXml()),
  );
};
