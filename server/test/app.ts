import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { hashPassword } from '../db/admin';
import type { DatabaseHandle } from '../db/connect';
import { users } from '../db/schema';
import { createSession } from '../db/sessions';
import { defaultRateLimits, type RateLimits } from '../plugins/rate-limit';
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

const loose = { max: 10_000, timeWindow: 60_000 };
/** Every limit loosened; a test of a limit passes its own `rateLimits`. */
export const looseRateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((k) => [k, loose]),
) as unknown as RateLimits;

/** The real app on its own database copy, with loose rate limits unless a test asks otherwise. */
export async function createTestApp(deps: Partial<Omit<AppDeps, 'database'>> = {}) {
  const database: DatabaseHandle = await createTestDatabase();
  const config = deps.config ?? testConfig();
  const app = await buildApp({
    logger: false,
    ...deps,
    rateLimits: { ...looseRateLimits, ...deps.rateLimits },
    // API tests never depend on whether (or while) the client is being built.
    dist: deps.dist ?? {
      clientDir: path.join(config.dataDir, 'no-client'),
      pagesDir: path.join(config.dataDir, 'no-pages'),
    },
    config,
    database,
  });
  await app.ready();
  let counter = 0;

  /** Creates a member (or admin) with a live session; answers the cookie header to send. */
  async function signIn(opts: { isAdmin?: boolean; firstName?: string | null } = {}) {
    counter += 1;
    const email = `member${counter}-${Date.now()}@example.org`;
    const [user] = await database.db
      .insert(users)
      .values({
        email,
        username: `member${counter}_${Date.now()}`,
        password: await hashPassword('correct horse'),
        firstName: opts.firstName === undefined ? 'Ruth' : opts.firstName,
        lastName: 'Member',
        isAdmin: opts.isAdmin ?? false,
      })
      .returning();
    if (!user) throw new Error('no user');
    const { token } = await createSession(database.db, user.id, new Date());
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
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
