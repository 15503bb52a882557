import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SESSION_HINT_COOKIE } from '../contract/auth';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import type { FileStore } from './infra/file-store';
import type { MediaStore } from './infra/media-store';
import type { Mailer } from './infra/mail';
import type { Payments } from './infra/payments';
import { auditTrailPlugin } from './plugins/audit-trail';
import { findRedirect } from './domain/redirects';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { devPagesPlugin, type DevPagesOptions } from './pages/dev';
import { pagesPlugin } from './pages/plugin';
import { API_DOCUMENT_TITLE, type Branding } from './domain/site-identity';
import { brandedFeedsPlugin } from './plugins/branded-feeds';
import { importSsrBundle, type SsrBundle } from './pages/render';
import { configuredRateLimits, rateLimitPlugin, type RateLimits } from './plugins/rate-limit';
import {
  createFastAnswers,
  type FastAnswers,
  requestIdOf,
  type TrustProxy,
} from './plugins/fast-answers';
import { securityHeaders, securityPlugin } from './plugins/security';
import { sessionCookieName, sessionPlugin } from './plugins/session';
import { staffGuardPlugin } from './plugins/staff-guard';
import { textInputPlugin } from './plugins/text-input';
import { createInfrastructure, type CloseStep } from './infrastructure';
import { registerModules, type ModuleTuning } from './register-modules';
import { projectRoot } from './project-root';
// Loaded before any route can check a new password (synchronously): see password-strength.ts.
import './password-strength';

export interface AppDeps extends ModuleTuning {
  config: Config;
  database: DatabaseHandle;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** Outgoing mail; defaults to SMTP_URL, or the DATA_DIR/outbox folder without it. */
  mailer?: Mailer;
  /** Where attachments are kept; defaults to the S3 bucket, or else a directory at UPLOAD_DIR. */
  files?: FileStore;
  /** Where the admin's image renditions are kept; the S3 bucket, or else MEDIA_DIR. */
  media?: MediaStore;
  /**
   * Card payments; defaults to Stripe with the STRIPE_* keys, or none (giving answers 503) when
   * they are not all set. Tests hand in a client pointed at a local stand-in for Stripe's API.
   */
  payments?: Payments | null;
  /** Where the built client lives; defaults to dist/ of the project. */
  dist?: { clientDir: string; pagesDir: string };
  /**
   * The server-render bundle for pages rendered per request; defaults to the build's
   * (dist/ssr/entry-server.js, when dist is the project's). Tests hand in the module itself.
   */
  ssr?: () => Promise<SsrBundle | undefined>;
  /**
   * Development (`npm run dev`): pages rendered from the sources at each request, instead of the
   * build's (pages/dev.ts).
   */
  dev?: Pick<DevPagesOptions, 'createClient' | 'prerenderQueries'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Known answers sent before Fastify's request cycle (the Bible's, the catalogue's). */
    fastAnswers: FastAnswers;
    /**
     * The process is stopping (main.ts calls it on SIGTERM, before its drain time; closing
     * calls it too): /readyz answers 503 and every answer closes its connection.
     */
    beginStopping: () => void;
  }
}

/** Query parameters whose values are secrets (reset and unsubscribe links): never logged. */
const SECRET_PARAMS = /([?&](?:token|code|key)=)[^&#]*/gi;
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** The request as logged: no cookies, no authorisation header, no secret in the URL. */
const logSerializers = {
  req(request: { method: string; url: string; id?: string; ip?: string; hostname?: string }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
    };
  },
};

function loggerOptions(
  given: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (given === undefined) return { level, serializers: logSerializers };
  if (given && typeof given === 'object') {
    return { ...given, serializers: { ...logSerializers, ...given.serializers } };
  }
  return given;
}

/**
 * TRUST_PROXY as one function, given both to Fastify and to the answers sent before it (so both
 * see the same client address): a hop count trusts the `hops` nearest proxies (Fastify accepts
 * a number at run time but its types do not), a list its addresses and ranges.
 */
