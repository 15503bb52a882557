import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rebrandXml, type Branding } from '../domain/site-identity';

/**
 * The feeds (articles' RSS, the podcasts) and the sitemap are written with the spec's name by
 * their areas; they leave with the administrator's identity written in, as pages and mail do
 * (domain/site-identity.ts). Only XML answers are touched.
 */
export const brandedFeedsPlugin = fp(
  async (app: FastifyInstance, opts: { branding: () => Promise<Branding | undefined> }) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!/xml/i.test(type)) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const branding = await opts.branding();
      if (!branding) return payload;
      const xml = typeof payload === 'string' ? payload : payload.toString('utf8');
      const rebranded = rebrandXml(xml, branding);
      if (rebranded !== xml) reply.removeHeader('content-length');
      return rebranded;
    });
  },
  { name: 'branded-feeds' },
);
