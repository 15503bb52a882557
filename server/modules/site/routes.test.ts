import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../../contract/pages';
import {
  ACCENT_INVALID,
  ACCENT_UNREADABLE,
  adminSiteSchema,
  CHANNEL_URL_INVALID,
  COPYRIGHT_YEAR_INVALID,
  DEFAULT_SITE_IDENTITY,
  LOGO_NOT_WHAT_IT_SAYS,
  LOGO_TOO_LARGE,
  LOGO_TOO_SMALL,
  LOGO_TYPE_INVALID,
  LOGO_UNREADABLE,
  SENDER_NAME_INVALID,
  siteIdentitySchema,
  type SiteSettingsBody,
} from '../../../contract/site';
import { NOT_FOR_YOUR_ROLE, STAFF_ONLY } from '../../../contract/staff';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;
let member: string;
let editor: string;
let clientDir: string;

const PAGE = `<!doctype html>
<html lang="en"><head><title>${SITE_NAME} — Authentic Biblical Teaching</title>
<link rel="icon" href="/favicon.ico" sizes="32x32" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<link rel="apple-touch-icon" href="/apple-touch-icon.png" />
<!--app-head--></head>
<body><div id="root"><footer><span class="whitespace-nowrap">Kingdom Truth</span> <span class="whitespace-nowrap">Ministry</span><p>© 2023 ${SITE_NAME}. All rights reserved.</p></footer></div></body></html>`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  clientDir = mkdtempSync(path.join(tmpdir(), 'site-identity-'));
  writeFileSync(path.join(clientDir, 'index.html'), PAGE);
  t = await createTestApp({
    mailer: smtp.mailer(`${SITE_NAME} <no-reply@example.org>`),
    config: testConfig({ CONTACT_TO: 'ministry@example.org' }),
    dist: { clientDir, pagesDir: path.join(clientDir, 'pages') },
  });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
  editor = (await t.signIn({ roles: ['editor'] })).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const settings = (overrides: Partial<SiteSettingsBody> = {}): SiteSettingsBody => ({
  name: 'Living Word Fellowship',
  shortName: 'Living Word',
  tagline: {
    en: 'Rooted in the Word.',
    es: 'Arraigados en la Palabra.',
    pt: 'Enraizados na Palavra.',
  },
  accentColor: '#7dd3fc',
  channelUrl: 'https://www.youtube.com/@LivingWord',
  contactEmail: 'hello@livingword.example.org',
  copyright: { holder: 'Living Word Fellowship Inc.', year: 2026 },
  mailSenderName: 'Living Word',
  ...overrides,
});

