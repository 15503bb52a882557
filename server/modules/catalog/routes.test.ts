import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ebookListSchema,
  ebookSchema,
  featuredArticlesSchema,
  videoListSchema,
  videoSchema,
} from '../../../contract/catalog';
import { ebooks, videos } from '../../db/schema';
import { seed } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';

describe('catalogue on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an empty list and null features', async () => {
    expect((await t.app.inject('/api/ebooks')).json()).toEqual([]);
    const ebook = await t.app.inject('/api/ebooks/featured');
    expect(ebook.statusCode).toBe(200);
    expect(ebook.json()).toBeNull();
    expect((await t.app.inject('/api/videos/featured')).json()).toBeNull();
    expect((await t.app.inject('/api/videos')).json()).toEqual([]);
    expect((await t.app.inject('/api/articles/featured')).json()).toEqual([]);
  });
});

describe('catalogue after seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.db);
  });
  afterAll(() => t.close());

  it('lists every ebook with the store fields, the featured one first', async () => {
    const res = await t.app.inject('/api/ebooks');
    expect(res.statusCode).toBe(200);
    const list = ebookListSchema.parse(res.json());
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]?.featured).toBe(true);
    for (const book of list) {
      expect(book.amazonUrl).toMatch(/^https:\/\/www\.amazon\.com\//);
      expect(book.rating).toBeGreaterThanOrEqual(0);
      expect(book.rating).toBeLessThanOrEqual(5);
    }
  });

  it('answers the featured ebook', async () => {
    const res = await t.app.inject('/api/ebooks/featured');
    const book = ebookSchema.parse(res.json());
    const [row] = await t.db.select().from(ebooks).where(eq(ebooks.id, book.id));
    expect(row?.featured).toBe(true);
  });

  it('answers the featured video with its YouTube id', async () => {
    const video = videoSchema.parse((await t.app.inject('/api/videos/featured')).json());
    expect(video.featured).toBe(true);
    expect(video.youtubeId).toMatch(/^[\w-]{11}$/);
    expect(await t.db.$count(videos)).toBe(5);
  });

  it('answers up to three articles of the language, the featured first, then the newest', async () => {
    const list = featuredArticlesSchema.parse(
      (await t.app.inject('/api/articles/featured')).json(),
    );
    expect(list.length).toBe(3);
    expect(list.map((a) => a.featured)).toEqual([true, true, false]);
    // The two featured, newest first.
    expect(Date.parse(list[0]?.publishedAt ?? '')).toBeGreaterThan(
      Date.parse(list[1]?.publishedAt ?? ''),
    );
    expect(list.every((a) => a.language === 'en' && a.path === `/articles/${a.slug}`)).toBe(true);
    expect((await t.app.inject('/api/articles/featured?lang=es')).json()).toEqual([]);
    expect((await t.app.inject('/api/articles/featured?lang=xx')).statusCode).toBe(400);
  });

  it('lists the published videos, newest first', async () => {
    const list = videoListSchema.parse((await t.app.inject('/api/videos')).json());
    expect(list).toHaveLength(5);
    const times = list.map((v) => Date.parse(v.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers ebooks with their place and no cover until one is uploaded', async () => {
    const list = ebookListSchema.parse((await t.app.inject('/api/ebooks')).json());
    expect(list.every((book) => book.cover === null && Number.isInteger(book.position))).toBe(true);
  });

  it('seeding again adds nothing', async () => {
    const before = await t.db.$count(ebooks);
    expect(await seed(t.db)).toEqual({ ebooks: 0, videos: 0, articles: 0 });
    expect(await t.db.$count(ebooks)).toBe(before);
  });
});
