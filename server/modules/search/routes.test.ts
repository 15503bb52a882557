import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSearchAnswerSchema, type SiteSearchAnswer } from '../../../contract/search';
import { articles, answers, questions, searchDocuments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { indexDocument, removeDocument } from './index-writes';

let t: TestApp;
let member: { cookie: string };
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.signIn({ firstName: 'Priscilla' });
  const past = new Date(Date.now() - 30 * day);
  await t.db.insert(articles).values([
    {
      title: 'La resurrección de Jesús',
      slug: 'la-resurreccion',
      content: 'Jesús resucitó al tercer día, como dicen las Escrituras.',
      language: 'es',
      status: 'published',
      publishedAt: past,
    },
    {
      title: 'The hidden draft about Melchizedek',
      slug: 'hidden-draft',
      content: 'Melchizedek, king of Salem, in a draft nobody may read yet.',
      status: 'draft',
    },
    {
      title: 'Melchizedek in the future',
      slug: 'scheduled-melchizedek',
      content: 'A scheduled article about Melchizedek.',
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 10 * day),
    },
    {
      title: 'Markup in an article',
      slug: 'markup',
      content: 'Tabernacle <script>alert(1)</script> bread & "wine", it\'s 3 < 4',
      status: 'published',
      publishedAt: past,
    },
    {
      title: 'Grace upon grace',
      slug: 'grace-old',
      content: 'Of grace, written long ago.',
      status: 'published',
      publishedAt: new Date(Date.now() - 900 * day),
    },
    {
      title: 'Grace upon grace again',
      slug: 'grace-new',
      content: 'Of grace, written this month.',
      status: 'published',
      publishedAt: past,
    },
  ]);
  const [open, closed] = await t.db
    .insert(questions)
    .values([
      {
        title: 'Who was Zerubbabel?',
        content: 'The governor in Haggai.',
        category: 'scripture',
        isPublic: true,
        status: 'answered',
      },
      {
        title: 'Zerubbabel and my family',
        content: 'A private matter.',
        category: 'general',
        isPublic: false,
      },
    ])
    .returning();
  if (!open || !closed) throw new Error('questions not created');
  await t.db.insert(answers).values([
    { questionId: open.id, content: 'He led the return and rebuilt the altar (Ezra 3).' },
    { questionId: closed.id, content: 'A private answer about Zerubbabel.' },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function search(query: string, extra = '', cookie?: string): Promise<SiteSearchAnswer> {
  const res = await t.call('GET', `/api/search?q=${encodeURIComponent(query)}${extra}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return siteSearchAnswerSchema.parse(res.json());
}
const group = (answer: SiteSearchAnswer, kind: string) =>
  answer.groups.find((g) => g.kind === kind);
const titles = (answer: SiteSearchAnswer, kind: string) =>
  group(answer, kind)?.items.map((item) => item.title) ?? [];

describe('GET /api/search', () => {
  it('ignores accents: "jesus" finds "Jesús", "resurreicao" finds "ressurreição"', async () => {
    expect(titles(await search('jesus', '&lang=es'), 'article')).toContain(
      'La resurrección de Jesús',
    );
    const pt = await search('resurreicao', '&lang=pt');
    const study = group(pt, 'study');
    expect(study?.items[0]?.language).toBe('pt');
    expect(study?.items[0]?.snippet.toLowerCase()).toContain('<mark>ressurreição</mark>');
  });

  it('forgives misspellings: "resurection" and "Danial"', async () => {
    expect(titles(await search('resurection'), 'study')).toContain('The Restoration of All Things');
    const daniel = await search('Danial');
    expect(titles(daniel, 'character')).toContain('Daniel');
    expect(group(daniel, 'character')?.items[0]?.url).toBe('/characters#character-4-name');
  });

  it("stems each language's words", async () => {
    expect(titles(await search('prophets'), 'study').length).toBeGreaterThan(0);
    expect(titles(await search('profetas', '&lang=es'), 'study').length).toBeGreaterThan(0);
    const es = await search('resucitado', '&lang=es&kind=article');
    expect(titles(es, 'article')).toEqual(['La resurrección de Jesús']);
    const pt = await search('profecias', '&lang=pt&kind=study');
    expect(group(pt, 'study')?.items[0]?.language).toBe('pt');
  });

  it("puts the page's language first and links in it", async () => {
    const es = await search('jesus', '&lang=es&kind=study');
    const items = group(es, 'study')?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.language).toBe('es');
    expect(items[0]?.url).toMatch(/^\/es\/bible-study\?study=\d&lang=es$/);
  });

  it('ranks recent articles before old ones, titles above bodies', async () => {
    expect(titles(await search('grace', '&kind=article'), 'article')).toEqual([
      'Grace upon grace again',
      'Grace upon grace',
    ]);
  });

  it('answers a Scripture reference in any form with its passage first', async () => {
    for (const [query, lang, reference] of [
      ['John 3:16', 'en', 'John 3:16'],
      ['Jn 3 16', 'en', 'John 3:16'],
      ['Juan 3,16', 'es', 'Juan 3:16'],
      ['1 Co 13', 'en', '1 Corinthians 13'],
    ] as const) {
      const answer = await search(query, `&lang=${lang}`);
      expect(answer.passage?.reference, query).toBe(reference);
      expect(answer.groups[0]?.kind, query).toBe('verse');
    }
    const john = await search('John 3:16');
    expect(john.passage?.url).toBe('/bible/John/3#v16');
    expect(group(john, 'verse')?.items[0]?.title).toBe('John 3:16');
  });

  it('merges Bible verses with highlighted words', async () => {
    const verses = group(await search('Melchizedek', '&kind=verse'), 'verse');
    expect(verses?.total).toBeGreaterThan(5);
    expect(verses?.items[0]?.snippet).toContain('<mark>Melchizedek</mark>');
    expect(verses?.items[0]?.url).toMatch(/^\/bible\/[\w-]+\/\d+#v\d+$/);
  });

  it('never finds drafts, articles not yet published, or private questions', async () => {
    const answer = await search('Melchizedek');
    expect(group(answer, 'article')).toBeUndefined();
    const asked = await search('Zerubbabel', '&kind=question');
    expect(titles(asked, 'question')).toEqual(['Who was Zerubbabel?']);
    // The answer's words find the public question too.
    expect(titles(await search('altar rebuilt', '&kind=question'), 'question')).toEqual([
      'Who was Zerubbabel?',
    ]);
  });

  it('follows writes in their transaction: unpublished, edited and deleted articles', async () => {
    expect(titles(await search('tercer día', '&lang=es'), 'article')).toHaveLength(1);
    await t.db
      .update(articles)
      .set({ status: 'draft' })
      .where(sql`slug = 'la-resurreccion'`);
    expect(group(await search('tercer día', '&lang=es'), 'article')).toBeUndefined();
    await t.db
      .update(articles)
      .set({ status: 'published' })
      .where(sql`slug = 'la-resurreccion'`);
    await t.db
      .update(articles)
      .set({ title: 'Cristo resucitado' })
      .where(sql`slug = 'la-resurreccion'`);
    expect(titles(await search('tercer día', '&lang=es'), 'article')).toEqual([
      'Cristo resucitado',
    ]);
    await t.db.delete(articles).where(sql`slug = 'la-resurreccion'`);
    expect(group(await search('tercer día', '&lang=es'), 'article')).toBeUndefined();
  });

  it("shows members' things to members only, through the indexing API", async () => {
    await t.db.transaction((tx) =>
      indexDocument(tx, {
        kind: 'teaching',
        id: 77,
        language: 'en',
        title: 'Ebenezer: the stone of help',
        body: 'A teaching for the members.',
        url: '/teachings/77',
        audience: 'members',
      }),
    );
    expect(group(await search('Ebenezer', '&kind=teaching'), 'teaching')).toBeUndefined();
    const seen = await search('Ebenezer', '&kind=teaching', member.cookie);
    expect(titles(seen, 'teaching')).toEqual(['Ebenezer: the stone of help']);
    await t.db.transaction((tx) => removeDocument(tx, 'teaching', 77));
    expect(group(await search('Ebenezer', '', member.cookie), 'teaching')).toBeUndefined();
  });

  it('escapes what the content holds; only <mark> is markup', async () => {
    const item = group(await search('tabernacle', '&kind=article'), 'article')?.items[0];
    expect(item?.snippet).toContain('bread &amp; &quot;wine');
    expect(item?.snippet).not.toContain('script');
    expect(item?.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it('pages through one kind', async () => {
    const first = await search('the', '&kind=verse');
    const second = await search('the', '&kind=verse&page=2');
    expect(first.groups[0]?.items).toHaveLength(10);
    expect(second.groups[0]?.items[0]?.title).not.toBe(first.groups[0]?.items[0]?.title);
  });

  it('refuses a blank, too long or wrongly kinded query with the usual message', async () => {
    for (const [url, field] of [
      ['/api/search?q=', 'q'],
      ['/api/search', 'q'],
      [`/api/search?q=${'a'.repeat(201)}`, 'q'],
      ['/api/search?q=grace&kind=sermon', 'kind'],
      ['/api/search?q=grace&lang=fr', 'lang'],
      ['/api/search?q=grace&page=0', 'page'],
    ] as const) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(
        res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field],
      ).toBeDefined();
    }
    expect((await t.call('GET', '/api/search?q=')).json<{ message: string }>().message).toBe(
      'Enter words or a reference to search for',
    );
  });

  it('follows the timeline and the characters from their tables, in every language', async () => {
    const rows = await t.db
      .select({ kind: searchDocuments.kind, n: sql<number>`count(*)::int` })
      .from(searchDocuments)
      .where(inArray(searchDocuments.kind, ['timeline', 'character']))
      .groupBy(searchDocuments.kind)
      .orderBy(searchDocuments.kind);
    expect(rows).toEqual([
      { kind: 'character', n: 6 * 3 },
      { kind: 'timeline', n: 15 * 3 },
    ]);
  });
});

describe('the search rate limit', () => {
  it('answers 429 past the limit per visitor', async () => {
    const limited = await createTestApp({ rateLimits: { search: { max: 2, timeWindow: 60_000 } } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.call('GET', '/api/search?q=x')).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
