// @module-tag asvs-v7
/**
 * Sessions end: after 30 days unused, 90 days after sign-in however used, and after 12 hours
 * unused for administrators. Members see where they are signed in and end any of those sessions;
 * administrators can sign a member out everywhere.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_NOT_FOUND, SESSION_NOT_FOUND, type ActiveSession } from '../../../contract/auth';
import { sessions } from '../../db/schema';
import { SESSION_ABSOLUTE_MS } from '../../domain/sessions';
import { createTestApp, type TestApp } from '../../test/app';
import { describeDevice, publicSessionId } from './active-sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const me = (cookie: string) => t.call('GET', '/api/auth/me', cookie);
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Registers and signs in from a browser with this User-Agent; answers the session cookie. */
async function signInWith(email: string, password: string, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify({ email, password }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const raw = res.headers['set-cookie'];
  const sid = (Array.isArray(raw) ? raw : [raw]).find(
    (c): c is string => typeof c === 'string' && c.startsWith('sid='),
  );
  return sid?.split(';')[0] ?? '';
}

describe('how long a session lives', () => {
  it('ends 90 days after sign-in, however recently used', async () => {
    const { user, cookie } = await t.signIn();
    await t.db
      .update(sessions)
      .set({
        createdAt: ago(SESSION_ABSOLUTE_MS + HOUR),
        lastSeenAt: ago(HOUR),
        expiresAt: later(DAY),
      })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('never slides past the absolute lifetime', async () => {
    const { user, cookie } = await t.signIn();
    const createdAt = ago(80 * DAY);
    await t.db
      .update(sessions)
      .set({ createdAt, lastSeenAt: ago(DAY), expiresAt: later(DAY) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_ABSOLUTE_MS);
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ends an administrator's session after 12 hours unused, not a member's", async () => {
    const admin = await t.signIn({ isAdmin: true });
    const member = await t.signIn();
    for (const { user } of [admin, member]) {
      await t.db
        .update(sessions)
        .set({ lastSeenAt: ago(13 * HOUR) })
        .where(eq(sessions.userId, user.id));
    }
    expect((await me(admin.cookie)).statusCode).toBe(401);
    expect((await me(member.cookie)).statusCode).toBe(200);
  });

  it("keeps an administrator in use signed in, writing 'last used' every few minutes", async () => {
    const admin = await t.signIn({ isAdmin: true });
    await t.db
      .update(sessions)
      .set({ lastSeenAt: ago(11 * HOUR) })
      .where(eq(sessions.userId, admin.user.id));
    expect((await me(admin.cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, admin.user.id));
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("a member's sessions", () => {
  const email = `sessions-${Date.now()}@example.org`;
  const password = 'Walk in the light 1 John';
  let phone: string;
  let laptop: string;

  beforeAll(async () => {
    const res = await t.call('POST', '/api/auth/register', undefined, {
      email,
      password,
      firstName: 'Priscilla',
      lastName: 'Tentmaker',
    });
    expect(res.statusCode, res.body).toBe(201);
    phone = await signInWith(email, password, ANDROID_CHROME);
    laptop = await signInWith(email, password, WINDOWS_FIREFOX);
  });

  const list = async (cookie: string) => {
    const res = await t.call('GET', '/api/profile/sessions', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { sessions: ActiveSession[] }).sessions;
  };

  it('lists where the member is signed in, with the device and which one is this', async () => {
    const seen = await list(laptop);
    expect(seen.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome 156 on Android', false],
      ['Firefox 128 on Windows', true],
    ]);
    for (const s of seen) {
      expect(s.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThan(0);
    }
    // Nothing of the stored id or the token is in the answer.
    const rows = await t.db.select({ id: sessions.id }).from(sessions);
    const body = JSON.stringify(seen);
    for (const row of rows) expect(body).not.toContain(row.id);
  });

  it('shows another member none of them, and cannot end them', async () => {
    const other = await t.signIn();
    expect(await list(other.cookie)).toHaveLength(1);
    const [phoneSession] = (await list(laptop)).filter((s) => !s.current);
    const res = await t.call('DELETE', `/api/profile/sessions/${phoneSession?.id}`, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SESSION_NOT_FOUND, code: 'NOT_FOUND' });
    expect((await me(phone)).statusCode).toBe(200);
  });

  it("ends another of the member's sessions, keeping this one", async () => {
    const [phoneSession] = (await list(laptop)).filter((s) => !s.current);
    const res = await t.call('DELETE', `/api/profile/sessions/${phoneSession?.id}`, laptop);
    expect(res.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
  });

  it('ending this session signs out here and clears the cookies', async () => {
    const [current] = await list(laptop);
    const res = await t.call('DELETE', `/api/profile/sessions/${current?.id}`, laptop);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it('refuses a malformed handle with 400, and strangers with 401', async () => {
    const { cookie } = await t.signIn();
    const bad = await t.call('DELETE', '/api/profile/sessions/not-a-handle', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ id: [SESSION_NOT_FOUND] });
    expect((await t.call('GET', '/api/profile/sessions')).statusCode).toBe(401);
    const handle = publicSessionId('x'.repeat(64));
    expect((await t.call('DELETE', `/api/profile/sessions/${handle}`)).statusCode).toBe(401);
  });
});

describe('an administrator signs a member out everywhere', () => {
  it('ends every session of that member, and only theirs', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const member = await t.signIn();
    const bystander = await t.signIn();
    const second = await signInWith(member.user.email, 'correct horse', ANDROID_CHROME);
    const res = await t.call('DELETE', `/api/admin/users/${member.user.id}/sessions`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(bystander.cookie)).statusCode).toBe(200);
  });

  it('is for administrators only; an unknown member is 404', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const member = await t.signIn();
    const url = `/api/admin/users/${member.user.id}/sessions`;
    expect((await t.call('DELETE', url, member.cookie)).statusCode).toBe(403);
    expect((await t.call('DELETE', url)).statusCode).toBe(401);
    const missing = await t.call('DELETE', '/api/admin/users/2147483647/sessions', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MEMBER_NOT_FOUND);
    const bad = await t.call('DELETE', '/api/admin/users/0/sessions', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ id: [MEMBER_NOT_FOUND] });
  });
});

describe('describeDevice', () => {
  it.each([
    [ANDROID_CHROME, 'Chrome 156 on Android'],
    [WINDOWS_FIREFOX, 'Firefox 128 on Windows'],
    [null, 'Unknown device'],
    ['', 'Unknown device'],
    ['curl/8.5.0', 'Unknown device'],
  ])('%s is %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });
});
