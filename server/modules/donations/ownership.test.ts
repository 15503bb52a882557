// @module-tag asvs-v8
/**
 * Whose gift is it? A gift belongs to a member because they made it signed in, or because it was
 * made signed out with the member's own verified address; naming someone else's address gives a
 * member nothing, before or after its owner gives, and nobody's payments are ever made under
 * another person's Stripe customer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationSubscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  signedEvent,
  startFakeStripe,
  stripeEvent,
  type FakeStripe,
  type StripeObject,
} from '../../test/stripe';

let stripe: FakeStripe;
let t: TestApp;
let sdk: ReturnType<FakeStripe['payments']>['stripe'];

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ payments: stripe.payments() });
  sdk = stripe.payments().stripe;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const deliver = (event: object) => {
  const { payload, header } = signedEvent(sdk, event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
};

const year = new Date().getUTCFullYear();
let counter = 0;
const ownersAddress = () => {
  counter += 1;
  return `first.time.giver.${counter}.${Date.now()}@example.org`;
};

/** A gift started as the screens start one; answers the Stripe customer it was made under. */
async function give(cookie: string | undefined, body: object) {
  const before = stripe.requests.length;
  const res = await t.call('POST', '/api/create-payment-intent', cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ clientSecret: string; subscription?: string }>();
  const made = stripe.requests
    .slice(before)
    .find((r) => r.path === '/v1/payment_intents' || r.path === '/v1/subscriptions');
  const customer = answer.subscription
    ? (stripe.subscription(answer.subscription).customer as string)
    : (made?.form.customer ?? null);
  return { ...answer, customer };
}

/** The owner, not signed in, gives weekly from their address and the first charge is paid. */
async function ownerGivesWeekly(email: string) {
  const gift = await give(undefined, { amount: 2500, frequency: 'week', email });
  const subscription = gift.subscription ?? '';
  expect(
    (await deliver(stripeEvent('invoice.paid', stripe.charge(subscription, 'paid')))).statusCode,
  ).toBe(200);
  const [row] = await t.db
    .select()
    .from(donationSubscriptions)
    .where(eq(donationSubscriptions.stripeSubscriptionId, subscription));
  if (!row) throw new Error('the recurring gift was not recorded');
  return { ...gift, subscription, id: row.id };
}

const unitAmount = (subscription: string) =>
  (
    ((stripe.subscription(subscription).items as { data: StripeObject[] }).data[0] as StripeObject)
      .price as StripeObject
  ).unit_amount;

/** Everything a member could do with another's recurring gift: each must find nothing. */
async function expectNothingGained(cookie: string, owner: { id: number; subscription: string }) {
  const mine = await t.call('GET', '/api/donations/my', cookie);
  expect(mine.statusCode).toBe(200);
  const giving = mine.json<{ recurring: { id: number }[]; gifts: { amount: number }[] }>();
  expect(giving.recurring).toEqual([]);
  expect(giving.gifts.filter((g) => g.amount === 2500)).toEqual([]);

  const patch = await t.call('PATCH', `/api/donations/recurring/${owner.id}`, cookie, {
    amount: 1_000_000,
  });
  expect(patch.statusCode).toBe(404);
  expect(unitAmount(owner.subscription)).toBe(2500);
  expect((await t.call('DELETE', `/api/donations/recurring/${owner.id}`, cookie)).statusCode).toBe(
    404,
  );
  expect(stripe.subscription(owner.subscription).status).toBe('active');

  // The next week's charge is the owner's, not on the member's statement.
  const renewal = stripe.charge(owner.subscription, 'paid');
  expect((await deliver(stripeEvent('invoice.paid', renewal))).statusCode).toBe(200);
  const statement = await t.call('GET', `/api/donations/statement?year=${year}`, cookie);
  expect(statement.statusCode).toBe(200);
  expect(statement.json()).toMatchObject({ gifts: [], total: 0 });
}

/** The member ends the one recurring gift of their own, so only another's could be listed. */
async function cancelOwnRecurring(cookie: string) {
  const mine = await t.call('GET', '/api/donations/my', cookie);
  const [own] = mine.json<{ recurring: { id: number }[] }>().recurring;
  expect(own).toBeDefined();
  const res = await t.call('DELETE', `/api/donations/recurring/${own?.id}`, cookie);
  expect(res.statusCode).toBe(200);
}

describe('a member naming someone else’s address', { tags: ['asvs-v8'] }, () => {
  it('before the owner first gives: gains nothing, and no payment shares a Stripe customer', async () => {
    const email = ownersAddress();
    const intruder = await t.signIn({ verified: false });
    const named = await give(intruder.cookie, { amount: 500, email });
    const namedWeekly = await give(intruder.cookie, { amount: 500, email, frequency: 'week' });

    const owner = await ownerGivesWeekly(email);
    expect(owner.customer).not.toBe(named.customer);
    expect(owner.customer).not.toBe(namedWeekly.customer);

    // The intruder still sees their own gifts, and only those.
    const mine = await t.call('GET', '/api/donations/my', intruder.cookie);
    expect(mine.json().gifts).toHaveLength(2);
    expect(mine.json().recurring).toHaveLength(1);
    await cancelOwnRecurring(intruder.cookie);

    await expectNothingGained(intruder.cookie, owner);
  });

  it('after the owner has given: gains nothing, and the owner’s customer is not used for the member', async () => {
    const email = ownersAddress();
    const owner = await ownerGivesWeekly(email);
    const intruder = await t.signIn({ verified: false });
    const named = await give(intruder.cookie, { amount: 500, email });
    const namedWeekly = await give(intruder.cookie, { amount: 500, email, frequency: 'week' });
    expect(named.customer).not.toBe(owner.customer);
    expect(namedWeekly.customer).not.toBe(owner.customer);
    await cancelOwnRecurring(intruder.cookie);

    await expectNothingGained(intruder.cookie, owner);

    // Another stranger naming the address does not give gifts under the owner's customer either.
    const stranger = await give(undefined, { amount: 700, email });
    expect(stranger.customer).not.toBe(owner.customer);
    const strangerWeekly = await give(undefined, { amount: 700, email, frequency: 'week' });
    expect(strangerWeekly.customer).not.toBe(owner.customer);
  });

  it('the owner, once signed in with the address verified, has the gift; a gift made signed in stays its maker’s', async () => {
    const email = ownersAddress();
    const owner = await ownerGivesWeekly(email);
    const other = await t.signIn();
    const othersWeekly = await give(other.cookie, { amount: 800, email, frequency: 'week' });
    expect(othersWeekly.customer).not.toBe(owner.customer);

    const member = await t.signIn({ verified: false });
    await t.db.update(users).set({ email }).where(eq(users.id, member.user.id));
    // An unverified address proves nothing.
    expect((await t.call('GET', '/api/donations/my', member.cookie)).json().recurring).toEqual([]);
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, member.user.id));
    const mine = await t.call('GET', '/api/donations/my', member.cookie);
    expect(mine.json().recurring).toEqual([
      expect.objectContaining({ id: owner.id, amount: 2500 }),
    ]);
    const changed = await t.call('PATCH', `/api/donations/recurring/${owner.id}`, member.cookie, {
      amount: 3000,
    });
    expect(changed.statusCode).toBe(200);
    expect(unitAmount(owner.subscription)).toBe(3000);
    // The other member's gift naming the address is still theirs, and only theirs.
    const others = await t.call('GET', '/api/donations/my', other.cookie);
    expect(others.json().recurring).toEqual([expect.objectContaining({ amount: 800 })]);
  });
});
