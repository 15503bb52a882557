/**
 * The migration that brought the studies into the database, applied to a database in use: its
 * rows stay, it gains the bundled studies under the ids members' reading progress names, and
 * gains them once: an administrator's edit or deletion of one is never undone.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studySummaries } from '../../content/studies';
import { databaseBefore } from '../test/migrations';
import { addBundledContent } from './bundled-content';
import type { Database } from './types';

const TAG = 'content';

describe(`migration ${TAG}`, () => {
  it('keeps existing rows and adds the bundled studies and draft pages once', async () => {
    const before = await databaseBefore(TAG);
    try {
      const { db } = before;
      await db.execute(sql`
        insert into users (username, password, email) values ('reader', 'x', 'reader@example.com')`);
      await db.execute(sql`
        insert into study_progress (user_id, study_id, language, percent)
        select id, 2, 'en', 40 from users where username = 'reader'`);

      await before.migrateToEnd();
      // A Privacy Policy of the ministry's own in Spanish stays as it is.
      await db.execute(sql`
        insert into site_pages (slug, language, title, content, status)
        values ('privacy', 'es', 'Nuestra privacidad', 'Texto propio', 'published')`);
      // The migration test's database has no schema attached; the query builder needs none.
      const database = db as unknown as Database;
      const added = await addBundledContent(database);
      expect(added.filter((key) => key.startsWith('study:'))).toEqual(
        studySummaries.map((study) => `study:${study.id}`),
      );
      expect(added.filter((key) => key.startsWith('page:'))).toEqual([
        'page:privacy:en',
        'page:privacy:es',
        'page:privacy:pt',
      ]);
      const pages = await db.execute<{ language: string; title: string; status: string }>(
        sql`select language, title, status from site_pages where slug = 'privacy' order by language`,
      );
      expect(pages.rows).toEqual([
        { language: 'en', title: 'Privacy Policy', status: 'draft' },
        { language: 'es', title: 'Nuestra privacidad', status: 'published' },
        { language: 'pt', title: 'Política de Privacidade', status: 'draft' },
      ]);

      const rows = await db.execute<{ id: number; title: { en: string }; status: string }>(
        sql`select id, title, status from studies order by id`,
      );
      expect(rows.rows.map((r) => [r.id, r.title.en, r.status])).toEqual(
        studySummaries.map((s) => [s.id, s.title.en, 'published']),
      );
      const progress = await db.execute<{ study_id: number; percent: number }>(
        sql`select study_id, percent from study_progress`,
      );
      expect(progress.rows).toEqual([{ study_id: 2, percent: 40 }]);

      // The administrator edits one bundled study and deletes the other.
      await db.execute(sql`update studies set duration = '1 hour' where id = 1`);
      await db.execute(sql`delete from studies where id = 2`);
      expect(await addBundledContent(database)).toEqual([]);
      const after = await db.execute<{ id: number; duration: string }>(
        sql`select id, duration from studies order by id`,
      );
      expect(after.rows).toEqual([{ id: 1, duration: '1 hour' }]);

      // A study written next takes an id no bundled study had.
      const written = await db.execute<{ id: number }>(sql`
        insert into studies (title, description, content, "references", category, duration)
        values ('{"en":"New"}', '{"en":"d"}', '{"en":"c"}', '{"en":[],"es":[],"pt":[]}', 'Doctrine', '5 minutes')
        returning id`);
      expect(written.rows[0]?.id).toBeGreaterThan(Math.max(...studySummaries.map((s) => s.id)));
    } finally {
      await before.close();
    }
  });
});
