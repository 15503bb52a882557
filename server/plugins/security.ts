import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
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

/** The origin of a Referer, or undefined when it is not an absolute URL. */
function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const { origin } = new URL(referer);
  return origin === 'null' ? undefined : origin;
}

/**
 * Whether a state-changing request comes from our own pages. Browsers say where a request comes
 * from with `Sec-Fetch-Site`, `Origin` (sent with every POST, PUT, PATCH and DELETE) or, failing
 * both, `Referer`; a request naming none of them comes from no browser page of ours and is refused.
 * (Also asked by the analytics beacon answered before Fastify, of the raw request.)
 */
export function isSameOrigin(
  request: { headers: IncomingHttpHeaders },
  ownOrigin: string,
): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin =
    request.headers.origin ?? (fetchSite ? undefined : refererOrigin(request.headers.referer));
  // A plain HTML form's post from our pages (referrer policy no-referrer) names its origin
  // "null": then only the browser's Sec-Fetch-Site can say it is ours.
  if (origin === 'null') return fetchSite === 'same-origin';
  if (!origin) return fetchSite !== undefined;
  if (origin === ownOrigin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * Powerful features no page of ours uses are off for the page and anything it embeds. Payment
 * stays open to us and to Stripe's Payment Element frames (wallets use the Payment Request API):
 * a policy belongs to the document first loaded, and the donate page is also reached by
 * navigating inside the client, so every page allows it.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

/** The security headers of every answer (the fast answers' too). */
export const securityHeaders = (config: Config): Record<string, string> => ({
  ...helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production',
  }),
  'permissions-policy': PERMISSIONS_POLICY,
});

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; headers: Record<string, string> }) => {
    // Parsed once: every state-changing request is checked against it.
    const ownOrigin = new URL(opts.config.publicUrl).origin;
    // One hook for both: it runs for every request the app answers.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(opts.headers);
      const refused =
        !SAFE_METHODS.has(request.method) &&
        !request.routeOptions.config.allowCrossOrigin &&
        !isSameOrigin(request, ownOrigin);
      done(refused ? forbidden('Cross-origin request refused') : undefined);
    });
  },
  { name: 'security' },
);
