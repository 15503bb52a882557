import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import type { TestApp } from '../../test/app';

/** zxcvbn's verdict on qwe123, a1b2c3, password123…, as the field's message. */
export const COMMONLY_USED =
  'This password is too easy to guess. This is a commonly used password. Add more words that are less common.';

/** The `name=value` part of the session cookie an answer sets. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const found = list.find((c): c is string => typeof c === 'string' && c.startsWith('sid='));
  if (!found) throw new Error('no session cookie set');
  return found.split(';')[0] ?? '';
}

/**
 * The accounts' API as the auth tests use it, on the test app `app()` (made in their
 * `beforeAll`): members registered and signed in through the routes themselves.
 */
export function authTestKit(app: () => TestApp) {
  let seq = 0;
  const uniqueEmail = (name = 'member') => `${name}${++seq}-${Date.now()}@example.org`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
  const me = (cookie: string) => app().app.inject({ url: '/api/auth/me', headers: { cookie } });
  const userByEmail = async (email: string) =>
    (await app().db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

  async function registerMember(overrides: Record<string, unknown> = {}) {
    const body = {
      email: uniqueEmail(),
      password: 'narrow gate 7',
      firstName: 'Ruth',
      lastName: 'Moabite',
      ...overrides,
    };
    const res = await post('/api/auth/register', body);
    expect(res.statusCode, res.body).toBe(201);
    return body as typeof body & { email: string; password: string };
  }

  async function loginAs(email: string, password: string, headers: Record<string, string> = {}) {
    const res = await post('/api/auth/login', { email, password }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  }

  return { uniqueEmail, post, me, userByEmail, registerMember, loginAs };
}
