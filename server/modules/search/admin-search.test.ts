import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSearchAnswerSchema } from '../../../contract/search';
import { conversations, donations, donors, newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let admin: { cookie: string };
let member: { cookie: string; user: { id: number; email: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ isAdmin: true, firstName: 'Deborah' });
  member = await t.signIn({ firstName: 'Barnabas' });
  await t.db.insert(conversations).values({
    userId: member.user.id,
    title: 'Prayer for my family',
    category: 'prayer',
  });
  await t.db
    .insert(newsletterSubscriptions)
    .values([{ email: 'barnabas_reader@example.org' }, { email: 'other@example.org' }]);
  const [donor] = await t.db
    .insert(donors)
    .values({ email: 'giver@example.org', name: 'Barnabas Joseph', stripeCustomerId: 'cus_1' })
    .returning();
  await t.db.insert(donations).values({
    amount: 2500,
    donorId: donor?.id,
    status: 'succeeded',
    stripePaymentIntentId: 'pi_1',
  });
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string, cookie = admin.cookie) => {
  const res = await t.call('GET', `/api/admin/search?q=${encodeURIComponent(query)}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return adminSearchAnswerSchema.parse(res.json());
};

describe('GET /api/admin/search', () => {
  it('finds people, their conversations, subscribers and donations by name or e-mail', async () => {
    const answer = await search('barnabas');
    const scopes = Object.fromEntries(answer.groups.map((g) => [g.scope, g]));
    expect(scopes.people?.items.map((i) => i.title)).toEqual(['Barnabas Member']);
    expect(scopes.conversations?.items.map((i) => i.title)).toEqual(['Prayer for my family']);
    expect(scopes.subscribers?.items.map((i) => i.title)).toEqual(['barnabas_reader@example.org']);
    expect(scopes.donations?.items[0]).toMatchObject({
      title: 'Barnabas Joseph',
      detail: '25.00 USD · succeeded',
    });
  });

  it('narrows to one scope, and reads % and _ as themselves', async () => {
    const one = await t.call('GET', '/api/admin/search?q=barnabas&scope=subscribers', admin.cookie);
    expect(adminSearchAnswerSchema.parse(one.json()).groups.map((g) => g.scope)).toEqual([
      'subscribers',
    ]);
    expect((await search('%')).groups).toEqual([]);
    expect((await search('r_e')).groups).toEqual([]);
    expect((await search('s_r')).groups.map((g) => g.scope)).toEqual(['subscribers']);
  });

  it('is for administrators only', async () => {
    expect((await t.call('GET', '/api/admin/search?q=barnabas')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/search?q=barnabas', member.cookie)).statusCode).toBe(
      403,
    );
  });

  it('gives each person only the scopes their roles open', async () => {
    const treasurer = await t.signIn({ roles: ['treasurer'] });
    const found = await t.call('GET', '/api/admin/search?q=barnabas', treasurer.cookie);
    expect(adminSearchAnswerSchema.parse(found.json()).groups.map((g) => g.scope)).toEqual([
      'donations',
    ]);
    const people = await t.call(
      'GET',
      '/api/admin/search?q=barnabas&scope=people',
      treasurer.cookie,
    );
    expect(people.statusCode).toBe(403);
    const editor = await t.signIn({ roles: ['editor'] });
    const subscribers = await t.call('GET', '/api/admin/search?q=barnabas', editor.cookie);
    expect(adminSearchAnswerSchema.parse(subscribers.json()).groups.map((g) => g.scope)).toEqual([
      'subscribers',
    ]);
    const author = await t.signIn({ roles: ['author'] });
    expect((await t.call('GET', '/api/admin/search?q=barnabas', author.cookie)).statusCode).toBe(
      403,
    );
  });

  it('refuses a blank query or an unknown scope with the usual message', async () => {
    const blank = await t.call('GET', '/api/admin/search?q=', admin.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toBe(
      'Enter words or a reference to search for',
    );
    const scope = await t.call('GET', '/api/admin/search?q=a&scope=sermons', admin.cookie);
    expect(scope.statusCode).toBe(400);
  });
});
