import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  articleApiPath,
  type ArticlePage,
  type ArticleSummary,
  type PublicArticle,
} from '../../contract/publishing';
import { STRIPE_CONFIG_PATH } from '../../contract/donations';
import { en } from '../../contract/messages/en';
import { es } from '../../contract/messages/es';
import { SSR_DATA_ID, ssrDataSchema } from '../../contract/ssr-data';
import { dailyVerseRef, verseOfTheDay } from '../../content/verses-of-the-day';
import type { PassageAnswer } from '../../contract/bible';
import type { Ebook, Video } from '../../contract/catalog';
import { videoEpisodes } from '../../content/videos';
import { seed } from '../db/seed';
import { startFakeStripe } from '../test/stripe';
import { createContentVersion, type ContentVersion } from '../infra/content-version';
import { createTestApp, testConfig } from '../test/app';
import { pagesPlugin } from './plugin';
import type { SsrBundle } from './render';

/**
 * Pages rendered at request time, through the real app's rendering (client/src/entry-server)
 * into a miniature build's template, from a stand-in of the articles API (the same answers'
 * shapes, counted, so that what is kept in memory shows).
 */

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--><script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

function fixtureBuild() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ministry-ssr-'));
  const clientDir = path.join(root, 'client');
  const pagesDir = path.join(root, 'pages');
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  mkdirSync(pagesDir, { recursive: true });
  // After the build the template itself is the shell (markers filled); the copy keeps them.
  writeFileSync(
    path.join(clientDir, 'index.html'),
    TEMPLATE.replace('<!--app-head-->', '<title>Shell</title>'),
  );
  writeFileSync(path.join(pagesDir, '.index.template'), TEMPLATE);
  writeFileSync(
    path.join(pagesDir, '404.html'),
    TEMPLATE.replace('<!--app-html-->', '<h1>404 Page Not Found</h1>'),
  );
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true },
      'src/features/articles/article-detail-screen.tsx': {
        file: 'assets/article-detail-screen-123.js',
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared-456.js' },
    }),
  );
  return { clientDir, pagesDir };
}

const ORIGIN = 'https://ministry.example';
const T0 = new Date('2026-03-05T12:00:00Z');

const cover = {
  src: '/media/0123456789abcdef0123456789abcdef-960.webp',
  srcSet:
    '/media/0123456789abcdef0123456789abcdef-320.webp 320w, /media/0123456789abcdef0123456789abcdef-960.webp 960w',
  width: 960,
  height: 540,
};

function article(overrides: Partial<PublicArticle> = {}): PublicArticle {
  return {
    id: 1,
    slug: 'the-kingdom-of-god',
    path: '/articles/the-kingdom-of-god',
    title: 'The Kingdom of God',
    excerpt: 'What Jesus preached: the good news of the coming Kingdom.',
    category: 'Doctrine',
    language: 'en',
    readTime: 7,
    publishedAt: '2026-03-01T09:00:00.000Z',
    featured: false,
    cover: null,
    html: '<h2>The Gospel</h2><p>Jesus came preaching <strong>the Kingdom</strong>.</p>',
    updatedAt: '2026-03-02T10:00:00.000Z',
    originalId: null,
    translations: [
      {
        language: 'es',
        slug: 'el-reino-de-dios',
        title: 'El Reino de Dios',
        path: '/articles/el-reino-de-dios',
      },
    ],
    ...overrides,
  };
}

const summary = (a: PublicArticle): ArticleSummary => ({
  id: a.id,
  slug: a.slug,
  path: a.path,
  title: a.title,
  excerpt: a.excerpt,
  category: a.category,
  language: a.language,
  readTime: a.readTime,
  publishedAt: a.publishedAt,
  featured: a.featured,
  cover: a.cover,
});

const ebook = (overrides: Partial<Ebook> = {}): Ebook => ({
  id: 1,
  title: 'The Restoration of All Things',
  description: 'The promises to the fathers, and how every one of them will be kept.',
  price: '$9.99',
  amazonUrl: 'https://www.amazon.com/dp/B000000001',
  rating: 5,
  reviewCount: 12,
  featured: true,
  coverImage: null,
  cover: null,
  position: 1,
  ...overrides,
});

const video: Video = {
  id: 1,
  title: 'The Gospel of the Kingdom',
  description: 'What Jesus preached, and what it means for us.',
  youtubeId: 'abcdefghijk',
  category: 'Teaching',
  duration: 1800,
  publishedAt: '2026-01-10T00:00:00.000Z',
  featured: true,
};

