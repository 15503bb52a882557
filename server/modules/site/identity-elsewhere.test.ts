import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../../contract/pages';
import type { SiteSettingsBody } from '../../../contract/site';
import { DEFAULT_SITE_IDENTITY } from '../../../contract/site';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * The saved name reaches what the site hands to other programs: authenticator apps (the TOTP
 * issuer), the browser's passkey prompt (WebAuthn's relying party name), calendars (the .ics
 * PRODID), the API's OpenAPI document and the web app manifest (with the short name, the label
 * under a home-screen icon). A fresh site keeps the spec's names in each.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ isAdmin: true })).cookie;
});
afterAll(() => t.close());

const PASSWORD = 'correct horse';
const NAME = 'Grace & Truth Fellowship';

const saveName = async (name: string, shortName = DEFAULT_SITE_IDENTITY.shortName) => {
  const body: SiteSettingsBody = {
    ...DEFAULT_SITE_IDENTITY,
    name,
    shortName,
    mailSenderName: name,
  };
  const res = await t.call('PUT', '/api/admin/site', admin, body);
  expect(res.statusCode).toBe(200);
};

async function whatOthersRead() {
  const member = await t.signIn();
  const totp = await t.call('POST', '/api/profile/two-factor', member.cookie, {
    currentPassword: PASSWORD,
  });
  const passkey = await t.call('POST', '/api/profile/passkeys/options', member.cookie, {
    currentPassword: PASSWORD,
  });
  const calendar = await t.call('GET', '/events.ics');
  const openApi = await t.call('GET', '/api/docs/json');
  const manifest = await t.call('GET', '/site.webmanifest');
  expect([totp, passkey, calendar, openApi, manifest].map((r) => r.statusCode)).toEqual([
    200, 200, 200, 200, 200,
  ]);
  expect(manifest.headers['content-type']).toContain('application/manifest+json');
  const app = manifest.json() as { name: string; short_name: string };
  return {
    issuer: new URL((totp.json() as { uri: string }).uri).searchParams.get('issuer'),
    rpName: (passkey.json() as { rp: { name: string } }).rp.name,
    prodId: /^PRODID:.*$/m.exec(calendar.body.replace(/\r\n /g, ''))?.[0].trim(),
    apiTitle: (openApi.json() as { info: { title: string } }).info.title,
    manifest: [app.name, app.short_name],
  };
}

describe('the ministry’s name outside its pages', () => {
  it('is the spec’s on a fresh site', async () => {
    expect(await whatOthersRead()).toEqual({
      issuer: SITE_NAME,
      rpName: SITE_NAME,
      prodId: `PRODID:-//${SITE_NAME}//events//EN`,
      apiTitle: `${SITE_NAME} API`,
      manifest: [SITE_NAME, 'Kingdom Truth'],
    });
  });

  it('follows the saved name, and goes back with it', async () => {
    await saveName(NAME, 'Grace & Truth');
    expect(await whatOthersRead()).toEqual({
      issuer: NAME,
      rpName: NAME,
      prodId: `PRODID:-//${NAME}//events//EN`,
      apiTitle: `${NAME} API`,
      manifest: [NAME, 'Grace & Truth'],
    });
    await saveName(SITE_NAME);
    expect((await whatOthersRead()).apiTitle).toBe(`${SITE_NAME} API`);
  });
});
