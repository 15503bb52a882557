import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { fixtureBuild, h1, ORIGIN, ssrData } from '../test/built-pages';

/**
 * The Bible Study Center rendered at request time in the whole app: the list and the reader
 * carry the studies the database holds in the first HTML, with the answers the screen reads, so
 * neither asks again; what the administrator writes shows at the next request.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    dist: fixtureBuild(),
    ssr: () => import('../../client/src/entry-server'),
    config: testConfig({ PUBLIC_URL: ORIGIN }),
  });
  admin = (await t.signIn({ isAdmin: true })).cookie;
});
afterAll(() => t.close());

const keys = (html: string) => ssrData(html).data.queries.map((q) => q.key[0]);

describe('the Bible Study Center, rendered at request time', () => {
  it('carries the list of the studies in each language', async () => {
    const res = await t.app.inject('/bible-study');
    expect(res.statusCode).toBe(200);
    expect(h1(res.body)).toBe('Bible Study Center');
    expect(res.body).toContain('The Restoration of All Things');
    expect(keys(res.body)).toEqual(['/api/studies']);
    const spanish = await t.app.inject('/es/bible-study');
    expect(spanish.body).toContain('La restauración de todas las cosas');
  });

  it('carries a study in the reader with the list, its head naming the study', async () => {
    const res = await t.app.inject('/pt/bible-study?study=2&utm_source=mail');
    expect(res.statusCode).toBe(200);
    expect(h1(res.body)).toBe('A profecia de Joel e o dia de Pentecostes');
    expect(res.body).toContain('data-testid="study-article"');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/pt/bible-study?study=2"`);
    expect(res.body).toMatch(/<title>A profecia de Joel e o dia de Pentecostes \|/);
    expect(keys(res.body)).toEqual(['/api/studies', '/api/studies/2']);
  });

  it('shows a study the administrator adds at the next request, in its languages', async () => {
    const added = await t.call('POST', '/api/admin/studies', admin, {
      title: { en: 'The Sabbath Rest', pt: 'O descanso do sábado' },
      description: { en: 'The rest that remains.', pt: 'O descanso que resta.' },
      content: {
        en: '# The Sabbath Rest\n\nThere remains a Sabbath rest (Hebrews 4:9).',
        pt: '# O descanso do sábado\n\nResta um repouso sabático (Hebreus 4:9).',
      },
      category: 'Doctrine',
      duration: '15-20 minutes',
      featured: false,
      status: 'published',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    expect((await t.app.inject('/bible-study')).body).toContain('The Sabbath Rest');
    expect((await t.app.inject('/pt/bible-study')).body).toContain('O descanso do sábado');
    const reader = await t.app.inject(`/pt/bible-study?study=${id}`);
    expect(reader.body).toContain('Resta um repouso sabático');
    // The reference is a link to the passage in the reader's Bible.
    expect(reader.body).toMatch(/<a [^>]*href="\/pt\/bible\/[^"]*"[^>]*>Hebreus 4:9<\/a>/);
  });
});
