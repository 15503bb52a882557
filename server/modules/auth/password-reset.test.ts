// @module-tag asvs-v6
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../../contract/auth';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { RESET_SUBJECT } from './mail';

let smtp: TestSmtp;
let t: TestApp;
let now = new Date();
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer(), clock: () => now });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

const tokenOf = (mail: ReceivedMail): string => {
  const match = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${mail.text}`);
  return match[1];
};

async function requestReset(email: string): Promise<string> {
  const res = await post('/api/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && !used.has(m));
  used.add(mail);
  return tokenOf(mail);
}
const used = new Set<ReceivedMail>();

const reset = (token: string, newPassword = 'strait gate 8', confirmPassword = newPassword) =>
  post('/api/reset-password', { token, newPassword, confirmPassword });

describe('POST /api/forgot-password', () => {
  it("is written in the member's language, with a link to the page in that language", async () => {
    const { user } = await t.signIn({ firstName: 'Lidia' });
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, user.id));
    const res = await post('/api/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);

    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    used.add(mail);
    expect(mail.subject).toBe('Restablezca su contraseña de Kingdom Truth Ministry');
    expect(mail.text).toContain('Hola, Lidia:');
    expect(mail.text).toContain('caduca en 1 hora');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/es\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(mail.text).not.toContain('Hello');
  });

  it('is written in Portuguese for a member who chose it', async () => {
    const { user } = await t.signIn({ firstName: 'Dorcas' });
    await t.db.update(users).set({ preferredLanguage: 'pt' }).where(eq(users.id, user.id));
    await post('/api/forgot-password', { email: user.email });
    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    used.add(mail);
    expect(mail.subject).toBe('Redefina sua senha do Kingdom Truth Ministry');
    expect(mail.text).toContain('Olá, Dorcas,');
    expect(mail.text).toContain('/pt/reset-password?token=');
  });

  it('e-mails a reset link to an existing account', async () => {
    const { user } = await t.signIn({ firstName: 'Tabitha' });
    const res = await post('/api/forgot-password', { email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    used.add(mail);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.headers.from).toContain('no-reply@example.org');
    expect(mail.text).toContain('Hello Tabitha,');
    expect(mail.text).toContain('expires in 1 hour');
    const token = tokenOf(mail);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(mail.html).toContain(`/reset-password?token=${token}`);
    expect(mail.html).toContain('Kingdom Truth Ministry');

    // Stored only as a hash, expiring in an hour.
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, user.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token).not.toBe(token);
    expect(rows[0]?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.expiresAt.getTime()).toBe(now.getTime() + 3600_000);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.org`;
    const res = await post('/api/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.some((m) => m.to.includes(email))).toBe(false);
  });

  it.each([
    [{ email: '' }, 'Email Required'],
    [{ email: 'not-an-email' }, 'Invalid Email'],
    [{}, 'Valid email is required'],
  ])('refuses %j', async (body, message) => {
    const res = await post('/api/forgot-password', body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors.email).toContain(
      message,
    );
  });

  it('a new request invalidates the older link', async () => {
    const { user } = await t.signIn();
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect(newer).not.toBe(older);
    const res = await reset(older);
    expect(res.statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, spends the token and signs the account out everywhere', async () => {
    const { user, cookie } = await t.signIn();
    const token = await requestReset(user.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'correct horse' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'strait gate 8' })).statusCode,
    ).toBe(200);
  });

  it('refuses a token used twice', async () => {
    const { user } = await t.signIn();
    const token = await requestReset(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'another gate 9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses an expired token (after 1 hour)', async () => {
    const { user } = await t.signIn();
    const token = await requestReset(user.email);
    const saved = now;
    now = new Date(saved.getTime() + 3600_000 + 1);
    try {
      expect((await reset(token)).statusCode).toBe(400);
    } finally {
      now = saved;
    }
  });

  it('accepts a token just before it expires', async () => {
    const { user } = await t.signIn();
    const token = await requestReset(user.email);
    const saved = now;
    now = new Date(saved.getTime() + 3600_000 - 1000);
    try {
      expect((await reset(token)).statusCode).toBe(200);
    } finally {
      now = saved;
    }
  });

  it('refuses a wrong token', async () => {
    const res = await reset('d'.repeat(43));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a token sent twice at once: only one use wins', async () => {
    const { user } = await t.signIn();
    const token = await requestReset(user.email);
    const answers = await Promise.all([
      reset(token, 'first gate 1'),
      reset(token, 'second gate 2'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it.each([
    [{ token: '' }, 'token', 'Reset token is required'],
    [{ token: undefined }, 'token', 'Reset token is required'],
    [
      { newPassword: 'abc', confirmPassword: 'abc' },
      'newPassword',
      'Password must be at least 6 characters',
    ],
    [
      { newPassword: 'letmein', confirmPassword: 'letmein' },
      'newPassword',
      'This password is too easy to guess. This is a frequently used password. Add more words that are less common.',
    ],
    [
      { newPassword: 'zxc123', confirmPassword: 'zxc123' },
      'newPassword',
      'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
    ],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'strait gate 9' }, 'confirmPassword', "Passwords don't match"],
  ])('refuses %j', async (change, field, message) => {
    const res = await post('/api/reset-password', {
      token: 'some-token',
      newPassword: 'strait gate 8',
      confirmPassword: 'strait gate 8',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toContain(
      message,
    );
  });
});
