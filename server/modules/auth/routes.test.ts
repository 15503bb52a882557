import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, REGISTER_ANSWER, SESSION_HINT_COOKIE } from '../../../contract/auth';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { authTestKit, COMMONLY_USED, sessionCookie } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { uniqueEmail, post, me, userByEmail, registerMember, loginAs } = authTestKit(() => t);

describe('GET /api/auth/me', { tags: ['asvs-v7'] }, () => {
  it('answers 401 with the error shape when signed out', async () => {
    const res = await t.app.inject('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in', code: 'UNAUTHORIZED' });
  });

  it('answers the signed-in user without secrets', async () => {
    const { user, cookie } = await t.signIn({ firstName: 'Lois' });
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    const answer = currentUserSchema.parse(res.json());
    expect(answer).toMatchObject({
      id: user.id,
      firstName: 'Lois',
      username: user.username,
      isAdmin: false,
    });
    expect(res.body).not.toContain('argon2');
    expect(Object.keys(res.json() as object)).not.toContain('password');
  });

  it('ignores a forged or tampered cookie', async () => {
    const { cookie } = await t.signIn();
    const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await me(tampered)).statusCode).toBe(401);
    expect((await me('sid=made-up-token')).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { user, cookie } = await t.signIn();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('stores only the hash of the session token', async () => {
    const { cookie } = await t.signIn();
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const rows = await t.db.select({ id: sessions.id }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it('slides the expiry of a session in use, at most once a day', async () => {
    const { user, cookie } = await t.signIn();
    const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=.*Expires=/);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    // Used again right away: nothing to write, no cookie.
    expect((await me(cookie)).headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/auth/register', { tags: ['asvs-v6'] }, () => {
  it('creates a member with a hashed password and a username from the e-mail', async () => {
    const email = `Naomi.${Date.now()}@Example.org`;
    const res = await post('/api/auth/register', {
      email,
      password: 'narrow gate 7',
      firstName: ' Naomi ',
      lastName: 'Bethlehem',
    });
    expect(res.statusCode).toBe(201);
    // The answer names no account: it is the same whether or not the address was taken.
    expect(res.json()).toEqual({ message: REGISTER_ANSWER });
    expect(res.body).not.toContain('narrow gate');
    const row = await userByEmail(email);
    expect(row?.email).toBe(email.toLowerCase());
    expect(row?.username).toBe(email.split('@')[0]?.toLowerCase());
    expect(row?.firstName).toBe('Naomi');
    expect(row?.isAdmin).toBe(false);
    expect(row?.password).toMatch(/^\$argon2id\$/);
    // No session is opened: the screens send the new member to sign in.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('appends a number when the derived username is taken', async () => {
    const local = `boaz${Date.now()}`;
    await registerMember({ email: `${local}@example.org` });
    const res = await post('/api/auth/register', {
      email: `${local}@example.net`,
      password: 'narrow gate 7',
      firstName: 'Boaz',
      lastName: 'Ephrathite',
    });
    expect(res.statusCode).toBe(201);
    expect((await userByEmail(`${local}@example.net`))?.username).toBe(`${local}2`);
  });

  it('uses a given username', async () => {
    const username = `obed_${Date.now()}`;
    const email = uniqueEmail();
    const res = await post('/api/auth/register', {
      email,
      password: 'narrow gate 7',
      firstName: 'Obed',
      lastName: 'Son',
      username,
    });
    expect(res.statusCode).toBe(201);
    expect((await userByEmail(email))?.username).toBe(username);
  });

  it('treats a username that differs from a taken one only in case as taken', async () => {
    const name = `Alice${Date.now()}`;
    const register = (username: string) =>
      post('/api/auth/register', {
        email: uniqueEmail(),
        password: 'narrow gate 7',
        firstName: 'Alice',
        lastName: 'Case',
        username,
      });
    const first = await register(name);
    expect(first.statusCode).toBe(201);
    const second = await register(name.toLowerCase());
    expect(second.statusCode).toBe(201);
    const rows = await t.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.lastName, 'Case'));
    expect(rows.map((r) => r.username)).toEqual(
      expect.arrayContaining([name, `${name.toLowerCase()}2`]),
    );
  });

  it('gives concurrent registrations of one derived name distinct usernames', async () => {
    const local = `Gaius${Date.now()}`;
    // More sign-ups than a loser's retries: each must see the names the others took.
    const emails = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
      (domain) => `${local}@${domain}.example.org`,
    );
    const answers = await Promise.all(
      emails.map((email) =>
        post('/api/auth/register', {
          email,
          password: 'narrow gate 7',
          firstName: 'Gaius',
          lastName: 'Derbe',
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const names = await Promise.all(emails.map(async (e) => (await userByEmail(e))?.username));
    expect(new Set(names.map((n) => n?.toLowerCase())).size).toBe(emails.length);
  });

  it('answers a taken e-mail as a new one and keeps the existing account', async () => {
    const { email, password } = await registerMember();
    const res = await post('/api/auth/register', {
      email: email.toUpperCase(),
      password: 'another pass 9',
      firstName: 'Orpah',
      lastName: 'Moabite',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REGISTER_ANSWER });
    expect((await userByEmail(email))?.firstName).toBe('Ruth');
    await loginAs(email, password);
  });

  const valid = {
    email: 'valid@example.org',
    password: 'narrow gate 7',
    firstName: 'Ruth',
    lastName: 'Moabite',
  };
  it.each([
    ['email', { email: 'nope' }, 'Please enter a valid email address'],
    ['password', { password: 'short' }, 'Password must be at least 6 characters'],
    ['password', { password: 'password123' }, COMMONLY_USED],
    ['password', { password: 'qwe123' }, COMMONLY_USED],
    ['password', { password: 'a1b2c3' }, COMMONLY_USED],
    ['password', { password: 'zxc123' }, COMMONLY_USED],
    ['password', { password: 'asd123' }, COMMONLY_USED],
    ['password', { password: 'q1w2e3' }, COMMONLY_USED],
    [
      'password',
      { password: 'Blessed1' },
      'This password is too easy to guess. Add more words that are less common. Capitalize more than the first letter.',
    ],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['firstName', { firstName: 'x'.repeat(51) }, 'First name too long'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['lastName', { lastName: 'x'.repeat(51) }, 'Last name too long'],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    const res = await post('/api/auth/register', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toContain(message);
    expect(body.message).toBe(message);
  });

  it('refuses a missing body and a non-JSON body', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register' })).statusCode).toBe(
      400,
    );
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('POST /api/auth/login', { tags: ['asvs-v6'] }, () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const member = await registerMember({ firstName: 'Hannah' });
    const res = await post('/api/auth/login', {
      email: ` ${member.email.toUpperCase()} `,
      password: member.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Hannah', email: member.email });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    const who = await me(sessionCookie(res));
    expect(who.json()).toMatchObject({ firstName: 'Hannah' });
  });

  it("says whether the account had signed in before: a new member's first sign-in is not", async () => {
    const member = await registerMember();
    const credentials = { email: member.email, password: member.password };
    const first = await post('/api/auth/login', credentials);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ signedInBefore: false });
    const second = await post('/api/auth/login', credentials);
    expect(second.json()).toMatchObject({ signedInBefore: true });
    expect((await me(sessionCookie(second))).json()).toMatchObject({ signedInBefore: true });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const member = await registerMember();
    const wrong = await post('/api/auth/login', { email: member.email, password: 'not it 123' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'not it 123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('takes a similar time for an unknown e-mail as for a wrong password', async () => {
    const member = await registerMember();
    const time = async (email: string) => {
      const start = performance.now();
      await post('/api/auth/login', { email, password: 'not it 123' });
      return performance.now() - start;
    };
    await time(uniqueEmail('warm')); // the dummy hash is made on first use
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(member.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2] ?? 0;
    // Both run one argon2 verification; a missing account must not answer in a fraction of it.
    // Without the verification it answers in a few milliseconds, a hundredth of the time: the
    // bar is low enough for a busy machine's noise and far above that.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@example.org', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@example.org' }, 'password', 'Password is required'],
  ])('refuses %j', async (body, field, message) => {
    const res = await post('/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toContain(
      message,
    );
  });

  it('gives a new session id at every sign-in and ends the one the browser came with', async () => {
    const member = await registerMember();
    const first = await loginAs(member.email, member.password);
    const res = await post(
      '/api/auth/login',
      { email: member.email, password: member.password },
      { cookie: first },
    );
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', { tags: ['asvs-v7'] }, () => {
  it('ends the session and clears the cookie', async () => {
    const member = await registerMember();
    const cookie = await loginAs(member.email, member.password);
    const res = await post('/api/auth/logout', {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers 200 when already signed out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('leaves the member signed in elsewhere', async () => {
    const member = await registerMember();
    const a = await loginAs(member.email, member.password);
    const b = await loginAs(member.email, member.password);
    await post('/api/auth/logout', {}, { cookie: a });
    expect((await me(b)).statusCode).toBe(200);
  });
});

describe('the session hint cookie', { tags: ['asvs-v7'] }, () => {
  const cookiesOf = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    return (Array.isArray(raw) ? raw : [raw]).filter((c): c is string => typeof c === 'string');
  };
  const hintOf = (res: { headers: Record<string, unknown> }) =>
    cookiesOf(res).find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));

  it('is set beside the session, readable by scripts, with the same expiry', async () => {
    const member = await registerMember();
    const res = await post('/api/auth/login', { email: member.email, password: member.password });
    const hint = hintOf(res);
    const session = cookiesOf(res).find((c) => c.startsWith('sid='));
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(/Expires=([^;]+)/.exec(hint ?? '')?.[1]).toBe(
      /Expires=([^;]+)/.exec(session ?? '')?.[1],
    );
  });

  it('is cleared on logout, and when the session it stood for is gone', async () => {
    const member = await registerMember();
    const cookie = await loginAs(member.email, member.password);
    const out = await post('/api/auth/logout', {}, { cookie });
    expect(hintOf(out)).toMatch(/Expires=Thu, 01 Jan 1970/);

    // Another device's logout or a password change ended it: the next answer forgets it.
    const stale = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `${cookie}; ${SESSION_HINT_COOKIE}=1` },
    });
    expect(stale.statusCode).toBe(401);
    expect(hintOf(stale)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookiesOf(stale).find((c) => c.startsWith('sid='))).toMatch(/Expires=Thu, 01 Jan 1970/);

    const leftover = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
    });
    expect(hintOf(leftover)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
