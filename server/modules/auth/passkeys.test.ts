// @module-tag asvs-v6
/**
 * Passkeys through the API with a software authenticator: adding, listing, renaming and removing
 * them from the profile, and signing in with one. Every ceremony's challenge is single-use,
 * expires, belongs to one ceremony (and, adding, one member), and the answer must come from our
 * origin for our RP ID with the user verified.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSKEY_ALREADY_ADDED,
  PASSKEY_ANSWER_UNREADABLE,
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_NOT_ADDED,
  PASSKEY_NOT_FOUND,
  PASSKEY_SIGN_IN_FAILED,
  PASSKEY_UNKNOWN,
  PASSKEY_NAME_MAX,
  type Passkey,
  type PasskeyCreationOptions,
  type PasskeyList,
  type PasskeyRequestOptions,
} from '../../../contract/passkeys';
import { passkeys, sessions } from '../../db/schema';
import { hashToken } from '../../domain/sessions';
import { sessionCookieName } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../test/app';
import { softwareAuthenticator } from '../../test/authenticator';
import { CHALLENGE_TTL_MS } from './passkeys';

const ORIGIN = 'http://localhost:3000';
/** What adding a passkey asks for: the current password of t.signIn's members. */
const OWNER = { currentPassword: 'correct horse' };
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A clock the tests move forward to let challenges expire. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const cookiesOf = (res: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries(res.cookies.map((c) => [c.name, `${c.name}=${c.value}`]));

function expectMessage(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { message: string }).message).toBe(message);
}

