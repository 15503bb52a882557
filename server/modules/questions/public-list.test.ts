import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../contract/questions';
import type { ReadCache } from '../../db/read-cache';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * The public list is answered from the read cache on the embedded database (on PostgreSQL the
 * cache is off and these tests check the same answers straight from the server). Every list is
 * read once before each change, so a stale answer kept in the cache would show.
 */
let t: TestApp;
let member: { cookie: string; user: { id: number; email: string } };
let other: { cookie: string };
let admin: { cookie: string };
/** How many times the public list was read from the database rather than the cache. */
let databaseReads = 0;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.signIn({ firstName: 'Priscilla' });
  other = await t.signIn({ firstName: 'Aquila' });
  admin = await t.signIn({ isAdmin: true, firstName: 'Admin' });
  const reads: ReadCache = t.database.reads;
  const get = reads.get.bind(reads);
  vi.spyOn(reads, 'get').mockImplementation((key, tables, read, size) =>
    key.startsWith('questions:public:')
      ? get(
          key,
          tables,
          () => {
            databaseReads += 1;
            return read();
          },
          size,
        )
      : get(key, tables, read, size),
  );
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const call: TestApp['call'] = (...args) => t.call(...args);

async function list(url: string, cookie?: string): Promise<Question[]> {
  const res = await call('GET', url, cookie);
  expect(res.statusCode).toBe(200);
  // Visitors get a body serialised once per kept page; it must be the same JSON answer.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json<Question[]>();
}

async function ask(title: string, content: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/questions', member.cookie, {
    title,
    content,
    category: 'scripture',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Question>();
}

const ids = (questions: Question[]) => questions.map((q) => q.id);

describe('the public list read through the cache', () => {
  it('is read from the database once, then from memory until questions change', async () => {
    const before = databaseReads;
    const first = await list('/api/questions?q=cachecount');
    expect(await list('/api/questions?q=cachecount')).toEqual(first);
    expect(await list('/api/questions?q=cachecount', other.cookie)).toEqual(first);
    expect(databaseReads - before).toBe(t.database.reads.enabled ? 1 : 3);
    // A new member and session (users, sessions) leave the list where it is.
    await t.signIn();
    await list('/api/questions?q=cachecount');
    expect(databaseReads - before).toBe(t.database.reads.enabled ? 1 : 4);
    await ask('Unrelated', 'Any new question may belong in any list.');
    await list('/api/questions?q=cachecount');
    expect(databaseReads - before).toBe(t.database.reads.enabled ? 2 : 5);
  });

  it('shows a question at once when it is asked, answered, published, archived, unpublished', async () => {
    const search = '/api/questions?q=Tychicus';
    const answeredOnly = '/api/questions?q=Tychicus&status=answered';
    const archivedOnly = '/api/questions?q=Tychicus&status=archived';
    const everything = '/api/questions?pageSize=100';
    const warm = async () => {
      for (const url of [search, answeredOnly, archivedOnly, everything]) {
        await list(url);
        await list(url, other.cookie);
      }
    };
    await warm();
    const q = await ask('Who was Tychicus?', 'Paul calls him a beloved brother; who was he?');
    // Pending and private: in no one's public list, whoever asks, however it is searched.
    for (const cookie of [undefined, other.cookie, member.cookie, admin.cookie]) {
      expect(ids(await list(search, cookie))).not.toContain(q.id);
      expect(ids(await list(everything, cookie))).not.toContain(q.id);
    }

    await call('POST', `/api/questions/${q.id}/answers`, admin.cookie, {
      content: 'A companion of Paul from Asia (Acts 20:4).',
    });
    expect(ids(await list(search))).not.toContain(q.id);
    await warm();

    const published = await call('PATCH', `/api/questions/${q.id}`, admin.cookie, {
      isPublic: true,
    });
    expect(published.statusCode).toBe(200);
    const found = await list(search);
    expect(ids(found)).toEqual([q.id]);
    expect(found[0]).toMatchObject({
      status: 'answered',
      answers: [{ content: 'A companion of Paul from Asia (Acts 20:4).' }],
    });
    expect(ids(await list(answeredOnly, other.cookie))).toEqual([q.id]);
    expect(ids(await list(archivedOnly))).toEqual([]);
    expect(ids(await list(everything))).toContain(q.id);

    const answerId = found[0]?.answers[0]?.id ?? 0;
    await call('PUT', `/api/answers/${answerId}`, admin.cookie, { content: 'Edited answer.' });
    expect((await list(search))[0]?.answers.map((a) => a.content)).toEqual(['Edited answer.']);

    await warm();
    await call('PATCH', `/api/questions/${q.id}`, admin.cookie, { status: 'archived' });
    expect(ids(await list(answeredOnly))).toEqual([]);
    expect(ids(await list(archivedOnly))).toEqual([q.id]);
    expect(ids(await list(search, other.cookie))).toEqual([q.id]);

    await warm();
    await call('PATCH', `/api/questions/${q.id}`, admin.cookie, { isPublic: false });
    for (const url of [search, archivedOnly, everything]) {
      expect(ids(await list(url))).not.toContain(q.id);
      expect(ids(await list(url, other.cookie))).not.toContain(q.id);
    }
  });

  it('never hands one viewer what another may see (names, e-mail addresses)', async () => {
    const q = await ask('Onesimus and Philemon', 'Why did Paul send Onesimus back?', {
      anonymous: true,
    });
    await call('PATCH', `/api/questions/${q.id}`, admin.cookie, { isPublic: true });
    const url = '/api/questions?q=Onesimus';

    // The administrator fills the cache first: the address and the name stay theirs.
    const [toAdmin] = await list(url, admin.cookie);
    expect(toAdmin).toMatchObject({
      submitterName: 'Priscilla',
      submitterEmail: member.user.email,
    });
    for (const cookie of [undefined, other.cookie]) {
      const [seen] = await list(url, cookie);
      expect(seen?.id).toBe(q.id);
      expect(seen?.submitterName).toBe('Anonymous');
      expect(seen).not.toHaveProperty('submitterEmail');
    }
    // The asker sees their own name, and still no address.
    const [toAsker] = await list(url, member.cookie);
    expect(toAsker?.submitterName).toBe('Priscilla');
    expect(toAsker).not.toHaveProperty('submitterEmail');
    // And in the other order: a visitor first, then the administrator.
    await ask('Another write', 'Empties the cache before the next reads.');
    const [toVisitor] = await list(url);
    expect(toVisitor).not.toHaveProperty('submitterEmail');
    expect((await list(url, admin.cookie))[0]).toMatchObject({
      submitterEmail: member.user.email,
    });
  });

  it('keeps search terms apart, whatever they contain', async () => {
    const q = await ask('Colons: "quotes", and, commas', 'A title made to look like a cache key.');
    await call('PATCH', `/api/questions/${q.id}`, admin.cookie, { isPublic: true });
    const a = await list(`/api/questions?q=${encodeURIComponent('"quotes", and')}`);
    const b = await list(`/api/questions?q=${encodeURIComponent('"quotes"')}&category=scripture`);
    const c = await list(`/api/questions?q=${encodeURIComponent('"quotes"')}&category=history`);
    expect(ids(a)).toEqual([q.id]);
    expect(ids(b)).toEqual([q.id]);
    expect(ids(c)).toEqual([]);
    expect(ids(await list('/api/questions?q=%20%20'))).toContain(q.id);
  });
});