/** The stand-in's passage: its reference and one verse that names it. */
const passage = (ref: string, version: 'web' | 'rv1909'): PassageAnswer => ({
  reference: ref,
  osis: ref,
  version,
  total: 1,
  verses: [{ book_name: ref, chapter: 1, verse: 1, text: `The text of ${ref} (${version}).` }],
});

interface Stub {
  articles: Map<string, PublicArticle>;
  ebooks: Ebook[];
  video: Video | null;
  calls: string[];
  fail: boolean;
}

let ssr: SsrBundle;
beforeAll(async () => {
  ssr = await import('../../client/src/entry-server');
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function makeApp(
  options: {
    ssr?: boolean;
    bundle?: SsrBundle;
    contentVersion?: ContentVersion;
    publicUrl?: string;
    clock?: () => Date;
  } = {},
) {
  const stub: Stub = {
    articles: new Map([[article().slug, article()]]),
    ebooks: [ebook()],
    video,
    calls: [],
    fail: false,
  };
  const app = Fastify({ logger: false });
  apps.push(app);
  app.get('/api/articles', (request, reply) => {
    stub.calls.push(request.url);
    if (stub.fail) return reply.status(503).send({ message: 'The database is unavailable' });
    const query = request.query as { lang?: string };
    const items = [...stub.articles.values()]
      .filter((a) => a.language === (query.lang ?? 'en'))
      .map(summary);
    const answer: ArticlePage = { items, total: items.length, page: 1, pageSize: 12 };
    return answer;
  });
  app.get('/api/articles/featured', (request, reply) => {
    stub.calls.push(request.url);
    if (stub.fail) return reply.status(503).send({ message: 'The database is unavailable' });
    const { lang } = request.query as { lang: string };
    return [...stub.articles.values()].filter((a) => a.language === lang).map(summary);
  });
  app.get('/api/ebooks', (request, reply) => {
    stub.calls.push(request.url);
    if (stub.fail) return reply.status(503).send({ message: 'The database is unavailable' });
    return stub.ebooks;
  });
  app.get('/api/ebooks/featured', (request) => {
    stub.calls.push(request.url);
    return stub.ebooks.find((b) => b.featured) ?? null;
  });
  app.get('/api/videos/featured', (request) => {
    stub.calls.push(request.url);
    return stub.video;
  });
  app.get('/api/bible/passage', (request) => {
    stub.calls.push(request.url);
    const { ref, version = 'web' } = request.query as { ref: string; version?: 'web' | 'rv1909' };
    return passage(ref, version);
  });
  app.get('/api/articles/:slug', (request, reply) => {
    stub.calls.push(request.url);
    if (stub.fail) return reply.status(503).send({ message: 'The database is unavailable' });
    const found = stub.articles.get((request.params as { slug: string }).slug);
    return found ?? reply.status(404).send({ message: 'Article not found' });
  });
  const contentVersion = options.contentVersion ?? createContentVersion(() => T0);
  await app.register(pagesPlugin, {
    ...fixtureBuild(),
    publicUrl: options.publicUrl ?? ORIGIN,
    ssr: options.ssr === false ? undefined : () => Promise.resolve(options.bundle ?? ssr),
    contentVersion,
    clock: options.clock,
  });
  await app.ready();
  return { app, stub, contentVersion };
}

/** The text of the page's h1. */
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

const ssrData = (html: string) => {
  const body = new RegExp(
    `<script type="application/json" id="${SSR_DATA_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  return { raw: body, data: ssrDataSchema.parse(JSON.parse(body ?? 'null')) };
};

const unescapeAttr = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const meta = (html: string, name: string) => {
  const found = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : unescapeAttr(found);
};

describe('an article page, rendered at request time', () => {
  it('carries the article in the first HTML: title, date, reading time, translations, body', async () => {
    const { app } = await makeApp();
    const res = await app.inject('/articles/the-kingdom-of-god');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(h1(html)).toBe('The Kingdom of God');
    expect(html).toContain(
      '<h2>The Gospel</h2><p>Jesus came preaching <strong>the Kingdom</strong>.</p>',
    );
    expect(html).toContain('March 1, 2026');
    expect(html).toContain('7 min read');
    expect(html).toContain('Doctrine');
    expect(html).toMatch(/<a [^>]*href="\/articles\/el-reino-de-dios"[^>]*>Español<\/a>/);
    // The site's chrome is there too.
    expect(html).toContain('<main id="main"');
    // It starts on first use: the screen's chunk is preloaded then, not on load.
    expect(html).toMatch(
      /<div id="root" data-hydrate="on-use" data-preload="[^"]*\/assets\/article-detail-screen-123\.js/,
    );
    expect(html).not.toContain('modulepreload');
  });

  it(
    'writes the answers it was made from as a JSON data block, never as a script to run',
    { tags: ['asvs-v3'] },
    async () => {
      const { app, stub } = await makeApp();
      stub.articles.set(
        'the-kingdom-of-god',
        article({
          title: 'Closing </script><script>alert(1)</script> & more',
          html: '<p>A &lt;script&gt; stays text</p>',
        }),
      );
      const html = (await app.inject('/articles/the-kingdom-of-god')).body;
      const { raw, data } = ssrData(html);
      expect(raw).not.toMatch(/[<>]/);
      expect(data.queries).toEqual([
        {
          key: [articleApiPath('the-kingdom-of-god')],
          data: stub.articles.get('the-kingdom-of-god'),
        },
      ]);
      expect(h1(html)).toBe(
        'Closing &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
      );
      // Only the module entry, JSON-LD and the data block: no inline script a browser would run.
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
      for (const attributes of scripts) {
        expect(attributes).toMatch(/type="(module|application\/ld\+json|application\/json)"/);
        if (attributes.includes('module')) expect(attributes).toContain('src=');
      }
    },
  );

  it('has its head: title, excerpt, social card, canonical, hreflang and JSON-LD Article', async () => {
    const { app } = await makeApp();
    const html = (await app.inject('/articles/the-kingdom-of-god/?utm_source=mail')).body;
    expect(html).toContain('<title>The Kingdom of God | Kingdom Truth Ministry</title>');
    const excerpt = 'What Jesus preached: the good news of the coming Kingdom.';
    expect(meta(html, 'description')).toBe(excerpt);
    expect(meta(html, 'og:title')).toBe('The Kingdom of God | Kingdom Truth Ministry');
    expect(meta(html, 'og:description')).toBe(excerpt);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/articles/the-kingdom-of-god`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/articles/the-kingdom-of-god" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/articles/the-kingdom-of-god" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="es" href="${ORIGIN}/articles/el-reino-de-dios" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/articles/the-kingdom-of-god" />`,
    );
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>)
      .find((data) => data['@type'] === 'Article');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'The Kingdom of God',
      description: excerpt,
      inLanguage: 'en',
      datePublished: '2026-03-01T09:00:00.000Z',
      dateModified: '2026-03-02T10:00:00.000Z',
      mainEntityOfPage: `${ORIGIN}/articles/the-kingdom-of-god`,
      image: [`${ORIGIN}/og-image.png`],
      publisher: { name: 'Kingdom Truth Ministry' },
    });
  });

  it("shows its cover, and offers it as the link preview's image", async () => {
    const { app, stub } = await makeApp();
    stub.articles.set('the-kingdom-of-god', article({ cover }));
    const html = (await app.inject('/articles/the-kingdom-of-god')).body;
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}${cover.src}`);
    expect(meta(html, 'og:image:width')).toBe('960');
    expect(meta(html, 'og:image:height')).toBe('540');
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="${cover.src}"`);
    expect(img).toContain('width="960"');
    expect(img).toContain('height="540"');
    expect(unescapeAttr(/srcSet="([^"]*)"/i.exec(img)?.[1] ?? '')).toBe(cover.srcSet);
  });

  it('answers an unknown article with its not-found screen and status 404', async () => {
    const { app } = await makeApp();
    const res = await app.inject('/articles/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(h1(res.body)).toBe('Article Not Found');
    expect(res.body).not.toContain('rel="canonical"');
    expect(ssrData(res.body).data.queries[0]?.error?.status).toBe(404);
    // An address no article could have is the site's 404 page.
    const malformed = await app.inject('/articles/Not_A_Slug');
    expect(malformed.statusCode).toBe(404);
    expect(h1(malformed.body)).toBe('404 Page Not Found');
  });

  it('is answered from memory until the content changes', async () => {
    const { app, stub, contentVersion } = await makeApp();
    const first = await app.inject('/articles/the-kingdom-of-god');
    const again = await app.inject({
      url: '/articles/the-kingdom-of-god',
      headers: { 'accept-encoding': 'br' },
    });
    expect(stub.calls).toEqual(['/api/articles/the-kingdom-of-god']);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    const unchanged = await app.inject({
      url: '/articles/the-kingdom-of-god',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);

    stub.articles.set('the-kingdom-of-god', article({ title: 'The Kingdom of God, Revised' }));
    expect(h1((await app.inject('/articles/the-kingdom-of-god')).body)).toBe('The Kingdom of God');
    contentVersion.changed();
    const changed = await app.inject('/articles/the-kingdom-of-god');
    expect(h1(changed.body)).toBe('The Kingdom of God, Revised');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(stub.calls).toHaveLength(2);
  });

  it('renders a page once for requests that arrive together', async () => {
    const { app, stub } = await makeApp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject('/articles/the-kingdom-of-god')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(stub.calls).toHaveLength(1);
  });

  it('shows a scheduled article at its time, with nobody acting', async () => {
    let now = T0;
    const contentVersion = createContentVersion(() => now);
    const { app, stub } = await makeApp({ contentVersion });
    const at = new Date(T0.getTime() + 60_000);
    contentVersion.changed([at]);
    stub.articles.delete('the-kingdom-of-god');
    expect((await app.inject('/articles/the-kingdom-of-god')).statusCode).toBe(404);
    // The API shows it from its time on (the stand-in, as the real one does).
    stub.articles.set('the-kingdom-of-god', article());
    expect((await app.inject('/articles/the-kingdom-of-god')).statusCode).toBe(404);
    now = at;
    const res = await app.inject('/articles/the-kingdom-of-god');
    expect(res.statusCode).toBe(200);
    expect(h1(res.body)).toBe('The Kingdom of God');
  });

  it('falls back to the shell when the API fails, and keeps nothing', async () => {
    const { app, stub } = await makeApp();
    stub.fail = true;
    const failed = await app.inject('/articles/the-kingdom-of-god');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<title>Shell</title><script');
    expect(h1(failed.body)).toBeUndefined();
    stub.fail = false;
    expect(h1((await app.inject('/articles/the-kingdom-of-god')).body)).toBe('The Kingdom of God');
  });

  it('falls back to the shell when rendering fails', async () => {
    const { app } = await makeApp({
      bundle: {
        renderWithData: () => Promise.reject(new Error('Rendered markup holds an inline script')),
        screenSource: () => undefined,
      },
    });
    const res = await app.inject('/articles/the-kingdom-of-god');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Shell</title><script');
  });

  it('is served by the shell when there is no server-render bundle (no build)', async () => {
    const { app, stub } = await makeApp({ ssr: false });
    const res = await app.inject('/articles/the-kingdom-of-god');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Shell</title><script');
    expect(h1(res.body)).toBeUndefined();
    expect(stub.calls).toEqual([]);
  });
});

