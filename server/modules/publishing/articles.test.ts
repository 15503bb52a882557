import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminArticleSchema,
  articlePageSchema,
  ORIGINAL_IS_SELF,
  ORIGINAL_NOT_FOUND,
  publicArticleSchema,
  SCHEDULE_NEEDS_FUTURE,
  SLUG_TAKEN,
  translationExists,
  type AdminArticle,
  type ArticleBody,
} from '../../../contract/publishing';
import { articleSummarySchema } from '../../../contract/publishing';
import { createTestApp, type TestApp } from '../../test/app';
import { readFeed, readSitemap } from '../../test/feeds';

const HOUR = 60 * 60 * 1000;
let now = new Date();
let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
});
afterAll(() => t.close());

let counter = 0;
/** A valid article body; each call a new title. */
function body(overrides: Partial<ArticleBody> = {}): ArticleBody {
  counter += 1;
  return {
    title: `The Hope of Israel ${counter}`,
    excerpt: 'Paul called it the hope of Israel.',
    content: 'From Daniel 12:2 to 1 Cor 15 the Scriptures speak with one voice.',
    category: 'Doctrine',
    language: 'en',
    status: 'published',
    ...overrides,
  };
}

async function create(overrides: Partial<ArticleBody> = {}): Promise<AdminArticle> {
  const res = await t.call('POST', '/api/admin/articles', admin, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return adminArticleSchema.parse(res.json());
}

const list = async (query = '') => {
  const res = await t.app.inject(`/api/articles${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return articlePageSchema.parse(res.json());
};
const slugsIn = async (query = '') => (await list(query)).items.map((a) => a.slug);
const featuredSlugs = async (lang = 'en') =>
  (await t.app.inject(`/api/articles/featured?lang=${lang}`))
    .json<{ slug: string }[]>()
    .map((a) => a.slug);

const PUBLIC_URL = 'http://localhost:3000';

describe('who may use the admin routes', { tags: ['asvs-v8'] }, () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/articles'],
    ['POST', '/api/admin/articles', {}],
    ['GET', '/api/admin/articles/1'],
    ['PUT', '/api/admin/articles/1', {}],
    ['DELETE', '/api/admin/articles/1'],
    ['POST', '/api/admin/articles/preview', { content: 'x' }],
    ['POST', '/api/admin/articles/1/translate', { language: 'es' }],
    ['POST', '/api/admin/articles/1/newsletter'],
    ['GET', '/api/admin/ebooks'],
    ['POST', '/api/admin/ebooks', {}],
    ['PUT', '/api/admin/ebooks/1', {}],
    ['DELETE', '/api/admin/ebooks/1'],
    ['GET', '/api/admin/videos'],
    ['POST', '/api/admin/videos', {}],
    ['PUT', '/api/admin/videos/1', {}],
    ['DELETE', '/api/admin/videos/1'],
    ['POST', '/api/admin/media', {}],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for a member', async (method, url, payload) => {
    const m = method as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const out = await t.call(m, url, undefined, payload);
    expect(out.statusCode).toBe(401);
    expect(out.json()).toMatchObject({ message: expect.any(String) });
    const asMember = await t.call(m, url, member, payload);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ message: 'Administrators only' });
  });
});

describe('writing articles', () => {
  it('creates an article with an address made from its title and its reading time', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/articles',
      admin,
      body({ title: 'Qué es el Reino de Dios?', language: 'es', content: 'palabra '.repeat(700) }),
    );
    expect(res.statusCode).toBe(201);
    const article = adminArticleSchema.parse(res.json());
    expect(article).toMatchObject({
      slug: 'que-es-el-reino-de-dios',
      path: '/articles/que-es-el-reino-de-dios',
      status: 'published',
      language: 'es',
      readTime: 3,
      originalId: null,
      featured: false,
    });
    expect(article.publishedAt).toBe(now.toISOString());
  });

  it('makes a taken address unique with -2, -3', async () => {
    const first = await create({ title: 'Grace and Truth' });
    const second = await create({ title: 'Grace and Truth', language: 'pt' });
    const third = await create({ title: 'Grace and Truth!' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'grace-and-truth',
      'grace-and-truth-2',
      'grace-and-truth-3',
    ]);
  });

  it('refuses an address another article has with 409', async () => {
    const first = await create({ slug: 'the-narrow-way' });
    const res = await t.call('POST', '/api/admin/articles', admin, body({ slug: first.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: SLUG_TAKEN, fieldErrors: { slug: [SLUG_TAKEN] } });
    const other = await create();
    const put = await t.call(
      'PUT',
      `/api/admin/articles/${other.id}`,
      admin,
      body({ slug: first.slug }),
    );
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ message: SLUG_TAKEN });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no title', { title: '  ' }, 'title', 'Title is required'],
    ['a long title', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
    ['no excerpt', { excerpt: '' }, 'excerpt', 'Excerpt is required'],
    [
      'a long excerpt',
      { excerpt: 'x'.repeat(301) },
      'excerpt',
      'Excerpt must be at most 300 characters',
    ],
    ['no content', { content: ' ' }, 'content', 'Content is required'],
    ['an unknown category', { category: 'Gossip' }, 'category', 'Choose a category'],
    ['an unknown language', { language: 'fr' }, 'language', 'Choose a language'],
    ['an unknown status', { status: 'live' }, 'status', 'Choose draft, scheduled or published'],
    [
      'an address with spaces',
      { slug: 'Not A Slug' },
      'slug',
      'Use lowercase letters, digits and single hyphens',
    ],
    ['a long address', { slug: 'a'.repeat(101) }, 'slug', 'Address must be at most 100 characters'],
    ['a date that is no date', { publishedAt: 'tomorrow' }, 'publishedAt', 'Enter a date and time'],
    ['a bad cover key', { coverImage: '../etc/passwd' }, 'coverImage', 'Upload the image again'],
  ])('refuses %s with its message', async (_name, change, field, message) => {
    const res = await t.call('POST', '/api/admin/articles', admin, { ...body(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
  });

  it('refuses a cover that was never uploaded', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/articles',
      admin,
      body({ coverImage: 'a'.repeat(32) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { coverImage: ['Upload the image again'] } });
  });

  it('needs a time in the future to schedule', async () => {
    for (const publishedAt of [undefined, new Date(now.getTime() - 1000).toISOString()]) {
      const res = await t.call(
        'POST',
        '/api/admin/articles',
        admin,
        body({ status: 'scheduled', ...(publishedAt ? { publishedAt } : {}) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: SCHEDULE_NEEDS_FUTURE,
        code: 'BAD_REQUEST',
        fieldErrors: { publishedAt: [SCHEDULE_NEEDS_FUTURE] },
      });
    }
  });

  it('refuses a translation of an article that does not exist, or of itself', async () => {
    const missing = await t.call(
      'POST',
      '/api/admin/articles',
      admin,
      body({ originalId: 999_999 }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { originalId: [ORIGINAL_NOT_FOUND] } });
    const article = await create();
    const self = await t.call(
      'PUT',
      `/api/admin/articles/${article.id}`,
      admin,
      body({ originalId: article.id }),
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ fieldErrors: { originalId: [ORIGINAL_IS_SELF] } });
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('reads, changes and deletes an article; 404 for one that does not exist', async () => {
    const article = await create({ status: 'draft' });
    const got = await t.call('GET', `/api/admin/articles/${article.id}`, admin);
    expect(got.statusCode).toBe(200);
    expect(adminArticleSchema.parse(got.json())).toEqual(article);

    now = new Date(now.getTime() + 1000);
    const put = await t.call(
      'PUT',
      `/api/admin/articles/${article.id}`,
      admin,
      body({ title: 'A new title', slug: '', status: 'published', featured: true }),
    );
    expect(put.statusCode).toBe(200);
    const changed = adminArticleSchema.parse(put.json());
    // An empty address keeps the one visitors already know.
    expect(changed).toMatchObject({ title: 'A new title', slug: article.slug, featured: true });
    expect(changed.updatedAt).toBe(now.toISOString());
    expect(changed.publishedAt).toBe(now.toISOString());

    // Later edits keep the time it was first published.
    const published = changed.publishedAt;
    now = new Date(now.getTime() + HOUR);
    const again = await t.call(
      'PUT',
      `/api/admin/articles/${article.id}`,
      admin,
      body({ title: 'A newer title' }),
    );
    expect(adminArticleSchema.parse(again.json()).publishedAt).toBe(published);

    const listed = await t.call('GET', '/api/admin/articles', admin);
    expect(listed.json<AdminArticle[]>()[0]?.id).toBe(article.id);

    expect((await t.call('DELETE', `/api/admin/articles/${article.id}`, admin)).statusCode).toBe(
      204,
    );
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body()],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/admin/articles/${article.id}`, admin, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Article not found' });
    }
    expect((await t.call('GET', '/api/admin/articles/0', admin)).statusCode).toBe(400);
  });

  it('renders the preview as the page does, scripts inert', async () => {
    const res = await t.call('POST', '/api/admin/articles/preview', admin, {
      content: '# Title\n\nJohn 3:16 <script>alert(1)</script> [x](javascript:alert(1))',
    });
    expect(res.statusCode).toBe(200);
    const { html } = res.json<{ html: string }>();
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('href="/bible/John/3#v16"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    const long = await t.call('POST', '/api/admin/articles/preview', admin, {
      content: 'x'.repeat(200_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Content must be at most 200000 characters' });
  });
});

