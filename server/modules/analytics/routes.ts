import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsApi,
  exportQuerySchema,
  type GoalName,
  hitBodySchema,
  liveSchema,
  summaryQuerySchema,
  summarySchema,
} from '../../../contract/analytics';
import { errorResponses } from '../../../contract/errors';
import { languageOfPath } from '../../../contract/i18n';
import type { GoalDetails } from '../../domain/goals';
import { can, isStaff } from '../../domain/staff';
import type { Database } from '../../db/types';
import { badRequest } from '../../errors';
import { addressRateLimit, type AddressRateLimit, type RateLimit } from '../../plugins/rate-limit';
import { fastBeacon } from './fast-beacon';
import type { Recorder } from './recorder';
import type { AnalyticsRollup } from './rollup';
import { exportCsv, live, summary, type NewsletterClicksOf } from './summary';
import { sendCsv } from '../../plugins/csv-download';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's analytics: `settle()` waits for views and goals still being written (tests),
     * main.ts starts the roll-up's timer.
     */
    analytics: { settle(): Promise<void>; rollup: AnalyticsRollup };
  }
}

/** A private answer: never kept by a browser's or a proxy's cache. */
const PRIVATE = 'no-store';

/** The staff (any role, also before their second factor) are not counted. */
const isStaffRequest = (request: FastifyRequest) =>
  isStaff(request.user) || (request.pendingRoles?.length ?? 0) > 0;

const seen = (request: FastifyRequest) => ({ headers: request.headers, address: request.ip });

/** The beacon's body limit: its fields fit in far less. */
const HIT_BODY_LIMIT = 4 * 1024;

/** navigator.sendBeacon sends its JSON as text/plain: read as JSON (for the beacon only). */
function parseHitText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The body must be JSON');
  }
}

const hitRoutes: FastifyPluginAsyncZod<{ recorder: Recorder; limit: AddressRateLimit }> = async (
  app,
  { recorder, limit },
) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseHitText(String(body)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.post(
    analyticsApi.hit.pattern,
    {
      bodyLimit: HIT_BODY_LIMIT,
      // The per-address limit, with a counter shared by the beacons answered before Fastify.
      onRequest: limit.onRequest,
      schema: {
        tags: ['analytics'],
        summary:
          "A page view made in the browser (a route change), sent by the site's own script; 202. Not counted for `DNT: 1`, `Sec-GPC: 1`, bots and staff. Sets no cookie",
        body: hitBodySchema,
        response: { 202: z.null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      if (!isStaffRequest(request)) {
        recorder.view({
          ...seen(request),
          url: request.body.path,
          lang: request.body.lang,
          referrer: request.body.referrer,
          width: request.body.width,
          via: 'beacon',
        });
      }
      return reply.status(202).header('cache-control', PRIVATE).send(null);
    },
  );
};

const adminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  flush: () => Promise<void>;
  newsletterClicksOf?: NewsletterClicksOf | undefined;
}> = async (app, { db, clock, flush, newsletterClicksOf }) => {
  const tags = ['analytics', 'admin'];
  const errors = errorResponses(400, 401, 403);
  const amounts = (request: FastifyRequest) => can(request.user, 'giving.read');

  app.get(
    analyticsApi.summary.pattern,
    {
      schema: {
        tags,
        summary:
          "Visitors, page views and goals of a period (days UTC, both included), optionally of one language; gifts' amounts only with the giving permission",
        querystring: summaryQuerySchema,
        response: { 200: summarySchema, ...errors },
      },
    },
    async (request, reply) => {
      await flush();
      reply.header('cache-control', PRIVATE);
      return summary(db, request.query, amounts(request), undefined, newsletterClicksOf);
    },
  );

  app.get(
    analyticsApi.export.pattern,
    {
      schema: {
        tags,
        summary: "One table of a period's summary as CSV",
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      await flush();
      const { table, from, to } = request.query;
      reply.header('cache-control', PRIVATE);
      const csv = await exportCsv(db, request.query, amounts(request));
      return sendCsv(reply, `analytics-${table}-${from}-to-${to}.csv`, csv);
    },
  );

  app.get(
    analyticsApi.live.pattern,
    {
      schema: {
        tags,
        summary: 'Visitors and page views of the last five minutes',
        response: { 200: liveSchema, ...errors },
      },
    },
    async (_request, reply) => {
      await flush();
      reply.header('cache-control', PRIVATE);
      return live(db, clock());
    },
  );
};

/**
 * Counting: pages are counted from their own request after the answer has gone (so visitors
 * without JavaScript are counted, once); the browser's script only reports route changes made
 * without a page request. Every request gets `recordGoal`.
 */
export const analyticsPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      db: Database;
      clock: () => Date;
      recorder: Recorder;
      rollup: AnalyticsRollup;
      rateLimit: RateLimit;
      /** The session cookie's name: a page's request carries it unread. */
      sessionCookie: string;
      /** The site's origin (PUBLIC_URL's): the beacon answered before Fastify checks writes by it. */
      ownOrigin: string;
      /** The summary's clicks on newsletter links (the newsletter module counts them). */
      newsletterClicksOf?: NewsletterClicksOf;
    },
  ) => {
    const { recorder } = opts;
    const inFlight = new Set<Promise<void>>();
    const track = (work: Promise<void>) => {
      const settled = work.catch((err: unknown) =>
        app.log.error({ err }, 'analytics write failed'),
      );
      inFlight.add(settled);
      void settled.finally(() => inFlight.delete(settled));
    };

    app.decorateRequest(
      'recordGoal',
      function recordGoal(this: FastifyRequest, name: GoalName, details?: GoalDetails) {
        const input = { ...seen(this), name, ...details };
        // After the answer: the goal's write never delays it.
        track(
          new Promise<void>((resolve) => setImmediate(resolve)).then(() => recorder.goal(input)),
        );
      },
    );
    app.decorate('analytics', {
      async settle() {
        await Promise.all([...inFlight]);
        await recorder.flush();
      },
      rollup: opts.rollup,
    });

    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const status = reply.statusCode;
      if (
        request.method === 'GET' &&
        (status === 200 || status === 304) &&
        // Pages are the only HTML the site answers (the API answers JSON).
        String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
        !isStaffRequest(request)
      ) {
        const raw = request.cookies[opts.sessionCookie];
        const token = raw ? request.unsignCookie(raw) : undefined;
        recorder.view({
          ...seen(request),
          sessionToken: token?.valid ? (token.value ?? undefined) : undefined,
          url: request.url,
          lang: languageOfPath(request.url.split('?')[0] ?? '/').lang,
          referrer: request.headers.referer,
          via: 'page',
        });
      }
      done();
    });

    // One counter for the beacons answered here (a member's, a staff member's, and any the
    // listener does not take on) and those the HTTP server's listener answers (fast-beacon.ts).
    const limit = addressRateLimit(app, 'analytics-hit', opts.rateLimit);
    await app.register(hitRoutes, { recorder, limit });
    app.fastAnswers.handle(
      'POST',
      analyticsApi.hit.pattern,
      fastBeacon({
        fastAnswers: app.fastAnswers,
        ownOrigin: opts.ownOrigin,
        limit,
        recorder,
        bodyLimit: HIT_BODY_LIMIT,
        parseText: parseHitText,
      }),
    );
    await app.register(adminRoutes, {
      db: opts.db,
      clock: opts.clock,
      flush: recorder.flush,
      newsletterClicksOf: opts.newsletterClicksOf,
    });
  },
  { name: 'analytics' },
);
