import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Bookmark,
  Highlight,
  MemberPlan,
  Note,
  NoteList,
} from '../../../contract/study-tools';
import { NOTE_MAX_LENGTH, STUDY_LIMITS } from '../../../contract/study-tools';
import { highlights, memberPlans } from '../../db/schema';
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

describe('highlights', () => {
  it('reads the reference, stores it canonical, lists in book order, no-store', async () => {
    const a = await call('POST', '/api/me/highlights', ruth.cookie, {
      reference: 'rom 8:19-23',
      color: 'green',
    });
    expect(a.statusCode).toBe(201);
    expect(a.json<Highlight>()).toMatchObject({
      reference: 'Romans 8:19–23',
      book: 'Rom',
      startChapter: 8,
      startVerse: 19,
      endChapter: 8,
      endVerse: 23,
      color: 'green',
    });
    const b = await call('POST', '/api/me/highlights', ruth.cookie, {
      reference: 'John 3:16',
      color: 'yellow',
    });
    expect(b.statusCode).toBe(201);
    const list = await call('GET', '/api/me/highlights', ruth.cookie);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.json<{ highlights: Highlight[] }>().highlights.map((h) => h.reference)).toEqual([
      'John 3:16',
      'Romans 8:19–23',
    ]);
  });

  it('highlighting the same passage again changes its colour (200)', async () => {
    const res = await call('POST', '/api/me/highlights', ruth.cookie, {
      reference: 'Jn 3:16',
      color: 'pink',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Highlight>().color).toBe('pink');
    const chapter = await call('GET', '/api/me/highlights?book=John&chapter=3', ruth.cookie);
    expect(chapter.json<{ highlights: Highlight[] }>().highlights).toHaveLength(1);
  });

  it.each([
    ['no reference', { color: 'blue' }, 'reference', 'Reference is required'],
    [
      'an unreadable one',
      { reference: 'Hezekiah 4:2', color: 'blue' },
      'reference',
      'Enter a Bible reference such as John 3:16 or Rom 8:19-23',
    ],
    [
      'two passages',
      { reference: 'John 3:16; Rom 8:1', color: 'blue' },
      'reference',
      'Enter a Bible reference such as John 3:16 or Rom 8:19-23',
    ],
    [
      'two books',
      { reference: 'Gen 50:26-Exod 1:2', color: 'blue' },
      'reference',
      'A reference must stay within one book',
    ],
    [
      'a sixth colour',
      { reference: 'John 1:1', color: 'purple' },
      'color',
      'Color must be one of: yellow, green, blue, pink, orange',
    ],
  ])('refuses %s with 400', async (_n, body, field, message) => {
    const res = await call('POST', '/api/me/highlights', ruth.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { [field]: [message] } });
  });

  it('refuses half a chapter filter', async () => {
    const res = await call('GET', '/api/me/highlights?book=John', ruth.cookie);
    expect(res.statusCode).toBe(400);
  });

  it('another member neither sees nor deletes them (404); the owner deletes', async () => {
    const mine = (await call('GET', '/api/me/highlights', ruth.cookie)).json<{
      highlights: Highlight[];
    }>().highlights;
    expect(
      (await call('GET', '/api/me/highlights', boaz.cookie)).json<{ highlights: Highlight[] }>()
        .highlights,
    ).toEqual([]);
    const id = mine[0]?.id ?? 0;
    expect((await call('DELETE', `/api/me/highlights/${id}`, boaz.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/me/highlights/${id}`, ruth.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/me/highlights/${id}`, ruth.cookie)).statusCode).toBe(404);
  });

  it('keeps at most the limit per member (409)', async () => {
    const member = await t.signIn();
    await t.db.insert(highlights).values(
      Array.from({ length: STUDY_LIMITS.highlights }, (_, i) => ({
        userId: member.user.id,
        book: 18,
        startChapter: 119,
        startVerse: (i % 176) + 1,
        endChapter: 119,
        endVerse: 176 + Math.floor(i / 176),
        reference: `Psalms 119:${(i % 176) + 1}`,
        color: 'blue',
      })),
    );
    const res = await call('POST', '/api/me/highlights', member.cookie, {
      reference: 'Gen 1:1',
      color: 'blue',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can keep up to 5,000 of these; delete some to add more');
  });
});

describe('bookmarks', () => {
  it('adds once per passage, lists, deletes only its own', async () => {
    const first = await call('POST', '/api/me/bookmarks', ruth.cookie, { reference: 'Ps 23' });
    expect(first.statusCode).toBe(201);
    expect(first.json<Bookmark>()).toMatchObject({
      reference: 'Psalms 23',
      startChapter: 23,
      startVerse: 1,
      endVerse: 6,
    });
    const again = await call('POST', '/api/me/bookmarks', ruth.cookie, { reference: 'Psalm 23' });
    expect(again.statusCode).toBe(200);
    expect(again.json<Bookmark>().id).toBe(first.json<Bookmark>().id);
    const list = (await call('GET', '/api/me/bookmarks', ruth.cookie)).json<{
      bookmarks: Bookmark[];
    }>();
    expect(list.bookmarks).toHaveLength(1);
    const id = first.json<Bookmark>().id;
    expect((await call('DELETE', `/api/me/bookmarks/${id}`, boaz.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/me/bookmarks/${id}`, ruth.cookie)).statusCode).toBe(200);
  });
});

describe('notes', () => {
  it('writes, edits, searches, sorts by book or date, pages; only its own', async () => {
    const a = await call('POST', '/api/me/notes', ruth.cookie, {
      reference: 'Rom 8:19-23',
      text: 'Creation waits with eager longing.',
    });
    expect(a.statusCode).toBe(201);
    now = new Date(now.getTime() + 60_000);
    const b = await call('POST', '/api/me/notes', ruth.cookie, {
      reference: 'Genesis 1:1',
      text: 'In the beginning.',
    });
    expect(b.statusCode).toBe(201);
    const byBook = (await call('GET', '/api/me/notes', ruth.cookie)).json<NoteList>();
    expect(byBook.notes.map((n) => n.reference)).toEqual(['Genesis 1:1', 'Romans 8:19–23']);
    expect(byBook.total).toBe(2);
    const byDate = (await call('GET', '/api/me/notes?sort=date', ruth.cookie)).json<NoteList>();
    expect(byDate.notes.map((n) => n.reference)).toEqual(['Genesis 1:1', 'Romans 8:19–23']);
    now = new Date(now.getTime() + 60_000);
    const edited = await call('PUT', `/api/me/notes/${a.json<Note>().id}`, ruth.cookie, {
      text: 'Creation waits with eager longing for the revealing.',
    });
    expect(edited.statusCode).toBe(200);
    const byDateAgain = (
      await call('GET', '/api/me/notes?sort=date', ruth.cookie)
    ).json<NoteList>();
    expect(byDateAgain.notes[0]?.text).toContain('revealing');
    const found = (await call('GET', '/api/me/notes?q=REVEAL', ruth.cookie)).json<NoteList>();
    expect(found.notes.map((n) => n.reference)).toEqual(['Romans 8:19–23']);
    const byRef = (await call('GET', '/api/me/notes?q=genesis', ruth.cookie)).json<NoteList>();
    expect(byRef.total).toBe(1);
    const paged = (
      await call('GET', '/api/me/notes?pageSize=1&page=2', ruth.cookie)
    ).json<NoteList>();
    expect(paged.notes.map((n) => n.reference)).toEqual(['Romans 8:19–23']);
    const chapter = (
      await call('GET', '/api/me/notes?book=Rom&chapter=8', ruth.cookie)
    ).json<NoteList>();
    expect(chapter.total).toBe(1);

    const id = b.json<Note>().id;
    expect(
      (await call('PUT', `/api/me/notes/${id}`, boaz.cookie, { text: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/me/notes/${id}`, boaz.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/notes', boaz.cookie)).json<NoteList>().total).toBe(0);
    expect((await call('DELETE', `/api/me/notes/${id}`, ruth.cookie)).statusCode).toBe(200);
  });

  it('takes 5,000 characters and refuses 5,001 or blank text', async () => {
    const full = await call('POST', '/api/me/notes', ruth.cookie, {
      reference: 'John 1:1',
      text: 'a'.repeat(NOTE_MAX_LENGTH),
    });
    expect(full.statusCode).toBe(201);
    const over = await call('POST', '/api/me/notes', ruth.cookie, {
      reference: 'John 1:1',
      text: 'a'.repeat(NOTE_MAX_LENGTH + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      fieldErrors: { text: ['Note must be at most 5,000 characters'] },
    });
    const blank = await call('POST', '/api/me/notes', ruth.cookie, {
      reference: 'John 1:1',
      text: '   ',
    });
    expect(blank.json()).toMatchObject({ fieldErrors: { text: ['Note is required'] } });
  });

  it('refuses a bad sort or page with 400', async () => {
    expect((await call('GET', '/api/me/notes?sort=colour', ruth.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/me/notes?pageSize=501', ruth.cookie)).statusCode).toBe(400);
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/me/highlights'],
    ['POST', '/api/me/highlights'],
    ['DELETE', '/api/me/highlights/1'],
    ['GET', '/api/me/bookmarks'],
    ['POST', '/api/me/bookmarks'],
    ['DELETE', '/api/me/bookmarks/1'],
    ['GET', '/api/me/notes'],
    ['POST', '/api/me/notes'],
    ['PUT', '/api/me/notes/1'],
    ['DELETE', '/api/me/notes/1'],
    ['GET', '/api/me/plans'],
    ['POST', '/api/me/plans'],
    ['POST', '/api/me/plans/1/days/1'],
    ['PATCH', '/api/me/plans/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
  });
});

describe('member writes are rate-limited', () => {
  it('answers 429 past the limit, per member', async () => {
    const limited = await createTestApp({
      rateLimits: { studyTools: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const a = await limited.signIn();
      const b = await limited.signIn();
      const post = (cookie: string) =>
        limited.call('POST', '/api/me/bookmarks', cookie, { reference: 'John 1:1' });
      expect((await post(a.cookie)).statusCode).toBe(201);
      expect((await post(a.cookie)).statusCode).toBe(200);
      expect((await post(a.cookie)).statusCode).toBe(429);
      expect((await post(b.cookie)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('reading plans', () => {
  it('lists the three built-in plans to anyone', async () => {
    const res = await call('GET', '/api/plans');
    expect(res.statusCode).toBe(200);
    expect(res.json().plans).toEqual([
      { id: 'new-testament-90', dayCount: 90, chapterCount: 260 },
      { id: 'psalms-proverbs-month', dayCount: 31, chapterCount: 181 },
      { id: 'bible-year', dayCount: 365, chapterCount: 1189 },
    ]);
  });

  it("starts on the member's date, ticks and unticks days, counts progress and streak", async () => {
    // 23:30 in New York is already 1 March in UTC: the plan starts on the member's 28 February.
    now = new Date('2026-03-01T04:30:00Z');
    const started = await call('POST', '/api/me/plans', ruth.cookie, {
      planId: 'psalms-proverbs-month',
      timeZone: 'America/New_York',
      reminderTime: '07:00',
    });
    expect(started.statusCode).toBe(201);
    const plan = started.json<MemberPlan>();
    expect(plan).toMatchObject({
      startedOn: '2026-02-28',
      today: 1,
      streak: 0,
      percent: 0,
      reminderTime: '07:00',
      todayPassages: [
        { book: 'Ps', fromChapter: 1, toChapter: 4 },
        { book: 'Prov', fromChapter: 1, toChapter: 1 },
      ],
    });
    const again = await call('POST', '/api/me/plans', ruth.cookie, {
      planId: 'psalms-proverbs-month',
    });
    expect(again.statusCode).toBe(409);

    now = new Date('2026-03-02T15:00:00Z'); // day 3 in New York
    const tick = (day: number, done: boolean, cookie = ruth.cookie) =>
      call('POST', `/api/me/plans/${plan.id}/days/${day}`, cookie, { done });
    expect((await tick(1, true)).json<MemberPlan>()).toMatchObject({ today: 3, streak: 0 });
    expect((await tick(2, true)).json<MemberPlan>()).toMatchObject({ streak: 2 });
    const three = (await tick(3, true)).json<MemberPlan>();
    expect(three).toMatchObject({ streak: 3, doneDays: [1, 2, 3], percent: 10 });
    expect((await tick(2, false)).json<MemberPlan>()).toMatchObject({
      streak: 1,
      doneDays: [1, 3],
    });
    expect((await tick(32, true)).statusCode).toBe(400);
    expect((await tick(0, true)).statusCode).toBe(400);
    expect((await tick(1, true, boaz.cookie)).statusCode).toBe(404);

    const mine = (await call('GET', '/api/me/plans', ruth.cookie)).json<{ plans: MemberPlan[] }>();
    expect(mine.plans.map((p) => p.id)).toEqual([plan.id]);
    expect((await call('GET', '/api/me/plans', boaz.cookie)).json().plans).toEqual([]);
  });

  it('changes the reminder and time zone, refuses unknown zones, stops', async () => {
    const [row] = await t.db.select().from(memberPlans);
    const id = row?.id ?? 0;
    const patch = (body: unknown, cookie = ruth.cookie) =>
      call('PATCH', `/api/me/plans/${id}`, cookie, body);
    expect((await patch({ timeZone: 'Mars/Olympus' })).json()).toMatchObject({
      fieldErrors: { timeZone: ['Time zone must be an IANA name such as Europe/Madrid'] },
    });
    expect((await patch({ reminderTime: '25:00' })).json()).toMatchObject({
      fieldErrors: { reminderTime: ['Reminder time must be a time such as 07:30'] },
    });
    expect((await patch({ reminderTime: null }, boaz.cookie)).statusCode).toBe(404);
    const changed = await patch({ reminderTime: '06:15', timeZone: 'Europe/Madrid' });
    expect(changed.json<MemberPlan>()).toMatchObject({
      reminderTime: '06:15',
      timeZone: 'Europe/Madrid',
    });
    expect((await patch({ stop: true })).json<MemberPlan>().stopped).toBe(true);
    expect((await call('GET', '/api/me/plans', ruth.cookie)).json().plans).toEqual([]);
    expect((await patch({ reminderTime: null })).statusCode).toBe(404);
    // Stopped, the plan may be started afresh.
    const fresh = await call('POST', '/api/me/plans', ruth.cookie, {
      planId: 'psalms-proverbs-month',
    });
    expect(fresh.statusCode).toBe(201);
  });

  it('refuses an unknown plan', async () => {
    const res = await call('POST', '/api/me/plans', ruth.cookie, { planId: 'apocrypha-week' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: { planId: ['Choose one of the reading plans'] },
    });
  });
});
