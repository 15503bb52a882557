/**
 * The migration that keyed folded notices by topic, applied to a database with a conversation
 * fold still pending: the fold is kept, as the conversation's topic, so its mail is still sent.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/migrations';

const TAG = 'notice_topics_hidden_groups';

describe(`migration ${TAG}`, () => {
  it('keeps a pending conversation fold as the topic conversation:<id>', async () => {
    const before = await databaseBefore(TAG);
    try {
      const { db } = before;
      await db.execute(sql`
        insert into users (email, username, password, first_name)
        values ('m@example.org', 'm', 'x', 'Mary')`);
      await db.execute(sql`
        insert into conversations (user_id, title, category)
        select id, 'Daniel 9', 'prophecy' from users`);
      await db.execute(sql`
        insert into admin_notice_folds (conversation_id, window_ends_at, told_through_message_id, pending)
        select id, '2026-11-27T10:00:00Z', 41, 3 from conversations`);
      await db.execute(sql`insert into study_groups (name) values ('Acts')`);

      await before.migrateToEnd();

      const folds = await db.execute<{ topic: string; told_through_id: number; pending: number }>(
        sql`select topic, told_through_id, pending from admin_notice_folds`,
      );
      const [conversation] = (await db.execute<{ id: number }>(sql`select id from conversations`))
        .rows;
      expect(folds.rows).toEqual([
        { topic: `conversation:${conversation?.id}`, told_through_id: 41, pending: 3 },
      ]);
      const groups = await db.execute<{ hidden_at: unknown }>(
        sql`select hidden_at from study_groups`,
      );
      expect(groups.rows).toEqual([{ hidden_at: null }]);
    } finally {
      await before.close();
    }
  });
});