/** Passkey ceremonies as a browser runs them, for one member (`cookie`) or a visitor. */
function ceremonies(t: TestApp) {
  const post = (url: string, cookie?: string, body?: unknown, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'user-agent': CHROME_ON_WINDOWS,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  return {
    post,
    async creationOptions(cookie: string): Promise<PasskeyCreationOptions> {
      // Adding a factor needs the owner's password (t.signIn's members have this one).
      const res = await post('/api/profile/passkeys/options', cookie, OWNER);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    addPasskey: (cookie: string, credential: unknown) =>
      post('/api/profile/passkeys/verify', cookie, { credential }),
    async requestOptions(cookie?: string): Promise<PasskeyRequestOptions> {
      const res = await post('/api/auth/passkeys/options', cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    signIn: (credential: unknown, cookie?: string, headers = {}) =>
      post('/api/auth/passkeys/verify', cookie, { credential }, headers),
  };
}

describe('passkeys', () => {
  let t: TestApp;
  let c: ReturnType<typeof ceremonies>;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    c = ceremonies(t);
  });
  afterAll(() => t.close());

  /** A member with one passkey made by a new authenticator. */
  async function memberWithPasskey() {
    const member = await t.signIn();
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    const added = await c.addPasskey(
      member.cookie,
      authenticator.register(await c.creationOptions(member.cookie)),
    );
    expect(added.statusCode, added.body).toBe(201);
    return { ...member, authenticator, passkey: added.json<Passkey>() };
  }

  describe('adding one from the profile', () => {
    it('makes a discoverable, user-verified passkey named after the device, and lists it', async () => {
      const member = await t.signIn();
      const options = await c.creationOptions(member.cookie);
      expect(options.rp).toEqual({ id: 'localhost', name: expect.any(String) });
      expect(options.user.name).toBe(member.user.email);
      expect(options.authenticatorSelection).toMatchObject({
        residentKey: 'required',
        userVerification: 'required',
      });
      expect(options.excludeCredentials).toEqual([]);

      const authenticator = softwareAuthenticator({ origin: ORIGIN });
      const res = await c.addPasskey(member.cookie, authenticator.register(options));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        name: 'Chrome 131 on Windows',
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: true,
      });

      const list = await t.call('GET', '/api/profile/passkeys', member.cookie);
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json<PasskeyList>().passkeys).toEqual([res.json()]);

      const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, member.user.id));
      expect(row).toMatchObject({ counter: 0, backedUp: true, deviceType: 'multiDevice' });

      // A second passkey: the first is excluded and the same user handle is used.
      const again = await c.creationOptions(member.cookie);
      expect(again.excludeCredentials?.map((d) => d.id)).toEqual([row?.credentialId]);
      expect(again.user.id).toBe(options.user.id);
    });

    it('is refused to visitors', { tags: ['asvs-v8'] }, async () => {
      expect((await t.call('GET', '/api/profile/passkeys')).statusCode).toBe(401);
      expect((await c.post('/api/profile/passkeys/options')).statusCode).toBe(401);
      expect((await c.post('/api/profile/passkeys/verify', undefined, {})).statusCode).toBe(401);
      expect(
        (await t.call('PATCH', '/api/profile/passkeys/1', undefined, { name: 'x' })).statusCode,
      ).toBe(401);
      expect((await t.call('DELETE', '/api/profile/passkeys/1')).statusCode).toBe(401);
    });

    it('spends each challenge once', async () => {
      const member = await t.signIn();
      const answer = softwareAuthenticator({ origin: ORIGIN }).register(
        await c.creationOptions(member.cookie),
      );
      expect((await c.addPasskey(member.cookie, answer)).statusCode).toBe(201);
      expectMessage(await c.addPasskey(member.cookie, answer), 400, PASSKEY_CHALLENGE_EXPIRED);
    });

    it('refuses a challenge that has expired', async () => {
      const member = await t.signIn();
      const options = await c.creationOptions(member.cookie);
      offsetMs = CHALLENGE_TTL_MS + 1_000;
      try {
        const answer = softwareAuthenticator({ origin: ORIGIN }).register(options);
        expectMessage(await c.addPasskey(member.cookie, answer), 400, PASSKEY_CHALLENGE_EXPIRED);
      } finally {
        offsetMs = 0;
      }
    });

    it("refuses another member's challenge, a sign-in challenge and an invented one", async () => {
      const member = await t.signIn();
      const other = await t.signIn();
      const authenticator = softwareAuthenticator({ origin: ORIGIN });
      const theirs = authenticator.register(await c.creationOptions(other.cookie));
      expectMessage(await c.addPasskey(member.cookie, theirs), 400, PASSKEY_CHALLENGE_EXPIRED);

      const signIn = await c.requestOptions();
      const mine = await c.creationOptions(member.cookie);
      const withSignInChallenge = authenticator.register(mine, { challenge: signIn.challenge });
      expectMessage(
        await c.addPasskey(member.cookie, withSignInChallenge),
        400,
        PASSKEY_CHALLENGE_EXPIRED,
      );
      const invented = authenticator.register(mine, { challenge: 'aW52ZW50ZWQ' });
      expectMessage(await c.addPasskey(member.cookie, invented), 400, PASSKEY_CHALLENGE_EXPIRED);
    });

    it('refuses another origin, another RP ID, a user not verified, and the wrong ceremony', async () => {
      const member = await t.signIn();
      const authenticator = softwareAuthenticator({ origin: ORIGIN });
      for (const how of [
        { origin: 'https://evil.example' },
        { rpId: 'evil.example' },
        { userVerified: false },
        { type: 'webauthn.get' },
      ]) {
        const answer = authenticator.register(await c.creationOptions(member.cookie), how);
        expectMessage(await c.addPasskey(member.cookie, answer), 400, PASSKEY_NOT_ADDED);
      }
      const list = await t.call('GET', '/api/profile/passkeys', member.cookie);
      expect(list.json<PasskeyList>().passkeys).toEqual([]);
    });

    it('answers 409 for a passkey already added', async () => {
      const { cookie, authenticator } = await memberWithPasskey();
      const [existing] = authenticator.passkeys;
      const again = authenticator.register(await c.creationOptions(cookie), { existing });
      expectMessage(await c.addPasskey(cookie, again), 409, PASSKEY_ALREADY_ADDED);
    });

    it('answers 400 for answers it cannot read', async () => {
      const member = await t.signIn();
      const missing = await c.post('/api/profile/passkeys/verify', member.cookie, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ message: expect.any(String) });
      const options = await c.creationOptions(member.cookie);
      const answer = softwareAuthenticator({ origin: ORIGIN }).register(options);
      for (const clientDataJSON of ['bm90IGpzb24', 'not base64url!', 'e30']) {
        const res = await c.addPasskey(member.cookie, {
          ...answer,
          response: { ...answer.response, clientDataJSON },
        });
        expectMessage(res, 400, PASSKEY_ANSWER_UNREADABLE);
      }
      const garbled = await c.addPasskey(member.cookie, {
        ...answer,
        response: { ...answer.response, attestationObject: 'AAAA' },
      });
      expectMessage(garbled, 400, PASSKEY_NOT_ADDED);
    });
  });

  describe('renaming and removing', () => {
    it('renames a passkey, with the validation messages', async () => {
      const { cookie, passkey } = await memberWithPasskey();
      const url = `/api/profile/passkeys/${passkey.id}`;
      const renamed = await t.call('PATCH', url, cookie, { name: '  Phone  ' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Phone' });

      expectMessage(
        await t.call('PATCH', url, cookie, { name: ' ' }),
        400,
        'Please give the passkey a name',
      );
      expectMessage(await t.call('PATCH', url, cookie, {}), 400, 'Please give the passkey a name');
      expectMessage(
        await t.call('PATCH', url, cookie, { name: 'x'.repeat(PASSKEY_NAME_MAX + 1) }),
        400,
        `The name must be at most ${PASSKEY_NAME_MAX} characters`,
      );
      expectMessage(
        await t.call('PATCH', '/api/profile/passkeys/abc', cookie, { name: 'Phone' }),
        400,
        PASSKEY_NOT_FOUND,
      );
    });

    it(
      "answers 404 for another member's passkey and leaves it alone",
      { tags: ['asvs-v8'] },
      async () => {
        const owner = await memberWithPasskey();
        const other = await t.signIn();
        const url = `/api/profile/passkeys/${owner.passkey.id}`;
        expectMessage(
          await t.call('PATCH', url, other.cookie, { name: 'Mine now' }),
          404,
          PASSKEY_NOT_FOUND,
        );
        expectMessage(await t.call('DELETE', url, other.cookie), 404, PASSKEY_NOT_FOUND);
        expectMessage(
          await t.call('DELETE', '/api/profile/passkeys/2147483647', other.cookie),
          404,
          PASSKEY_NOT_FOUND,
        );
        const list = await t.call('GET', '/api/profile/passkeys', owner.cookie);
        expect(list.json<PasskeyList>().passkeys).toEqual([owner.passkey]);
      },
    );

    it('removes a passkey, which then signs nobody in', async () => {
      const { cookie, passkey, authenticator } = await memberWithPasskey();
      const removed = await t.call('DELETE', `/api/profile/passkeys/${passkey.id}`, cookie);
      expect(removed.statusCode, removed.body).toBe(200);
      const list = await t.call('GET', '/api/profile/passkeys', cookie);
      expect(list.json<PasskeyList>().passkeys).toEqual([]);
      const res = await c.signIn(authenticator.signIn(await c.requestOptions()));
      expectMessage(res, 401, PASSKEY_UNKNOWN);
    });

    it(
      'ends the sessions opened with a removed passkey, and no other',
      { tags: ['asvs-v7'] },
      async () => {
        const { cookie, passkey, authenticator } = await memberWithPasskey();
        const second = await c.creationOptions(cookie);
        const otherAuthenticator = softwareAuthenticator({ origin: ORIGIN });
        const other = await c.addPasskey(cookie, otherAuthenticator.register(second));
        expect(other.statusCode, other.body).toBe(201);
        const sidOf = (res: LightMyRequestResponse) =>
          cookiesOf(res)[sessionCookieName(t.config)] ?? '';
        const byRemoved = await c.signIn(authenticator.signIn(await c.requestOptions()));
        const byKept = await c.signIn(otherAuthenticator.signIn(await c.requestOptions()));
        expect(byRemoved.statusCode, byRemoved.body).toBe(200);
        expect(byKept.statusCode, byKept.body).toBe(200);

        // Removed from the password session: whoever holds that passkey is signed out with it.
        const removed = await t.call('DELETE', `/api/profile/passkeys/${passkey.id}`, cookie);
        expect(removed.statusCode, removed.body).toBe(200);
        expect((await t.call('GET', '/api/auth/me', sidOf(byRemoved))).statusCode).toBe(401);
        expect((await t.call('GET', '/api/auth/me', sidOf(byKept))).statusCode).toBe(200);
        expect((await t.call('GET', '/api/auth/me', cookie)).statusCode).toBe(200);
      },
    );
  });

  describe('signing in', () => {
    it(
      'opens a multi-factor session with a new id, as a password sign-in does',
      { tags: ['asvs-v7'] },
      async () => {
        const { user, cookie: oldCookie, authenticator, passkey } = await memberWithPasskey();
        const options = await c.requestOptions();
        expect(options.rpId).toBe('localhost');
        expect(options.userVerification).toBe('required');
        expect(options.allowCredentials ?? []).toEqual([]);

        const res = await c.signIn(authenticator.signIn(options), oldCookie);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: user.id, email: user.email });
        expect(res.headers['cache-control']).toBe('no-store');
        const cookies = cookiesOf(res);
        const sid = cookies[sessionCookieName(t.config)];
        expect(sid).toBeDefined();
        expect(cookies.device).toBeDefined();

        const me = await t.call('GET', '/api/auth/me', sid);
        expect(me.statusCode).toBe(200);
        // The session the browser came with has ended (a new id at every sign-in).
        expect((await t.call('GET', '/api/auth/me', oldCookie)).statusCode).toBe(401);

        const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
        expect(rows.map((r) => r.multiFactor)).toEqual([true]);
        const token = t.app.unsignCookie(sid?.split('=')[1] ?? '').value ?? '';
        expect(rows[0]?.id).toBe(hashToken(token));

        const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
        expect(row?.counter).toBe(1);
        expect(row?.lastUsedAt).toBeInstanceOf(Date);
      },
    );

    it('answers options without a session, never stored', async () => {
      const res = await c.post('/api/auth/passkeys/options');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('refuses a replayed answer and an expired challenge', async () => {
      const { authenticator } = await memberWithPasskey();
      const answer = authenticator.signIn(await c.requestOptions());
      expect((await c.signIn(answer)).statusCode).toBe(200);
      expectMessage(await c.signIn(answer), 401, PASSKEY_CHALLENGE_EXPIRED);

      const options = await c.requestOptions();
      offsetMs = CHALLENGE_TTL_MS + 1_000;
      try {
        expectMessage(
          await c.signIn(authenticator.signIn(options)),
          401,
          PASSKEY_CHALLENGE_EXPIRED,
        );
      } finally {
        offsetMs = 0;
      }
    });

    it('refuses a challenge made for adding a passkey', async () => {
      const { cookie, authenticator } = await memberWithPasskey();
      const creation = await c.creationOptions(cookie);
      const answer = authenticator.signIn({ challenge: creation.challenge, rpId: 'localhost' });
      expectMessage(await c.signIn(answer), 401, PASSKEY_CHALLENGE_EXPIRED);
    });

    it('refuses another origin, another RP ID, no user verification, an old counter, a wrong key or handle', async () => {
      const { authenticator } = await memberWithPasskey();
      const other = await memberWithPasskey();
      const [mine] = authenticator.passkeys;
      const [theirs] = other.authenticator.passkeys;
      if (!mine || !theirs) throw new Error('no passkeys');
      const cases = [
        { origin: 'https://evil.example' },
        { rpId: 'evil.example' },
        { userVerified: false },
        { type: 'webauthn.create' },
        // Signed with another passkey's key under this passkey's id.
        { passkey: { ...theirs, credentialId: mine.credentialId } },
        // This passkey's key, another member's user handle.
        { passkey: { ...mine, userHandle: theirs.userHandle } },
      ];
      for (const how of cases) {
        const res = await c.signIn(authenticator.signIn(await c.requestOptions(), how));
        expectMessage(res, 401, PASSKEY_SIGN_IN_FAILED);
      }
      // A counter that did not move on: a cloned authenticator.
      expect((await c.signIn(authenticator.signIn(await c.requestOptions()))).statusCode).toBe(200);
      const cloned = authenticator.signIn(await c.requestOptions(), { counter: mine.counter });
      expectMessage(await c.signIn(cloned), 401, PASSKEY_SIGN_IN_FAILED);
    });

    it('answers 401 for a passkey it does not know, and 400 for answers it cannot read', async () => {
      const stranger = softwareAuthenticator({ origin: ORIGIN });
      stranger.register(await c.creationOptions((await t.signIn()).cookie));
      // Made but never sent to the server: no passkey with that id.
      expectMessage(
        await c.signIn(stranger.signIn(await c.requestOptions())),
        401,
        PASSKEY_UNKNOWN,
      );

      const missing = await c.post('/api/auth/passkeys/verify', undefined, {});
      expect(missing.statusCode).toBe(400);
      const answer = stranger.signIn(await c.requestOptions());
      const unreadable = await c.signIn({
        ...answer,
        response: { ...answer.response, clientDataJSON: 'bm90IGpzb24' },
      });
      expectMessage(unreadable, 400, PASSKEY_ANSWER_UNREADABLE);
      const wrongType = await c.signIn({ ...answer, type: 'password' });
      expectMessage(wrongType, 400, PASSKEY_ANSWER_UNREADABLE);
    });

    it('refuses a sign-in from another site', async () => {
      const { authenticator } = await memberWithPasskey();
      const answer = authenticator.signIn(await c.requestOptions());
      const res = await c.signIn(answer, undefined, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
    });
  });
});

describe('passkey rate limits', () => {
  let t: TestApp;
  let c: ReturnType<typeof ceremonies>;
  const strict = { max: 2, timeWindow: 60_000 };
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      rateLimits: {
        passkeySignIn: { max: 10, timeWindow: 60_000 },
        passkeys: strict,
        loginAccount: strict,
      },
    });
    c = ceremonies(t);
  });
  afterAll(() => t.close());

  const expect429 = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits sign-in options per IP', async () => {
    const options = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/options',
        remoteAddress: '203.0.113.5',
      });
    for (let i = 0; i < 10; i++) expect((await options()).statusCode).toBe(200);
    expect429(await options());
  });

  it('limits passkey changes per member', async () => {
    const member = await t.signIn();
    const options = (cookie: string) => c.post('/api/profile/passkeys/options', cookie, OWNER);
    expect((await options(member.cookie)).statusCode).toBe(200);
    expect((await options(member.cookie)).statusCode).toBe(200);
    expect429(await options(member.cookie));
    // Another member has their own budget.
    const other = await t.signIn();
    expect((await options(other.cookie)).statusCode).toBe(200);
  });

  it("counts failed passkey sign-ins against the account's sign-in limit, and not successes", async () => {
    const { user, cookie } = await t.signIn();
    const email = user.email;
    const authenticator = softwareAuthenticator({ origin: ORIGIN });
    const added = await c.addPasskey(
      cookie,
      authenticator.register(await c.creationOptions(cookie)),
    );
    expect(added.statusCode, added.body).toBe(201);

    const from = '198.51.100.40';
    const attempt = async (how = {}) => {
      const options = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/options',
        remoteAddress: '192.0.2.1',
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/verify',
        remoteAddress: from,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ credential: authenticator.signIn(options.json(), how) }),
      });
    };
    // Successes cost nothing.
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    expectMessage(await attempt({ origin: 'https://evil.example' }), 401, PASSKEY_SIGN_IN_FAILED);
    expectMessage(await attempt({ userVerified: false }), 401, PASSKEY_SIGN_IN_FAILED);
    // The budget of this source for the account is spent: a good passkey waits too…
    expect429(await attempt());
    // …and so does the password form, from the same place.
    expect429(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: from,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: 'correct horse' }),
      }),
    );
  });
});
