// @module-tag asvs-v6
/**
 * Nobody can lock the owner out by guessing: limits are per account and source, and guesses from
 * sources the account has never signed in from are slowed, then refused, together, while the
 * owner's own browser (a device cookie from an earlier sign-in) is never held back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../domain/passwords';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { untrustedDelayMs, type UntrustedLoginPolicy } from './login-throttle';

const policy: UntrustedLoginPolicy = {
  max: 8,
  timeWindow: 60_000,
  delayAfter: 4,
  baseDelayMs: 150,
  maxDelayMs: 400,
};

describe('untrustedDelayMs', () => {
  it('answers at once up to delayAfter, then doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => untrustedDelayMs(n, policy))).toEqual([
      0, 0, 0, 0, 150, 300, 400, 400,
    ]);
  });
});

describe('sign-in attempts on one account', () => {
  let t: TestApp;
  const owner = { email: 'pastor@example.org', password: 'Feed my sheep 21:17' };
  const deacon = { email: 'deacon@example.org', password: 'Serve tables Acts 6' };
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        login: { max: 1_000, timeWindow: 60_000 },
        loginAccount: { max: 3, timeWindow: 60_000 },
        loginUnknownSources: policy,
      },
    });
    for (const account of [owner, deacon]) {
      await t.db.insert(users).values({
        email: account.email,
        username: account.email.split('@')[0] ?? '',
        password: await hashPassword(account.password),
      });
    }
  });
  afterAll(() => t.close());

  const login = (body: { email: string; password: string }, from: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });
  const wrong = { email: owner.email, password: 'a wrong guess' };
  const deviceCookie = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    const found = (Array.isArray(raw) ? raw : [raw]).find(
      (c): c is string => typeof c === 'string' && c.startsWith('device='),
    );
    if (!found) throw new Error('no device cookie');
    expect(found).toMatch(/HttpOnly/i);
    return found.split(';')[0] ?? '';
  };

  it("an attacker's guesses spend the attacker's budget, not the owner's", async () => {
    // The owner signs in once from home: that browser is known from now on.
    const first = await login(owner, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);

    for (let i = 0; i < 3; i++) expect((await login(wrong, '203.0.113.66')).statusCode).toBe(401);
    const blocked = await login(wrong, '203.0.113.66');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, elsewhere, is not locked out: from a new place, and from the known browser.
    expect((await login(owner, '192.0.2.10')).statusCode).toBe(200);
    expect((await login(owner, '203.0.113.66', device)).statusCode).toBe(200);
  });

  it('slows, then refuses, guesses from unknown sources, never the known browser', async () => {
    const first = await login(deacon, '198.51.100.2'); // unknown-source attempt 1
    const device = deviceCookie(first);
    const guess = { email: deacon.email, password: 'a wrong guess' };
    // Guesses from many addresses, each within its own budget: attempts 2 to 8.
    const timings: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      const res = await login(guess, `203.0.113.${100 + i}`);
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(401);
    }
    // Attempts 6, 7 and 8 were held back 300, 400 and 400 ms before being answered.
    expect(timings[4]).toBeGreaterThanOrEqual(300 - 5);
    expect(timings[5]).toBeGreaterThanOrEqual(400 - 5);
    expect(timings[6]).toBeGreaterThanOrEqual(400 - 5);
    expect((await login(guess, '203.0.113.200')).statusCode).toBe(429);
    // Even the right password from an unknown source waits out the window now...
    expect((await login(deacon, '192.0.2.77')).statusCode).toBe(429);
    // ...but the deacon's own browser signs in: it is not among the counted (a counted attempt
    // would be refused here), so it is not held back either.
    expect((await login(deacon, '192.0.2.77', device)).statusCode).toBe(200);
  });

  it('a forged device cookie, or one for another account, is no key', async () => {
    const guess = { email: deacon.email, password: 'a wrong guess' };
    const forged = await login(guess, '203.0.113.250', 'device=abc.def.forged');
    expect(forged.statusCode).toBe(429);
    const pastors = deviceCookie(await login(owner, '198.51.100.3'));
    expect((await login(guess, '203.0.113.251', pastors)).statusCode).toBe(429);
  });
});