describe('the list of articles, rendered at request time', () => {
  it('carries the chosen language’s articles, and reads only the query it knows', async () => {
    const { app, stub } = await makeApp();
    stub.articles.set(
      'el-reino-de-dios',
      article({
        id: 2,
        slug: 'el-reino-de-dios',
        path: '/articles/el-reino-de-dios',
        title: 'El Reino de Dios',
        language: 'es',
        originalId: 1,
      }),
    );
    const res = await app.inject('/articles?utm_source=mail&lang=es&category=Nope');
    expect(res.statusCode).toBe(200);
    expect(stub.calls).toEqual(['/api/articles?lang=es']);
    expect(h1(res.body)).toBe('Articles');
    expect(res.body).toContain('El Reino de Dios');
    expect(res.body).toContain('1 de marzo de 2026');
    expect(res.body).not.toContain('The Kingdom of God</a>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/articles?lang=es" />`);
    expect(res.body).toContain('<title>Articles | Kingdom Truth Ministry</title>');
    // Spanish articles on an English page: a view of its own, with no counterparts.
    expect(res.body).not.toContain('hreflang');
    // The same view under another address is the same page, kept once.
    await app.inject('/articles?lang=es');
    expect(stub.calls).toHaveLength(1);
  });

  it("opens in the page's language, the plain list being one page in three languages", async () => {
    const { app, stub } = await makeApp();
    stub.articles.set(
      'el-reino',
      article({
        id: 2,
        slug: 'el-reino',
        path: '/articles/el-reino',
        title: 'El Reino',
        language: 'es',
      }),
    );
    const res = await app.inject('/es/articles');
    expect(res.statusCode).toBe(200);
    expect(stub.calls).toEqual(['/api/articles?lang=es']);
    expect(res.body).toContain('El Reino');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/es/articles" />`);
    for (const [lang, path] of [
      ['en', '/articles'],
      ['pt', '/pt/articles'],
      ['x-default', '/articles'],
    ]) {
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${ORIGIN}${path}" />`,
      );
    }
    // Naming the page's own language is the same page, kept once.
    await app.inject('/es/articles?lang=es');
    expect(stub.calls).toHaveLength(1);
    // English articles on the Spanish page name their language.
    const english = await app.inject('/es/articles?lang=en');
    expect(english.body).toContain(`<link rel="canonical" href="${ORIGIN}/es/articles?lang=en" />`);
    expect(stub.calls).toEqual(['/api/articles?lang=es', '/api/articles?lang=en']);
  });

  it('says so when a language has no articles yet', async () => {
    const { app } = await makeApp();
    const html = (await app.inject('/articles?lang=pt&category=Prophecy')).body;
    expect(html).toContain('There are no Prophecy articles in Português yet.');
    expect(html).not.toContain('hreflang');
  });
});

