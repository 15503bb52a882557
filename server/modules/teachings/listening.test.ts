import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTeachingSchema,
  LISTENING_MESSAGES,
  listeningSchema,
  TEACHING_NOT_FOUND,
  type AdminTeaching,
  type TeachingBody,
} from '../../../contract/teachings';
import { createTestApp, type TestApp } from '../../test/app';

const now = new Date('2026-06-01T12:00:00Z');
let t: TestApp;
let admin: string;
let member: string;
let other: string;
let published: AdminTeaching;
let draft: AdminTeaching;

const path = (id: number | string) => `/api/me/listening/${id}`;

async function createTeaching(overrides: Partial<TeachingBody>) {
  const res = await t.call('POST', '/api/admin/teachings', admin, {
    title: `Listening ${Math.random().toString(36).slice(2)}`,
    description: 'On listening.',
    language: 'en',
    status: 'published',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return adminTeachingSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    rateLimits: { listening: { max: 4, timeWindow: 60_000 } },
  });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
  other = (await t.signIn()).cookie;
  published = await createTeaching({});
  draft = await createTeaching({ status: 'draft' });
}, 120_000);
afterAll(() => t.close());

describe('where a member stopped listening', () => {
  it('is 0 before the member listened, then what they saved last, on any browser', async () => {
    const before = await t.call('GET', path(published.id), member);
    expect(before.statusCode, before.body).toBe(200);
    expect(listeningSchema.parse(before.json())).toEqual({
      teachingId: published.id,
      seconds: 0,
      updatedAt: null,
    });
    expect((await t.call('PUT', path(published.id), member, { seconds: 95 })).statusCode).toBe(200);
    const back = await t.call('PUT', path(published.id), member, { seconds: 42 });
    expect(back.json()).toEqual({
      teachingId: published.id,
      seconds: 42,
      updatedAt: now.toISOString(),
    });
    const read = await t.call('GET', path(published.id), member);
    expect(read.json()).toMatchObject({ seconds: 42 });
    expect(read.headers['cache-control']).toContain('no-store');
  });

  it("is each member's own", async () => {
    await t.call('PUT', path(published.id), member, { seconds: 10 });
    expect((await t.call('GET', path(published.id), other)).json()).toMatchObject({ seconds: 0 });
  });

  it('needs a signed-in member', async () => {
    expect((await t.call('GET', path(published.id))).statusCode).toBe(401);
    expect((await t.call('PUT', path(published.id), undefined, { seconds: 1 })).statusCode).toBe(
      401,
    );
  });

  it('is kept only for published teachings', async () => {
    for (const id of [draft.id, 999_999]) {
      const res = await t.call('PUT', path(id), other, { seconds: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TEACHING_NOT_FOUND);
      expect((await t.call('GET', path(id), other)).statusCode).toBe(404);
    }
  });

  it('names what it cannot accept', async () => {
    for (const seconds of [-1, 1.5, 86_401, '12', null]) {
      const res = await t.call('PUT', path(published.id), other, { seconds });
      expect(res.statusCode, String(seconds)).toBe(400);
      expect(res.json().fieldErrors.seconds).toEqual([LISTENING_MESSAGES.seconds]);
    }
    const badId = await t.call('GET', path('abc'), other);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain(TEACHING_NOT_FOUND);
  });

  it('limits how often a member saves', async () => {
    const third = (await t.signIn()).cookie;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await t.call('PUT', path(published.id), third, { seconds: i })).statusCode);
    }
    expect(codes.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(codes.at(-1)).toBe(429);
  });
});
