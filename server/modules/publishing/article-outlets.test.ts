/**
 * Where a published article goes out from the site: a newsletter draft made of it, the RSS feed
 * of its language, the sitemap and robots.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../contract/newsletter';
import {
  adminArticleSchema,
  NOT_PUBLISHED_FOR_NEWSLETTER,
  type AdminArticle,
  type ArticleBody,
} from '../../../contract/publishing';
import { createTestApp, type TestApp } from '../../test/app';
import { readFeed, readSitemap } from '../../test/feeds';

const HOUR = 60 * 60 * 1000;
const now = new Date();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = (await t.signIn({ isAdmin: true })).cookie;
});
afterAll(() => t.close());

let counter = 0;
async function create(overrides: Partial<ArticleBody> = {}): Promise<AdminArticle> {
  counter += 1;
  const res = await t.call('POST', '/api/admin/articles', admin, {
    title: `Watchmen on the Walls ${counter}`,
    excerpt: 'Isaiah set watchmen on the walls of Jerusalem.',
    content: 'They shall never hold their peace day or night (Isaiah 62:6).',
    category: 'Doctrine',
    language: 'en',
    status: 'published',
    ...overrides,
  } satisfies ArticleBody);
  expect(res.statusCode, res.body).toBe(201);
  return adminArticleSchema.parse(res.json());
}

const PUBLIC_URL = 'http://localhost:3000';

describe('send as newsletter', () => {
  it('makes a campaign draft from a published article, with its link', async () => {
    const article = await create({
      title: 'Watch and Pray',
      excerpt: 'Stay awake.',
      content: 'Be ready, for you do not know the hour.',
    });
    const res = await t.call('POST', `/api/admin/articles/${article.id}/newsletter`, admin);
    expect(res.statusCode).toBe(201);
    const campaign = campaignSchema.parse(res.json());
    expect(campaign).toMatchObject({
      title: 'Watch and Pray',
      subject: 'Watch and Pray',
      deliveryStatus: 'draft',
      recipientCount: 0,
    });
    expect(campaign.content).toContain('Stay awake.');
    expect(campaign.content).toContain('Be ready, for you do not know the hour.');
    expect(campaign.content).toContain(`${PUBLIC_URL}/articles/${article.slug}`);
    const campaigns = await t.call('GET', '/api/newsletter/campaigns', admin);
    expect(campaigns.json<{ id: number }[]>().map((c) => c.id)).toContain(campaign.id);
  });

  it("addresses the article's language, not every reader", async () => {
    const spanish = await create({ title: 'Velad y orad', language: 'es' });
    const res = await t.call('POST', `/api/admin/articles/${spanish.id}/newsletter`, admin);
    expect(res.statusCode).toBe(201);
    expect(campaignSchema.parse(res.json()).language).toBe('es');
    const english = await create({ title: 'Watch and Pray again' });
    const en = await t.call('POST', `/api/admin/articles/${english.id}/newsletter`, admin);
    expect(campaignSchema.parse(en.json()).language).toBe('en');
  });

  it('refuses an article visitors cannot read yet (409) and one that does not exist (404)', async () => {
    const draft = await create({ status: 'draft' });
    const scheduled = await create({
      status: 'scheduled',
      publishedAt: new Date(now.getTime() + HOUR).toISOString(),
    });
    for (const article of [draft, scheduled]) {
      const res = await t.call('POST', `/api/admin/articles/${article.id}/newsletter`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: NOT_PUBLISHED_FOR_NEWSLETTER });
    }
    const missing = await t.call('POST', '/api/admin/articles/999999/newsletter', admin);
    expect(missing.statusCode).toBe(404);
  });
});

describe('/feed.xml', () => {
  it('is RSS 2.0 of the language’s newest articles, absolute links, RFC 822 dates', async () => {
    const article = await create({ language: 'pt', title: 'Fé & Esperança <hoje>' });
    const doc = await readFeed(t, 'pt');
    expect(doc['@_version']).toBe('2.0');
    expect(doc.channel.language).toBe('pt');
    expect(doc.channel['atom:link']).toMatchObject({
      '@_href': `${PUBLIC_URL}/feed.xml?lang=pt`,
      '@_rel': 'self',
    });
    expect(doc.items.length).toBeLessThanOrEqual(20);
    const item = doc.items.find((i) => i.link === `${PUBLIC_URL}${article.path}`);
    expect(item).toMatchObject({
      title: 'Fé & Esperança <hoje>',
      description: article.excerpt,
      guid: { '#text': `${PUBLIC_URL}${article.path}`, '@_isPermaLink': 'true' },
    });
    expect(item?.pubDate).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    // RFC 822 has whole seconds.
    expect(Date.parse(item?.pubDate ?? '')).toBe(
      Math.floor(Date.parse(article.publishedAt ?? '') / 1000) * 1000,
    );
    const dates = doc.items.map((i) => Date.parse(i.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const english = await readFeed(t);
    expect(english.channel['atom:link']['@_href']).toBe(`${PUBLIC_URL}/feed.xml`);
    expect(english.items.map((i) => i.link)).not.toContain(`${PUBLIC_URL}${article.path}`);
    expect((await t.app.inject('/feed.xml?lang=fr')).statusCode).toBe(400);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists /articles and every visible article with its last change', async () => {
    const article = await create();
    const urls = await readSitemap(t);
    expect(urls.map((u) => u.loc)).toContain(`${PUBLIC_URL}/articles`);
    expect(urls.find((u) => u.loc === `${PUBLIC_URL}${article.path}`)?.lastmod).toBe(
      article.updatedAt,
    );
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });

  it('lets crawlers read the articles API', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    expect(robots).toMatch(/^Allow: \/api\/articles$/m);
  });
});
