import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { hashPassword } from '../domain/passwords';
import type { DatabaseHandle } from '../db/connect';
import { users } from '../db/schema';
import { createSession } from '../domain/sessions';
import { staffColumns } from '../domain/staff';
import type { StaffRole } from '../../contract/staff';
import { uniformRateLimits } from '../plugins/rate-limit';
import { sessionCookieName } from '../plugins/session';
import { createTestDatabase } from './database';

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ministry-app-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

/**
 * The password every test member has, hashed once per file: a real argon2id hash, without paying
 * for one at each of the suite's many sign-ins.
 */
let testPasswordHash: Promise<string> | undefined;
const hashOfTestPassword = () => (testPasswordHash ??= hashPassword('correct horse'));

/** Every limit loosened; a test of a limit passes its own `rateLimits`. */
export const looseRateLimits = uniformRateLimits({ max: 10_000, timeWindow: 60_000 });

/** Members' conversation limits out of the way; a test of a limit passes its own. */
export const looseMemberLimits = {
  messagesPerHour: 100_000,
  uploadBytesPerHour: 1024 ** 4,
  storageBytes: 1024 ** 4,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ORIGIN_CLUES = ['origin', 'sec-fetch-site', 'referer'];

/**
 * The request as a browser on our pages sends it: browsers add `Origin` to every POST, PUT,
 * PATCH and DELETE (fetch and form posts alike), and the server refuses a write that names no
 * origin. A test that sets `Origin`, `Sec-Fetch-Site` or `Referer` itself is left as written.
 */
function asBrowser(opts: InjectOptions | string, origin: string): InjectOptions | string {
  if (typeof opts === 'string' || SAFE_METHODS.has((opts.method ?? 'GET').toUpperCase())) {
    return opts;
  }
  const headers = opts.headers ?? {};
  const named = Object.keys(headers).map((name) => name.toLowerCase());
  if (ORIGIN_CLUES.some((clue) => named.includes(clue))) return opts;
  return { ...opts, headers: { ...headers, origin } };
}

/** The real app on its own database copy, with loose rate limits unless a test asks otherwise. */
export async function createTestApp(deps: Partial<Omit<AppDeps, 'database'>> = {}) {
  const database: DatabaseHandle = await createTestDatabase();
  const config = deps.config ?? testConfig();
  const app = await buildApp({
    logger: false,
    ...deps,
    rateLimits: { ...looseRateLimits, ...deps.rateLimits },
    memberLimits: { ...looseMemberLimits, ...deps.memberLimits },
    // API tests never depend on whether (or while) the client is being built.
    dist: deps.dist ?? {
      clientDir: path.join(config.dataDir, 'no-client'),
      pagesDir: path.join(config.dataDir, 'no-pages'),
    },
    config,
    database,
  });
  await app.ready();
  // On PostgreSQL the content version moves on once the listening connection is up (writes made
  // before it were unheard): a test starts after that, so a version it reads stays until it writes.
  if (database.driver === 'pg') {
    await vi.waitUntil(() => database.changes.listening, { timeout: 15_000, interval: 20 });
  }
  /** A request exactly as given, as a client that is not a browser may send it. */
  const injectBare = app.inject.bind(app) as (
    opts: InjectOptions | string,
  ) => Promise<LightMyRequestResponse>;
  const origin = new URL(config.publicUrl).origin;
  // Every test's `app.inject` is a browser's request (only the promise form is used in tests).
  Object.assign(app, {
    inject: (opts: InjectOptions | string) => injectBare(asBrowser(opts, origin)),
  });
  let counter = 0;

  /**
   * Creates a member (or admin) with a live session; answers the cookie header to send. An
   * administrator's session counts as having passed two-step verification (as after a sign-in
   * with a code) unless `secondFactor: false`; the tests of that rule enrol for real. The address
   * counts as verified unless `verified: false` (what showing things to others needs).
   */
  async function signIn(
    opts: {
      /** The admin role (owner and admin are the site's administrators). */
      isAdmin?: boolean;
      /** Staff roles; `isAdmin` adds `admin`. Staff sessions count as two-step verified. */
      roles?: StaffRole[];
      firstName?: string | null;
      secondFactor?: boolean;
      verified?: boolean;
    } = {},
  ) {
    counter += 1;
    const roles: StaffRole[] = [...(opts.roles ?? []), ...(opts.isAdmin ? ['admin' as const] : [])];
    const email = `member${counter}-${Date.now()}@example.org`;
    const [user] = await database.db
      .insert(users)
      .values({
        email,
        username: `member${counter}_${Date.now()}`,
        password: await hashOfTestPassword(),
        firstName: opts.firstName === undefined ? 'Ruth' : opts.firstName,
        lastName: 'Member',
        ...staffColumns(roles),
        emailVerifiedAt: opts.verified === false ? null : new Date(),
      })
      .returning();
    if (!user) throw new Error('no user');
    const strong = roles.length > 0 && opts.secondFactor !== false;
    const { token } = await createSession(database.db, user.id, new Date(), undefined, {
      multiFactor: strong,
    });
    const cookie = `${sessionCookieName(config)}=${app.signCookie(token)}`;
    return { user, cookie };
  }

  /** A request as the screens send it: JSON when there is a body, the session cookie if given. */
  function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    body?: unknown,
  ) {
    return app.inject({
      method,
      url,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  }

  return {
    app,
    database,
    db: database.db,
    config,
    signIn,
    call,
    injectBare,
    /** Closes the app, and with it (last) its database. */
    close: () => app.close(),
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
