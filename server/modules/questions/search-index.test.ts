import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS_PAGE_SIZE } from '../../../contract/questions';
import type { DatabaseHandle } from '../../db/connect';
import { createTestDatabase } from '../../test/database';
import { createQuestionService, publicPageQuery, type ListFilter } from './service';

/**
 * The search (a case-insensitive substring of title or content) is served by the trigram
 * indexes of migration 0003 once there are enough questions for the planner to prefer them (and
 * a pending list left for VACUUM would hide them: hence fastupdate off, see schema.ts).
 */
const QUESTIONS = 3_000;
let database: DatabaseHandle;
let questions: ReturnType<typeof createQuestionService>;

beforeAll(async () => {
  database = await createTestDatabase();
  questions = createQuestionService({
    db: database.db,
    reads: database.reads,
    clock: () => new Date(),
    publicUrl: 'http://localhost:3000',
    notices: { adminNotifyEmail: undefined, windowMs: 0 },
  });
  await database.db.execute(sql`
    insert into questions (title, content, category, status, is_public, created_at, updated_at)
    select 'Question ' || i || ' on ' || md5(i::text),
           'What does verse ' || i || ' mean? ' || repeat(md5((i * 7)::text) || ' ', 8),
           'scripture', 'answered', i % 10 <> 0,
           now() - make_interval(mins => i), now()
    from generate_series(1, ${QUESTIONS}) as i`);
  await database.db.execute(sql`
    update questions set content = content || ' and Melchizedek, king of Salem?'
    where title like 'Question 1234 %' or title like 'Question 2000 %'`);
  // No ANALYZE: the embedded database has no autovacuum, so the plan must hold without statistics.
});
afterAll(async () => {
  await database.close();
});

const filter = (q: string): ListFilter => ({
  q,
  category: 'all',
  status: 'all',
  page: 1,
  pageSize: QUESTIONS_PAGE_SIZE,
});

async function plan(q: string): Promise<string> {
  const result = await database.db.execute(sql`explain ${publicPageQuery(database.db, filter(q))}`);
  // Both drivers answer rows of {"QUERY PLAN": text}.
  return (result as unknown as { rows: Record<string, string>[] }).rows
    .map((row) => Object.values(row).join(' '))
    .join('\n');
}

describe('question search index', () => {
  it('finds a rare term through the trigram indexes', async () => {
    const text = await plan('melchizedek');
    expect(text).toContain('questions_title_trgm_idx');
    expect(text).toContain('questions_content_trgm_idx');
  });

  it('answers exactly the substring matches, published only, newest first', async () => {
    const page = await questions.findPublicPage(filter('MELCHIZEDEK'));
    expect(page.rows.map((r) => r.title.split(' on ')[0])).toEqual([
      'Question 1234',
      // Question 2000 is not published (every tenth is private).
    ]);
    const digits = await questions.findPublicPage(filter('verse 123 '));
    expect(digits.rows.map((r) => r.content.slice(0, 25))).toEqual(['What does verse 123 mean?']);
  });
});
