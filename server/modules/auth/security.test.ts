/** Rate limits, cross-origin refusal, and no secret in the log. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { RESET_SUBJECT, VERIFY_SUBJECT } from './mail';

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

const strict = { max: 2, timeWindow: 60_000 };

describe('rate limits', { tags: ['asvs-v6'] }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        login: { max: 4, timeWindow: 60_000 },
        loginAccount: strict,
        register: strict,
        registerAccount: strict,
        forgotPassword: { max: 4, timeWindow: 60_000 },
        forgotPasswordAccount: strict,
        resetPassword: strict,
        changePassword: strict,
      },
    });
  });
  afterAll(() => t.close());

  const expect429 = (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((res.json() as { message: string }).message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
  };

  it('limits sign-in attempts per account from one source', async () => {
    const body = { email: 'target@example.org', password: 'guess 1234' };
    expect((await post(t, '/api/auth/login', body, {})).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', body)).statusCode).toBe(401);
    expect429(await post(t, '/api/auth/login', body));
    // Another account from the same place still gets its answer.
    expect(
      (await post(t, '/api/auth/login', { email: 'other@example.org', password: 'guess 1234' }))
        .statusCode,
    ).toBe(401);
  });

  it('limits sign-in attempts per IP, whatever the account', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last;
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ email: `spray${i}@example.org`, password: 'guess 1234' }),
      });
    }
    if (!last) throw new Error('no answer');
    expect429(last);
  });

  it('limits registrations per IP', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: `bulk${i}-${Date.now()}@example.org`,
          password: 'narrow gate 7',
          firstName: 'Bulk',
          lastName: 'Maker',
        }),
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    expect429(await register(3));
  });

  it('limits registrations per address, from any IP, whether or not it has an account', async () => {
    const register = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: 'Sought@example.org',
          password: 'narrow gate 7',
          firstName: 'Sought',
          lastName: 'After',
        }),
      });
    expect((await register('198.51.100.21')).statusCode).toBe(201);
    expect((await register('198.51.100.22')).statusCode).toBe(201);
    expect429(await register('198.51.100.23'));
  });

  it('limits reset e-mails per address and per IP', async () => {
    const forgot = (email: string, ip = '192.0.2.44') =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
      });
    expect((await forgot('flood@example.org')).statusCode).toBe(200);
    expect((await forgot('FLOOD@example.org')).statusCode).toBe(200);
    expect429(await forgot('flood@example.org'));
    expect((await forgot('second@example.org')).statusCode).toBe(200);
    expect429(await forgot('third@example.org'));
  });

  it('limits reset attempts per IP', async () => {
    const body = {
      token: 'x'.repeat(43),
      newPassword: 'strait gate 8',
      confirmPassword: 'strait gate 8',
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress: '192.0.2.99',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    expect429(await send());
  });

  it('limits password changes per member', async () => {
    const { cookie } = await t.signIn();
    const body = {
      currentPassword: 'wrong one',
      newPassword: 'strait gate 8',
      confirmPassword: 'strait gate 8',
    };
    expect((await post(t, '/api/change-password', body, { cookie })).statusCode).toBe(400);
    expect((await post(t, '/api/change-password', body, { cookie })).statusCode).toBe(400);
    expect429(await post(t, '/api/change-password', body, { cookie }));
  });
});

describe('cross-origin writes', { tags: ['asvs-v3'] }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['/api/auth/login', { email: 'a@example.org', password: 'x' }],
    ['/api/auth/register', { email: 'a@example.org' }],
    ['/api/auth/logout', {}],
    ['/api/forgot-password', { email: 'a@example.org' }],
    ['/api/reset-password', { token: 'x' }],
    ['/api/change-password', {}],
    ['/api/auth/verify-email', { token: 'x' }],
    ['/api/auth/confirm-email', { token: 'x' }],
    ['/api/auth/resend-verification', {}],
  ])('refuses %s from another origin with 403', async (url, body) => {
    const res = await post(t, url, body, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Cross-origin request refused' });
  });

  it('refuses a cross-site fetch by its Sec-Fetch-Site header', async () => {
    const res = await post(t, '/api/auth/login', {}, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a cross-origin profile update even with a valid session', async () => {
    const { cookie } = await t.signIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      payload: JSON.stringify({ firstName: 'Mallory' }),
    });
    expect(res.statusCode).toBe(403);
  });

  const login = (headers: Record<string, string>) =>
    t.injectBare({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ email: 'nobody@example.org', password: 'whatever 1' }),
    });

  it('refuses a write that names no origin: no Origin, Sec-Fetch-Site or Referer', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Cross-origin request refused' });
  });

  it('accepts a same-origin Referer alone and refuses another origin in it', async () => {
    expect((await login({ referer: 'http://localhost:3000/login?next=%2F' })).statusCode).toBe(401);
    for (const referer of ['https://evil.example/login', 'http://localhost:3000.evil.example/']) {
      const res = await login({ referer });
      expect(res.statusCode, referer).toBe(403);
    }
    expect((await login({ referer: 'not a url' })).statusCode).toBe(403);
  });

  it('takes a "null" origin (a plain form post) as ours only when Sec-Fetch-Site says so', async () => {
    const sameSite = await login({ origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(sameSite.statusCode).toBe(401);
    const refused: Record<string, string>[] = [
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'none' },
      { origin: 'null', referer: 'http://localhost:3000/login' },
    ];
    for (const headers of refused) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it("lets a mail client's one-click unsubscribe through with no origin at all", async () => {
    const res = await t.injectBare({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${'x'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the same origin', async () => {
    const res = await post(
      t,
      '/api/auth/login',
      { email: 'nobody@example.org', password: 'whatever 1' },
      { origin: 'http://localhost:3000' },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('the log', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const lines: string[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await createTestApp({ mailer: smtp.mailer(), logger: { level: 'trace', stream } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('never holds a password, a reset token or a session id', async () => {
    const email = `quiet-${Date.now()}@example.org`;
    const password = 'secret sauce 42';
    const newPassword = 'secret gravy 43';
    await post(t, '/api/auth/register', {
      email,
      password,
      firstName: 'Quiet',
      lastName: 'Member',
    });
    const login = await post(t, '/api/auth/login', { email, password });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const sessionToken = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(sessionToken.length).toBeGreaterThan(20);
    await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    await post(t, '/api/auth/login', { email, password: 'wrong guess 1' });
    // The verification link of the new account: its page, then the verification itself.
    const welcome = await smtp.waitFor((m) => m.to.includes(email) && m.subject === VERIFY_SUBJECT);
    const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(welcome.text)?.[1] ?? '';
    expect(verifyToken.length).toBeGreaterThan(20);
    await t.app.inject({ url: `/verify-email?token=${verifyToken}` });
    await post(t, '/api/auth/verify-email', { token: verifyToken });
    await post(t, '/api/forgot-password', { email });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === RESET_SUBJECT);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    // The page a reset link opens, then the reset itself.
    await t.app.inject({ url: `/reset-password?token=${token}` });
    await post(t, '/api/reset-password', { token, newPassword, confirmPassword: newPassword });
    await post(t, '/api/change-password', {
      currentPassword: newPassword,
      newPassword: 'secret pepper 44',
      confirmPassword: 'secret pepper 44',
    });

    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/verify-email?token=[redacted]');
    for (const secret of [
      password,
      newPassword,
      'secret pepper 44',
      token,
      verifyToken,
      sessionToken,
      cookie,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