describe('articles rendered at request time, in the whole app', () => {
  const entryServer = () => import('../../client/src/entry-server');

  it('shows what the admin publishes, at once and at its time, and never a draft', async () => {
    let now = new Date('2026-03-05T12:00:00Z');
    const t = await createTestApp({
      dist: fixtureBuild(),
      ssr: entryServer,
      clock: () => now,
      config: testConfig({ PUBLIC_URL: ORIGIN }),
    });
    try {
      const { cookie } = await t.signIn({ isAdmin: true });
      const body = {
        title: 'Born Again',
        excerpt: 'What Jesus told Nicodemus.',
        content: '## Water and Spirit\n\nRead John 3:16 and <script>alert(1)</script> again.',
        category: 'Doctrine',
        language: 'en',
        status: 'published',
      };
      const created = await t.call('POST', '/api/admin/articles', cookie, body);
      expect(created.statusCode).toBe(201);
      const { id, slug } = created.json<{ id: number; slug: string }>();

      const page = await t.app.inject(`/articles/${slug}`);
      expect(page.statusCode).toBe(200);
      expect(h1(page.body)).toBe('Born Again');
      expect(page.body).toContain('Water and Spirit');
      expect(page.body).not.toMatch(/<script>alert/);
      expect(meta(page.body, 'description')).toBe('What Jesus told Nicodemus.');
      expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/articles/${slug}" />`);
      const list = await t.app.inject('/articles');
      expect(list.body).toContain('Born Again');

      // An edit shows at once: the kept page is made again.
      const edited = await t.call('PUT', `/api/admin/articles/${id}`, cookie, {
        ...body,
        title: 'Born Again, from Above',
        slug,
      });
      expect(edited.statusCode).toBe(200);
      expect(h1((await t.app.inject(`/articles/${slug}`)).body)).toBe('Born Again, from Above');

      // A draft is never shown; a scheduled article appears at its time.
      const draft = await t.call('POST', '/api/admin/articles', cookie, {
        ...body,
        title: 'Unfinished',
        status: 'draft',
      });
      const draftSlug = draft.json<{ slug: string }>().slug;
      expect((await t.app.inject(`/articles/${draftSlug}`)).statusCode).toBe(404);
      expect((await t.app.inject('/articles')).body).not.toContain('Unfinished');

      const at = new Date(now.getTime() + 3_600_000);
      const scheduled = await t.call('POST', '/api/admin/articles', cookie, {
        ...body,
        title: 'Coming Soon',
        status: 'scheduled',
        publishedAt: at.toISOString(),
      });
      expect(scheduled.statusCode).toBe(201);
      const soonSlug = scheduled.json<{ slug: string }>().slug;
      expect((await t.app.inject(`/articles/${soonSlug}`)).statusCode).toBe(404);
      expect((await t.app.inject('/articles')).body).not.toContain('Coming Soon');
      now = at;
      const appeared = await t.app.inject(`/articles/${soonSlug}`);
      expect(appeared.statusCode).toBe(200);
      expect(h1(appeared.body)).toBe('Coming Soon');
      expect((await t.app.inject('/articles')).body).toContain('Coming Soon');
    } finally {
      await t.close();
    }
  });
});

