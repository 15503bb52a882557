import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../../contract/auth';
import { sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/me', () => {
  it('answers 401 with the error shape when signed out', async () => {
    const res = await t.app.inject('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in', code: 'UNAUTHORIZED' });
  });

  it('answers the signed-in user without secrets', async () => {
    const { user, cookie } = await t.signIn({ firstName: 'Lois' });
    const res = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const me = currentUserSchema.parse(res.json());
    expect(me).toMatchObject({
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
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: tampered } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: 'sid=made-up-token' } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { cookie } = await t.signIn();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('stores only the hash of the session token', async () => {
    const { cookie } = await t.signIn();
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const rows = await t.db.select({ id: sessions.id }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });
});
