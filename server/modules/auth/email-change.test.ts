// @module-tag asvs-v6
/**
 * Moving an account to another address: the current password is asked for, the address changes
 * only when the link sent to the new one is followed, the old one is told, and the answer never
 * reveals whether the new address already has an account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_CHANGED,
  INVALID_EMAIL_LINK,
  WRONG_CURRENT_PASSWORD,
  currentUserSchema,
  profileAnswerSchema,
} from '../../../contract/auth';
import { emailTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import {
  ADDRESS_IN_USE_SUBJECT,
  CHANGE_NOTICE_SUBJECT,
  CONFIRM_CHANGE_SUBJECT,
  RESET_SUBJECT,
  maskEmail,
} from './mail';

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

let seq = 0;
const uniqueEmail = (name: string) => `${name}${++seq}-${Date.now()}@example.org`;
const PASSWORD = 'correct horse';

const put = (payload: unknown, cookie: string) => t.call('PUT', '/api/profile', cookie, payload);
const confirm = (token: unknown) => t.call('POST', '/api/auth/confirm-email', undefined, { token });
const me = async (cookie: string) =>
  currentUserSchema.parse((await t.call('GET', '/api/auth/me', cookie)).json());
const emailOf = async (id: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

const used = new Set<ReceivedMail>();
async function mailTo(email: string, subject: string): Promise<ReceivedMail> {
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && m.subject === subject && !used.has(m),
  );
  used.add(mail);
  return mail;
}
const tokenIn = (mail: ReceivedMail): string => {
  const token = /http:\/\/localhost:3000\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  )?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${mail.text}`);
  return token;
};

describe('PUT /api/profile with another e-mail address', () => {
  it('asks for the current password, and checks it', async () => {
    const { user, cookie } = await t.signIn();
    const next = uniqueEmail('elsewhere');
    const missing = await put({ email: next, firstName: 'Changed' }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: CURRENT_PASSWORD_REQUIRED,
      fieldErrors: { currentPassword: [CURRENT_PASSWORD_REQUIRED] },
    });
    const wrong = await put({ email: next, currentPassword: 'wrong one' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: WRONG_CURRENT_PASSWORD,
      fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] },
    });
    // Nothing changed, not even the name sent with it.
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, firstName: 'Ruth' });
    expect(await t.db.$count(emailTokens, eq(emailTokens.userId, user.id))).toBe(0);
  });

  it('needs no password when the address stays (whatever its case)', async () => {
    const { user, cookie } = await t.signIn();
    const res = await put({ email: user.email.toUpperCase(), firstName: 'Same' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, firstName: 'Same', pendingEmail: null });
  });

  it('changes the address only when the link sent to the new one is followed', async () => {
    const { user, cookie } = await t.signIn({ firstName: 'Deborah' });
    const next = uniqueEmail('Judge').toUpperCase();
    const res = await put({ email: next, firstName: 'Debbie', currentPassword: PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    const answer = profileAnswerSchema.parse(res.json());
    // Names change at once; the address waits for its owner.
    expect(answer).toMatchObject({
      firstName: 'Debbie',
      email: user.email,
      pendingEmail: next.toLowerCase(),
    });
    expect(await emailOf(user.id)).toBe(user.email);

    // A reset asked for the new address sends nothing: it is not the account's yet.
    const forgot = await t.call('POST', '/api/forgot-password', undefined, { email: next });
    expect(forgot.statusCode).toBe(200);

    // The old address is told, without being shown the whole new one.
    const notice = await mailTo(user.email, CHANGE_NOTICE_SUBJECT);
    expect(notice.text).toContain('Hello Debbie,');
    expect(notice.text).toContain(maskEmail(next.toLowerCase()));
    expect(notice.text).not.toContain(next.toLowerCase());
    expect(notice.text).toContain('change your password');

    const link = await mailTo(next.toLowerCase(), CONFIRM_CHANGE_SUBJECT);
    expect(link.text).toContain('expires in 24 hours');
    const token = tokenIn(link);
    const [stored] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(stored).toMatchObject({ purpose: 'change', email: next.toLowerCase() });
    expect(stored?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token).not.toBe(token);

    // Opening the page the link points at changes nothing (mail scanners follow links).
    await t.app.inject({ url: `/confirm-email?token=${token}` });
    expect(await emailOf(user.id)).toBe(user.email);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: EMAIL_CHANGED });
    expect(await me(cookie)).toMatchObject({ email: next.toLowerCase(), emailVerified: true });
    expect(
      smtp.messages.some((m) => m.to.includes(next.toLowerCase()) && m.subject === RESET_SUBJECT),
    ).toBe(false);

    const login = (email: string) =>
      t.call('POST', '/api/auth/login', undefined, { email, password: PASSWORD });
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INVALID_EMAIL_LINK });
  });

  it('keeps only the newest link, and refuses one after 24 hours', async () => {
    const { user, cookie } = await t.signIn();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await put({ email: first, currentPassword: PASSWORD }, cookie);
    await put({ email: second, currentPassword: PASSWORD }, cookie);
    const older = tokenIn(await mailTo(first, CONFIRM_CHANGE_SUBJECT));
    const newer = tokenIn(await mailTo(second, CONFIRM_CHANGE_SUBJECT));
    expect((await confirm(older)).statusCode).toBe(400);
    const saved = now;
    try {
      now = new Date(saved.getTime() + 24 * 3600_000 + 1);
      expect((await confirm(newer)).statusCode).toBe(400);
    } finally {
      now = saved;
    }
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('never reveals that the new address is taken; its owner is told instead', async () => {
    const owner = await t.signIn({ firstName: 'Abigail' });
    const asker = await t.signIn({ firstName: 'Nabal' });
    const other = await t.signIn({ firstName: 'Nabal' });
    const taken = await put({ email: owner.user.email, currentPassword: PASSWORD }, asker.cookie);
    const fresh = uniqueEmail('free');
    const free = await put({ email: fresh, currentPassword: PASSWORD }, other.cookie);

    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    const shape = (body: unknown, member: typeof asker) => {
      const { id, username, email, createdAt, updatedAt, pendingEmail, ...rest } =
        profileAnswerSchema.parse(body);
      expect({ id, username, email }).toEqual({
        id: member.user.id,
        username: member.user.username,
        email: member.user.email,
      });
      expect([createdAt, updatedAt].every((d) => typeof d === 'string')).toBe(true);
      return { ...rest, pending: pendingEmail !== null };
    };
    expect(shape(taken.json(), asker)).toEqual(shape(free.json(), other));
    expect(profileAnswerSchema.parse(taken.json()).pendingEmail).toBe(owner.user.email);

    const told = await mailTo(owner.user.email, ADDRESS_IN_USE_SUBJECT);
    expect(told.text).toContain('Hello Abigail,');
    expect(told.text).not.toContain('token=');
    // The asker's own address is told as always; no link ever reaches the taken address.
    await mailTo(asker.user.email, CHANGE_NOTICE_SUBJECT);
    await mailTo(fresh, CONFIRM_CHANGE_SUBJECT);
    expect(
      smtp.messages.some(
        (m) => m.to.includes(owner.user.email) && m.subject === CONFIRM_CHANGE_SUBJECT,
      ),
    ).toBe(false);
    expect(await emailOf(asker.user.id)).toBe(asker.user.email);
  });

  it('refuses the link when the address was taken in the meantime', async () => {
    const { user, cookie } = await t.signIn();
    const next = uniqueEmail('contested');
    await put({ email: next, currentPassword: PASSWORD }, cookie);
    const token = tokenIn(await mailTo(next, CONFIRM_CHANGE_SUBJECT));
    const registered = await t.call('POST', '/api/auth/register', undefined, {
      email: next,
      password: 'narrow gate 7',
      firstName: 'Quick',
      lastName: 'Claimer',
    });
    expect(registered.statusCode).toBe(201);
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(await emailOf(user.id)).toBe(user.email);
  });
});

describe('guessing the current password', () => {
  it('shares one budget per member with the password change', async () => {
    const limited = await createTestApp({
      mailer: smtp.mailer(),
      rateLimits: { changePassword: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const { cookie } = await limited.signIn();
      const guess = (password: string) =>
        limited.call('PUT', '/api/profile', cookie, {
          email: uniqueEmail('guess'),
          currentPassword: password,
        });
      expect((await guess('first guess')).statusCode).toBe(400);
      const change = await limited.call('POST', '/api/change-password', cookie, {
        currentPassword: 'second guess',
        newPassword: 'strait gate 8',
        confirmPassword: 'strait gate 8',
      });
      expect(change.statusCode).toBe(400);
      const third = await guess(PASSWORD);
      expect(third.statusCode).toBe(429);
      // A name change asks for no password and is not counted.
      expect(
        (await limited.call('PUT', '/api/profile', cookie, { firstName: 'Ok' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
