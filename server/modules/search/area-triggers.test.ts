/**
 * The teachings, the studies and the ministry's pages are found as soon as they are published,
 * and never before: the index follows their tables in the writing transaction (triggers), and
 * the answers the search keeps in memory follow the same tables.
 */
import { eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSearchAnswerSchema, type SearchKind } from '../../../contract/search';
import { sitePages, studies, teachings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { INDEXED_TABLES } from './service';

let t: TestApp;
/** The app's clock, moved on by the tests that need time to pass. */
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await t.close();
});

async function titles(q: string, kind: SearchKind, lang = 'en'): Promise<string[]> {
  const res = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`);
  expect(res.statusCode).toBe(200);
  const group = siteSearchAnswerSchema.parse(res.json()).groups.find((g) => g.kind === kind);
  return group?.items.map((i) => i.title) ?? [];
}

describe('the index follows the areas written after it', () => {
  it('finds a published teaching by its transcript, and neither a draft nor a removed one', async () => {
    const [sermon] = await t.db
      .insert(teachings)
      .values({
        title: 'The sermon on Joel',
        slug: 'sermon-on-joel',
        description: 'The day of the Lord.',
        language: 'en',
        transcriptText: 'I will pour out my spirit upon all flesh, says the prophet Zerubbabelish.',
        status: 'published',
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await t.db.insert(teachings).values({
      title: 'A draft on Joel',
      slug: 'draft-on-joel',
      description: 'Not yet: Zerubbabelish.',
      language: 'en',
    });
    expect(await titles('Zerubbabelish', 'teaching')).toEqual(['The sermon on Joel']);
    if (!sermon) throw new Error('the teaching was not written');
    await t.db.delete(teachings).where(eq(teachings.id, sermon.id));
    expect(await titles('Zerubbabelish', 'teaching')).toEqual([]);
  });

  it('finds a study in each language it is written in once published, not as a draft', async () => {
    const [study] = await t.db
      .insert(studies)
      .values({
        title: { en: 'The Jubilee of Quxbarian', pt: 'O Jubileu de Quxbarian' },
        description: { en: 'Liberty proclaimed.', pt: 'Liberdade proclamada.' },
        content: { en: 'Leviticus 25 in full.', pt: 'Levítico 25 inteiro.' },
        references: { en: [], es: [], pt: [] },
        category: 'Prophecy',
        duration: '20 min',
      })
      .returning();
    expect(await titles('Quxbarian', 'study')).toEqual([]);
    if (!study) throw new Error('the study was not written');
    await t.db.update(studies).set({ status: 'published' }).where(eq(studies.id, study.id));
    expect(await titles('Quxbarian', 'study')).toContain('The Jubilee of Quxbarian');
    expect(await titles('Quxbarian', 'study', 'pt')).toContain('O Jubileu de Quxbarian');
  });

  it('finds a published page of the ministry, not a draft', async () => {
    await t.db.insert(sitePages).values([
      {
        slug: 'about',
        language: 'en',
        title: 'About Wembleyfold',
        content: 'Who we are.',
        status: 'published',
      },
      { slug: 'plans', language: 'en', title: 'Plans of Wembleyfold', content: 'Not yet.' },
    ]);
    expect(await titles('Wembleyfold', 'page')).toEqual(['About Wembleyfold']);
  });
});

describe('snippets', () => {
  it('are cut around the first match, deep in a long transcript', async () => {
    const filler = 'and the people went up to the house of the Lord to pray. '.repeat(250);
    await t.db.insert(teachings).values({
      title: 'A long night of prayer',
      slug: 'long-night-of-prayer',
      description: 'Watching and praying.',
      language: 'en',
      transcriptText: `${filler}Then came Quillomander with the lamps. ${filler}`,
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const res = await t.call('GET', '/api/search?q=quillomander&lang=en');
    const group = siteSearchAnswerSchema
      .parse(res.json())
      .groups.find((g) => g.kind === 'teaching');
    expect(group?.items[0]?.snippet).toContain('<mark>Quillomander</mark>');
  });
});

describe('the answers the search keeps', () => {
  it('follow every table the index is written from', async () => {
    const { rows } = (await t.db.execute(sql`
      select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where left(g.tgname, 7) = 'search_' and not g.tgisinternal`)) as { rows: { name: string }[] };
    const followed = INDEXED_TABLES.map((table) => getTableName(table));
    expect(rows.length).toBeGreaterThan(0);
    expect(followed).toEqual(expect.arrayContaining(rows.map((row) => row.name)));
  });

  it('find a scheduled teaching once its time has come, not before', async () => {
    now = new Date();
    await t.db.insert(teachings).values({
      title: 'The feast of Plumtreeward',
      slug: 'feast-of-plumtreeward',
      description: 'Tabernacles, at its appointed time.',
      language: 'en',
      status: 'published',
      publishedAt: new Date(now.getTime() + 30_000),
    });
    expect(await titles('Plumtreeward', 'teaching')).toEqual([]);
    now = new Date(now.getTime() + 90_000);
    expect(await titles('Plumtreeward', 'teaching')).toEqual(['The feast of Plumtreeward']);
  });
});
