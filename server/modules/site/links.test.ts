import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../../contract/pages';
import {
  DEFAULT_CHANNEL_LABEL,
  DEFAULT_SITE_IDENTITY,
  LINK_ICON_INVALID,
  LINK_URL_INVALID,
  LINKS_INVALID,
  LINKS_TOO_MANY,
  adminSiteSchema,
  siteIdentitySchema,
  type ConnectLink,
  type SiteSettingsBody,
} from '../../../contract/site';
import { NOT_FOR_YOUR_ROLE, STAFF_ONLY } from '../../../contract/staff';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { fixtureBuild, ORIGIN } from '../../test/built-pages';

/** The "Alternative Ways to Connect" links the ministry keeps with its identity. */

let t: TestApp;
let admin: string;
let member: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp({
    dist: fixtureBuild(),
    ssr: () => import('../../../client/src/entry-server'),
    config: testConfig({ PUBLIC_URL: ORIGIN }),
  });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
  editor = (await t.signIn({ roles: ['editor'] })).cookie;
});
afterAll(() => t.close());

const { logoUrl: _logoUrl, links: defaultLinks, ...spec } = DEFAULT_SITE_IDENTITY;
const settings = (links?: unknown, overrides: Partial<SiteSettingsBody> = {}) => ({
  ...spec,
  mailSenderName: SITE_NAME,
  ...(links === undefined ? {} : { links }),
  ...overrides,
});

const podcast: ConnectLink = {
  url: 'https://podcast.example.org/kingdom-truth',
  icon: 'podcast',
  label: { en: 'Podcast', es: 'Pódcast en español', pt: 'Podcast em português' },
};
const phone: ConnectLink = {
  url: 'tel:+1 555 010 2030',
  icon: 'phone',
  label: { en: 'Call us', es: 'Llámenos', pt: 'Ligue para nós' },
};

const put = (body: unknown, cookie = admin) => t.call('PUT', '/api/admin/site', cookie, body);
const publicSite = async () => siteIdentitySchema.parse((await t.app.inject('/api/site')).json());
/** The contact card's links as the page's HTML has them: [address, label]. */
const cardLinks = (html: string) => {
  const card = html.slice(html.indexOf('<ul class="space-y-4">'));
  const list = card.slice(0, card.indexOf('</ul>'));
  return [...list.matchAll(/<a href="([^"]*)"[^>]*>[\s\S]*?<span[^>]*>([^<]*)<\/span><\/a>/g)].map(
    (m) => [m[1], m[2]],
  );
};

