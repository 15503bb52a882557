// @module-tag asvs-v6
/**
 * Guesses from many places spend the budget of an account's unknown sources, and the owner on a
 * new device is then refused with them. Proving the mailbox (a password reset) or signing in with
 * a factor that cannot be guessed (a passkey) still gets the owner in, and the guessing stays
 * slowed and capped.
 */
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../domain/passwords';
import { recoveryCodes, totpFactors, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { softwareAuthenticator } from '../../test/authenticator';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { encryptSecret, hashRecoveryCode, secondFactorKeys } from './second-factor';

const ORIGIN = 'http://localhost:3000';
const BUDGET = 6;
const CODE_BUDGET = 4;

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
      secondFactor: { max: CODE_BUDGET, timeWindow: 60_000 },
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
  const [row] = await t.db
    .insert(users)
    .values({ email, username: `owner${accounts}`, password: await hashPassword(password) })
    .returning({ id: users.id });
  if (!row) throw new Error('no account');
  return { email, id: row.id };
}

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = 'abcde-fghij';
/** An account with an authenticator app (SECRET) and one recovery code (RECOVERY). */
async function accountWithApp(password: string) {
  const { email, id } = await account(password);
  const keys = secondFactorKeys(t.config.sessionSecret);
  await t.db
    .insert(totpFactors)
    .values({ userId: id, secret: encryptSecret(keys.secret, id, SECRET), enabledAt: new Date() });
  await t.db
    .insert(recoveryCodes)
    .values({ userId: id, codeHash: hashRecoveryCode(keys.recovery, RECOVERY) });
  return email;
}
const appCode = () => generateSync({ secret: SECRET, epoch: Math.floor(Date.now() / 1000) });
const wrongCode = () => (appCode() === '000000' ? '111111' : '000000');

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

// Each test hashes dozens of passwords (argon2id, by design slow): more time than the default.
describe(
  'an account under guessing from many places',
  { tags: ['asvs-v6'], timeout: 120_000 },
  () => {
    it('lets its owner in after a password reset, from the reset browser and any new one, and keeps the guesser capped', async () => {
      const { email } = await account('Feed my sheep 21:17');
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
      const elsewhere = await post(
        '/api/auth/login',
        { email, password: newPassword },
        '192.0.2.8',
      );
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
        (await post('/api/auth/login', { email, password: newPassword }, '203.0.113.99'))
          .statusCode,
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
      const { email } = await account('Strait is the gate 7:14');
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

    it('lets a right password with a right code of the app in from a new device; any other attempt is refused alike', async () => {
      const password = 'Abide in me 15:4';
      const email = await accountWithApp(password);
      await spendUnknownSources(email, 60);
      const attempt = (body: Record<string, string>, from: string) =>
        post('/api/auth/login', { email, ...body }, from);

      // Without a factor, or with a wrong password or a wrong code, every attempt answers the same
      // refusal: the answer tells a guesser past the cap nothing about the password.
      const refusals = [
        await attempt({ password }, '192.0.2.20'),
        await attempt({ password: 'a wrong guess', code: appCode() }, '192.0.2.21'),
        await attempt({ password, code: wrongCode() }, '192.0.2.22'),
        await attempt({ password: 'a wrong guess', recoveryCode: RECOVERY }, '192.0.2.23'),
      ];
      // (The wait it names counts down between them.)
      const shape = (body: string) => body.replace(/\d+/g, 'N');
      for (const refused of refusals) {
        expect(refused.statusCode, refused.body).toBe(429);
        expect(refused.headers['retry-after']).toBeDefined();
        expect(shape(refused.body)).toBe(shape(refusals[0]?.body ?? ''));
        expect(refused.cookies).toEqual([]);
      }

      // The owner, with the password and the app's code, from a browser never seen before.
      const code = appCode();
      const owner = await attempt({ password, code }, '192.0.2.24');
      expect(owner.statusCode, owner.body).toBe(200);
      expect(owner.json()).toMatchObject({ email });
      expect(owner.cookies.find((c) => c.name === 'sid')?.value).toBeTruthy();
      const ownerBrowser = deviceCookieOf(owner);
      // That browser is now known to the account: the password alone signs in there again (the
      // account's second step still asks for the app).
      const again = await post('/api/auth/login', { email, password }, '192.0.2.24', ownerBrowser);
      expect(again.json()).toEqual({ secondFactor: 'totp' });
      // The same code does not serve twice.
      expect((await attempt({ password, code }, '192.0.2.25')).statusCode).toBe(429);
      // A recovery code is a second factor too, spent once used.
      const recovered = await attempt({ password, recoveryCode: RECOVERY }, '192.0.2.26');
      expect(recovered.statusCode, recovered.body).toBe(200);
      expect((await attempt({ password, recoveryCode: RECOVERY }, '192.0.2.27')).statusCode).toBe(
        429,
      );
    });

    it("counts codes against the account's budget only when they come with the right password", async () => {
      const password = 'Love one another 15:12';
      const email = await accountWithApp(password);
      await spendUnknownSources(email, 100);
      // Guessers without the password, sending codes: refused, and the owner's codes are not spent.
      for (let i = 0; i < CODE_BUDGET + 2; i++) {
        const guess = { email, password: `guess ${i}`, code: wrongCode() };
        expect((await post('/api/auth/login', guess, `203.0.113.${140 + i}`)).statusCode).toBe(429);
      }
      const owner = await post(
        '/api/auth/login',
        { email, password, code: appCode() },
        '192.0.2.40',
      );
      expect(owner.statusCode, owner.body).toBe(200);
      // Someone with the password but not the app spends the account's codes...
      for (let i = 0; i < CODE_BUDGET; i++) {
        const guess = { email, password, code: wrongCode() };
        expect((await post('/api/auth/login', guess, `203.0.113.${150 + i}`)).statusCode).toBe(429);
      }
      // ...and then even the right one waits.
      const waits = await post(
        '/api/auth/login',
        { email, password, recoveryCode: RECOVERY },
        '192.0.2.41',
      );
      expect(waits.statusCode).toBe(429);
    });

    it('refuses a right password past the cap with any code when the account has no app', async () => {
      const password = 'I am the vine 15:5';
      const { email } = await account(password);
      await spendUnknownSources(email, 80);
      const res = await post('/api/auth/login', { email, password, code: appCode() }, '192.0.2.30');
      expect(res.statusCode).toBe(429);
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
  },
);
