import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { forbidden } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A state-changing route that others may call (payment webhooks, mail clients' one-click unsubscribe). */
    allowCrossOrigin?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Content-Security-Policy: our own scripts, YouTube embeds, Stripe, and analytics only when configured. */
export function contentSecurityPolicy(
  config: Pick<Config, 'gaMeasurementId' | 'publicUrl' | 'env'>,
) {
  const analytics = config.gaMeasurementId
    ? {
        script: ['https://www.googletagmanager.com'],
        connect: [
          'https://www.google-analytics.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
        img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
      }
    : { script: [], connect: [], img: [] };
  const https = config.env === 'production' && config.publicUrl.startsWith('https:');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://js.stripe.com', ...analytics.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://*.stripe.com', ...analytics.img],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://api.stripe.com', ...analytics.connect],
    frameSrc: [
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** The origins a browser may send state-changing requests from: ours. */
function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts.config) },
      crossOriginEmbedderPolicy: false,
      hsts: opts.config.env === 'production',
    });
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.allowCrossOrigin) return;
      if (!isSameOrigin(request, opts.config.publicUrl)) {
        throw forbidden('Cross-origin request refused');
      }
    });
  },
  { name: 'security' },
);
