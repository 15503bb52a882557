import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../contract/messages/en';
import { es } from '../../contract/messages/es';
import { articleApiPath } from '../../contract/publishing';
import { createContentVersion } from '../infra/content-version';
import { inProcessApi } from './loader';
import { createTestApp, testConfig } from '../test/app';
import { fixtureBuild, h1, meta, ORIGIN, ssrData, unescapeAttr } from '../test/built-pages';
import { article, closeApps, cover, makeApp, renderingWith, T0 } from '../test/stub-pages-app';

/**
 * The articles' pages rendered at request time, through the real app's rendering into a
 * miniature build's template: from a stand-in of the articles API, then in the whole app.
 */

renderingWith(() => import('../../client/src/entry-server'));
afterEach(closeApps);

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

  it('answers 503, never an empty 200 shell, when the API fails on a page never rendered, and keeps nothing', async () => {
    const { app, stub } = await makeApp();
    stub.fail = true;
    const failed = await app.inject('/articles/the-kingdom-of-god');
    expect(failed.statusCode).toBe(503);
    expect(failed.body).not.toContain('<title>Shell</title><script');
    expect(h1(failed.body)).toBe(en['screenError.heading']);
    stub.fail = false;
    expect(h1((await app.inject('/articles/the-kingdom-of-god')).body)).toBe('The Kingdom of God');
  });

  it('answers 503 with the error page in its language when the API fails and no rendering is kept', async () => {
    const { app, stub } = await makeApp();
    stub.fail = true;
    // The server cannot tell an article that is not there from one it could not read.
    const res = await app.inject('/articles/no-such-article');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(h1(res.body)).toBe(en['screenError.heading']);
    expect(res.body).not.toContain('ssr-data');
    expect(res.body).not.toContain('rel="canonical"');
    // Nothing starts the app on it: the app would render the page it could not make.
    expect(res.body).not.toContain('<script type="module"');
    const spanish = await app.inject('/es/articles/no-such-article');
    expect(spanish.statusCode).toBe(503);
    expect(spanish.body).toContain('<html lang="es"');
    expect(h1(spanish.body)).toBe(es['screenError.heading']);
    // The list cannot be had either.
    expect((await app.inject('/articles')).statusCode).toBe(503);
    // Nothing was kept: once the API answers, the unknown article is 404.
    stub.fail = false;
    expect((await app.inject('/articles/no-such-article')).statusCode).toBe(404);
  });

  it('serves the rendering kept from before while the API fails', async () => {
    const { app, stub, contentVersion } = await makeApp();
    const first = await app.inject('/articles/the-kingdom-of-god');
    expect(first.statusCode).toBe(200);
    contentVersion.changed();
    stub.fail = true;
    const kept = await app.inject('/articles/the-kingdom-of-god');
    expect(kept.statusCode).toBe(200);
    expect(h1(kept.body)).toBe('The Kingdom of God');
    expect(kept.headers.etag).toBe(first.headers.etag);
    // It is not taken as the new version's page: once the API answers, the page is made anew.
    stub.fail = false;
    stub.articles.set('the-kingdom-of-god', article({ title: 'The Kingdom of God, Revised' }));
    expect(h1((await app.inject('/articles/the-kingdom-of-god')).body)).toBe(
      'The Kingdom of God, Revised',
    );
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

describe('the API asked in-process', () => {
  it('reads a request that throws as the API being unavailable', async () => {
    const fetchApi = inProcessApi({ inject: () => Promise.reject(new Error('socket closed')) });
    expect(await fetchApi('/api/articles')).toEqual({ status: 503, body: null });
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