describe('the Alternative Ways to Connect links', () => {
  it('are the channel and the address on a fresh site, on the API and the page', async () => {
    const site = await publicSite();
    expect(site.links).toEqual([
      { url: spec.channelUrl, icon: 'video', label: DEFAULT_CHANNEL_LABEL },
      {
        url: `mailto:${spec.contactEmail}`,
        icon: 'mail',
        label: { en: spec.contactEmail, es: spec.contactEmail, pt: spec.contactEmail },
      },
    ]);
    const page = await t.app.inject('/contact');
    expect(page.statusCode).toBe(200);
    expect(cardLinks(page.body)).toEqual([
      [spec.channelUrl, 'Our video channel'],
      [`mailto:${spec.contactEmail}`, spec.contactEmail],
    ]);
    const es = await t.app.inject('/es/contact');
    expect(cardLinks(es.body)[0]).toEqual([spec.channelUrl, 'Nuestro canal de videos']);
  });

  it('refuse visitors (401), members (403) and editors (403), changing nothing', async () => {
    const body = settings([podcast]);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/site', payload: body })).statusCode,
    ).toBe(401);
    const asMember = await put(body, member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe(STAFF_ONLY);
    const asEditor = await put(body, editor);
    expect(asEditor.statusCode).toBe(403);
    expect(asEditor.json().message).toBe(NOT_FOR_YOUR_ROLE);
    expect((await publicSite()).links).toEqual(defaultLinks);
  });

  it('answer every validation message by its field', async () => {
    const cases: [unknown, string, string][] = [
      [[{ ...podcast, url: 'javascript:alert(1)' }], 'links.0.url', LINK_URL_INVALID],
      [[{ ...podcast, url: 'JavaScript:alert(1)' }], 'links.0.url', LINK_URL_INVALID],
      [[{ ...podcast, url: 'data:text/html,<b>x</b>' }], 'links.0.url', LINK_URL_INVALID],
      [[{ ...podcast, url: 'http://podcast.example.org' }], 'links.0.url', LINK_URL_INVALID],
      [[podcast, { ...podcast, url: 'mailto:nobody' }], 'links.1.url', LINK_URL_INVALID],
      [[{ ...podcast, url: 'tel:call-me' }], 'links.0.url', LINK_URL_INVALID],
      [[{ ...podcast, url: '' }], 'links.0.url', LINK_URL_INVALID],
      [[{ ...podcast, icon: 'skull' }], 'links.0.icon', LINK_ICON_INVALID],
      [
        [{ ...podcast, label: { ...podcast.label, en: ' ' } }],
        'links.0.label.en',
        'Link label in English is required',
      ],
      [
        [{ ...podcast, label: { ...podcast.label, es: '' } }],
        'links.0.label.es',
        'Link label in Spanish is required',
      ],
      [
        [{ ...podcast, label: { ...podcast.label, pt: 'x'.repeat(81) } }],
        'links.0.label.pt',
        'Link label in Portuguese must be at most 80 characters',
      ],
      [
        [{ url: podcast.url, icon: 'podcast' }],
        'links.0.label',
        'Link label in English is required',
      ],
      [Array.from({ length: 9 }, () => podcast), 'links', LINKS_TOO_MANY],
      ['podcast', 'links', LINKS_INVALID],
    ];
    for (const [links, field, message] of cases) {
      const res = await put(settings(links));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], `${field} ${JSON.stringify(links)}`).toEqual([
        message,
      ]);
    }
    expect((await publicSite()).links).toEqual(defaultLinks);
  });

  it('are saved in their order and shown on the contact page in its language', async () => {
    const version = t.app.contentVersion.current();
    const links = [podcast, phone, { ...defaultLinks[1] } as ConnectLink];
    const res = await put(settings(links));
    expect(res.statusCode, res.body).toBe(200);
    expect(adminSiteSchema.parse(res.json()).links).toEqual(links);
    expect(t.app.contentVersion.current()).not.toBe(version);
    expect((await publicSite()).links).toEqual(links);

    const es = await t.app.inject('/es/contact');
    expect(cardLinks(es.body)).toEqual([
      [podcast.url, 'Pódcast en español'],
      ['tel:+1 555 010 2030', 'Llámenos'],
      [`mailto:${spec.contactEmail}`, spec.contactEmail],
    ]);
    // A web page opens beside the form; a phone number does not.
    expect(es.body).toMatch(
      /<a href="https:\/\/podcast\.example\.org\/kingdom-truth" target="_blank" rel="noopener noreferrer"/,
    );
    expect(es.body).toMatch(/<a href="tel:\+1 555 010 2030" class=/);
    const pt = await t.app.inject('/pt/contact');
    expect(cardLinks(pt.body)[0]).toEqual([podcast.url, 'Podcast em português']);

    // Reordered and one removed.
    expect((await put(settings([phone, podcast]))).statusCode).toBe(200);
    expect(cardLinks((await t.app.inject('/contact')).body)).toEqual([
      ['tel:+1 555 010 2030', 'Call us'],
      [podcast.url, 'Podcast'],
    ]);
  });

  it('follow the channel and address while the list is the default one', async () => {
    const res = await put(
      settings(undefined, {
        channelUrl: 'https://www.youtube.com/@LivingWord',
        contactEmail: 'hello@livingword.example.org',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect((await publicSite()).links.map((link) => link.url)).toEqual([
      'https://www.youtube.com/@LivingWord',
      'mailto:hello@livingword.example.org',
    ]);
    // The default list sent back as it is, then the spec's values: the fresh site again.
    const back = await put(settings(defaultLinks));
    expect(back.statusCode).toBe(200);
    expect(adminSiteSchema.parse(back.json()).updatedAt).toBeNull();
    expect(await publicSite()).toEqual(DEFAULT_SITE_IDENTITY);
  });
});
