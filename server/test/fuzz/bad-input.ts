/**
 * Bad input: every operation of the OpenAPI document gets FUZZ_RUNS (default 1,000)
 * generated requests, valid and invalid mixed, as a stranger, a member and an administrator.
 * No answer may be a 5xx, every 4xx must have the error shape `{ message, fieldErrors? }`, and
 * the server must still answer /healthz afterwards.
 *
 * (The PostgreSQL pass runs 250 per operation: see RUNS.)
 * The cases come from a fixed seed (FUZZ_SEED, printed) so a failure reproduces:
 *   FUZZ_SEED=<seed> npx vitest run server/test/bad-input
 *
 * The operations are shared between two test files (bad-input-1, bad-input-2: every other one),
 * each with its own server, so the suite's two halves run side by side on the two workers.
 * FUZZ_ONLY='POST /api/contact' narrows the run to the operations whose "METHOD /path" contains it.
 */
import fc, { type Arbitrary } from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactFormSchema } from '../../../contract/contact';
import { subscribeBodySchema } from '../../../contract/newsletter';
import { plainForms, type PlainForm } from '../../../contract/plain-forms';
import { prayedFormSchema } from '../../../contract/prayer';
import {
  adminReplyFieldsSchema,
  newConversationFieldsSchema,
  replyFieldsSchema,
} from '../../../contract/conversations';
import { eq } from 'drizzle-orm';
import { users as usersTable } from '../../db/schema';
import { createSession } from '../../domain/sessions';
import { defaultRateLimits } from '../../plugins/rate-limit';
import { sessionCookieName } from '../../plugins/session';
import type { AppDeps } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../app';
import {
  caseArbitrary,
  type Body,
  type CaseOptions,
  type FuzzCase,
  type OperationSpec,
  type Parameter,
} from './cases';
import { multipartBody } from '../multipart';
import { pageBuild } from '../page-build';
import { nestedJunk, type JsonSchema } from './schema-arbitrary';
import { startTestSmtp, type TestSmtp } from '../smtp';
import { startFakeStripe, TEST_WEBHOOK_SECRET, type FakeStripe } from '../stripe';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/**
 * 1,000 per operation on PGlite (the required minimum). The PostgreSQL pass runs the same seed at a
 * quarter of the count: there it looks for what differs with the driver and the server (how text
 * and numbers reach the database, which errors come back), at a quarter of the time.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DB_DRIVER === 'pg' ? 250 : 1_000));
const ONLY = process.env.FUZZ_ONLY;
/** Requests in flight at once: enough to overlap the event loop with PGlite, not to swamp it. */
const CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Text fields of the multipart operations. Their handlers stream the parts themselves, so the
 * document has no body schema for them; these are the contract schemas the handlers parse with.
 */
const multipartFields: Record<string, z.ZodType> = {
  'POST /api/conversations': newConversationFieldsSchema,
  'POST /api/conversations/{id}/messages': replyFieldsSchema,
  'POST /api/conversations/message': adminReplyFieldsSchema,
  // The image is the one part; any text field is ignored.
  'POST /api/admin/media': z.object({}),
  'POST /api/admin/media/artwork': z.object({}),
  // The audio file is the one part; any text field is ignored.
  'POST /api/admin/media/audio': z.object({}),
};

/**
 * Fields of the plain HTML forms' posts. The document gives them as any fields (the page answers
 * what is wrong with them); these are the contract schemas the handlers check them with.
 */
const plainFormFields: Record<PlainForm, z.ZodType> = {
  contact: contactFormSchema.omit({ consent: true, language: true }).extend({
    consent: z.literal('on').optional(),
  }),
  newsletter: subscribeBodySchema.omit({ language: true }),
  prayed: prayedFormSchema.extend({ page: z.string().optional(), category: z.string().optional() }),
};
const formFields: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(plainFormFields).map(([form, fields]) => [
    `POST ${plainForms[form as PlainForm]}`,
    fields,
  ]),
);