/** Today's verse of the day, as the server-render's screen chooses it (by the real clock). */
const todaysRef = () => dailyVerseRef(verseOfTheDay(new Date().toISOString().slice(0, 10)));

/** The head's links: canonical and each language's address. */
const links = (html: string) =>
  [
    ...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g),
  ].map((m) => `${m[2] ?? m[1]} ${m[3]}`);

const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1] ?? '') as { '@type': string })['@type'],
  );

describe('the home page, rendered at request time', () => {
  it('carries the featured video and ebook, the latest articles and the verse of the day', async () => {
    const { app, stub } = await makeApp();
    const res = await app.inject('/?utm_source=mail');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const ref = todaysRef();
    expect(html).toContain('The Gospel of the Kingdom');
    expect(html).toContain('The Restoration of All Things');
    expect(html).toContain('The Kingdom of God');
    expect(html).toContain(`The text of ${ref} (web).`);
    // Nothing on it waits for the app: it starts on first use, preloading nothing.
    expect(html).not.toContain('data-needs-app');
    expect(html).toContain('<div id="root" data-hydrate="on-use"');
    expect(html).not.toContain('modulepreload');
    expect(stub.calls.sort()).toEqual(
      [
        '/api/videos/featured',
        '/api/ebooks/featured',
        '/api/articles/featured?lang=en',
        `/api/bible/passage?${new URLSearchParams({ ref }).toString()}`,
      ].sort(),
    );
    expect(ssrData(html).data.queries).toEqual([
      { key: ['/api/videos/featured'], data: video },
      { key: ['/api/ebooks/featured'], data: ebook() },
      { key: ['/api/articles/featured?lang=en'], data: [summary(article())] },
      { key: ['/api/bible/passage', 'web', ref], data: passage(ref, 'web') },
    ]);
  });

  it('has the head it had when pre-rendered: title, description, addresses, the organisation', async () => {
    const { app } = await makeApp();
    const html = (await app.inject('/')).body;
    const title = 'Kingdom Truth Ministry — Authentic Biblical Teaching';
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'description')).toBe(
      'Bible studies, video teachings, ebooks and a free Bible reader to help believers stand firm in the truth of Scripture.',
    );
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(links(html)).toEqual([
      `canonical ${ORIGIN}/`,
      `en ${ORIGIN}/`,
      `es ${ORIGIN}/es/`,
      `pt ${ORIGIN}/pt/`,
      `x-default ${ORIGIN}/`,
    ]);
    expect(jsonLdTypes(html)).toEqual(['Organization']);
  });

  it("in Spanish: the language's articles and Bible, its head and its document language", async () => {
    const { app, stub } = await makeApp();
    const html = (await app.inject('/es/')).body;
    const ref = todaysRef();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`The text of ${ref} (rv1909).`);
    expect(stub.calls).toContain('/api/articles/featured?lang=es');
    expect(stub.calls).toContain(
      `/api/bible/passage?${new URLSearchParams({ ref, version: 'rv1909' }).toString()}`,
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/es/" />`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/es/`);
    expect(jsonLdTypes(html)).toEqual(['Organization']);
  });

  it('is kept for its day: a new day makes it again with that day’s verse', async () => {
    let now = new Date('2026-03-05T12:00:00Z');
    const { app, stub } = await makeApp({ clock: () => now });
    const passages = () => stub.calls.filter((call) => call.startsWith('/api/bible/passage'));
    await app.inject('/');
    await app.inject('/');
    const first = dailyVerseRef(verseOfTheDay('2026-03-05'));
    expect(passages()).toEqual([`/api/bible/passage?${new URLSearchParams({ ref: first })}`]);
    now = new Date('2026-03-06T00:00:01Z');
    const next = await app.inject('/');
    const second = dailyVerseRef(verseOfTheDay('2026-03-06'));
    expect(passages()).toEqual([
      `/api/bible/passage?${new URLSearchParams({ ref: first })}`,
      `/api/bible/passage?${new URLSearchParams({ ref: second })}`,
    ]);
    expect(ssrData(next.body).data.queries).toContainEqual({
      key: ['/api/bible/passage', 'web', second],
      data: passage(second, 'web'),
    });
  });

  it('falls back to the shell when an answer fails, and keeps nothing', async () => {
    const { app, stub } = await makeApp();
    stub.fail = true;
    const failed = await app.inject('/');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<script');
    expect(failed.body).not.toContain('ssr-data');
    stub.fail = false;
    expect((await app.inject('/')).body).toContain('The Restoration of All Things');
  });
});

