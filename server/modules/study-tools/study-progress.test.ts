import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudyProgress, StudyProgressList } from '../../../contract/study-tools';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let now = new Date('2026-03-01T12:00:00Z');
let ruth: { cookie: string; user: { id: number } };
let boaz: { cookie: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  ruth = await t.signIn({ firstName: 'Ruth' });
  boaz = await t.signIn({ firstName: 'Boaz' });
});
afterAll(() => t.close());

const call: TestApp['call'] = (...args) => t.call(...args);
const put = (cookie: string | undefined, studyId: number | string, body: unknown) =>
  call('PUT', `/api/me/study-progress/${studyId}`, cookie, body);
const list = async (cookie: string) => {
  const res = await call('GET', '/api/me/study-progress', cookie);
  expect(res.statusCode).toBe(200);
  return res.json<StudyProgressList>().progress;
};

describe('study progress', () => {
  it('keeps a position per study and language and lists it, no-store', async () => {
    const res = await put(ruth.cookie, 1, { language: 'en', percent: 30, anchor: 'p-12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json<StudyProgress>()).toEqual({
      studyId: 1,
      language: 'en',
      percent: 30,
      anchor: 'p-12',
      updatedAt: now.toISOString(),
    });
    now = new Date('2026-03-01T13:00:00Z');
    expect((await put(ruth.cookie, 1, { language: 'es', percent: 10 })).statusCode).toBe(200);
    const got = await call('GET', '/api/me/study-progress', ruth.cookie);
    expect(got.headers['cache-control']).toContain('no-store');
    expect(got.json<StudyProgressList>().progress).toEqual([
      { studyId: 1, language: 'es', percent: 10, anchor: '', updatedAt: now.toISOString() },
      {
        studyId: 1,
        language: 'en',
        percent: 30,
        anchor: 'p-12',
        updatedAt: '2026-03-01T12:00:00.000Z',
      },
    ]);
  });

  it('keeps the furthest point: reading the start again does not move it back', async () => {
    expect(
      (await put(ruth.cookie, 2, { language: 'pt', percent: 60, anchor: 'far' })).statusCode,
    ).toBe(200);
    const back = await put(ruth.cookie, 2, { language: 'pt', percent: 20, anchor: 'near' });
    expect(back.statusCode).toBe(200);
    expect(back.json<StudyProgress>()).toMatchObject({ percent: 60, anchor: 'far' });
    const on = await put(ruth.cookie, 2, { language: 'pt', percent: 75, anchor: 'further' });
    expect(on.json<StudyProgress>()).toMatchObject({ percent: 75, anchor: 'further' });
    const mine = (await list(ruth.cookie)).filter((p) => p.studyId === 2);
    expect(mine).toEqual([expect.objectContaining({ language: 'pt', percent: 75 })]);
  });

  it("never shows a member another member's progress", async () => {
    expect(await list(boaz.cookie)).toEqual([]);
    expect((await put(boaz.cookie, 1, { language: 'en', percent: 5 })).statusCode).toBe(200);
    expect((await list(boaz.cookie)).map((p) => p.percent)).toEqual([5]);
    const ruths = (await list(ruth.cookie)).find((p) => p.studyId === 1 && p.language === 'en');
    expect(ruths?.percent).toBe(30);
  });

  it.each([999, 0, 'abc'])('answers 404 for a study that does not exist (%s)', async (id) => {
    const res = await put(ruth.cookie, id, { language: 'en', percent: 10 });
    expect(res.statusCode).toBe(id === 999 ? 404 : 400);
    expect(res.json().message).toBe('Study not found');
  });

  it.each([
    ['no language', { percent: 10 }, 'language', 'Language must be one of: en, es, pt'],
    [
      'another language',
      { language: 'fr', percent: 10 },
      'language',
      'Language must be one of: en, es, pt',
    ],
    ['no percent', { language: 'en' }, 'percent', 'Percent must be a whole number from 0 to 100'],
    [
      'a fraction',
      { language: 'en', percent: 10.5 },
      'percent',
      'Percent must be a whole number from 0 to 100',
    ],
    [
      'over 100',
      { language: 'en', percent: 101 },
      'percent',
      'Percent must be a whole number from 0 to 100',
    ],
    [
      'below 0',
      { language: 'en', percent: -1 },
      'percent',
      'Percent must be a whole number from 0 to 100',
    ],
    [
      'a text percent',
      { language: 'en', percent: '50' },
      'percent',
      'Percent must be a whole number from 0 to 100',
    ],
    [
      'a long anchor',
      { language: 'en', percent: 10, anchor: 'x'.repeat(101) },
      'anchor',
      'Anchor must be at most 100 characters',
    ],
    [
      'an anchor not text',
      { language: 'en', percent: 10, anchor: 5 },
      'anchor',
      'Anchor must be at most 100 characters',
    ],
  ])('refuses %s (400, naming the field)', async (_, body, field, message) => {
    const res = await put(ruth.cookie, 1, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toContain(message);
  });

  it.each([
    ['GET', '/api/me/study-progress', undefined],
    ['PUT', '/api/me/study-progress/1', { language: 'en', percent: 10 }],
  ] as const)('%s %s answers 401 signed out', async (method, url, body) => {
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
  });

  it('limits writes per member (429)', async () => {
    const limited = await createTestApp({
      rateLimits: { studyTools: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const a = await limited.signIn();
      const b = await limited.signIn();
      const save = (cookie: string) =>
        limited.call('PUT', '/api/me/study-progress/1', cookie, { language: 'en', percent: 10 });
      expect((await save(a.cookie)).statusCode).toBe(200);
      expect((await save(a.cookie)).statusCode).toBe(200);
      expect((await save(a.cookie)).statusCode).toBe(429);
      expect((await save(b.cookie)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
