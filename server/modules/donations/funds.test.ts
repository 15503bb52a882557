/** The funds administrators keep, and giving on a site with no Stripe keys. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUND_NAME_TAKEN, GIVING_NOT_SET_UP } from '../../../contract/donations';
import { donations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startFakeStripe, type FakeStripe } from '../../test/stripe';

let stripe: FakeStripe;
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ payments: stripe.payments() });
  admin = await t.signIn({ isAdmin: true });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function newFund(name: string) {
  const res = await t.call('POST', '/api/admin/funds', admin.cookie, { name });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; name: string }>();
}

describe('funds (administrators)', () => {
  it('are added, renamed and retired; a retired fund keeps its gifts and is no longer offered', async () => {
    const fund = await newFund(`Ebook Outreach ${Date.now()}`);
    const dup = await t.call('POST', '/api/admin/funds', admin.cookie, {
      name: fund.name.toUpperCase(),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(FUND_NAME_TAKEN);

    const renamed = await t.call('PATCH', `/api/admin/funds/${fund.id}`, admin.cookie, {
      name: `${fund.name} (books)`,
    });
    expect(renamed.json()).toMatchObject({ name: `${fund.name} (books)`, retired: false });
    let offered = (await t.call('GET', '/api/stripe/config')).json<{ funds: { id: number }[] }>();
    expect(offered.funds.map((f) => f.id)).toContain(fund.id);

    await t.db.insert(donations).values({
      amount: 700,
      stripePaymentIntentId: `pi_fund_${fund.id}`,
      fundId: fund.id,
      status: 'succeeded',
    });
    const retired = await t.call('PATCH', `/api/admin/funds/${fund.id}`, admin.cookie, {
      retired: true,
    });
    expect(retired.json()).toMatchObject({ retired: true });
    offered = (await t.call('GET', '/api/stripe/config')).json();
    expect(offered.funds.map((f) => f.id)).not.toContain(fund.id);
    const all = await t.call('GET', '/api/admin/funds', admin.cookie);
    expect(all.json().funds).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: fund.id, retired: true })]),
    );
    expect(await t.db.$count(donations, eq(donations.fundId, fund.id))).toBe(1);

    expect(
      (await t.call('PATCH', '/api/admin/funds/999999', admin.cookie, { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['POST', '/api/admin/funds', { name: '' }],
    ['POST', '/api/admin/funds', {}],
    ['PATCH', '/api/admin/funds/1', {}],
    ['PATCH', '/api/admin/funds/abc', { name: 'X' }],
  ] as const)('%s %s refuses %j with 400', async (method, url, body) => {
    const res = await t.call(method, url, admin.cookie, body);
    expect(res.statusCode).toBe(400);
  });

  it('are for administrators only', async () => {
    const member = await t.signIn();
    for (const [method, url] of [
      ['GET', '/api/admin/funds'],
      ['POST', '/api/admin/funds'],
      ['PATCH', '/api/admin/funds/1'],
      ['GET', '/api/admin/donations/summary'],
      ['GET', '/api/admin/donations/export?from=2026-01-01&to=2026-01-31'],
    ] as const) {
      const body = method === 'GET' ? undefined : { name: 'X' };
      expect((await t.call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await t.call(method, url, member.cookie, body)).statusCode).toBe(403);
    }
  });
});

describe('without Stripe keys', () => {
  it('every new donor route answers 503 with the message', async () => {
    const bare = await createTestApp({ payments: null });
    try {
      const member = await bare.signIn();
      for (const [method, url, body] of [
        ['GET', '/api/donations/my', undefined],
        ['GET', '/api/donations/statement?year=2025', undefined],
        ['POST', '/api/donations/statement', { year: 2025 }],
        ['PATCH', '/api/donations/recurring/1', { amount: 500 }],
        ['DELETE', '/api/donations/recurring/1', undefined],
        ['POST', '/api/donations/confirm', { subscription: 'sub_1' }],
        ['POST', '/api/create-payment-intent', { amount: 500, frequency: 'month' }],
      ] as const) {
        const res = await bare.call(method, url, member.cookie, body);
        expect(res.statusCode, url).toBe(503);
        expect(res.json().message).toBe(GIVING_NOT_SET_UP);
      }
    } finally {
      await bare.close();
    }
  });
});
