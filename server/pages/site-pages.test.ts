import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { fixtureBuild, h1, ORIGIN } from '../test/built-pages';

/**
 * The ministry's own pages rendered at request time in the whole app, and the footer's legal
 * labels, which become links once their pages are published in the page's language.
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

const privacyLink = /<a [^>]*href="\/pages\/privacy"[^>]*>Privacy Policy<\/a>/;

describe('pages the ministry writes', () => {
  it('are 404 until published; then in the first HTML, and the footer links them', async () => {
    expect((await t.app.inject('/pages/privacy')).statusCode).toBe(404);
    const before = await t.app.inject('/bible-study');
    expect(before.body).toContain('Privacy Policy');
    expect(before.body).not.toMatch(privacyLink);

    // A new site has the Privacy Policy's first text as a draft; the ministry adapts and publishes it.
    const drafts = (await t.call('GET', '/api/admin/pages', admin)).json<
      { id: number; slug: string; language: string; status: string }[]
    >();
    const draft = drafts.find((p) => p.slug === 'privacy' && p.language === 'en');
    expect(draft?.status).toBe('draft');
    const saved = await t.call('PUT', `/api/admin/pages/${draft?.id}`, admin, {
      slug: 'privacy',
      language: 'en',
      title: 'Privacy Policy',
      content: '## What we keep\n\nOnly what you give us.',
      status: 'published',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const page = await t.app.inject('/pages/privacy');
    expect(page.statusCode).toBe(200);
    expect(h1(page.body)).toBe('Privacy Policy');
    expect(page.body).toContain('Only what you give us.');
    expect(page.body).toContain('<title>Privacy Policy | Kingdom Truth Ministry</title>');
    expect(page.body).toMatch(privacyLink);
    expect((await t.app.inject('/bible-study')).body).toMatch(privacyLink);
    // Not written in Spanish: no page there, and the Spanish footer keeps its plain label.
    expect((await t.app.inject('/es/pages/privacy')).statusCode).toBe(404);
    expect((await t.app.inject('/es/bible-study')).body).not.toContain('href="/es/pages/privacy"');
  });
});