/**
 * Routes where a body that passes validation costs an argon2 hash: fewer of those, so the suite
 * stays within its time budget; invalid ones are as many as elsewhere.
 */
const ARGON2_ROUTES = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/change-password',
  'POST /api/reset-password',
  'DELETE /api/profile',
]);

const BIBLE_BOOKS = ['john', 'Genesis', '1 John', '1-john', 'Psalms', 'rev', 'song-of-songs'];

interface Failure {
  operation: string;
  index: number;
  status: number | string;
  problem: string;
  request: string;
  body: string;
  /** What the server logged for it. */
  log: string;
}

let smtp: TestSmtp;
let stripe: FakeStripe;
let t: TestApp;
const users: Record<'member' | 'admin', number> = { member: 0, admin: 0 };
const ids = new Set<number>([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
interface LoggedError {
  type?: string;
  message?: string;
  code?: string;
  cause?: LoggedError;
}

/** The innermost cause is the telling one (a query error wraps the database's). */
function describeError(err: LoggedError): string {
  let e = err;
  while (e.cause) e = e.cause;
  const text = `${e.type ?? 'Error'}${e.code ? ` ${e.code}` : ''}: ${e.message ?? ''}`;
  // pino appends the causes' messages to the message: the end is the telling part.
  return text.length > 240 ? `…${text.slice(-240)}` : text;
}

/** The server's own account of each 5xx, by request id, to print with the failure. */
const serverErrors = new Map<string, string>();
const errorLog = {
  write(line: string) {
    try {
      const entry = JSON.parse(line) as { reqId?: string; err?: LoggedError };
      if (entry.reqId && entry.err) serverErrors.set(entry.reqId, describeError(entry.err));
    } catch {
      // Not a JSON log line: nothing to keep.
    }
  },
};

async function freshCookie(who: 'member' | 'admin'): Promise<string> {
  // An administrator's generated case may have deleted the member (ids are guessed): the cases
  // go on as another one.
  const [exists] = await t.db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(eq(usersTable.id, users[who]));
  if (!exists) users[who] = (await t.signIn({ isAdmin: who === 'admin' })).user.id;
  // The administrator's session has passed two-step verification, as staff sessions must: the
  // staff guard lets it through, so the cases reach the admin routes' own checks.
  const { token } = await createSession(t.db, users[who], new Date(), undefined, {
    multiFactor: who === 'admin',
  });
  return `${sessionCookieName(t.config)}=${t.app.signCookie(token)}`;
}

/** Rows for valid ids to reach: a question with an answer, a conversation, a group with posts… */
async function seed(cookies: Record<'member' | 'admin', string>) {
  const post = async (url: string, who: 'member' | 'admin' | 'anon', payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: who === 'anon' ? {} : { cookie: cookies[who] },
      payload,
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    const id = (res.json() as { id?: unknown }).id;
    if (typeof id === 'number') ids.add(id);
    return res.json() as Record<string, unknown>;
  };
  const question = await post('/api/questions', 'member', {
    title: 'What is grace?',
    content: 'A question long enough to be asked.',
    category: 'doctrine',
  });
  await post(`/api/questions/${String(question.id)}/answers`, 'admin', { content: 'Favour.' });
  const group = await post('/api/study-groups', 'admin', { name: 'Romans on Tuesdays' });
  const discussion = await post(`/api/study-groups/${String(group.id)}/discussions`, 'admin', {
    title: 'Romans 1',
    content: 'Read it first.',
  });
  await post(`/api/discussions/${String(discussion.id)}/posts`, 'admin', { content: 'Amen.' });
  await post('/api/contact', 'anon', {
    name: 'Ruth',
    email: 'ruth@example.org',
    message: 'Hello there.',
  });
  await post('/api/newsletter/subscribe', 'anon', { email: 'reader@example.org' });
  // A confirmed reader, so campaigns have someone to go to.
  const confirmation = await smtp.waitFor((m) => m.to.includes('reader@example.org'));
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1];
  await post('/api/newsletter/confirm', 'anon', { token });
  await post('/api/newsletter/campaigns', 'admin', {
    title: 'Spring',
    subject: 'Spring letter',
    content: 'Greetings.',
  });
  const boundary = 'seedboundary';
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: {
      cookie: cookies.member,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: multipartBody(
      [
        ['title', 'Daniel 9'],
        ['category', 'prophecy'],
        ['content', 'How should I read it?'],
      ],
      [{ name: 'notes.txt', type: 'text/plain', data: Buffer.from('seventy weeks') }],
      boundary,
    ),
  });
  expect(started.statusCode, started.body).toBe(201);
  const posted = started.json() as { conversationId: number; message: { id: number } };
  ids.add(posted.conversationId);
  ids.add(posted.message.id);
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function operations(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const specs: OperationSpec[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const spec: OperationSpec = {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
      };
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      if (json) spec.jsonBody = json;
      const fields = multipartFields[`${spec.method} ${path}`];
      if (fields) {
        spec.multipartFields = z.toJSONSchema(fields, {
          target: 'openapi-3.0',
          io: 'input',
        }) as JsonSchema;
      }
      const form = formFields[`${spec.method} ${path}`];
      if (form && content['application/x-www-form-urlencoded']) {
        spec.formFields = z.toJSONSchema(form, {
          target: 'openapi-3.0',
          io: 'input',
        }) as JsonSchema;
      }
      const others = Object.keys(content).filter(
        (type) =>
          type !== 'application/json' &&
          !(type === 'application/x-www-form-urlencoded' && spec.formFields),
      );
      if (others.length > 0) {
        throw new Error(
          `${method} ${path}: no generator for ${others}; give its fields in multipartFields or ` +
            'plainFormFields of server/test/fuzz/bad-input.ts',
        );
      }
      specs.push(spec);
    }
  }
  return specs;
}