const put = (body: unknown, cookie = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/site',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const publicSite = async () => siteIdentitySchema.parse((await t.app.inject('/api/site')).json());

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#c99a2e' } })
    .png()
    .toBuffer();

describe('the site identity', () => {
  it('is the spec’s on a fresh start', async () => {
    const res = await t.app.inject('/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SITE_IDENTITY);
    const page = await t.app.inject('/');
    expect(page.body).toContain(`<title>${SITE_NAME} — Authentic Biblical Teaching</title>`);
    expect(page.body).not.toContain('site-identity');
  });

  it('refuses visitors (401), members (403) and staff without the site’s settings (403)', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const anonymous = await t.app.inject({ method, url: '/api/admin/site' });
      expect(anonymous.statusCode).toBe(401);
      const asMember = await t.app.inject({
        method,
        url: '/api/admin/site',
        headers: { cookie: member },
      });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe(STAFF_ONLY);
      const asEditor = await t.app.inject({
        method,
        url: '/api/admin/site',
        headers: { cookie: editor },
      });
      expect(asEditor.statusCode).toBe(403);
      expect(asEditor.json().message).toBe(NOT_FOR_YOUR_ROLE);
    }
    expect(await publicSite()).toEqual(DEFAULT_SITE_IDENTITY);
  });

  it('answers every validation message by its field', async () => {
    const cases: [Partial<SiteSettingsBody> | Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ name: 'x'.repeat(81) }, 'name', 'Name must be at most 80 characters'],
      [{ shortName: '' }, 'shortName', 'Short name is required'],
      [{ tagline: { en: 'a', es: '', pt: 'c' } }, 'tagline.es', 'Tagline is required'],
      [{ accentColor: 'gold' }, 'accentColor', ACCENT_INVALID],
      [{ accentColor: '#1e2a4a' }, 'accentColor', ACCENT_UNREADABLE],
      [{ channelUrl: 'http://youtube.com/x' }, 'channelUrl', CHANNEL_URL_INVALID],
      [{ contactEmail: 'nobody' }, 'contactEmail', 'Please enter a valid email address'],
      [{ copyright: { holder: 'X', year: 1800 } }, 'copyright.year', COPYRIGHT_YEAR_INVALID],
      [
        { copyright: { holder: '', year: 2024 } },
        'copyright.holder',
        'Copyright holder is required',
      ],
      [{ mailSenderName: 'Evil <x@y>' }, 'mailSenderName', SENDER_NAME_INVALID],
      [{ logo: { type: 'image/gif', data: '' } }, 'logo.type', LOGO_TYPE_INVALID],
      [{ logo: { type: 'image/png', data: '***' } }, 'logo.data', LOGO_UNREADABLE],
      [{ logo: { type: 'image/png', data: 'A'.repeat(800_000) } }, 'logo.data', LOGO_TOO_LARGE],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await put(settings(overrides as Partial<SiteSettingsBody>));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toEqual([message]);
    }
    expect(await publicSite()).toEqual(DEFAULT_SITE_IDENTITY);
  });

  it('refuses a logo that is not what it claims, and changes nothing', async () => {
    const version = t.app.contentVersion.current();
    const bytes = await png(256);
    for (const logo of [
      { type: 'image/webp', data: bytes.toString('base64') },
      { type: 'image/svg+xml', data: bytes.toString('base64') },
      {
        type: 'image/png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
      },
    ]) {
      const res = await put(settings({ logo: logo as SiteSettingsBody['logo'] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.logo).toEqual([LOGO_NOT_WHAT_IT_SAYS]);
    }
    const small = await put(
      settings({ logo: { type: 'image/png', data: (await png(64)).toString('base64') } }),
    );
    expect(small.json().fieldErrors.logo).toEqual([LOGO_TOO_SMALL]);
    // Within the field's length, but more than 512 KB once decoded.
    const large = await put(
      settings({
        logo: { type: 'image/png', data: Buffer.alloc(512 * 1024 + 1, 1).toString('base64') },
      }),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().fieldErrors.logo).toEqual([LOGO_TOO_LARGE]);
    expect(t.app.contentVersion.current()).toBe(version);
    expect(await publicSite()).toEqual(DEFAULT_SITE_IDENTITY);
  });

  it('saves the identity: the version moves, every page and message carries it', async () => {
    const version = t.app.contentVersion.current();
    const logo = (await png(256)).toString('base64');
    const res = await put(settings({ logo: { type: 'image/png', data: logo } }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = adminSiteSchema.parse(res.json());
    expect(saved).toMatchObject({
      name: 'Living Word Fellowship',
      customLogo: true,
      mailSenderName: 'Living Word',
    });
    expect(saved.updatedBy).not.toBeNull();
    expect(t.app.contentVersion.current()).not.toBe(version);

    const site = await publicSite();
    expect(site).toMatchObject({
      name: 'Living Word Fellowship',
      accentColor: '#7dd3fc',
      copyright: { holder: 'Living Word Fellowship Inc.', year: 2026 },
    });
    expect(site.logoUrl).toMatch(/^\/site\/[\w-]+\/logo\.png$/);
    const served = await t.app.inject(site.logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const page = await t.app.inject('/');
    expect(page.body).toContain(
      '<title>Living Word Fellowship — Authentic Biblical Teaching</title>',
    );
    expect(page.body).toContain(
      '<span class="whitespace-nowrap">Living Word</span> <span class="whitespace-nowrap">Fellowship</span>',
    );
    expect(page.body).toContain('© 2026 Living Word Fellowship Inc.');
    expect(page.body).toContain('--color-gold-400:#7dd3fc');
    expect(page.body).not.toContain(SITE_NAME);
    const card = /property="og:image" content="[^"]*(\/site\/[^"]+\/card\.png)"/.exec(
      page.body,
    )?.[1];
    expect(card).toBeDefined();
    const image = await t.app.inject(card ?? '');
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(page.body).toMatch(/rel="apple-touch-icon" href="\/site\/[^"]+\/touchIcon\.png"/);
    expect(page.body).toMatch(/<link rel="icon" href="\/site\/[^"]+\/favicon\.png" sizes/);
    expect(page.body).toMatch(/type="image\/png" href="\/site\/[^"]+\/logo\.png"/);

    // The feeds too, escaped as XML.
    const feed = await t.app.inject({ url: '/feed.xml', headers: { 'accept-encoding': 'br' } });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<title>Living Word Fellowship: Articles</title>');
    expect(feed.body).not.toContain(SITE_NAME);
    // The podcasts' artwork follows the logo: the 3000 px square JPEG directories require.
    const podcast = await t.app.inject('/podcast.xml');
    expect(podcast.statusCode).toBe(200);
    const artwork = /<itunes:image href="[^"]*(\/site\/[^"]+\/podcast\.jpg)"/.exec(
      podcast.body,
    )?.[1];
    expect(artwork).toBeDefined();
    const jpeg = await t.app.inject(artwork ?? '');
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 3000,
      height: 3000,
      isProgressive: true,
    });

    // The audit trail names who changed it.
    const audit = await t.app.inject({ url: '/api/admin/audit', headers: { cookie: admin } });
    expect(audit.body).toContain('PUT /api/admin/site');

    // The next message leaves under the new name and sender.
    smtp.clear();
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'Lydia',
        email: 'lydia@example.org',
        message: 'Hello there.',
      }),
    });
    await t.app.mailOutbox.tick();
    const mail = await smtp.waitFor((m) => m.to.includes('lydia@example.org'));
    expect(mail.headers.from).toContain('Living Word');
    expect(mail.text).toContain('Living Word Fellowship');
    expect(mail.text).not.toContain(SITE_NAME);
  });

  it('keeps the logo when none is sent, and goes back to the site’s mark with null', async () => {
    const kept = adminSiteSchema.parse((await put(settings({ name: 'Living Word' }))).json());
    expect(kept.customLogo).toBe(true);
    const back = adminSiteSchema.parse((await put(settings({ logo: null }))).json());
    expect(back.customLogo).toBe(false);
    expect(back.logoUrl).toBe(DEFAULT_SITE_IDENTITY.logoUrl);
  });

  it('takes a sanitised SVG logo', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script><circle cx="5" cy="5" r="4" fill="#c99a2e"/></svg>';
    const res = await put(
      settings({ logo: { type: 'image/svg+xml', data: Buffer.from(svg).toString('base64') } }),
    );
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject((await publicSite()).logoUrl);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<circle');
    expect(served.body).not.toMatch(/script|onload/);
  });

  it('goes back to the spec’s identity when saved with its values', async () => {
    const { logoUrl: _logoUrl, ...defaults } = DEFAULT_SITE_IDENTITY;
    const res = await put({ ...defaults, mailSenderName: SITE_NAME, logo: null });
    expect(res.statusCode).toBe(200);
    const { logoUrl, ...identity } = await publicSite();
    expect(identity).toEqual(defaults);
    expect(logoUrl).toBe(DEFAULT_SITE_IDENTITY.logoUrl);
    const page = await t.app.inject('/');
    expect(page.body).toContain(`<title>${SITE_NAME} — Authentic Biblical Teaching</title>`);
    // As on a fresh start: nothing is written over the pages.
    expect(page.body).not.toContain('site-identity');
    expect(adminSiteSchema.parse(res.json()).updatedAt).toBeNull();
  });
});
