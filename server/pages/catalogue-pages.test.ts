import { afterEach, describe, expect, it } from 'vitest';
import { dailyVerseRef, verseOfTheDay } from '../../content/verses-of-the-day';
import { STRIPE_CONFIG_PATH } from '../../contract/donations';
import { en } from '../../contract/messages/en';
import { es } from '../../contract/messages/es';
import type { Video } from '../../contract/catalog';
import { videoEpisodes } from '../../content/videos';
import { seed } from '../db/seed';
import { createTestApp, testConfig } from '../test/app';
import { fixtureBuild, h1, jsonLdTypes, links, meta, ORIGIN, ssrData } from '../test/built-pages';
import { startFakeStripe } from '../test/stripe';
import {
  article,
  closeApps,
  ebook,
  homeAnswer,
  makeApp,
  renderingWith,
  passage,
  summary,
  video,
} from '../test/stub-pages-app';

/**
 * The home page, the store, donate and the videos, rendered at request time: from a stand-in of
 * the API, then in the whole app, where what the administrator changes shows at once.
 */

renderingWith(() => import('../../client/src/entry-server'));
afterEach(closeApps);

/** Today's verse of the day, as the server-render's screen chooses it (by the real clock). */
const todaysRef = () => dailyVerseRef(verseOfTheDay(new Date().toISOString().slice(0, 10)));

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
        '/api/home?lang=en',
        '/api/teachings?lang=en',
        `/api/bible/passage?${new URLSearchParams({ ref }).toString()}`,
      ].sort(),
    );
    expect(ssrData(html).data.queries).toEqual([
      { key: ['/api/videos/featured'], data: video },
      { key: ['/api/ebooks/featured'], data: ebook() },
      { key: ['/api/articles/featured?lang=en'], data: [summary(article())] },
      { key: ['/api/home?lang=en'], data: homeAnswer('en') },
      { key: ['/api/teachings?lang=en'], data: { items: [], total: 0, page: 1, pageSize: 12 } },
      { key: ['/api/bible/passage', 'web', ref], data: passage(ref, 'web') },
    ]);
  });

  it("shows the newest teachings of the page's language, linked, and nothing without any", async () => {
    const { app, stub } = await makeApp();
    const none = (await app.inject('/')).body;
    expect(none).not.toContain(en['home.latestTeachings']);
    stub.teachings = [
      {
        id: 4,
        title: 'El Reino que viene',
        slug: 'el-reino-que-viene',
        description: 'Una enseñanza sobre el Reino.',
        language: 'es',
        series: null,
        speaker: { id: 1, name: 'Juan Pérez' },
        topics: [],
        passages: [],
        publishedAt: '2026-11-01T00:00:00.000Z',
        durationSeconds: 1800,
        episode: null,
      },
    ];
    const spanish = (await app.inject('/es/')).body;
    expect(spanish).toContain(es['home.latestTeachings']);
    expect(spanish).toContain('El Reino que viene');
    expect(spanish).toContain('href="/es/teachings/el-reino-que-viene"');
    // English pages show English teachings only: there are none.
    expect((await app.inject('/')).body).not.toContain('El Reino que viene');
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

  it('answers 503, never an empty 200 shell, when an answer fails on a page never rendered, and keeps nothing', async () => {
    const { app, stub } = await makeApp();
    stub.fail = true;
    const failed = await app.inject('/');
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('30');
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

describe('a page rendered per request whose data cannot be had', () => {
  it('is 503, to be asked again, never an empty page that says 200', async () => {
    const { app, stub } = await makeApp();
    stub.fail = true;
    const res = await app.inject('/es/store');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(h1(res.body)).toBe(es['screenError.heading']);
    stub.fail = false;
    expect(h1((await app.inject('/es/store')).body)).toBe('Tienda de libros electrónicos');
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
      // Submitted before the app runs, it goes nowhere: never a GET with the donor's address.
      expect(page.body).toMatch(/<form [^>]*\bmethod="dialog"/);
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