/** Stripe's webhook: junk signed with the real secret (so it gets past the signature), or not. */
function webhookBodies(): Arbitrary<Body> {
  const sdk = stripe.payments().stripe;
  const eventLike = fc.record(
    {
      id: fc.oneof(fc.constant('evt_fuzz'), fc.string()),
      object: fc.constantFrom('event', 'junk'),
      type: fc.oneof(
        fc.constantFrom(
          'payment_intent.succeeded',
          'payment_intent.payment_failed',
          'charge.refunded',
        ),
        fc.string(),
      ),
      created: fc.oneof(fc.integer(), fc.string()),
      data: fc.oneof(
        fc.record(
          {
            object: fc.oneof(
              fc.record(
                {
                  id: fc.oneof(fc.constant('pi_fuzz'), fc.string(), fc.integer()),
                  amount: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
                  currency: fc.oneof(fc.constant('usd'), fc.string()),
                  receipt_email: fc.oneof(fc.emailAddress(), fc.string(), fc.constant(null)),
                  metadata: fc.oneof(
                    fc.dictionary(fc.string({ maxLength: 10 }), fc.string()),
                    nestedJunk,
                  ),
                },
                { requiredKeys: [] },
              ),
              nestedJunk,
            ),
          },
          { requiredKeys: [] },
        ),
        nestedJunk,
      ),
    },
    { requiredKeys: [] },
  );
  const payloads = fc.oneof(
    eventLike.map((e) => JSON.stringify(e)),
    nestedJunk.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom('', '{', 'not json', '\u0000'),
  );
  return fc.tuple(payloads, fc.integer({ min: 0, max: 3 })).map(([payload, how]): Body => {
    const signature = [
      sdk.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }),
      sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
      't=1,v1=deadbeef',
      '',
    ][how];
    return {
      payload,
      contentType: 'application/json',
      ...(signature ? { headers: { 'stripe-signature': signature } } : {}),
      label: ['signed', 'wrong secret', 'junk signature', 'unsigned'][how] ?? '',
    };
  });
}

