import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema, NOT_A_WXR } from '../../../contract/imports';
import { articles, media, redirects, wordpressPosts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { makeWxr, ministryBlog, startOldSite } from '../../test/wxr-fixture';
import { importWordpress } from './wordpress';

/** The item, which the test knows is there. */
function nth<K, V>(items: V[] | Map<K, V>, key: K & number): V {
  const value = Array.isArray(items) ? items[key] : items.get(key);
  if (value === undefined) throw new Error(`no item ${key}`);
  return value;
}

let t: TestApp;
let oldSite: Awaited<ReturnType<typeof startOldSite>>;
let admin: { cookie: string };

const URL_ = '/api/admin/import/wordpress';

function upload(cookie: string, xml: string | Buffer, fields: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: URL_,
    ...withCookie(
      multipart(fields, [
        { field: 'file', name: 'export.xml', type: 'text/xml', data: Buffer.from(xml) },
      ]),
      cookie,
    ),
  });
}

const withCookie = (
  form: { payload: Buffer; headers: Record<string, string> },
  cookie: string,
) => ({ payload: form.payload, headers: { ...form.headers, cookie } });

const counts = async () => ({
  articles: (await t.db.select({ n: count() }).from(articles))[0]?.n,
  redirects: (await t.db.select({ n: count() }).from(redirects))[0]?.n,
  media: (await t.db.select({ n: count() }).from(media))[0]?.n,
  posts: (await t.db.select({ n: count() }).from(wordpressPosts))[0]?.n,
});

beforeAll(async () => {
  oldSite = await startOldSite();
  t = await createTestApp();
  admin = await t.signIn({ isAdmin: true });
});
afterAll(async () => {
  await t.close();
  oldSite.server.close();
});

