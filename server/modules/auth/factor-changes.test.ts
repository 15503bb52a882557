// @module-tag asvs-v6
/**
 * Adding and removing sign-in factors: the owner proves themselves (the current password, and a
 * code when the app is on), a session alone adds nothing; the first factor ends the other
 * sessions; recovery steps take away fresh passkeys; every change is mailed to the account in its
 * language; administrators can take a member's factors away; and an administrator's session that
 * has not passed a strong factor cannot make itself one.
 */
import { and, eq, gt } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  SECOND_FACTOR_REQUIRED,
  WRONG_CODE,
  WRONG_CURRENT_PASSWORD,
} from '../../../contract/auth';
import {
  mailOutbox,
  passkeys,
  passwordResetTokens,
  sessions,
  totpFactors,
  users,
} from '../../db/schema';
import { createSession, hashToken, newToken } from '../../domain/sessions';
import { sessionCookieName } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../test/app';
import { softwareAuthenticator } from '../../test/authenticator';
import { multipart } from '../../test/multipart';
import { SIGN_IN_CHANGE_SUBJECT } from './mail';

const PASSWORD = 'correct horse';
const ORIGIN = 'http://localhost:3000';
const STEP_MS = 30_000;

/** The test clock: moved forward to age passkeys and to reach a new time step. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const codeOf = (secret: string) =>
  generateSync({ secret, epoch: Math.floor(clock().getTime() / 1000) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const post = (url: string, cookie: string | undefined, body?: unknown) =>
  t.call('POST', url, cookie, body);

/** Another live session of the member (as from another browser). */
async function anotherSession(userId: number, multiFactor = false) {
  const { token } = await createSession(t.db, userId, clock(), undefined, { multiFactor });
  return `${sessionCookieName(t.config)}=${t.app.signCookie(token)}`;
}

/** An administrator's strong session, opened at the test clock's time (which runs ahead). */
async function administrator() {
  const { user } = await t.signIn({ isAdmin: true });
  return { user, cookie: await anotherSession(user.id, true) };
}

const me = async (cookie: string) => (await t.call('GET', '/api/auth/me', cookie)).statusCode;

async function addPasskey(cookie: string, body: unknown = { currentPassword: PASSWORD }) {
  const authenticator = softwareAuthenticator({ origin: ORIGIN });
  const options = await post('/api/profile/passkeys/options', cookie, body);
  expect(options.statusCode, options.body).toBe(200);
  const added = await post('/api/profile/passkeys/verify', cookie, {
    credential: authenticator.register(options.json()),
  });
  expect(added.statusCode, added.body).toBe(201);
  return { authenticator, id: (added.json() as { id: number }).id };
}