function optionsFor(spec: OperationSpec): CaseOptions {
  const key = `${spec.method} ${spec.path}`;
  return {
    ids: [...ids],
    pathValues: { book: BIBLE_BOOKS },
    ...(ARGON2_ROUTES.has(key) ? { costlyWhenValid: true } : {}),
    ...(key === 'POST /api/stripe/webhook' ? { extraBodies: webhookBodies() } : {}),
  };
}

function isErrorShape(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body is not an object';
  const { message, fieldErrors } = body as { message?: unknown; fieldErrors?: unknown };
  if (typeof message !== 'string') return 'no string message';
  if (fieldErrors === undefined) return null;
  if (!fieldErrors || typeof fieldErrors !== 'object' || Array.isArray(fieldErrors)) {
    return 'fieldErrors is not an object';
  }
  for (const value of Object.values(fieldErrors)) {
    const ok =
      typeof value === 'string' ||
      (Array.isArray(value) && value.every((v) => typeof v === 'string'));
    if (!ok) return 'fieldErrors value is not a string or a list of strings';
  }
  return null;
}

/** What is wrong with an answer, or null. */
function problemWith(c: FuzzCase, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `server error ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  // A path that normalises out of /api ('..') gets the site's HTML 404 page, rightly.
  const pathname = new URL(c.url, 'http://localhost').pathname;
  if (!pathname.startsWith('/api')) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} answer is not JSON`;
  }
  const shape = isErrorShape(body);
  return shape ? `${res.statusCode} answer: ${shape}` : null;
}

