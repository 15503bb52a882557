// @module-tag asvs-v6
/**
 * Two-step verification: setting it up from the profile, and signing in with a code or a
 * recovery code (the helpers they share: server/test/second-factor.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CODE_FORMAT,
  CODE_OR_RECOVERY,
  CODE_REQUIRED,
  RECOVERY_CODE_REQUIRED,
  SIGN_IN_EXPIRED,
  TOTP_ALREADY_ON,
  TOTP_NOT_STARTED,
  WRONG_CODE,
  WRONG_RECOVERY_CODE,
} from '../../../contract/auth';
import { hashPassword } from '../../domain/passwords';
import { createTestApp } from '../../test/app';
import { recoveryCodes, sessions, totpFactors, users } from '../../db/schema';
import { PASSWORD, STEP_MS, cookiesOf, header, twoStepApp } from '../../test/second-factor';
import { decryptSecret, encryptSecret, secondFactorKeys } from './second-factor';

const { app, clock, later, codeOf, post, passwordStep, signedIn, enrol } = twoStepApp();

describe('setting up two-step verification', () => {
  it('starts with a secret, its otpauth address and a QR code; nothing is on yet', async () => {
    const { user, cookie } = await signedIn();
    const res = await post('/api/profile/two-factor', { currentPassword: PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { secret: string; uri: string; qrCode: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.uri).toContain(`secret=${body.secret}`);
    expect(body.uri).toContain(encodeURIComponent(user.email));
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const status = await app().call('GET', '/api/profile/two-factor', cookie);
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // Signing in still needs only the password.
    const login = await passwordStep(user.email);
    expect(login.body).toMatchObject({ email: user.email });
  });

  it('keeps the secret encrypted at rest, bound to its account', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = (
      await post('/api/profile/two-factor', { currentPassword: PASSWORD }, cookie)
    ).json() as {
      secret: string;
    };
    const [row] = await app().db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row?.secret).not.toContain(secret);
    const key = secondFactorKeys(app().config.sessionSecret).secret;
    expect(decryptSecret(key, user.id, row?.secret ?? '')).toBe(secret);
    expect(() => decryptSecret(key, user.id + 1, row?.secret ?? '')).toThrow();
    expect(encryptSecret(key, user.id, secret)).not.toBe(row?.secret);
  });

  it('turns on with a right code and answers 10 recovery codes, once', async () => {
    const { user, cookie } = await signedIn();
    const { recoveryCodes: shown } = await enrol(cookie);
    expect(shown).toHaveLength(10);
    expect(new Set(shown).size).toBe(10);
    for (const code of shown) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await app().call('GET', '/api/profile/two-factor', cookie);
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Stored hashed: no code appears in the table.
    const stored = JSON.stringify(await app().db.select().from(users).where(eq(users.id, user.id)));
    for (const code of shown) expect(stored).not.toContain(code);
    const hashes = await app()
      .db.select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    for (const row of hashes) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong code, and a setup that was never started', async () => {
    const { cookie } = await signedIn();
    const early = await post('/api/profile/two-factor/confirm', { code: '123456' }, cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: TOTP_NOT_STARTED });
    const { secret } = (
      await post('/api/profile/two-factor', { currentPassword: PASSWORD }, cookie)
    ).json() as {
      secret: string;
    };
    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('/api/profile/two-factor/confirm', { code: wrong }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: WRONG_CODE, fieldErrors: { code: [WRONG_CODE] } });
  });

  it('answers every validation message of the code', async () => {
    const { cookie } = await signedIn();
    const cases: [unknown, string][] = [
      [{}, CODE_REQUIRED],
      [{ code: '' }, CODE_REQUIRED],
      [{ code: 123456 }, CODE_REQUIRED],
      [{ code: '12345' }, CODE_FORMAT],
      [{ code: '12345a' }, CODE_FORMAT],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/profile/two-factor/confirm', body, cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.code).toEqual([message]);
    }
  });

  it('cannot start again while it is on (the secret stays)', async () => {
    const { user, cookie } = await signedIn();
    await enrol(cookie);
    const [before] = await app()
      .db.select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, user.id));
    const res = await post('/api/profile/two-factor', { currentPassword: PASSWORD }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: TOTP_ALREADY_ON });
    const [after] = await app()
      .db.select()
      .from(totpFactors)
      .where(eq(totpFactors.userId, user.id));
    expect(after?.secret).toBe(before?.secret);
  });

  it('needs a signed-in member', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/profile/two-factor', undefined],
      ['POST', '/api/profile/two-factor', { currentPassword: PASSWORD }],
      ['POST', '/api/profile/two-factor/confirm', { code: '123456' }],
      ['POST', '/api/profile/two-factor/recovery-codes', { code: '123456' }],
      ['POST', '/api/profile/two-factor/disable', { code: '123456', currentPassword: 'x' }],
    ] as const) {
      const res = await app().call(method, url, undefined, body);
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('signing in with two-step verification', { tags: ['asvs-v6', 'asvs-v7'] }, () => {
  it('a right password answers { secondFactor } and a pending cookie, not a session', async () => {
    const { user, cookie } = await signedIn();
    await enrol(cookie);
    const res = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ secondFactor: 'totp' });
    const jar = cookiesOf(res);
    expect(Object.keys(jar)).toEqual(['pending_sign_in']);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Strict/);
    // The pending cookie is no session.
    const me = await app().call('GET', '/api/auth/me', header(jar));
    expect(me.statusCode).toBe(401);
  });

  it('a code completes it: a new session (the old one ended), the device cookie, the member', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await enrol(cookie);
    const { jar } = await passwordStep(user.email, cookie);
    const res = await post(
      '/api/auth/login/second-factor',
      { code: codeOf(secret) },
      `${cookie}; ${header(jar)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ email: user.email, secondFactorRequired: false });
    const set = cookiesOf(res);
    expect(set.sid).toBeDefined();
    expect(set.device).toBeDefined();
    expect(String(res.headers['set-cookie'])).toMatch(/pending_sign_in=;/);
    expect((await app().call('GET', '/api/auth/me', `sid=${set.sid}`)).statusCode).toBe(200);
    // The session the browser came with was ended (a fresh id at every sign-in).
    expect((await app().call('GET', '/api/auth/me', cookie)).statusCode).toBe(401);
    const [row] = await app()
      .db.select({ multiFactor: sessions.multiFactor })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.multiFactor).toBe(true);
  });

  it('a code cannot be used twice, nor one older than the last used', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await enrol(cookie);
    const first = await passwordStep(user.email);
    const code = codeOf(secret);
    const ok = await post('/api/auth/login/second-factor', { code }, header(first.jar));
    expect(ok.statusCode).toBe(200);
    const again = await passwordStep(user.email);
    const replay = await post('/api/auth/login/second-factor', { code }, header(again.jar));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      message: WRONG_CODE,
      fieldErrors: { code: [WRONG_CODE] },
    });
    // The previous step's code is within the clock tolerance but older than the one used.
    const older = await post(
      '/api/auth/login/second-factor',
      { code: codeOf(secret, -1) },
      header(again.jar),
    );
    expect(older.statusCode).toBe(400);
    // The next step's code (a phone a little ahead) works.
    const next = await post(
      '/api/auth/login/second-factor',
      { code: codeOf(secret, 1) },
      header(again.jar),
    );
    expect(next.statusCode).toBe(200);
  });

  it('a wrong code keeps the pending sign-in; a right one then works', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await enrol(cookie);
    const { jar } = await passwordStep(user.email);
    const code = codeOf(secret);
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const res = await post('/api/auth/login/second-factor', { code: wrong }, header(jar));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: WRONG_CODE });
    const ok = await post('/api/auth/login/second-factor', { code }, header(jar));
    expect(ok.statusCode).toBe(200);
    // Spent: the same pending cookie does not sign in again.
    later(STEP_MS);
    const reused = await post(
      '/api/auth/login/second-factor',
      { code: codeOf(secret) },
      header(jar),
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ message: SIGN_IN_EXPIRED });
  });

  it('a recovery code works once', async () => {
    const { user, cookie } = await signedIn();
    const { recoveryCodes } = await enrol(cookie);
    const [code] = recoveryCodes;
    const first = await passwordStep(user.email);
    // Typed in capitals with spaces around: still the code.
    const ok = await post(
      '/api/auth/login/second-factor',
      { recoveryCode: ` ${code?.toUpperCase()} ` },
      header(first.jar),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const factors = await app()
      .db.select({ multiFactor: sessions.multiFactor })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    // The session of the enrolment, and the one of this sign-in: both passed a second factor.
    expect(factors.map((f) => f.multiFactor)).toEqual([true, true]);
    const again = await passwordStep(user.email);
    const reused = await post(
      '/api/auth/login/second-factor',
      { recoveryCode: code },
      header(again.jar),
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: WRONG_RECOVERY_CODE,
      fieldErrors: { recoveryCode: [WRONG_RECOVERY_CODE] },
    });
    const status = await app().call('GET', '/api/profile/two-factor', `sid=${cookiesOf(ok).sid}`);
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('a pending sign-in lasts 5 minutes', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await enrol(cookie);
    const { jar } = await passwordStep(user.email);
    later(5 * 60_000 + 1_000);
    const res = await post('/api/auth/login/second-factor', { code: codeOf(secret) }, header(jar));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: SIGN_IN_EXPIRED });
  });

  it('without a pending sign-in (or with a forged cookie) there is nothing to complete', async () => {
    const none = await post('/api/auth/login/second-factor', { code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: SIGN_IN_EXPIRED });
    const forged = await post(
      '/api/auth/login/second-factor',
      { code: '123456' },
      'pending_sign_in=abc.def',
    );
    expect(forged.statusCode).toBe(401);
  });

  it('answers every validation message of the second step', async () => {
    const { user, cookie } = await signedIn();
    await enrol(cookie);
    const { jar } = await passwordStep(user.email);
    const cases: [unknown, string, string][] = [
      [{}, 'code', CODE_REQUIRED],
      [{ code: '' }, 'code', CODE_REQUIRED],
      [{ code: '12 34' }, 'code', CODE_FORMAT],
      [{ recoveryCode: '' }, 'recoveryCode', RECOVERY_CODE_REQUIRED],
      [{ recoveryCode: 'x'.repeat(65) }, 'recoveryCode', WRONG_RECOVERY_CODE],
      [{ code: '123456', recoveryCode: 'abcde-fghij' }, 'code', CODE_OR_RECOVERY],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/auth/login/second-factor', body, header(jar));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
    }
  });

  it('limits the codes tried per account', async () => {
    const limited = await createTestApp({
      clock,
      rateLimits: { secondFactor: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const [user] = await limited.db
        .insert(users)
        .values({
          email: 'limited@example.org',
          username: 'limited',
          password: await hashPassword(PASSWORD),
        })
        .returning();
      const login = await limited.call('POST', '/api/auth/login', undefined, {
        email: user?.email,
        password: PASSWORD,
      });
      const cookie = header(cookiesOf(login));
      await limited.call('POST', '/api/profile/two-factor', cookie, { currentPassword: PASSWORD });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.call('POST', '/api/profile/two-factor/confirm', cookie, {
          code: '000000',
        });
        statuses.push(res.statusCode);
      }
      // The start counted too: one budget per account.
      expect(statuses).toEqual([400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("limits the codes tried at sign-in per account, with the profile's, whichever pending sign-in they use", async () => {
    const limited = await createTestApp({
      clock,
      rateLimits: { secondFactor: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const setup = await limited.signIn();
      const key = secondFactorKeys(limited.config.sessionSecret).secret;
      await limited.db.insert(totpFactors).values({
        userId: setup.user.id,
        secret: encryptSecret(key, setup.user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
        enabledAt: clock(),
      });
      // A wrong code in the profile spends the same budget.
      const renew = await limited.call(
        'POST',
        '/api/profile/two-factor/recovery-codes',
        setup.cookie,
        {
          code: '000000',
        },
      );
      expect(renew.statusCode).toBe(400);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const login = await limited.call('POST', '/api/auth/login', undefined, {
          email: setup.user.email,
          password: 'correct horse',
        });
        expect(login.json()).toEqual({ secondFactor: 'totp' });
        const res = await limited.call(
          'POST',
          '/api/auth/login/second-factor',
          header(cookiesOf(login)),
          { code: '000000' },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