async function enrol(cookie: string) {
  const setup = await post('/api/profile/two-factor', cookie, { currentPassword: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirm = await post('/api/profile/two-factor/confirm', cookie, { code: codeOf(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  offsetMs += STEP_MS;
  return secret;
}

const mailsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

function expectFieldError(
  res: { statusCode: number; json: () => unknown; body: string },
  field: string,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
}

describe('adding a factor needs the owner, not only a session', { tags: ['asvs-v7'] }, () => {
  it('a passkey: the current password (required, checked)', async () => {
    const { cookie } = await t.signIn();
    expectFieldError(
      await post('/api/profile/passkeys/options', cookie, {}),
      'currentPassword',
      CURRENT_PASSWORD_REQUIRED,
    );
    expectFieldError(
      await post('/api/profile/passkeys/options', cookie, { currentPassword: 'wrong horse' }),
      'currentPassword',
      WRONG_CURRENT_PASSWORD,
    );
    await addPasskey(cookie);
  });

  it('the authenticator app: the current password (required, checked)', async () => {
    const { cookie, user } = await t.signIn();
    expectFieldError(
      await post('/api/profile/two-factor', cookie, {}),
      'currentPassword',
      CURRENT_PASSWORD_REQUIRED,
    );
    expectFieldError(
      await post('/api/profile/two-factor', cookie, { currentPassword: 'wrong horse' }),
      'currentPassword',
      WRONG_CURRENT_PASSWORD,
    );
    expect(await t.db.$count(totpFactors, eq(totpFactors.userId, user.id))).toBe(0);
    await enrol(cookie);
  });

  it('a passkey, with the app on: a code too', async () => {
    const { cookie } = await t.signIn();
    const secret = await enrol(cookie);
    expectFieldError(
      await post('/api/profile/passkeys/options', cookie, { currentPassword: PASSWORD }),
      'code',
      CODE_REQUIRED,
    );
    expectFieldError(
      await post('/api/profile/passkeys/options', cookie, {
        currentPassword: PASSWORD,
        code: '000000',
      }),
      'code',
      WRONG_CODE,
    );
    await addPasskey(cookie, { currentPassword: PASSWORD, code: codeOf(secret) });
  });
});

describe('an administrator without a strong factor', { tags: ['asvs-v6', 'asvs-v8'] }, () => {
  it('cannot add a passkey, so cannot make itself an administrator session', async () => {
    // A session opened with the password only (before the app was turned on elsewhere, or a
    // stolen cookie), which knows the password.
    const admin = await t.signIn({ isAdmin: true, secondFactor: false });
    const options = await post('/api/profile/passkeys/options', admin.cookie, {
      currentPassword: PASSWORD,
    });
    expect(options.statusCode, options.body).toBe(403);
    expect(options.json()).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
    // Nor with options a strong session of the account asked for.
    const strong = await anotherSession(admin.user.id, true);
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    const made = await post('/api/profile/passkeys/options', strong, { currentPassword: PASSWORD });
    expect(made.statusCode, made.body).toBe(200);
    const added = await post('/api/profile/passkeys/verify', admin.cookie, {
      credential: authenticator.register(made.json()),
    });
    expect(added.statusCode, added.body).toBe(403);
    expect(await t.db.$count(passkeys, eq(passkeys.userId, admin.user.id))).toBe(0);
  });
});

describe('the first factor ends the other sessions', { tags: ['asvs-v7'] }, () => {
  it('a first passkey ends them; a second one does not', async () => {
    const { cookie, user } = await t.signIn();
    const other = await anotherSession(user.id);
    await addPasskey(cookie);
    expect(await me(other)).toBe(401);
    expect(await me(cookie)).toBe(200);
    const third = await anotherSession(user.id);
    await addPasskey(cookie);
    expect(await me(third)).toBe(200);
  });

  it('turning the app on as the first factor ends them', async () => {
    const { cookie, user } = await t.signIn();
    const other = await anotherSession(user.id);
    await enrol(cookie);
    expect(await me(other)).toBe(401);
    expect(await me(cookie)).toBe(200);
  });
});

describe('recovery steps remove passkeys added in the last 24 hours', { tags: ['asvs-v6'] }, () => {
  /** A member with a passkey a day and a half old and one just added. */
  async function memberWithOldAndNewPasskey() {
    const member = await t.signIn();
    const old = await addPasskey(member.cookie);
    offsetMs += 36 * 3600_000;
    const fresh = await addPasskey(member.cookie);
    return { ...member, old, fresh };
  }
  const passkeyIds = async (userId: number) =>
    (await t.db.select().from(passkeys).where(eq(passkeys.userId, userId))).map((p) => p.id);

  it('a password reset', async () => {
    const { user, old, fresh } = await memberWithOldAndNewPasskey();
    const token = newToken();
    await t.db.insert(passwordResetTokens).values({
      email: user.email,
      token: hashToken(token),
      expiresAt: new Date(clock().getTime() + 3600_000),
    });
    const res = await post('/api/reset-password', undefined, {
      token,
      newPassword: 'Sheaves gathered at harvest 9',
      confirmPassword: 'Sheaves gathered at harvest 9',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await passkeyIds(user.id)).toEqual([old.id]);
    expect(fresh.id).not.toBe(old.id);
    const [last] = (await mailsTo(user.email)).slice(-1);
    expect(last?.subject).toBe(SIGN_IN_CHANGE_SUBJECT);
    expect(last?.text).toContain('was reset');
    expect(last?.text).toContain('Passkeys added in the last 24 hours were removed');
  });

  it("an administrator's sign out everywhere", async () => {
    const { user, old } = await memberWithOldAndNewPasskey();
    const admin = await administrator();
    const res = await t.call('DELETE', `/api/admin/users/${user.id}/sessions`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await passkeyIds(user.id)).toEqual([old.id]);
  });
});

describe('every change is mailed to the account, in its language', { tags: ['asvs-v6'] }, () => {
  it('passkeys added and removed, the app on, the password changed', async () => {
    const { cookie, user } = await t.signIn();
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, user.id));
    const { id } = await addPasskey(cookie);
    const removed = await t.call('DELETE', `/api/profile/passkeys/${id}`, cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    await enrol(cookie);
    const changed = await post('/api/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'Sheaves gathered at harvest 9',
      confirmPassword: 'Sheaves gathered at harvest 9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.subject).toContain('Un cambio en su forma de iniciar sesión');
    }
    expect(mails.map((m) => m.text.split('\n')[2])).toEqual([
      expect.stringContaining('Se añadió una llave de acceso'),
      expect.stringContaining('Se quitó una llave de acceso'),
      expect.stringContaining('Se activó la verificación en dos pasos'),
      expect.stringContaining('Se cambió la contraseña'),
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('Si no fue usted');
      expect(mail.text).toContain('/es/forgot-password');
    }
  });
});

describe("an administrator removes a member's factors", { tags: ['asvs-v6', 'asvs-v8'] }, () => {
  it('passkeys and the app go, the member is signed out and told', async () => {
    const member = await t.signIn();
    await addPasskey(member.cookie);
    await enrol(member.cookie);
    const admin = await administrator();
    const url = `/api/admin/users/${member.user.id}/factors`;
    // The staff member proves it is them first.
    const noPassword = await t.call('DELETE', url, admin.cookie, {});
    expectFieldError(noPassword, 'currentPassword', CURRENT_PASSWORD_REQUIRED);
    const wrong = await t.call('DELETE', url, admin.cookie, { currentPassword: 'wrong horse' });
    expectFieldError(wrong, 'currentPassword', WRONG_CURRENT_PASSWORD);
    expect(await t.db.$count(passkeys, eq(passkeys.userId, member.user.id))).toBe(1);
    const res = await t.call('DELETE', url, admin.cookie, { currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ passkeys: 1, totp: true });
    expect(await t.db.$count(passkeys, eq(passkeys.userId, member.user.id))).toBe(0);
    expect(await t.db.$count(totpFactors, eq(totpFactors.userId, member.user.id))).toBe(0);
    expect(await t.db.$count(sessions, eq(sessions.userId, member.user.id))).toBe(0);
    const [last] = (await mailsTo(member.user.email)).slice(-1);
    expect(last?.text).toContain('An administrator removed the passkeys');
  });

  it('is for administrators only, and answers 404 for no such member', async () => {
    const member = await t.signIn();
    const other = await t.signIn();
    const owner = { currentPassword: PASSWORD };
    const url = `/api/admin/users/${other.user.id}/factors`;
    expect((await t.call('DELETE', url, undefined, owner)).statusCode).toBe(401);
    const refused = await t.call('DELETE', url, member.cookie, owner);
    expect(refused.statusCode).toBe(403);
    const admin = await administrator();
    const missing = await t.call('DELETE', '/api/admin/users/999999/factors', admin.cookie, owner);
    expect(missing.statusCode).toBe(404);
  });

  it('asks a staff member with the authenticator app for its code too', async () => {
    const member = await t.signIn();
    await enrol(member.cookie);
    const admin = await administrator();
    const secret = await enrol(admin.cookie);
    const url = `/api/admin/users/${member.user.id}/factors`;
    const noCode = await t.call('DELETE', url, admin.cookie, { currentPassword: PASSWORD });
    expectFieldError(noCode, 'code', CODE_REQUIRED);
    expect(await t.db.$count(totpFactors, eq(totpFactors.userId, member.user.id))).toBe(1);
    const res = await t.call('DELETE', url, admin.cookie, {
      currentPassword: PASSWORD,
      code: codeOf(secret),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ passkeys: 0, totp: true });
  });
});

describe('mail to an address not yet proven carries no text the member typed', () => {
  const SPAM = 'Claim your prize at spam.example';

  it('registration: the verification link greets nobody by name', async () => {
    const email = `stranger-${Date.now()}@example.org`;
    const res = await post('/api/auth/register', undefined, {
      email,
      password: 'Sheaves gathered at harvest 9',
      firstName: SPAM,
      lastName: 'Member',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain('Hello,');
    expect(mail?.text).not.toContain(SPAM);
    expect(mail?.html).not.toContain('spam.example');
  });

  it('an address change: neither the new address nor an unproven current one gets the name', async () => {
    const { cookie, user } = await t.signIn({ firstName: SPAM, verified: false });
    const next = `next-${Date.now()}@example.org`;
    const res = await t.call('PUT', '/api/profile', cookie, {
      email: next,
      currentPassword: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const to of [next, user.email]) {
      const mails = await mailsTo(to);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) expect(mail.text).not.toContain(SPAM);
    }
  });

  it("the ministry's reply to an unverified member's conversation", async () => {
    const member = await t.signIn({ firstName: SPAM, verified: false });
    const admin = await administrator();
    const body = multipart({ title: 'A question', category: 'doctrine', content: 'Daniel 9?' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: member.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(started.statusCode, started.body).toBe(201);
    const reply = await post('/api/conversations/message', admin.cookie, {
      conversationId: (started.json() as { conversationId: number }).conversationId,
      content: 'Read Luke 21.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const mails = await mailsTo(member.user.email);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).not.toContain(SPAM);
  });

  it('a verified address is still greeted by name', async () => {
    const { cookie, user } = await t.signIn({ firstName: 'Priscilla' });
    await addPasskey(cookie);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), gt(mailOutbox.id, 0)));
    expect(mail?.text).toContain('Hello Priscilla,');
  });
});
