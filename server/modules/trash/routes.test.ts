import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trashListSchema } from '../../../contract/trash';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;
let member: string;
let now = new Date('2026-11-28T10:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
});
afterAll(() => t.close());

const trashList = async () =>
  trashListSchema.parse((await t.call('GET', '/api/admin/trash', admin)).json());

async function newPage(slug: string) {
  const res = await t.call('POST', '/api/admin/pages', admin, {
    slug,
    language: 'en',
    title: `Page ${slug}`,
    content: 'Words of the page.',
    status: 'published',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

describe('the trash', () => {
  it('refuses visitors (401) and members (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/trash'],
      ['POST', '/api/admin/trash/1/restore'],
    ] as const) {
      expect((await t.call(method, url)).statusCode, url).toBe(401);
      expect((await t.call(method, url, member)).statusCode, url).toBe(403);
    }
  });

  it('keeps a deleted study, event, character and page, and restores each as it was', async () => {
    const pageId = await newPage('about-trash');
    const study = (await t.app.inject('/api/studies/2')).json() as { title: { en: string } };
    for (const url of [
      '/api/admin/studies/2',
      '/api/admin/timeline/3',
      '/api/admin/characters/2',
      `/api/admin/pages/${pageId}`,
    ]) {
      expect((await t.call('DELETE', url, admin)).statusCode, url).toBe(204);
    }
    const items = await trashList();
    expect(items.map((i) => [i.kind, i.itemId])).toEqual(
      expect.arrayContaining([
        ['study', 2],
        ['timeline', 3],
        ['character', 2],
        ['page', pageId],
      ]),
    );
    const studyItem = items.find((i) => i.kind === 'study');
    expect(studyItem).toMatchObject({ label: study.title.en, deletedBy: expect.any(String) });
    expect(studyItem?.purgeAt).toBe(new Date(now.getTime() + 30 * DAY).toISOString());
    expect((await t.app.inject('/api/studies/2')).statusCode).toBe(404);

    for (const item of items) {
      const version = t.app.contentVersion.current();
      const res = await t.call('POST', `/api/admin/trash/${item.id}/restore`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ kind: item.kind, itemId: item.itemId });
      expect(t.app.contentVersion.current()).not.toBe(version);
    }
    expect(await trashList()).toEqual([]);
    expect((await t.app.inject('/api/studies/2')).json()).toMatchObject({ title: study.title });
    const events = (await t.app.inject('/api/timeline')).json() as { id: number }[];
    expect(events.map((e) => e.id).slice(0, 4)).toEqual([1, 2, 3, 4]);
    const people = (await t.app.inject('/api/characters')).json() as { id: number }[];
    expect(people.some((c) => c.id === 2)).toBe(true);
    expect((await t.app.inject('/pages/about-trash')).statusCode).not.toBe(404);
    expect((await t.app.inject('/api/pages/about-trash?lang=en')).statusCode).toBe(200);
  });

  it('answers 409 when the restored item’s place is taken, 404 for what is not there', async () => {
    const first = await newPage('taken');
    expect((await t.call('DELETE', `/api/admin/pages/${first}`, admin)).statusCode).toBe(204);
    await newPage('taken');
    const item = (await trashList()).find((i) => i.kind === 'page' && i.itemId === first);
    const res = await t.call('POST', `/api/admin/trash/${item?.id}/restore`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'It cannot be restored: another item now has its title or address',
    );
    // Still in the trash, restorable once its place is free.
    expect((await trashList()).some((i) => i.id === item?.id)).toBe(true);
    expect((await t.call('POST', '/api/admin/trash/999999/restore', admin)).statusCode).toBe(404);
    const bad = await t.call('POST', '/api/admin/trash/abc/restore', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Not in the trash');
  });

  it('purges what has been there 30 days, by its timer’s run', async () => {
    expect((await t.call('DELETE', '/api/admin/timeline/5', admin)).statusCode).toBe(204);
    const before = await t.app.trash.list();
    expect(before.some((i) => i.kind === 'timeline' && i.itemId === 5)).toBe(true);
    // The app's clock moves on (sessions of a month ago have ended: the service is asked).
    now = new Date(now.getTime() + 29 * DAY);
    expect(await t.app.trash.purge.tick()).toBe(0);
    expect((await t.app.trash.list()).length).toBe(before.length);
    now = new Date(now.getTime() + 1 * DAY + 1000);
    // Past its days it is no longer listed nor restorable, and the run deletes it.
    expect(await t.app.trash.list()).toEqual([]);
    await expect(t.app.trash.restore(before[0]?.id ?? 0)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await t.app.trash.purge.tick()).toBe(before.length);
  });
});
