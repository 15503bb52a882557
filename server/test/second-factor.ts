/**
 * The app and helpers the two-step verification tests share: a test clock every app reads the
 * time from, accounts with one known password, the password step of signing in, and turning two-step
 * verification on. Call `twoStepApp()` once at the top of a test file: it starts the app before
 * the file's tests and closes it after them.
 */
import { generateSync } from 'otplib';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../domain/passwords';
import { staffColumns } from '../domain/staff';
import { createTestApp, type TestApp } from './app';

export const PASSWORD = 'Rightly dividing 2:15';
export const STEP_MS = 30_000;

/** name=value of each cookie the answer sets (an emptied one is left out). */
export function cookiesOf(res: { headers: Record<string, unknown> }): Record<string, string> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const jar: Record<string, string> = {};
  for (const line of list) {
    const [pair] = String(line).split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name && value.join('=')) jar[name] = value.join('=');
  }
  return jar;
}

export const header = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

export function twoStepApp() {
  let t: TestApp | undefined;
  let now = new Date('2026-11-24T12:00:00Z');
  let counter = 0;
  const app = (): TestApp => {
    if (!t) throw new Error('the app starts in beforeAll');
    return t;
  };
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => app().close());

  /** The test clock's time; `later` moves it on. */
  const clock = () => now;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  /** The code of `secret` at the test clock's time, or `steps` time steps from it. */
  const codeOf = (secret: string, steps = 0) =>
    generateSync({ secret, epoch: Math.floor((now.getTime() + steps * STEP_MS) / 1000) });

  async function newAccount(opts: { isAdmin?: boolean } = {}) {
    counter += 1;
    const email = `steward${counter}@example.org`;
    const [user] = await app()
      .db.insert(users)
      .values({
        email,
        username: `steward${counter}`,
        password: await hashPassword(PASSWORD),
        ...staffColumns(opts.isAdmin ? ['admin'] : []),
      })
      .returning();
    if (!user) throw new Error('no user');
    return user;
  }

  const post = (url: string, body: unknown, cookie?: string) =>
    app().call('POST', url, cookie, body);

  /** Signs in with the password: the cookies of the answer and its body. */
  async function passwordStep(email: string, cookie?: string) {
    const res = await post('/api/auth/login', { email, password: PASSWORD }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return { jar: cookiesOf(res), body: res.json() as Record<string, unknown> };
  }

  /** An account signed in with its password (no factor yet): its session cookie. */
  async function signedIn(opts: { isAdmin?: boolean } = {}) {
    const user = await newAccount(opts);
    const { jar } = await passwordStep(user.email);
    return { user, cookie: header(jar) };
  }

  /** Turns two-step verification on for the session `cookie`: its secret and recovery codes. */
  async function enrol(cookie: string) {
    const setup = await post('/api/profile/two-factor', { currentPassword: PASSWORD }, cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const confirm = await post('/api/profile/two-factor/confirm', { code: codeOf(secret) }, cookie);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    // The next code accepted must be of a later time step.
    later(STEP_MS);
    return { secret, recoveryCodes };
  }

  return { app, clock, later, codeOf, newAccount, post, passwordStep, signedIn, enrol };
}
