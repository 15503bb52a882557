import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../../../contract/messages/es';
import type { PrayerRequest } from '../../../contract/prayer';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { fixtureBuild, links, ORIGIN, ssrData, title } from '../../test/built-pages';

/**
 * The prayer wall arrives with its requests in the first HTML (as a visitor may read them), in
 * each language; "I prayed" posted as a plain form answers the wall with the outcome.
 */
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let member: Member;
let publicId: number;
let membersId: number;

beforeAll(async () => {
  t = await createTestApp({
    dist: fixtureBuild(),
    ssr: () => import('../../../client/src/entry-server'),
    config: testConfig({ PUBLIC_URL: ORIGIN }),
  });
  const requester = await t.signIn({ firstName: 'Miriam' });
  const staff = await t.signIn({ isAdmin: true });
  member = await t.signIn();
  const share = async (body: Record<string, unknown>) => {
    const request = (
      await t.call('POST', '/api/prayer', requester.cookie, body)
    ).json<PrayerRequest>();
    await t.call('POST', `/api/admin/prayer/${request.id}/approve`, staff.cookie);
    return request.id;
  };
  publicId = await share({
    title: 'Healing for Anna',
    body: 'Surgery on Tuesday',
    visibility: 'public',
    category: 'healing',
  });
  membersId = await share({ body: 'A members-only burden', visibility: 'members' });
});
afterAll(() => t.close());

const form = (url: string, payload: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });

describe('the prayer wall page', () => {
  it('carries the public requests, never the members-only ones, with a plain "I prayed" form', async () => {
    const res = await t.app.inject('/prayer');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Prayer Wall | Kingdom Truth Ministry');
    expect(res.body).toContain('Healing for Anna');
    expect(res.body).not.toContain('A members-only burden');
    expect(res.body).toContain('<form action="/prayer" method="post">');
    expect(res.body).toContain(`name="id" value="${publicId}"`);
    expect(links(res.body)).toContain(`es ${ORIGIN}/es/prayer`);
    expect(ssrData(res.body).data.queries.map((q) => q.key)).toEqual([['/api/prayer']]);
  });

  it('in Spanish, by category', async () => {
    const res = await t.app.inject('/es/prayer?category=healing&ignored=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).toContain(es['prayer.prayedButton']);
    expect(res.body).toContain(es['prayer.category.healing']);
    expect(res.body).toContain('Healing for Anna');
    expect(links(res.body)).toContain(`canonical ${ORIGIN}/es/prayer?category=healing`);
    const family = await t.app.inject('/es/prayer?category=family');
    expect(family.body).toContain(es['prayer.empty']);
  });

  it('"I prayed" as a plain post: a visitor is asked to sign in; a member is thanked and counted', async () => {
    const visitor = await form('/pt/prayer', `id=${publicId}`);
    expect(visitor.statusCode).toBe(400);
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(visitor.body).toContain('Entre para orar por um pedido');
    const prayed = await form('/es/prayer', `id=${membersId}&category=`, member.cookie);
    expect(prayed.statusCode).toBe(200);
    expect(prayed.body).toContain(es['prayer.prayedThanks']);
    // The member's own view of the wall: their members-only request, prayed for today.
    expect(prayed.body).toContain('A members-only burden');
    expect(prayed.body).toContain(es['prayer.prayedToday']);
    const again = await form('/prayer', `id=${membersId}`, member.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('You have already prayed for this request today');
    expect((await form('/prayer', 'id=abc', member.cookie)).statusCode).toBe(400);
  });
});
