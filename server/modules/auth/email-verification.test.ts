// @module-tag asvs-v6
/**
 * An address is a member's only once they follow a link sent to it: registration sends one, a
 * signed-in unverified member can ask for another, and the link's page posts its token.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  INVALID_EMAIL_LINK,
  LANGUAGE_INVALID,
  currentUserSchema,
} from '../../../contract/auth';
import { emailTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { VERIFY_SUBJECT } from './mail';

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
const uniqueEmail = (name = 'member') => `${name}${++seq}-${Date.now()}@example.org`;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

const used = new Set<ReceivedMail>();
/** The next unread verification mail to `email`, and its token. */
async function verificationTo(email: string): Promise<{ mail: ReceivedMail; token: string }> {
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && m.subject === VERIFY_SUBJECT && !used.has(m),
  );
  used.add(mail);
  const token = /http:\/\/localhost:3000\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  )?.[1];
  if (!token) throw new Error(`no verification link in:\n${mail.text}`);
  return { mail, token };
}

/** Registers and signs in; answers the address, the session cookie and the mailed token. */
async function newMember(firstName = 'Ruth') {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'narrow gate 7';
  const res = await post('/api/auth/register', { email, password, firstName, lastName: 'Member' });
  expect(res.statusCode, res.body).toBe(201);
  const login = await post('/api/auth/login', { email, password });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  const { mail, token } = await verificationTo(email);
  return { email, cookie, mail, token };
}

const me = async (cookie: string) =>
  currentUserSchema.parse(
    (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json(),
  );

const verify = (token: unknown) => post('/api/auth/verify-email', { token });

describe('a registration from a Spanish or Portuguese page', () => {
  it("keeps the page's language and writes the verification e-mail in it", async () => {
    for (const [lang, subject, greeting] of [
      // The address is not yet proven the member's: no name they typed goes to it.
      ['es', 'Confirme su dirección de correo de Kingdom Truth Ministry', 'Hola:'],
      ['pt', 'Confirme seu endereço de e-mail do Kingdom Truth Ministry', 'Olá,'],
    ] as const) {
      const email = uniqueEmail(`marta-${lang}`);
      const res = await post('/api/auth/register', {
        email,
        password: 'narrow gate 7',
        firstName: 'Marta',
        lastName: 'Member',
        preferredLanguage: lang,
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row?.preferredLanguage).toBe(lang);
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(greeting);
      expect(mail.text).toMatch(
        new RegExp(`http://localhost:3000/${lang}/verify-email\\?token=[A-Za-z0-9_-]+`),
      );
    }
  });

  it('refuses a language the site does not have', async () => {
    const res = await post('/api/auth/register', {
      email: uniqueEmail('fr'),
      password: 'narrow gate 7',
      firstName: 'Marta',
      lastName: 'Member',
      preferredLanguage: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.preferredLanguage,
    ).toEqual([LANGUAGE_INVALID]);
  });
});

describe('registration', () => {
  it('sends a verification link; the new member may sign in before following it', async () => {
    const { email, cookie, mail, token } = await newMember('Lois');
    // The address is not yet proven the member's: no name they typed goes to it.
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Lois');
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.html).toContain(`/verify-email?token=${token}`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect((await me(cookie)).emailVerified).toBe(false);

    // Stored only as a hash, for this address, expiring in 24 hours.
    const rows = await t.db.select().from(emailTokens).where(eq(emailTokens.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'verify' });
    expect(rows[0]?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token).not.toBe(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(now.getTime() + 24 * 3600_000);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('marks the address verified, and the link works once', async () => {
    const { email, cookie, token } = await newMember();
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: EMAIL_VERIFIED });
    expect((await me(cookie)).emailVerified).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt?.getTime()).toBe(now.getTime());
    expect(await t.db.$count(emailTokens, eq(emailTokens.email, email))).toBe(0);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INVALID_EMAIL_LINK });
  });

  it('needs no session: the link may be opened in another browser', async () => {
    const { cookie, token } = await newMember();
    expect((await verify(token)).statusCode).toBe(200);
    expect((await me(cookie)).emailVerified).toBe(true);
  });

  it('changes nothing when the page the link opens is merely fetched', async () => {
    const { cookie, token } = await newMember();
    await t.app.inject({ url: `/verify-email?token=${token}` });
    expect((await me(cookie)).emailVerified).toBe(false);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a link after 24 hours and accepts it just before', async () => {
    const early = await newMember();
    const late = await newMember();
    const saved = now;
    try {
      now = new Date(saved.getTime() + 24 * 3600_000 - 1000);
      expect((await verify(early.token)).statusCode).toBe(200);
      now = new Date(saved.getTime() + 24 * 3600_000 + 1);
      expect((await verify(late.token)).statusCode).toBe(400);
      expect((await me(late.cookie)).emailVerified).toBe(false);
    } finally {
      now = saved;
    }
  });

  it('lets only one of two simultaneous uses succeed', async () => {
    const { token } = await newMember();
    const answers = await Promise.all([verify(token), verify(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a made-up token, and a link of another purpose', async () => {
    expect((await verify('d'.repeat(43))).statusCode).toBe(400);
    const res = await post('/api/auth/confirm-email', { token: (await newMember()).token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: INVALID_EMAIL_LINK });
  });

  it.each([[{}], [{ token: '' }], [{ token: 'x'.repeat(201) }], [{ token: 42 }]])(
    'refuses %j with a field error',
    async (body) => {
      const res = await post('/api/auth/verify-email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { token: [expect.any(String)] } });
    },
  );
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new link to a signed-in unverified member; the older one stops working', async () => {
    const { email, cookie, token: older } = await newMember('Dorcas');
    const res = await post('/api/auth/resend-verification', {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: `We have sent a new link to ${email}.` });
    const { token: newer } = await verificationTo(email);
    expect(newer).not.toBe(older);
    expect((await verify(older)).statusCode).toBe(400);
    expect((await verify(newer)).statusCode).toBe(200);
  });

  it('answers 409 once the address is verified, and 401 signed out', async () => {
    const { cookie, token } = await newMember();
    await verify(token);
    const res = await post('/api/auth/resend-verification', {}, { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: ALREADY_VERIFIED });
    expect((await post('/api/auth/resend-verification', {})).statusCode).toBe(401);
  });

  it('is limited per member', async () => {
    const limited = await createTestApp({
      mailer: smtp.mailer(),
      rateLimits: { resendVerification: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const { cookie } = await limited.signIn({ verified: false });
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/resend-verification',
          headers: { 'content-type': 'application/json', cookie },
          payload: '{}',
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
