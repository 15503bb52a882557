import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../../contract/pages';
import type { SiteSettingsBody } from '../../../contract/site';
import { DEFAULT_SITE_IDENTITY } from '../../../contract/site';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * The saved name reaches what the site hands to other programs: authenticator apps (the TOTP
 * issuer), the browser's passkey prompt (WebAuthn's relying party name), calendars (the .ics
 * PRODID) and the API's OpenAPI document. A fresh site keeps the spec's name in each.
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

const saveName = async (name: string) => {
  const body: SiteSettingsBody = {
    ...DEFAULT_SITE_IDENTITY,
    name,
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
  expect([totp, passkey, calendar, openApi].map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  return {
    issuer: new URL((totp.json() as { uri: string }).uri).searchParams.get('issuer'),
    rpName: (passkey.json() as { rp: { name: string } }).rp.name,
    prodId: /^PRODID:.*$/m.exec(calendar.body.replace(/\r\n /g, ''))?.[0].trim(),
    apiTitle: (openApi.json() as { info: { title: string } }).info.title,
  };
}

describe('the ministry’s name outside its pages', () => {
  it('is the spec’s on a fresh site', async () => {
    expect(await whatOthersRead()).toEqual({
      issuer: SITE_NAME,
      rpName: SITE_NAME,
      prodId: `PRODID:-//${SITE_NAME}//events//EN`,
      apiTitle: `${SITE_NAME} API`,
    });
  });

  it('follows the saved name, and goes back with it', async () => {
    await saveName(NAME);
    expect(await whatOthersRead()).toEqual({
      issuer: NAME,
      rpName: NAME,
      prodId: `PRODID:-//${NAME}//events//EN`,
      apiTitle: `${NAME} API`,
    });
    await saveName(SITE_NAME);
    expect((await whatOthersRead()).apiTitle).toBe(`${SITE_NAME} API`);
  });
});