describe('importing a WordPress export', () => {
  it('is for the owner and administrators only', async () => {
    const xml = makeWxr(oldSite.url, []);
    const anonymous = await t.app.inject({ method: 'POST', url: URL_, ...multipart({}) });
    expect(anonymous.statusCode).toBe(401);
    for (const roles of [[], ['editor'], ['author'], ['treasurer']] as const) {
      const staff = await t.signIn({ roles: [...roles] });
      expect((await upload(staff.cookie, xml)).statusCode, roles.join()).toBe(403);
    }
    const owner = await t.signIn({ roles: ['owner'] });
    expect((await upload(owner.cookie, xml, { dryRun: 'true' })).statusCode).toBe(200);
  });

  it('refuses what is not a WordPress export, changing nothing', async () => {
    const before = await counts();
    for (const file of [
      'just some text',
      '<rss version="2.0"><channel><title>A feed</title><item><title>x</title></item></channel></rss>',
      '<?xml version="1.0"?><rss><channel><wp:wxr_version>1.2</wp:wxr_version><item>',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('latin1'),
    ]) {
      const answer = await upload(admin.cookie, file);
      expect(answer.statusCode, file).toBe(400);
      expect(answer.json()).toMatchObject({
        message: NOT_A_WXR,
        fieldErrors: { file: [NOT_A_WXR] },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('says what is wrong with the form', async () => {
    const xml = makeWxr(oldSite.url, []);
    const noFile = await t.app.inject({
      method: 'POST',
      url: URL_,
      ...withCookie(multipart({ dryRun: 'true' }), admin.cookie),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors.file).toBeDefined();
    const badDryRun = await upload(admin.cookie, xml, { dryRun: 'maybe' });
    expect(badDryRun.statusCode).toBe(400);
    expect(badDryRun.json().fieldErrors.dryRun).toEqual(['dryRun must be true or false']);
    const badLanguage = await upload(admin.cookie, xml, { language: 'fr' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().fieldErrors.language).toEqual(['Choose a language']);
    const json = await t.call('POST', URL_, admin.cookie, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('imports 60 posts in two languages with their images, and their old addresses lead to them', async () => {
    const blog = ministryBlog(oldSite.url, 60);
    // One image the old site no longer has, one on another site.
    nth(blog.posts, 0).content +=
      `\n<p><img src="${oldSite.url}/wp-content/uploads/missing.jpg" alt="gone"></p>`;
    nth(blog.posts, 2).content +=
      '\n<p><img src="https://elsewhere.example/pic.jpg" alt="elsewhere"></p>';
    // A gallery, which Markdown has no form for; a post in the trash.
    nth(blog.posts, 4).content += '\n[gallery ids="1,2,3"]';
    blog.posts.push({
      id: 999,
      title: 'Thrown away',
      name: 'thrown-away',
      date: '2023-01-01 00:00:00',
      status: 'trash',
      content: '<p>x</p>',
    });
    const xml = makeWxr(oldSite.url, blog.posts, blog.attachments);
    const before = await counts();

    const dry = await upload(admin.cookie, xml, { dryRun: 'true', language: 'en' });
    expect(dry.statusCode).toBe(200);
    expect(dry.headers['cache-control']).toBe('no-store');
    const planned = importReportSchema.parse(dry.json());
    expect(planned).toMatchObject({ created: 60, updated: 0, skipped: 1 });
    expect(planned.warnings).toContainEqual({
      item: nth(blog.posts, 4).title,
      message: 'The [gallery] shortcode has no Markdown form: left out',
    });
    expect(await counts()).toEqual(before);
    expect(oldSite.requests).toEqual([]);

    const started = Date.now();
    const real = await upload(admin.cookie, xml, { dryRun: 'false', language: 'en' });
    const took = Date.now() - started;
    expect(real.statusCode).toBe(200);
    const report = importReportSchema.parse(real.json());
    expect(report).toMatchObject({ created: 60, updated: 0, skipped: 1 });
    expect(report.warnings).toContainEqual({
      item: nth(blog.posts, 0).title,
      message: expect.stringMatching(
        /missing\.jpg could not be fetched from the old site: left out$/,
      ),
    });
    expect(report.warnings).toContainEqual({
      item: nth(blog.posts, 2).title,
      message: 'The image https://elsewhere.example/pic.jpg is not on the old site: left out',
    });
    console.info(`60 posts with ${oldSite.requests.length} images imported in ${took} ms`);

    const after = await counts();
    expect(after.articles).toBe((before.articles ?? 0) + 60);
    expect(after.posts).toBe(60);
    // 60 posts and 48 covers, each image fetched once.
    expect(after.media).toBe((before.media ?? 0) + 60 + 48);
    expect(new Set(oldSite.requests).size).toBe(oldSite.requests.length);

    const rows = await t.db
      .select()
      .from(articles)
      .innerJoin(wordpressPosts, eq(wordpressPosts.articleId, articles.id));
    const byPost = new Map(rows.map((r) => [r.wordpress_posts.postId, r]));
    const english = nth(byPost, 101);
    expect(english.articles).toMatchObject({
      title: 'Study 1: the grace of God',
      slug: 'study-1-grace',
      language: 'en',
      status: 'published',
      category: 'Doctrine',
    });
    expect(english.articles.publishedAt?.toISOString()).toBe('2023-02-02T10:00:00.000Z');
    expect(english.wordpress_posts.tags).toEqual(['Sermons', 'grace']);
    // Blocks became Markdown: no block comments, the image at its new address, no srcset.
    expect(english.articles.content).toContain('## Grace');
    expect(english.articles.content).toContain('**Ephesians 2:8**');
    expect(english.articles.content).toMatch(/!\[Photo 1\]\(\/media\/[0-9a-f]{32}-64\.webp\)/);
    expect(english.articles.content).not.toMatch(/wp:|srcset|127\.0\.0\.1|missing\.jpg/);
    expect(english.articles.content).toMatch(/^-\s+First$/m);
    expect(english.articles.coverImage).toMatch(/^[0-9a-f]{32}$/);
    expect(english.articles.excerpt).toMatch(/^Grace For by grace are ye saved/);

    // Spanish by Polylang's term and by WPML's meta; the category kept as a tag.
    expect(nth(byPost, 104).articles).toMatchObject({
      language: 'es',
      excerpt: 'Un estudio sobre la gracia.',
    });
    expect(nth(byPost, 102).articles).toMatchObject({ language: 'es', category: null });
    expect(nth(byPost, 102).wordpress_posts.tags).toEqual(['Práctica', 'grace']);
    // The classic editor's paragraphs and caption.
    const classic = nth(byPost, 103).articles.content;
    expect(classic).toMatch(/^For by grace/);
    expect(classic).toMatch(/!\[Photo 3\]\(\/media\/[0-9a-f]{32}-64\.webp\) A caption/);
    expect(classic).toContain('### Application');
    // Drafts stay drafts; a post without a cover has none.
    expect(nth(byPost, 107).articles).toMatchObject({ status: 'draft', publishedAt: null });
    expect(nth(byPost, 105).articles.coverImage).toBeNull();

    // The old addresses: by date and name, by post id, by name alone.
    for (const old of [
      '/2023/02/02/study-1-grace/',
      '/?p=101',
      '/study-1-grace/',
      '/2023/02/02/study-1-grace',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: old });
      expect(answer.statusCode, old).toBe(301);
      expect(answer.headers.location, old).toBe('/articles/study-1-grace');
    }
    const article = await t.app.inject({ method: 'GET', url: '/api/articles/study-1-grace' });
    expect(article.statusCode).toBe(200);
    // Addresses the site has keep theirs; an unknown one is still a 404.
    expect((await t.app.inject({ method: 'GET', url: '/?p=5' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/2020/01/01/nothing/' })).statusCode).toBe(
      404,
    );

    // The same file again makes nothing twice and fetches nothing.
    const fetched = oldSite.requests.length;
    const again = importReportSchema.parse((await upload(admin.cookie, xml)).json());
    expect(again).toEqual({ created: 0, updated: 0, skipped: 61, warnings: [] });
    expect(await counts()).toEqual(after);
    expect(oldSite.requests.length).toBe(fetched);

    // A post changed on WordPress since is brought up to date, under its address.
    nth(blog.posts, 0).title = 'Study 1: grace, again';
    nth(blog.posts, 0).modified = '2024-01-01 00:00:00';
    const changed = makeWxr(oldSite.url, blog.posts, blog.attachments);
    const update = importReportSchema.parse((await upload(admin.cookie, changed)).json());
    expect(update).toMatchObject({ created: 0, updated: 1, skipped: 60 });
    const [renamed] = await t.db
      .select()
      .from(articles)
      .where(eq(articles.id, english.articles.id));
    expect(renamed).toMatchObject({ title: 'Study 1: grace, again', slug: 'study-1-grace' });
    expect(await counts()).toEqual(after);
  }, 60_000);

  it('gives a post whose address is taken another one', async () => {
    const xml = makeWxr(oldSite.url, [
      {
        id: 7001,
        title: 'Study 1 again',
        name: 'study-1-grace',
        date: '2024-02-02 10:00:00',
        content: '<p>Other text.</p>',
      },
    ]);
    const report = importReportSchema.parse((await upload(admin.cookie, xml)).json());
    expect(report.created).toBe(1);
    const [row] = await t.db
      .select({ slug: articles.slug })
      .from(articles)
      .innerJoin(wordpressPosts, eq(wordpressPosts.articleId, articles.id))
      .where(eq(wordpressPosts.postId, 7001));
    expect(row?.slug).toBe('study-1-grace-2');
    const answer = await t.app.inject({ method: 'GET', url: '/?p=7001' });
    expect(answer.headers.location).toBe('/articles/study-1-grace-2');
  });

  it('makes nothing twice when two processes import the same file at once', async () => {
    // The service refuses a second import in its own process; two processes each run one, so
    // this calls the import itself twice at once, as two processes would.
    const xml = makeWxr(oldSite.url, [
      {
        id: 7101,
        title: 'Sent twice',
        name: 'sent-twice',
        date: '2024-03-01 10:00:00',
        content: '<p>Once.</p>',
      },
      {
        id: 7102,
        title: 'Sent twice too',
        name: 'sent-twice-too',
        date: '2024-03-02 10:00:00',
        content: '<p>Once more.</p>',
      },
    ]);
    const deps = {
      db: t.db,
      now: new Date(),
      saveImage: () => Promise.reject(new Error('no images here')),
      fetchImage: () => Promise.reject(new Error('no images here')),
    };
    const fields = { dryRun: false, language: 'en' as const };
    const reports = await Promise.all([
      importWordpress(deps, xml, fields),
      importWordpress(deps, xml, fields),
    ]);
    expect(reports.map((r) => r.created).sort()).toEqual([0, 2]);
    expect(reports.map((r) => r.updated).sort()).toEqual([0, 2]);
    const made = await t.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(like(articles.slug, 'sent-twice%'));
    expect(made.map((r) => r.slug).sort()).toEqual(['sent-twice', 'sent-twice-too']);
  });
});