describe('what visitors see', () => {
  it('never shows a draft: not in the list, the page, the featured, the feed or the sitemap', async () => {
    const draft = await create({ status: 'draft', featured: true, title: 'Secret draft' });
    expect(await slugsIn()).not.toContain(draft.slug);
    const page = await t.app.inject(`/api/articles/${draft.slug}`);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'Article not found', code: 'NOT_FOUND' });
    expect(await featuredSlugs()).not.toContain(draft.slug);
    expect((await readFeed(t)).items.map((i) => i.link)).not.toContain(
      `${PUBLIC_URL}${draft.path}`,
    );
    expect((await readSitemap(t)).map((u) => u.loc)).not.toContain(`${PUBLIC_URL}${draft.path}`);
  });

  it('shows a scheduled article at its time, without anyone acting', async () => {
    const at = new Date(now.getTime() + 2 * HOUR);
    const scheduled = await create({
      status: 'scheduled',
      publishedAt: at.toISOString(),
      title: 'Appears later',
    });
    expect(scheduled.status).toBe('scheduled');
    const url = `${PUBLIC_URL}${scheduled.path}`;
    // Read (and kept) before its time.
    expect(await slugsIn()).not.toContain(scheduled.slug);
    expect((await t.app.inject(`/api/articles/${scheduled.slug}`)).statusCode).toBe(404);
    expect((await readFeed(t)).items.map((i) => i.link)).not.toContain(url);
    expect((await readSitemap(t)).map((u) => u.loc)).not.toContain(url);

    now = new Date(at.getTime() - 1);
    expect(await slugsIn()).not.toContain(scheduled.slug);

    now = at;
    expect(await slugsIn()).toContain(scheduled.slug);
    const page = await t.app.inject(`/api/articles/${scheduled.slug}`);
    expect(page.statusCode).toBe(200);
    expect(publicArticleSchema.parse(page.json()).publishedAt).toBe(at.toISOString());
    expect((await readFeed(t)).items.map((i) => i.link)).toContain(url);
    expect((await readSitemap(t)).map((u) => u.loc)).toContain(url);
    expect(await featuredSlugs()).toContain(scheduled.slug);
  });

  it('answers a published article with its rendered text, inert', async () => {
    const article = await create({
      content:
        '## Hope\n\nSee Rom 8:28-30. <img src=x onerror=alert(1)> <script>alert(1)</script> [x](javascript:alert(1))',
    });
    const res = await t.app.inject(`/api/articles/${article.slug}`);
    expect(res.statusCode).toBe(200);
    const page = publicArticleSchema.parse(res.json());
    expect(page).toMatchObject({
      id: article.id,
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      category: 'Doctrine',
      language: 'en',
      cover: null,
      translations: [],
    });
    // The article's only heading level is ranked first under the page's title.
    expect(page.html).toContain('<h2>Hope</h2>');
    expect(page.html).toContain(
      '<a href="/bible/Romans/8#v28-30" class="scripture-ref" data-osis="Rom.8.28-Rom.8.30" data-popover-link>',
    );
    // The raw HTML is shown as text; no element of it is left.
    expect(page.html).not.toMatch(/<script|<img|<[^>]*onerror|href="javascript:/);
    expect(page.html).toContain('&lt;script&gt;');
  });

  it('links the Scripture references of an article in its own language', async () => {
    const spanish = await create({
      language: 'es',
      content:
        'Nada nos separará del amor de Dios (Romanos 8:37-39), como dice Juan 3:16; también 1 Corintios 15:20.',
    });
    const portuguese = await create({
      language: 'pt',
      content: 'Leia João 3:16 e 1 Coríntios 15:20.',
    });
    const english = await create({});
    const html = async (slug: string) =>
      publicArticleSchema.parse((await t.app.inject(`/api/articles/${slug}`)).json()).html;
    const osis = (page: string) => [...page.matchAll(/data-osis="([^"]+)"/g)].map((m) => m[1]);

    const es = await html(spanish.slug);
    expect(es).toContain(
      '<a href="/bible/Romans/8#v37-39" class="scripture-ref" data-osis="Rom.8.37-Rom.8.39" data-popover-link>Romanos 8:37-39</a>',
    );
    expect(osis(es)).toEqual(['Rom.8.37-Rom.8.39', 'John.3.16', '1Cor.15.20']);
    expect(osis(await html(portuguese.slug))).toEqual(['John.3.16', '1Cor.15.20']);
    // 'From Daniel 12:2 to 1 Cor 15': two places, not one range across the Old Testament.
    expect(osis(await html(english.slug))).toEqual(['Dan.12.2', '1Cor.15']);

    // The editor's preview reads the references in the article's language too.
    const preview = await t.call('POST', '/api/admin/articles/preview', admin, {
      content: 'Lea Hechos 2:38.',
      language: 'es',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ html: string }>().html).toContain('data-osis="Acts.2.38"');
  });

  it('answers 404 for an address that cannot be an article', async () => {
    for (const slug of ['Not-A-Slug', '..%2F..%2Fetc', 'nothing-here', 'a--b']) {
      const res = await t.app.inject(`/api/articles/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Article not found' });
    }
    const long = await t.app.inject(`/api/articles/${'x'.repeat(300)}`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
  });

  it('lists by language and category, newest first, 12 to a page', async () => {
    const before = (await list('?lang=pt')).total;
    const beforeProphecy = (await list('?lang=pt&category=Prophecy')).total;
    const made: AdminArticle[] = [];
    for (let i = 0; i < 14; i += 1) {
      now = new Date(now.getTime() + 1000);
      made.push(await create({ language: 'pt', category: i % 2 ? 'Prophecy' : 'Practice' }));
    }
    const first = await list('?lang=pt');
    expect(first).toMatchObject({ total: before + 14, page: 1, pageSize: 12 });
    expect(first.items.map((a) => a.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((a) => a.id),
    );
    const second = await list('?lang=pt&page=2');
    expect(second.items.slice(0, 2).map((a) => a.id)).toEqual([made[1]?.id, made[0]?.id]);
    const prophecy = await list('?lang=pt&category=Prophecy');
    expect(prophecy.total).toBe(beforeProphecy + 7);
    expect(prophecy.items.every((a) => a.category === 'Prophecy')).toBe(true);
    expect((await list('?lang=pt&page=100')).items).toEqual([]);
    for (const item of first.items) articleSummarySchema.parse(item);
  });

  it.each([
    ['?lang=fr', 'lang'],
    ['?category=Gossip', 'category'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
  ])('refuses the list query %s with 400', async (query, field) => {
    const res = await t.app.inject(`/api/articles${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { [field]: [expect.any(String)] } });
  });

  it('changes its answers at once after an admin write', async () => {
    const article = await create({ title: 'Before the change' });
    expect((await list()).items.map((a) => a.title)).toContain('Before the change');
    await t.call(
      'PUT',
      `/api/admin/articles/${article.id}`,
      admin,
      body({ title: 'After the change' }),
    );
    const titles = (await list()).items.map((a) => a.title);
    expect(titles).toContain('After the change');
    expect(titles).not.toContain('Before the change');
    await t.call('DELETE', `/api/admin/articles/${article.id}`, admin);
    expect((await t.app.inject(`/api/articles/${article.slug}`)).statusCode).toBe(404);
  });

  it('puts the featured first on the home page, then the newest, three at most', async () => {
    now = new Date(now.getTime() + HOUR);
    const featured = await create({ language: 'es', featured: true });
    now = new Date(now.getTime() + HOUR);
    const newer = await Promise.all([1, 2, 3].map(() => create({ language: 'es' })));
    const slugs = await featuredSlugs('es');
    expect(slugs).toHaveLength(3);
    expect(slugs[0]).toBe(featured.slug);
    expect(newer.map((a) => a.slug)).toEqual(expect.arrayContaining(slugs.slice(1)));
  });
});