describe('the store, rendered at request time', () => {
  it('carries every ebook, and starts the app on first use', async () => {
    const { app, stub } = await makeApp();
    stub.ebooks = [ebook(), ebook({ id: 2, title: 'Daniel and the Kingdom', featured: false })];
    const html = (await app.inject('/store')).body;
    expect(h1(html)).toBe('Ebook Store');
    expect(html).toContain('The Restoration of All Things');
    expect(html).toContain('Daniel and the Kingdom');
    expect(html).toContain('https://www.amazon.com/dp/B000000001');
    expect(html).not.toContain('data-needs-app');
    expect(html).toContain('<div id="root" data-hydrate="on-use"');
    expect(ssrData(html).data.queries).toEqual([{ key: ['/api/ebooks'], data: stub.ebooks }]);
    expect(html).toContain('<title>Ebook Store | Kingdom Truth Ministry</title>');
    expect(meta(html, 'description')).toBe(
      'Ebooks on doctrine, prophecy and the Kingdom of God, available from our retailer.',
    );
    expect(links(html)).toEqual([
      `canonical ${ORIGIN}/store`,
      `en ${ORIGIN}/store`,
      `es ${ORIGIN}/es/store`,
      `pt ${ORIGIN}/pt/store`,
      `x-default ${ORIGIN}/store`,
    ]);
    expect(jsonLdTypes(html)).toEqual([]);
    const es = (await app.inject('/es/store?ref=mail')).body;
    expect(h1(es)).toBe('Tienda de libros electrónicos');
    expect(es).toContain(`<link rel="canonical" href="${ORIGIN}/es/store" />`);
  });

  it('is answered from memory until the content changes', async () => {
    const { app, stub, contentVersion } = await makeApp();
    await app.inject('/store');
    await app.inject('/store?utm_source=mail');
    expect(stub.calls).toEqual(['/api/ebooks']);
    stub.ebooks = [ebook({ title: 'The Restoration of All Things, Second Edition' })];
    expect((await app.inject('/store')).body).not.toContain('Second Edition');
    contentVersion.changed();
    expect((await app.inject('/store')).body).toContain('Second Edition');
    expect(stub.calls).toEqual(['/api/ebooks', '/api/ebooks']);
  });
});

