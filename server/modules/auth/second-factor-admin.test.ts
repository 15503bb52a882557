// @module-tag asvs-v6
/**
 * Two-step verification kept up: new recovery codes, turning it off with the password and a code,
 * and administrators needing it for every administrator action.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_KEEPS_TOTP,
  CODE_FORMAT,
  CODE_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  SECOND_FACTOR_REQUIRED,
  TOTP_NOT_ON,
  WRONG_CODE,
  WRONG_CURRENT_PASSWORD,
} from '../../../contract/auth';
import { questions } from '../../db/schema';
import { softwareAuthenticator } from '../../test/authenticator';
import { PASSWORD, cookiesOf, header, twoStepApp } from '../../test/second-factor';

const { app, codeOf, post, passwordStep, signedIn, enrol } = twoStepApp();

describe('recovery codes and turning off', () => {
  it('new recovery codes need a code; the old ones stop working', async () => {
    const { user, cookie } = await signedIn();
    const { secret, recoveryCodes: old } = await enrol(cookie);
    const missing = await post('/api/profile/two-factor/recovery-codes', {}, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors?.code).toEqual([CODE_REQUIRED]);
    const res = await post(
      '/api/profile/two-factor/recovery-codes',
      { code: codeOf(secret) },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    const { jar } = await passwordStep(user.email);
    const stale = await post(
      '/api/auth/login/second-factor',
      { recoveryCode: old[0] },
      header(jar),
    );
    expect(stale.statusCode).toBe(400);
    const ok = await post('/api/auth/login/second-factor', { recoveryCode: fresh[0] }, header(jar));
    expect(ok.statusCode).toBe(200);
  });

  it('new recovery codes: refused when it is off, or with a wrong code', async () => {
    const { cookie } = await signedIn();
    const off = await post('/api/profile/two-factor/recovery-codes', { code: '123456' }, cookie);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ message: TOTP_NOT_ON });
    await enrol(cookie);
    const wrong = await post('/api/profile/two-factor/recovery-codes', { code: '000000' }, cookie);
    expect(wrong.statusCode).toBe(400);
  });

  it('turns off with the password and a code; sign-in then needs the password only', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await enrol(cookie);
    const cases: [unknown, string, string][] = [
      [{ code: codeOf(secret) }, 'currentPassword', CURRENT_PASSWORD_REQUIRED],
      [{ code: codeOf(secret), currentPassword: '' }, 'currentPassword', CURRENT_PASSWORD_REQUIRED],
      [{ currentPassword: PASSWORD }, 'code', CODE_REQUIRED],
      [{ currentPassword: PASSWORD, code: '1' }, 'code', CODE_FORMAT],
      [
        { currentPassword: 'not it', code: codeOf(secret) },
        'currentPassword',
        WRONG_CURRENT_PASSWORD,
      ],
      [{ currentPassword: PASSWORD, code: '000000' }, 'code', WRONG_CODE],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/profile/two-factor/disable', body, cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    const res = await post(
      '/api/profile/two-factor/disable',
      { currentPassword: PASSWORD, code: codeOf(secret) },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const login = await passwordStep(user.email);
    expect(login.body).toMatchObject({ email: user.email });
    const again = await post(
      '/api/profile/two-factor/disable',
      { currentPassword: PASSWORD, code: '123456' },
      cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: TOTP_NOT_ON });
  });
});

describe('administrators need two-step verification', { tags: ['asvs-v6', 'asvs-v8'] }, () => {
  it('signs in with the password, but administrator routes answer SECOND_FACTOR_REQUIRED', async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const me = await app().call('GET', '/api/auth/me', cookie);
    expect(me.json()).toMatchObject({ isAdmin: true, secondFactorRequired: true });
    for (const url of [
      '/api/admin/contact-messages',
      '/api/admin/questions',
      '/api/admin/donations',
    ]) {
      const res = await app().call('GET', url, cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
    }
    const end = await app().call('DELETE', '/api/admin/users/1/sessions', cookie);
    expect(end.statusCode).toBe(403);
    expect(end.json()).toMatchObject({ code: SECOND_FACTOR_REQUIRED });
  });

  it('has no administrator power elsewhere either (a member that is not theirs stays hidden)', async () => {
    const member = await app().signIn();
    const [question] = await app()
      .db.insert(questions)
      .values({
        title: 'A private question',
        content: 'Between me and the pastor.',
        category: 'General',
        submittedBy: member.user.id,
      })
      .returning({ id: questions.id });
    const url = `/api/questions/${question?.id}`;
    const verified = await app().signIn({ isAdmin: true });
    expect((await app().call('GET', url, verified.cookie)).statusCode).toBe(200);
    const { cookie } = await signedIn({ isAdmin: true });
    const res = await app().call('GET', url, cookie);
    expect(res.statusCode).toBe(404);
  });

  it('after enrolment the current session counts; a later sign-in needs the code', async () => {
    const { user, cookie } = await signedIn({ isAdmin: true });
    const { secret } = await enrol(cookie);
    const me = await app().call('GET', '/api/auth/me', cookie);
    expect(me.json()).toMatchObject({ isAdmin: true, secondFactorRequired: false });
    expect((await app().call('GET', '/api/admin/contact-messages', cookie)).statusCode).toBe(200);
    const { jar, body } = await passwordStep(user.email);
    expect(body).toEqual({ secondFactor: 'totp' });
    const done = await post('/api/auth/login/second-factor', { code: codeOf(secret) }, header(jar));
    const sid = `sid=${cookiesOf(done).sid}`;
    expect((await app().call('GET', '/api/admin/contact-messages', sid)).statusCode).toBe(200);
  });

  it('a passkey sign-in counts as the second factor too', async () => {
    // A passkey is added only by a session that passed a factor, with the password and a code.
    const { cookie } = await signedIn({ isAdmin: true });
    const { secret } = await enrol(cookie);
    const authenticator = softwareAuthenticator({ origin: 'http://localhost:3000' });
    const options = await post(
      '/api/profile/passkeys/options',
      { currentPassword: PASSWORD, code: codeOf(secret) },
      cookie,
    );
    const added = await post(
      '/api/profile/passkeys/verify',
      { credential: authenticator.register(options.json()) },
      cookie,
    );
    expect(added.statusCode, added.body).toBe(201);
    const request = await post('/api/auth/passkeys/options', undefined);
    const res = await post('/api/auth/passkeys/verify', {
      credential: authenticator.signIn(request.json()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const sid = `sid=${cookiesOf(res).sid}`;
    expect((await app().call('GET', '/api/auth/me', sid)).json()).toMatchObject({
      isAdmin: true,
      secondFactorRequired: false,
    });
    expect((await app().call('GET', '/api/admin/contact-messages', sid)).statusCode).toBe(200);
  });

  it('an administrator cannot turn it off', async () => {
    const { cookie } = await signedIn({ isAdmin: true });
    const { secret } = await enrol(cookie);
    const res = await post(
      '/api/profile/two-factor/disable',
      { currentPassword: PASSWORD, code: codeOf(secret) },
      cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: ADMIN_KEEPS_TOTP });
    const status = await app().call('GET', '/api/profile/two-factor', cookie);
    expect(status.json()).toMatchObject({ enabled: true });
  });

  it('a member is still refused administrator routes as before', async () => {
    const { cookie } = await signedIn();
    const res = await app().call('GET', '/api/admin/contact-messages', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