function trustFunction(trustProxy: Config['trustProxy']): TrustProxy {
  if (trustProxy === false) return false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const rateLimits = { ...configuredRateLimits(config), ...deps.rateLimits };
  const root = projectRoot();
  const dist = deps.dist ?? {
    clientDir: path.join(root, 'dist/client'),
    pagesDir: path.join(root, 'dist/pages'),
  };
  const ssr =
    deps.ssr ??
    (deps.dist ? undefined : () => importSsrBundle(path.join(root, 'dist/ssr/entry-server.js')));

  const headers = securityHeaders(config);
  const trustProxy = trustFunction(config.trustProxy);
  // The Bible's and the public catalogue's answers, once known, are sent before Fastify's
  // request cycle (fast-answers.ts); a member's catalogue requests still go through it.
  const fastAnswers = createFastAnswers({
    headers,
    sessionCookies: [sessionCookieName(config), SESSION_HINT_COOKIE],
    trustProxy,
  });
  const app = Fastify({
    logger: loggerOptions(deps.logger, config.logLevel),
    serverFactory: fastAnswers.serverFactory,
    // Every request of ours fits; a route that needs more (newsletter content) sets its own.
    bodyLimit: 64 * 1024,
    // Accept a caller's request id (a proxy's) when it is sane; otherwise make one.
    genReqId: requestIdOf,
    // Behind a reverse proxy, the client's address (rate limits, logs) is in X-Forwarded-For.
    trustProxy,
    // A request that reaches a closing server is still answered (with `Connection: close`):
    // whatever got through the balancer is served, none is refused. /readyz says 503 then.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: a text body to a JSON endpoint is a wrong content type (415), not bad input.
  app.removeContentTypeParser('text/plain');
  fastAnswers.setLogger(app.log);
  app.decorate('fastAnswers', fastAnswers);
  // Stopping (SIGTERM, or closing): /readyz answers 503 so balancers send visitors elsewhere,
  // every answer closes its connection so keep-alive clients reconnect to another process, and
  // known answers go through Fastify again so they do too.
  let stopping = false;
  const beginStopping = () => {
    stopping = true;
    fastAnswers.close();
  };
  app.decorate('beginStopping', beginStopping);
  app.addHook('preClose', (done) => {
    beginStopping();
    done();
  });
  const infrastructure = await createInfrastructure({
    config,
    database,
    logger: app.log,
    mailer: deps.mailer,
    files: deps.files,
    media: deps.media,
    payments: deps.payments,
  });
  /** The work that uses the infrastructure, stopped before it closes (filled in below). */
  let workers: CloseStep[] = [];
  // Added first so that it runs last (Fastify runs onClose hooks last-added first): routes'
  // own hooks (work after an answer) finish before the database goes. Everything it closes, it
  // closes in the order written in infrastructure.ts and below, not in the hooks' order.
  app.addHook('onClose', () => infrastructure.close(workers));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (stopping) reply.header('connection', 'close');
    done();
  });

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config, headers });
  // Before compression, which would leave the feeds' bytes unreadable: the identity is known
  // once the content version is (below).
  const brand: { of: () => Promise<Branding | undefined> } = { of: async () => undefined };
  await app.register(brandedFeedsPlugin, { branding: () => brand.of() });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs far more CPU than it saves bytes on API answers.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimitPlugin, { redis: infrastructure.rateLimitStore });
  await app.register(sessionPlugin, { config, db: database.db, reads: database.reads, clock });
  // Before every route: staff addresses get the permission guard as they are registered.
  await app.register(staffGuardPlugin);
  // Staff writes that do not record themselves leave a line in the audit trail.
  await app.register(auditTrailPlugin, { db: database.db, clock });
  await app.register(textInputPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: API_DOCUMENT_TITLE,
        description: 'The API behind the ministry website.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  } else {
    // Without the pages the document stays: it tells no more than trying the API would.
    app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());
  }

  // After the API's documentation, which lists the routes registered after it.
  const modules = await registerModules(app, {
    config,
    database,
    tuning: deps,
    clock,
    rateLimits,
    infrastructure,
    fastAnswers,
    brand,
    stopping: () => stopping,
  });
  workers = modules.workers;

  const pageOptions = {
    publicUrl: config.publicUrl,
    gaMeasurementId: config.gaMeasurementId,
    sessionCookies: [sessionCookieName(config), SESSION_HINT_COOKIE],
    footerPages: modules.footerPages,
    branding: modules.branding,
  };
  if (deps.dev) {
    await app.register(devPagesPlugin, { ...pageOptions, ...deps.dev });
  } else {
    await app.register(pagesPlugin, {
      ...dist,
      ...pageOptions,
      ssr,
      contentVersion: app.contentVersion,
      redirectOf: (pathname, search) => findRedirect(database.db, pathname, search),
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