describe('home and store in the whole app', () => {
  it('show what the admin adds at once', async () => {
    const t = await createTestApp({
      dist: fixtureBuild(),
      ssr: () => import('../../client/src/entry-server'),
      config: testConfig({ PUBLIC_URL: ORIGIN }),
    });
    try {
      const { cookie } = await t.signIn({ isAdmin: true });
      const body = {
        title: 'Prophecy Unveiled',
        description: 'Daniel, Revelation and the hope of the Kingdom.',
        price: '$4.99',
        amazonUrl: 'https://www.amazon.com/dp/B000000009',
        rating: 0,
        reviewCount: 0,
        featured: false,
        coverImage: null,
      };
      const before = await t.app.inject('/store');
      expect(before.body).not.toContain('Prophecy Unveiled');
      const created = await t.call('POST', '/api/admin/ebooks', cookie, body);
      expect(created.statusCode, created.body).toBe(201);
      const store = await t.app.inject('/store');
      expect(store.body).toContain('Prophecy Unveiled');
      expect(store.body).toContain('https://www.amazon.com/dp/B000000009');

      const { id } = created.json<{ id: number }>();
      const featured = await t.call('PUT', `/api/admin/ebooks/${id}`, cookie, {
        ...body,
        featured: true,
      });
      expect(featured.statusCode, featured.body).toBe(200);
      const home = await t.app.inject('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('Prophecy Unveiled');
      expect(home.body).toContain('data-hydrate="on-use"');
      // The real Bible answered the verse of the day.
      expect(home.body).not.toContain('data-needs-app');
    } finally {
      await t.close();
    }
  });
});

describe('the donate page, rendered at request time, in the whole app', () => {
  it('without Stripe keys: the notice is plain HTML, no form is offered, and the app waits for first use', async () => {
    const t = await createTestApp({
      dist: fixtureBuild(),
      ssr: () => import('../../client/src/entry-server'),
      config: testConfig({ PUBLIC_URL: ORIGIN }),
    });
    try {
      const page = await t.app.inject('/donate');
      expect(page.statusCode).toBe(200);
      expect(h1(page.body)).toBe(en['donate.title']);
      // Giving is not set up on the test app: the notice is in the first HTML, in place of the form.
      expect(page.body).toContain(en['donate.notSetUp']);
      expect(page.body).toContain('<div id="root" data-hydrate="on-use"');
      // Nothing in it waits for the app: the page starts it only when used.
      expect(page.body).not.toContain('data-needs-app');
      // No form that could only end in "not set up": no amounts, no Continue.
      expect(page.body).not.toContain('<form');
      expect(page.body).not.toContain(en['donate.choose']);
      expect(page.body).not.toContain(en['donate.continue']);
      const [config] = ssrData(page.body).data.queries;
      expect(config?.key).toEqual([STRIPE_CONFIG_PATH]);
      expect(config?.data).toMatchObject({ publishableKey: null, funds: [] });
      expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/donate" />`);
      // Stripe's return parameters are read by the page: the same page for any query.
      const back = await t.app.inject('/donate?success=true');
      expect(back.headers.etag).toBe(page.headers.etag);
      const spanish = await t.app.inject('/es/donate');
      expect(spanish.body).toContain(es['donate.notSetUp']);
      expect(spanish.body).not.toContain('<form');
    } finally {
      await t.close();
    }
  });

  it('with giving set up: arrives in its final layout, the form in it, and lists a fund as soon as it is added', async () => {
    const stripe = await startFakeStripe();
    const t = await createTestApp({
      dist: fixtureBuild(),
      ssr: () => import('../../client/src/entry-server'),
      config: testConfig({ PUBLIC_URL: ORIGIN }),
      payments: stripe.payments(),
    });
    try {
      const page = await t.app.inject('/donate');
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(en['donate.notSetUp']);
      expect(page.body).toContain('<form');
      expect(page.body).toContain(en['donate.choose']);
      expect(page.body).toContain('<div id="root" data-hydrate="on-use"');
      expect(page.body).not.toContain('data-needs-app');

      const { cookie } = await t.signIn({ isAdmin: true });
      const fund = await t.call('POST', '/api/admin/funds', cookie, { name: 'Missions' });
      expect(fund.statusCode).toBe(201);
      const after = await t.app.inject('/donate');
      expect(after.body).toMatch(/<option value="\d+">Missions<\/option>/);
    } finally {
      await t.close();
      await stripe.close();
    }
  });
});

describe('the videos page, rendered at request time, in the whole app', () => {
  it("shows the administrator's videos and an episode's new name at once, in every language", async () => {
    const t = await createTestApp({
      dist: fixtureBuild(),
      ssr: () => import('../../client/src/entry-server'),
      config: testConfig({ PUBLIC_URL: ORIGIN }),
    });
    try {
      // The five episodes as a new site has them.
      await seed(t.db);
      const before = await t.app.inject('/videos');
      expect(before.statusCode).toBe(200);
      expect(before.body).toContain('The Gospel of the Kingdom');
      expect(before.body).not.toContain('Walking in the Spirit');

      const { cookie } = await t.signIn({ isAdmin: true });
      const added = await t.call('POST', '/api/admin/videos', cookie, {
        title: 'Walking in the Spirit',
        description: 'What Paul meant by the fruit of the Spirit.',
        youtubeId: 'Zx8Wq2Lm4Tb',
        category: 'Teaching',
        duration: 31,
        featured: false,
      });
      expect(added.statusCode, added.body).toBe(201);
      const listed = await t.call('GET', '/api/admin/videos', cookie);
      const first = listed.json<Video[]>().find((v) => v.youtubeId === videoEpisodes[0]?.youtubeId);
      expect(first).toBeDefined();
      const renamed = await t.call('PUT', `/api/admin/videos/${first?.id}`, cookie, {
        title: 'The Good News of the Kingdom',
        description: 'The good news Jesus preached, from the prophets to Acts.',
        youtubeId: first?.youtubeId,
        category: first?.category,
        duration: first?.duration,
        featured: first?.featured,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);

      const after = await t.app.inject('/videos');
      expect(after.statusCode).toBe(200);
      // In the HTML itself, before any script: the page starts the app on first use only.
      expect(after.body).toContain('<div id="root" data-hydrate="on-use"');
      expect(after.body).not.toContain('data-needs-app');
      expect(after.body).toContain(en['videos.latest']);
      expect(after.body).toContain('Walking in the Spirit');
      expect(after.body).toContain('The Good News of the Kingdom');
      expect(after.body).toContain('The good news Jesus preached, from the prophets to Acts.');
      expect(after.body).not.toContain('The Gospel of the Kingdom');
      // The numbered series is still five episodes, the renamed one among them.
      expect(after.body.match(/<h2 id="episode-\d-title"/g)).toHaveLength(5);

      const spanish = await t.app.inject('/es/videos');
      expect(spanish.statusCode).toBe(200);
      expect(spanish.body).toContain(es['videos.latest']);
      expect(spanish.body).toContain('Walking in the Spirit');
      // The administrator's new name replaces the old translation (shown in English, marked).
      expect(spanish.body).toContain('The Good News of the Kingdom');
      expect(spanish.body).not.toContain('El Evangelio del Reino');
      expect(spanish.body).toContain(es['content.notTranslated']);
      // An episode the administrator did not touch keeps its translation.
      expect(spanish.body).toContain('Las promesas a Abraham');
    } finally {
      await t.close();
    }
  });
});
