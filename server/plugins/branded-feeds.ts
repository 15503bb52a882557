import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  rebrandApiDocument,
  rebrandCalendar,
  rebrandXml,
  type Branding,
} from '../domain/site-identity';

/** Where the API's OpenAPI document is served (JSON, and YAML with the documentation pages). */
const API_DOCUMENT = /^\/api\/docs\/(json|yaml)(\?|$)/;

/**
 * The feeds (articles' RSS, the podcasts) and the sitemap are written with the spec's name by
 * their areas; they leave with the administrator's identity written in, as pages and mail do
 * (domain/site-identity.ts). Only XML answers, the events' calendars (their maker, PRODID) and
 * the OpenAPI document (its title) are touched.
 */
export const brandedFeedsPlugin = fp(
  async (app: FastifyInstance, opts: { branding: () => Promise<Branding | undefined> }) => {
    // A callback hook, not an async one: it runs for every answer and almost none is rebranded,
    // so only those pay for a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const rebrand = /xml/i.test(type)
        ? rebrandXml
        : /^text\/calendar/i.test(type)
          ? rebrandCalendar
          : API_DOCUMENT.test(request.url)
            ? rebrandApiDocument
            : undefined;
      if (!rebrand || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        done(null, payload);
        return;
      }
      opts
        .branding()
        .then((branding) => {
          if (!branding) return payload;
          const text = typeof payload === 'string' ? payload : payload.toString('utf8');
          const rebranded = rebrand(text, branding);
          if (rebranded !== text) reply.removeHeader('content-length');
          return rebranded;
        })
        .then((sent) => done(null, sent), done);
    });
  },
  { name: 'branded-feeds' },
);