function describeCase(c: FuzzCase): string {
  const payload =
    c.body.payload === undefined
      ? ''
      : typeof c.body.payload === 'string'
        ? c.body.payload
        : c.body.payload.toString('latin1');
  return JSON.stringify({
    identity: c.identity,
    origin: c.origin,
    url: c.url.slice(0, 200),
    contentType: c.body.contentType,
    label: c.label,
    payload: payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length})` : payload,
  });
}

async function send(c: FuzzCase, cookies: Record<'member' | 'admin', string>, logout: boolean) {
  const headers: Record<string, string> = { ...c.body.headers };
  if (c.body.contentType !== undefined) headers['content-type'] = c.body.contentType;
  if (c.origin === 'same') headers.origin = 'http://localhost:3000';
  if (c.origin === 'cross') {
    headers.origin = 'https://evil.example';
    headers['sec-fetch-site'] = 'cross-site';
  }
  if (c.identity === 'anon') {
    if (c.forgedCookie !== undefined) {
      headers.cookie = `${sessionCookieName(t.config)}=${c.forgedCookie}`;
    }
  } else {
    // Signing out ends the session it is sent with: that case gets a session of its own.
    headers.cookie = logout ? await freshCookie(c.identity) : cookies[c.identity];
  }
  // The case decides the origin headers itself ('none' sends none of them).
  const request = t.injectBare({
    method: c.method as 'GET',
    url: c.url,
    headers,
    ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server-render entry, handed in by the test file (only tests may import client code). */
let serverRender: AppDeps['ssr'];

async function startServer() {
  smtp = await startTestSmtp();
  stripe = await startFakeStripe();
  const config = testConfig();
  t = await createTestApp({
    // The plain HTML forms' posts answer with their page, rendered by the server.
    dist: pageBuild(),
    ssr: serverRender,
    config,
    mailer: smtp.mailer(),
    payments: stripe.payments(),
    logger: { level: 'error', stream: errorLog },
    // The production limit: it counts only well-formed attempts, so after ten wrong current
    // passwords the rest are 429s instead of an argon2 verification each.
    // Backups too: after the production limit's few, the rest are 429s, not an archive each.
    rateLimits: {
      changePassword: defaultRateLimits.changePassword,
      backups: defaultRateLimits.backups,
    },
  });
  const member = await t.signIn();
  const admin = await t.signIn({ isAdmin: true });
  users.member = member.user.id;
  users.admin = admin.user.id;
  await seed({ member: member.cookie, admin: admin.cookie });
}

async function stopServer() {
  await t?.close();
  await stripe?.close();
  await smtp?.close();
}

/**
 * Part `part` of `of` of the suite: every `of`-th operation of the document, starting at the
 * `part`-th. An operation's cases come from the seed and its place in the whole document, so a
 * case is the same whichever part runs it.
 */
export function badInputSuite({
  part,
  of,
  ssr,
}: {
  part: number;
  of: number;
  /** The client's server-render entry: the plain HTML forms' posts answer with their page. */
  ssr: NonNullable<AppDeps['ssr']>;
}): void {
  serverRender = ssr;
  beforeAll(startServer, 120_000);
  afterAll(stopServer);
  describe('bad input', () => {
    it(`answers ${RUNS} generated requests per API operation without a 5xx (part ${part} of ${of})`, async () => {
      const doc = await t.app.inject({ url: '/api/docs/json' });
      expect(doc.statusCode).toBe(200);
      const asked = operations(doc.json())
        .map((spec, index) => ({ spec, index }))
        .filter(({ spec: s }) => !ONLY || `${s.method} ${s.path}`.includes(ONLY));
      expect(asked.length, `no operation matches FUZZ_ONLY=${ONLY}`).toBeGreaterThan(0);
      const specs = asked.filter(({ index }) => index % of === part - 1);

      const failures: Failure[] = [];
      let total = 0;
      const started = Date.now();
      for (const { spec, index } of specs) {
        const operation = `${spec.method} ${spec.path}`;
        const genStarted = Date.now();
        const cases = fc.sample(caseArbitrary(spec, optionsFor(spec)), {
          numRuns: RUNS,
          seed: SEED + index,
        });
        const genMs = Date.now() - genStarted;
        const cookies = { member: await freshCookie('member'), admin: await freshCookie('admin') };
        const logout = operation === 'POST /api/auth/logout';
        const statuses = new Map<number, number>();
        const before = failures.length;
        const opStarted = Date.now();
        let next = 0;
        const worker = async () => {
          while (next < cases.length) {
            const i = next++;
            const c = cases[i];
            if (!c) continue;
            try {
              const res = await send(c, cookies, logout);
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              const problem = problemWith(c, res);
              if (problem) {
                failures.push({
                  operation,
                  index: i,
                  status: res.statusCode,
                  problem,
                  request: describeCase(c),
                  body: res.body.slice(0, 300),
                  log: serverErrors.get(String(res.headers['x-request-id'])) ?? '',
                });
              }
            } catch (error) {
              failures.push({
                operation,
                index: i,
                status: 'no answer',
                problem: error instanceof Error ? error.message : String(error),
                request: describeCase(c),
                body: '',
                log: '',
              });
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        total += cases.length;
        const counts = [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ');
        console.log(
          `bad-input: ${operation}: ${cases.length} cases, ${failures.length - before} failures, ` +
            `${Date.now() - opStarted} ms + ${genMs} ms to generate (${counts})`,
        );
      }

      const health = await t.app.inject({ url: '/healthz' });
      console.log(
        `bad-input: ${total} cases over ${specs.length} operations, ${failures.length} failures ` +
          `(seed ${SEED}, ${Math.round((Date.now() - started) / 1000)} s)`,
      );
      // One example of each kind of failure (operation, answer, logged cause), with its count.
      const kinds = new Map<string, { count: number; example: Failure }>();
      for (const f of failures) {
        const kind = `${f.operation} ${f.problem} ${f.log}`;
        const seen = kinds.get(kind);
        if (seen) seen.count += 1;
        else kinds.set(kind, { count: 1, example: f });
      }
      for (const { count, example: f } of kinds.values()) {
        console.log(
          `bad-input FAIL ${f.operation} #${f.index} (${count}× like it): ${f.problem}\n` +
            `  request: ${f.request}\n  answer: ${f.body}\n  log: ${f.log}`,
        );
      }
      expect(health.statusCode, 'the server still answers /healthz').toBe(200);
      expect(failures.map((f) => `${f.operation} #${f.index}: ${f.problem}`)).toEqual([]);
    }, 600_000);
  });
}
