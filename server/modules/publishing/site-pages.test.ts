import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSitePageSchema,
  footerPagesSchema,
  publicSitePageSchema,
  SITE_PAGE_SLUG_TAKEN,
  type SitePageBody,
} from '../../../contract/site-pages';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
});
afterAll(() => t.close());

const body = (overrides: Partial<SitePageBody> = {}): SitePageBody => ({
  slug: 'about',
  language: 'en',
  title: 'About Us',
  content:
    '## Who we are\n\nA ministry that reads John 3:16 with you.\n\n<script>alert(1)</script>',
  status: 'published',
  ...overrides,
});

const create = async (overrides: Partial<SitePageBody> = {}) => {
  const res = await t.call('POST', '/api/admin/pages', admin, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return adminSitePageSchema.parse(res.json());
};

describe('pages', () => {
  it('refuses visitors (401) and members (403) on every admin route', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/pages'],
      ['POST', '/api/admin/pages'],
      ['GET', '/api/admin/pages/1'],
      ['PUT', '/api/admin/pages/1'],
      ['DELETE', '/api/admin/pages/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? body() : undefined;
      expect((await t.call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await t.call(method, url, member, payload)).statusCode, url).toBe(403);
    }
  });

  it('publishes a page: visitors read it as sanitised HTML in its language', async () => {
    const version = t.app.contentVersion.current();
    const page = await create();
    expect(page.path).toBe('/pages/about');
    expect(page.updatedBy).not.toBeNull();
    expect(t.app.contentVersion.current()).not.toBe(version);
    const res = await t.app.inject('/api/pages/about?lang=en');
    expect(res.statusCode).toBe(200);
    const shown = publicSitePageSchema.parse(res.json());
    expect(shown.html).toContain('<h2');
    expect(shown.html).toContain('John 3:16</a>');
    expect(shown.html).not.toContain('<script');
    expect(shown.languages).toEqual(['en']);
    // Not written in Spanish: no such page there.
    expect((await t.app.inject('/api/pages/about?lang=es')).statusCode).toBe(404);
  });

  it('keeps one address per language: the same slug in another language, 409 in the same', async () => {
    const spanish = await create({ slug: 'faith', language: 'es', title: 'Fe' });
    expect(spanish.path).toBe('/es/pages/faith');
    await create({ slug: 'faith', language: 'pt', title: 'Fé' });
    const taken = await t.call(
      'POST',
      '/api/admin/pages',
      admin,
      body({ slug: 'faith', language: 'es' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: SITE_PAGE_SLUG_TAKEN,
      fieldErrors: { slug: [SITE_PAGE_SLUG_TAKEN] },
    });
    const shown = publicSitePageSchema.parse(
      (await t.app.inject('/api/pages/faith?lang=pt')).json(),
    );
    expect(shown.languages).toEqual(['es', 'pt']);
  });

  it('keeps a draft from visitors; lists the footer pages published per language', async () => {
    const footer = async () =>
      footerPagesSchema.parse((await t.app.inject('/api/footer-pages')).json());
    expect(await footer()).toEqual({ en: [], es: [], pt: [] });
    // The Privacy Policy every new site starts with is a draft, kept from visitors.
    const draft = (await t.call('GET', '/api/admin/pages', admin))
      .json<{ id: number; slug: string; language: string; status: string }[]>()
      .find((p) => p.slug === 'privacy' && p.language === 'en');
    expect(draft?.status).toBe('draft');
    expect((await t.app.inject('/api/pages/privacy')).statusCode).toBe(404);
    expect((await footer()).en).toEqual([]);
    const version = t.app.contentVersion.current();
    const res = await t.call('PUT', `/api/admin/pages/${draft?.id}`, admin, {
      ...body({ slug: 'privacy', title: 'Privacy Policy' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.app.contentVersion.current()).not.toBe(version);
    await create({ slug: 'terms', language: 'pt', title: 'Termos de serviço' });
    expect(await footer()).toEqual({ en: ['privacy'], es: [], pt: ['terms'] });
    const listed = await t.call('GET', '/api/admin/pages', admin);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().length).toBeGreaterThanOrEqual(4);
  });

  it('answers every validation message with its field', async () => {
    const res = await t.call('POST', '/api/admin/pages', admin, {
      slug: 'Not A Slug',
      language: 'fr',
      title: '',
      content: ' ',
      status: 'scheduled',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      slug: ['Use lowercase letters, digits and single hyphens'],
      language: ['Choose English, Español or Português'],
      title: ['Title is required'],
      content: ['Content is required'],
      status: ['Choose draft or published'],
    });
    expect((await t.app.inject('/api/pages/about?lang=fr')).statusCode).toBe(400);
  });

  it('answers 404 for a page that does not exist, and removes one', async () => {
    expect((await t.call('GET', '/api/admin/pages/999999', admin)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/admin/pages/999999', admin, body())).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/pages/999999', admin)).statusCode).toBe(404);
    const page = await create({ slug: 'gone', title: 'Gone' });
    const version = t.app.contentVersion.current();
    expect((await t.call('DELETE', `/api/admin/pages/${page.id}`, admin)).statusCode).toBe(204);
    expect(t.app.contentVersion.current()).not.toBe(version);
    expect((await t.app.inject('/api/pages/gone')).statusCode).toBe(404);
  });
});
