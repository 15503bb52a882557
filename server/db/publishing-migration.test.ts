/**
 * The migration that brought publishing, applied to a database that already holds articles and
 * ebooks: every article stays visible, gets an address made from its title, and keeps its date.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slugFromTitle } from '../../contract/publishing';
import { databaseBefore } from '../test/migrations';

const TAG = 'publishing';
/** Longer than an address may be: cut at a word, as the server cuts one. */
const LONG_TITLE = Array.from({ length: 30 }, (_, i) => `Word${i}`).join(' ');

describe(`migration ${TAG}`, () => {
  it('publishes existing articles under slugs made from their titles, unique across languages', async () => {
    const before = await databaseBefore(TAG);
    try {
      const { db } = before;
      await db.execute(sql`
        insert into articles (title, content, language, published_at, original_id) values
          ('Qué es el Reino?', 'a', 'es', '2025-01-02T03:04:05Z', null),
          ('The Hope', 'b', 'en', '2025-02-01T00:00:00Z', null),
          ('The Hope', 'c', 'pt', '2025-03-01T00:00:00Z', 999),
          ('¡¡!!', 'd', 'en', '2025-04-01T00:00:00Z', null),
          (${LONG_TITLE}, 'e', 'en', '2025-05-01T00:00:00Z', null),
          ('Straße der Fé', 'f', 'en', '2025-06-01T00:00:00Z', null)`);
      await db.execute(sql`
        insert into ebooks (title, description, price, amazon_url)
        values ('Book', 'About', '$1', 'https://www.amazon.com/x')`);

      await before.migrateToEnd();

      const rows = await db.execute<{
        slug: string;
        status: string;
        published_at: Date | string;
        updated_at: Date | string;
        original_id: number | null;
      }>(sql`select slug, status, published_at, updated_at, original_id from articles order by id`);
      expect(rows.rows.map((r) => r.slug)).toEqual([
        'que-es-el-reino',
        'the-hope',
        'the-hope-2',
        'article',
        slugFromTitle(LONG_TITLE),
        'strasse-der-fe',
      ]);
      expect(rows.rows.every((r) => r.status === 'published')).toBe(true);
      expect(new Date(rows.rows[0]?.updated_at ?? 0).toISOString()).toBe(
        '2025-01-02T03:04:05.000Z',
      );
      // A link to an article that no longer exists is dropped, not kept dangling.
      expect(rows.rows[2]?.original_id).toBeNull();

      const books = await db.execute<{ position: number }>(sql`select position from ebooks`);
      expect(books.rows).toEqual([{ position: 0 }]);

      // The slug is the unique key now: one title may be written in two languages, one slug not.
      await db.execute(sql`
        insert into articles (title, slug, content, language, status)
        values ('The Hope', 'the-hope-3', 'x', 'es', 'draft')`);
      await expect(
        db.execute(sql`
          insert into articles (title, slug, content, status)
          values ('Other', 'the-hope', 'x', 'draft')`),
      ).rejects.toThrow();
      // Only a draft may be undated.
      await expect(
        db.execute(sql`
          insert into articles (title, slug, content, status)
          values ('Other', 'other', 'x', 'published')`),
      ).rejects.toThrow();
    } finally {
      await before.close();
    }
  });
});
