import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * Helmet's security headers. With no per-request nonces they are the same for every answer, so
 * they are worked out once here rather than by helmet on each request (which re-parses the CSP).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  // Helmet only calls setHeader/removeHeader on the response and reads nothing from the request.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.fromEntries(headers);
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

/** The security headers of every answer (the fast answers' too). */
export const securityHeaders = (config: Config): Record<string, string> =>
  helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  });

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; headers: Record<string, string> }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(opts.headers);
      done();
    });
    app.addHook('onRequest', (request, _reply, done) => {
      const refused =
        !SAFE_METHODS.has(request.method) &&
        !request.routeOptions.config.allowCrossOrigin &&
        !isSameOrigin(request, opts.config.publicUrl);
      done(refused ? forbidden('Cross-origin request refused') : undefined);
    });
  },
  { name: 'security' },
);
