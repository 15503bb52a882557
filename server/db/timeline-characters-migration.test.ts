/**
 * The migration that brought the timeline and the characters into the database (with the trash),
 * applied to a database in use: its rows stay, it gains the bundled events and characters once
 * under their ids, and an administrator's edit or deletion of one is never undone.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { characters } from '../../content/characters';
import { timelineEvents } from '../../content/timeline';
import { databaseBefore } from '../test/migrations';
import { addBundledContent } from './bundled-content';
import type { Database } from './types';

const TAG = 'timeline_characters_trash';

describe(`migration ${TAG}`, () => {
  it('keeps existing rows and adds the bundled timeline and characters once', async () => {
    const before = await databaseBefore(TAG);
    try {
      const { db } = before;
      const database = db as unknown as Database;
      // A database in use: it was given the bundled studies already, and has one of its own.
      await db.execute(sql`
        insert into bundled_content (key) select 'study:' || id from (values (1), (2)) as s(id)`);
      await db.execute(sql`
        insert into studies (title, description, content, "references", category, duration)
        values ('{"en":"Ours"}', '{"en":"d"}', '{"en":"c"}', '{"en":[],"es":[],"pt":[]}', 'Doctrine', '5 minutes')`);
      await before.migrateToEnd();

      const added = await addBundledContent(database);
      expect(added.filter((key) => /^(timeline|character):/.test(key))).toEqual([
        ...timelineEvents.map((e) => `timeline:${e.id}`),
        ...characters.map((c) => `character:${c.id}`),
      ]);
      const studyTitles = await db.execute<{ title: string }>(
        sql`select title->>'en' as title from studies where title->>'en' = 'Ours'`,
      );
      expect(studyTitles.rows).toEqual([{ title: 'Ours' }]);
      const events = await db.execute<{ id: number; title: string; es: string; speed: number }>(
        sql`select id, texts->'en'->>'title' as title, texts->'es'->>'title' as es,
              parallax_speed as speed from timeline_events order by position, id`,
      );
      expect(events.rows.map((r) => [r.id, r.title, r.speed])).toEqual(
        timelineEvents.map((e) => [e.id, e.title, e.parallaxSpeed]),
      );
      expect(events.rows[0]?.es).toBe('Creación de los cielos y la tierra');
      const people = await db.execute<{ id: number; name: string; era: string }>(
        sql`select id, texts->'en'->>'name' as name, era from characters order by position, id`,
      );
      expect(people.rows.map((r) => [r.id, r.name, r.era])).toEqual(
        characters.map((c) => [c.id, c.name, c.era]),
      );

      // The administrator edits one event and deletes a character: a later start keeps both.
      await db.execute(sql`update timeline_events set parallax_speed = 1.5 where id = 1`);
      await db.execute(sql`delete from characters where id = 6`);
      expect(await addBundledContent(database)).toEqual([]);
      const kept = await db.execute<{ speed: number }>(
        sql`select parallax_speed as speed from timeline_events where id = 1`,
      );
      expect(kept.rows).toEqual([{ speed: 1.5 }]);
      const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from characters`);
      expect(count.rows).toEqual([{ n: characters.length - 1 }]);

      // The next event written takes an id no bundled one had.
      const next = await db.execute<{ id: number }>(sql`
        insert into timeline_events (texts, "references", category, parallax_speed)
        values ('{"en":{"year":"1","title":"t","description":"d","significance":"s"}}', '{}', 'church', 1)
        returning id`);
      expect(next.rows[0]?.id).toBeGreaterThan(Math.max(...timelineEvents.map((e) => e.id)));
    } finally {
      await before.close();
    }
  });
});
