// @module-tag asvs-v6
/**
 * Guesses from many places spend the budget of an account's unknown sources, and the owner on a
 * new device is then refused with them. Proving the mailbox (a password reset) or signing in with
 * a factor that cannot be guessed (a passkey) still gets the owner in, and the guessing stays
 * slowed and capped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../domain/passwords';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { softwareAuthenticator } from '../../test/authenticator';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const ORIGIN = 'http://localhost:3000';
const BUDGET = 6;

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mailer: smtp.mailer(),
    rateLimits: {
      login: { max: 1_000, timeWindow: 60_000 },
      loginAccount: { max: 3, timeWindow: 60_000 },
      loginUnknownSources: {
        max: BUDGET,
        timeWindow: 60_000,
        delayAfter: 3,
        baseDelayMs: 20,
        maxDelayMs: 40,
      },
      forgotPassword: { max: 1_000, timeWindow: 60_000 },
      passkeySignIn: { max: 1_000, timeWindow: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, body: unknown, from: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });

const deviceCookieOf = (res: LightMyRequestResponse) => {
  const found = res.cookies.find((c) => c.name === 'device');
  if (!found) throw new Error('no device cookie');
  expect(found.httpOnly).toBe(true);
  return `device=${found.value}`;
};

let accounts = 0;
async function account(password: string) {
  accounts += 1;
  const email = `owner${accounts}@example.org`;
  await t.db.insert(users).values({
    email,
    username: `owner${accounts}`,
    password: await hashPassword(password),
  });
  return email;
}

/** Guesses from a new address each time, until the account's unknown sources are refused. */
async function spendUnknownSources(email: string, first: number) {
  for (let i = 0; i < BUDGET; i++) {
    const res = await post(
      '/api/auth/login',
      { email, password: 'a wrong guess' },
      `203.0.113.${first + i}`,
    );
    expect(res.statusCode).toBe(401);
  }
  const refused = await post(
    '/api/auth/login',
    { email, password: 'a wrong guess' },
    `203.0.113.${first + BUDGET}`,
  );
  expect(refused.statusCode).toBe(429);
}

describe('an account under guessing from many places', { tags: ['asvs-v6'] }, () => {
  it('lets its owner in after a password reset, from the reset browser and any new one, and keeps the guesser capped', async () => {
    const email = await account('Feed my sheep 21:17');
    await spendUnknownSources(email, 10);
    // The owner, on a browser that never signed in, is refused with the guesses.
    const before = await post(
      '/api/auth/login',
      { email, password: 'Feed my sheep 21:17' },
      '198.51.100.7',
    );
    expect(before.statusCode).toBe(429);

    // Proof of the mailbox: the reset link.
    expect((await post('/api/forgot-password', { email }, '198.51.100.7')).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    const newPassword = 'Lovest thou me 21:15';
    const reset = await post(
      '/api/reset-password',
      { token, newPassword, confirmPassword: newPassword },
      '198.51.100.7',
    );
    expect(reset.statusCode, reset.body).toBe(200);
    const resetBrowser = deviceCookieOf(reset);

    // The browser that reset signs in, and so does another new one.
    const here = await post(
      '/api/auth/login',
      { email, password: newPassword },
      '198.51.100.7',
      resetBrowser,
    );
    expect(here.statusCode, here.body).toBe(200);
    const elsewhere = await post('/api/auth/login', { email, password: newPassword }, '192.0.2.8');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    // The guessing goes on: slowed and refused again once the new budget is spent (the owner's
    // sign-in elsewhere was one of it)...
    for (let i = 0; i < BUDGET - 1; i++) {
      const res = await post(
        '/api/auth/login',
        { email, password: 'another guess' },
        `203.0.113.${50 + i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await post('/api/auth/login', { email, password: newPassword }, '203.0.113.99')).statusCode,
    ).toBe(429);
    // ...while the browser that reset, now known to the account, is not held back.
    const still = await post(
      '/api/auth/login',
      { email, password: newPassword },
      '198.51.100.7',
      resetBrowser,
    );
    expect(still.statusCode).toBe(200);
  });

  it('does not open a new budget for a reset link that fails', async () => {
    const email = await account('Strait is the gate 7:14');
    await spendUnknownSources(email, 120);
    const bad = await post(
      '/api/reset-password',
      {
        token: 'x'.repeat(43),
        newPassword: 'Narrow is the way 7:14',
        confirmPassword: 'Narrow is the way 7:14',
      },
      '198.51.100.9',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.cookies.find((c) => c.name === 'device')).toBeUndefined();
    expect(
      (await post('/api/auth/login', { email, password: 'Strait is the gate 7:14' }, '192.0.2.9'))
        .statusCode,
    ).toBe(429);
  });

  it('lets a working passkey in from a new device; a failed one is still refused once its source is spent', async () => {
    const member = await t.signIn();
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    // Adding a passkey asks for the account's password (t.signIn's accounts have this one).
    const options = await t.call('POST', '/api/profile/passkeys/options', member.cookie, {
      currentPassword: 'correct horse',
    });
    expect(options.statusCode, options.body).toBe(200);
    const added = await t.call('POST', '/api/profile/passkeys/verify', member.cookie, {
      credential: authenticator.register(options.json()),
    });
    expect(added.statusCode, added.body).toBe(201);
    await spendUnknownSources(member.user.email, 200);

    const passkey = async (from: string, how = {}) => {
      const opts = await post('/api/auth/passkeys/options', {}, from);
      expect(opts.statusCode, opts.body).toBe(200);
      return post(
        '/api/auth/passkeys/verify',
        { credential: authenticator.signIn(opts.json(), how) },
        from,
      );
    };
    const signedIn = await passkey('192.0.2.10');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // A wrong answer still counts against its source: that source is then refused.
    for (let i = 0; i < 3; i++) {
      expect((await passkey('203.0.113.240', { userVerified: false })).statusCode).toBe(401);
    }
    expect((await passkey('203.0.113.240')).statusCode).toBe(429);
  });
});