describe('translations', () => {
  it('makes a draft in another language linked to the original, and links the published ones', async () => {
    const original = await create({ title: 'The Kingdom', coverImage: null });
    const res = await t.call('POST', `/api/admin/articles/${original.id}/translate`, admin, {
      language: 'es',
    });
    expect(res.statusCode).toBe(201);
    const spanish = adminArticleSchema.parse(res.json());
    expect(spanish).toMatchObject({
      title: original.title,
      excerpt: original.excerpt,
      content: original.content,
      category: original.category,
      language: 'es',
      originalId: original.id,
      status: 'draft',
      publishedAt: null,
    });
    expect(spanish.slug).not.toBe(original.slug);

    // A translation of the translation links to the first original.
    const portuguese = adminArticleSchema.parse(
      (
        await t.call('POST', `/api/admin/articles/${spanish.id}/translate`, admin, {
          language: 'pt',
        })
      ).json(),
    );
    expect(portuguese.originalId).toBe(original.id);

    for (const [id, language] of [
      [original.id, 'en'],
      [portuguese.id, 'es'],
    ] as const) {
      const taken = await t.call('POST', `/api/admin/articles/${id}/translate`, admin, {
        language,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: translationExists(language) });
    }

    // Drafts are not offered to visitors as translations.
    let page = publicArticleSchema.parse(
      (await t.app.inject(`/api/articles/${original.slug}`)).json(),
    );
    expect(page.translations).toEqual([]);

    await t.call(
      'PUT',
      `/api/admin/articles/${spanish.id}`,
      admin,
      body({
        title: 'El Reino',
        slug: 'el-reino',
        language: 'es',
        originalId: spanish.originalId,
      }),
    );
    page = publicArticleSchema.parse((await t.app.inject(`/api/articles/${original.slug}`)).json());
    expect(page.translations).toEqual([
      { language: 'es', slug: 'el-reino', title: 'El Reino', path: '/articles/el-reino' },
    ]);
    const back = publicArticleSchema.parse((await t.app.inject('/api/articles/el-reino')).json());
    expect(back.originalId).toBe(original.id);
    expect(back.translations.map((x) => x.slug)).toEqual([original.slug]);
    expect(await slugsIn('?lang=es')).toContain('el-reino');

    // Deleting the original keeps its translation, no longer linked.
    await t.call('DELETE', `/api/admin/articles/${original.id}`, admin);
    const orphan = await t.call('GET', `/api/admin/articles/${spanish.id}`, admin);
    expect(adminArticleSchema.parse(orphan.json()).originalId).toBeNull();
  });

  it('refuses an unknown article (404) and an unknown language (400)', async () => {
    const missing = await t.call('POST', '/api/admin/articles/999999/translate', admin, {
      language: 'es',
    });
    expect(missing.statusCode).toBe(404);
    const article = await create();
    const bad = await t.call('POST', `/api/admin/articles/${article.id}/translate`, admin, {
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { language: ['Choose a language'] } });
  });
});
