import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUND_NOT_FOUND,
  RECURRING_EMAIL_REQUIRED,
  RECURRING_NOT_FOUND,
} from '../../../contract/donations';
import { donations, donationSubscriptions, donors, mailOutbox, users } from '../../db/schema';
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
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ payments: stripe.payments() });
  sdk = stripe.payments().stripe;
  admin = await t.signIn({ isAdmin: true });
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

async function newFund(name: string) {
  const res = await t.call('POST', '/api/admin/funds', admin.cookie, { name });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; name: string }>();
}

/** A member who gives monthly (Missions, fees covered unless said otherwise) and pays the first charge. */
async function monthlyGift(
  opts: {
    amount?: number;
    coverFees?: boolean;
    fundId?: number;
    frequency?: 'week' | 'month';
  } = {},
) {
  const member = await t.signIn();
  const res = await t.call('POST', '/api/create-payment-intent', member.cookie, {
    amount: opts.amount ?? 2500,
    frequency: opts.frequency ?? 'month',
    coverFees: opts.coverFees ?? true,
    ...(opts.fundId !== undefined ? { fundId: opts.fundId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ clientSecret: string; subscription: string; total: number }>();
  return { member, ...answer };
}

const mailsTo = (to: string) => t.db.$count(mailOutbox, eq(mailOutbox.to, to));

describe('a monthly gift to Missions with the fees covered', () => {
  it('is a Stripe Subscription for the gift plus the fee, confirmed on return, recorded once per charge with one receipt', async () => {
    const missions = await newFund('Missions');
    const before = stripe.requests.length;
    const { member, clientSecret, subscription, total } = await monthlyGift({
      fundId: missions.id,
    });
    expect(total).toBe(2606);
    expect(clientSecret).toMatch(/^pi_[0-9a-f]+_secret_/);
    expect(subscription).toMatch(/^sub_/);

    const sent = stripe.requests.slice(before);
    const created = sent.find((r) => r.path.startsWith('/v1/subscriptions'));
    expect(created?.form).toMatchObject({
      'items[0][price_data][unit_amount]': '2606',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][recurring][interval]': 'month',
      payment_behavior: 'default_incomplete',
      'metadata[fund_id]': String(missions.id),
      'metadata[fee]': '106',
    });
    const customer = stripe.customer(stripe.subscription(subscription).customer as string);
    expect(customer).toMatchObject({ email: member.user.email, name: 'Ruth Member' });

    // The address may say anything: until Stripe has the first charge, no thanks.
    const confirm = (body: object) => t.call('POST', '/api/donations/confirm', undefined, body);
    expect((await confirm({ subscription })).json()).toMatchObject({ outcome: 'failed' });
    const invoice = stripe.charge(subscription, 'paid');
    expect((await confirm({ subscription })).json()).toEqual({
      status: 'active',
      outcome: 'succeeded',
      amount: 2606,
      currency: 'usd',
    });
    expect((await confirm({ subscription: 'sub_notours' })).statusCode).toBe(404);

    // invoice.paid three times: one succeeded gift, one receipt.
    const paid = stripeEvent('invoice.paid', invoice);
    for (let i = 0; i < 3; i += 1) expect((await deliver(paid)).statusCode).toBe(200);
    // The same charge's PaymentIntent event records nothing more.
    const pi = (invoice.confirmation_secret as { client_secret: string }).client_secret.split(
      '_secret_',
    )[0];
    await deliver(
      stripeEvent('payment_intent.succeeded', {
        id: pi,
        object: 'payment_intent',
        amount: 2606,
        currency: 'usd',
        created: Math.floor(Date.now() / 1000),
        customer: invoice.customer,
        metadata: {},
        receipt_email: null,
        status: 'succeeded',
      }),
    );
    let rows = await t.db.select().from(donations).where(eq(donations.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      amount: 2606,
      fee: 106,
      frequency: 'month',
      fundId: missions.id,
      stripeInvoiceId: invoice.id,
    });
    expect(await mailsTo(member.user.email)).toBe(1);

    // A renewal: a second gift, a second receipt.
    const renewal = stripe.charge(subscription, 'paid');
    await deliver(stripeEvent('invoice.paid', renewal));
    await deliver(stripeEvent('invoice.paid', renewal));
    rows = await t.db.select().from(donations).where(eq(donations.userId, member.user.id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(new Set(rows.map((r) => r.subscriptionId)).size).toBe(1);
    expect(await mailsTo(member.user.email)).toBe(2);

    // The donor's Giving tab.
    const mine = await t.call('GET', '/api/donations/my', member.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const giving = mine.json<{
      gifts: { fund: string | null; amount: number; status: string }[];
      recurring: { id: number; amount: number; fee: number; status: string; fund: string }[];
    }>();
    expect(giving.gifts).toHaveLength(2);
    expect(giving.gifts[0]).toMatchObject({ fund: 'Missions', amount: 2606, status: 'succeeded' });
    expect(giving.recurring).toEqual([
      expect.objectContaining({
        amount: 2500,
        fee: 106,
        frequency: 'month',
        fund: 'Missions',
        status: 'active',
        nextChargeAt: expect.any(String),
      }),
    ]);
  });

  it('reuses the donor’s Stripe customer the next time they give', async () => {
    const first = await monthlyGift();
    const again = await t.call('POST', '/api/create-payment-intent', first.member.cookie, {
      amount: 1000,
      frequency: 'week',
    });
    expect(again.statusCode).toBe(200);
    const second = again.json<{ subscription: string }>().subscription;
    expect(stripe.subscription(second).customer).toBe(
      stripe.subscription(first.subscription).customer,
    );
    expect(await t.db.$count(donors, eq(donors.email, first.member.user.email))).toBe(1);
    const oneTime = await t.call('POST', '/api/create-payment-intent', first.member.cookie, {
      amount: 1000,
    });
    expect(oneTime.statusCode).toBe(200);
    expect(stripe.requests.at(-1)?.form.customer).toBe(
      stripe.subscription(first.subscription).customer,
    );
  });

  it('refuses a recurring gift without an e-mail address, and an unknown or retired fund', async () => {
    const anonymous = await t.call('POST', '/api/create-payment-intent', undefined, {
      amount: 2500,
      frequency: 'month',
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().fieldErrors).toEqual({ email: [RECURRING_EMAIL_REQUIRED] });

    const unknown = await t.call('POST', '/api/create-payment-intent', undefined, {
      amount: 2500,
      fundId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ fundId: [FUND_NOT_FOUND] });

    const old = await newFund(`Old roof ${Date.now()}`);
    await t.call('PATCH', `/api/admin/funds/${old.id}`, admin.cookie, { retired: true });
    const retired = await t.call('POST', '/api/create-payment-intent', undefined, {
      amount: 2500,
      fundId: old.id,
    });
    expect(retired.statusCode).toBe(400);
  });

  it.each([
    [{ amount: 2500, frequency: 'yearly' }, 'frequency'],
    [{ amount: 2500, coverFees: 'yes' }, 'coverFees'],
    [{ amount: 2500, fundId: -1 }, 'fundId'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await t.call('POST', '/api/create-payment-intent', undefined, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBeDefined();
  });

  it('a one-time gift with the fee covered charges the gift plus the fee', async () => {
    const res = await t.call('POST', '/api/create-payment-intent', undefined, {
      amount: 1000,
      coverFees: true,
    });
    expect(res.json()).toMatchObject({ total: 1061 });
    expect(stripe.requests.at(-1)?.form).toMatchObject({ amount: '1061', 'metadata[fee]': '61' });
  });
});

describe('a failed renewal', () => {
  it('is marked failed, the donor e-mailed once with where to give a working card, and a later payment still counts', async () => {
    const { member, subscription } = await monthlyGift({ coverFees: false });
    await deliver(stripeEvent('invoice.paid', stripe.charge(subscription, 'paid')));
    const failing = stripe.charge(subscription, 'failed');
    expect(failing.billing_reason).toBe('subscription_cycle');
    // Stripe retries: each failure is its own event.
    await deliver(stripeEvent('invoice.payment_failed', failing));
    await deliver(stripeEvent('invoice.payment_failed', failing));
    const [row] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.stripeInvoiceId, failing.id as string));
    expect(row?.status).toBe('failed');
    const [sub] = await t.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.stripeSubscriptionId, subscription));
    expect(sub?.status).toBe('past_due');
    const notices = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, member.user.email),
          eq(mailOutbox.subject, 'Your recurring gift of $25.00 could not be charged'),
        ),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(failing.hosted_invoice_url as string);

    const summary = await t.call('GET', '/api/admin/donations/summary', admin.cookie);
    expect(summary.json().failedRenewals).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: row?.id, email: member.user.email })]),
    );

    // The donor gives a working card: the same invoice is paid.
    const retried = stripe.charge(subscription, 'paid');
    expect(retried.id).toBe(failing.id);
    await deliver(stripeEvent('invoice.paid', retried));
    const [after] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, row?.id ?? 0));
    expect(after?.status).toBe('succeeded');
    // A failure delivered late changes nothing.
    await deliver(stripeEvent('invoice.payment_failed', failing, Date.now() - 60_000));
    const [still] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.id, row?.id ?? 0));
    expect(still?.status).toBe('succeeded');
  });

  it('sends the notice in the donor’s language', async () => {
    const { member, subscription } = await monthlyGift({ coverFees: false });
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, member.user.id));
    await deliver(stripeEvent('invoice.paid', stripe.charge(subscription, 'paid')));
    await deliver(stripeEvent('invoice.payment_failed', stripe.charge(subscription, 'failed')));
    const subjects = (
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.user.email))
    ).map((m) => m.subject);
    // Intl writes the amount the Spanish way (25,00 and the currency sign, spaced as it likes).
    expect(subjects).toContainEqual(
      expect.stringMatching(/^No se pudo cobrar su donación periódica de .*25,00/),
    );
  });
});

describe('receipts of a recurring gift', () => {
  it('are written in the language of the page the gift was given on, renewals too', async () => {
    const email = 'lucia@example.org';
    const res = await t.call('POST', '/api/create-payment-intent', undefined, {
      amount: 2500,
      frequency: 'month',
      email,
      language: 'es',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { subscription } = res.json<{ subscription: string }>();
    await deliver(stripeEvent('invoice.paid', stripe.charge(subscription, 'paid')));
    await deliver(stripeEvent('invoice.paid', stripe.charge(subscription, 'paid')));
    const subjects = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map(
      (m) => m.subject,
    );
    expect(subjects).toHaveLength(2);
    for (const subject of subjects) expect(subject).toMatch(/^Gracias por su ofrenda de .*25,00/);
  });
});

describe('subscription events', () => {
  it('apply in order, ignore an older one arriving late, and a cancellation is final', async () => {
    const { subscription } = await monthlyGift();
    await deliver(stripeEvent('invoice.paid', stripe.charge(subscription, 'paid')));
    const state = () =>
      t.db
        .select()
        .from(donationSubscriptions)
        .where(eq(donationSubscriptions.stripeSubscriptionId, subscription))
        .then((r) => r[0]);
    const now = Date.now();
    const sub = stripe.subscription(subscription);
    await deliver(
      stripeEvent('customer.subscription.updated', { ...sub, status: 'past_due' }, now),
    );
    expect((await state())?.status).toBe('past_due');
    // Older than the one applied: nothing changes.
    await deliver(
      stripeEvent('customer.subscription.updated', { ...sub, status: 'active' }, now - 5_000),
    );
    expect((await state())?.status).toBe('past_due');
    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        { ...sub, status: 'canceled', canceled_at: Math.floor(now / 1000) },
        now + 1_000,
      ),
    );
    const deleted = await state();
    expect(deleted).toMatchObject({ status: 'canceled', nextChargeAt: null });
    expect(deleted?.canceledAt).toBeInstanceOf(Date);
    // An update sent before the cancellation, delivered after it (and newer by its clock).
    await deliver(
      stripeEvent('customer.subscription.updated', { ...sub, status: 'active' }, now + 2_000),
    );
    expect((await state())?.status).toBe('canceled');
  });

  it('ignores events about subscriptions this site did not make', async () => {
    const res = await deliver(
      stripeEvent('customer.subscription.updated', {
        id: 'sub_elsewhere',
        status: 'active',
        items: { data: [{ current_period_end: 1, price: { unit_amount: 100 } }] },
      }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a signed invoice event without its fields with 400', async () => {
    const res = await deliver(stripeEvent('invoice.paid', { id: 'in_1', amount_paid: 'x' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH and DELETE /api/donations/recurring/{id}', () => {
  async function recurringOf(cookie: string) {
    const res = await t.call('GET', '/api/donations/my', cookie);
    const [first] = res.json<{ recurring: { id: number }[] }>().recurring;
    if (!first) throw new Error('no recurring gift');
    return first.id;
  }

  it('changes the amount at Stripe and here, then cancels', async () => {
    const { member, subscription } = await monthlyGift();
    await deliver(stripeEvent('invoice.paid', stripe.charge(subscription, 'paid')));
    const id = await recurringOf(member.cookie);

    const changed = await t.call('PATCH', `/api/donations/recurring/${id}`, member.cookie, {
      amount: 5000,
      coverFees: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, amount: 5000, fee: 0, status: 'active' });
    const item = (stripe.subscription(subscription).items as { data: StripeObject[] }).data[0];
    expect((item?.price as StripeObject).unit_amount).toBe(5000);
    expect(stripe.requests.at(-1)?.form.proration_behavior).toBe('none');

    const canceled = await t.call('DELETE', `/api/donations/recurring/${id}`, member.cookie);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', nextChargeAt: null });
    expect(stripe.subscription(subscription).status).toBe('canceled');
    const mine = await t.call('GET', '/api/donations/my', member.cookie);
    expect(mine.json().recurring).toEqual([]);
    // Stripe's own word on the cancellation, arriving afterwards, changes nothing.
    const deleted = stripeEvent('customer.subscription.deleted', stripe.subscription(subscription));
    expect((await deliver(deleted)).statusCode).toBe(200);

    const again = await t.call('DELETE', `/api/donations/recurring/${id}`, member.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(RECURRING_NOT_FOUND);
  });

  it('answers 404 for another member’s recurring gift and 401 signed out', async () => {
    const { member } = await monthlyGift();
    const id = await recurringOf(member.cookie);
    const other = await t.signIn();
    const patch = await t.call('PATCH', `/api/donations/recurring/${id}`, other.cookie, {
      amount: 100,
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await t.call('DELETE', `/api/donations/recurring/${id}`, other.cookie)).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/donations/recurring/${id}`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/donations/my')).statusCode).toBe(401);
  });

  it.each([
    [{ amount: 99 }, 'amount'],
    [{}, 'amount'],
    [{ amount: 500, coverFees: 1 }, 'coverFees'],
  ])('refuses %j with 400', async (body, field) => {
    const member = await t.signIn();
    const res = await t.call('PATCH', '/api/donations/recurring/1', member.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBeDefined();
  });
});

describe('the donor’s gifts and statement', () => {
  it('includes gifts made signed out with the member’s verified address, not an unverified one', async () => {
    const member = await t.signIn({ verified: false });
    await t.db.insert(donations).values({
      amount: 4200,
      email: member.user.email,
      stripePaymentIntentId: `pi_before_${member.user.id}`,
      status: 'succeeded',
      createdAt: new Date('2025-03-02T12:00:00Z'),
    });
    const unverified = await t.call('GET', '/api/donations/my', member.cookie);
    expect(unverified.json().gifts).toEqual([]);
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, member.user.id));
    const verified = await t.call('GET', '/api/donations/my', member.cookie);
    expect(verified.json().gifts).toEqual([
      expect.objectContaining({ amount: 4200, fund: null, frequency: 'once' }),
    ]);

    const statement = await t.call('GET', '/api/donations/statement?year=2025', member.cookie);
    expect(statement.statusCode).toBe(200);
    expect(statement.json()).toEqual({
      year: 2025,
      donor: { name: 'Ruth Member', email: member.user.email },
      gifts: [{ date: '2025-03-02', amount: 4200, fund: null }],
      total: 4200,
      currency: 'usd',
    });
    expect(
      (await t.call('GET', '/api/donations/statement?year=2024', member.cookie)).json(),
    ).toMatchObject({ gifts: [], total: 0 });

    const pdf = await t.call('GET', '/api/donations/statement?year=2025&format=pdf', member.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const mailed = await t.call('POST', '/api/donations/statement', member.cookie, { year: 2025 });
    expect(mailed.statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.user.email));
    expect(mail?.subject).toBe('Your giving statement for 2025');
    expect(mail?.text).toContain('$42.00 to General Fund');
    expect(mail?.text).toContain('/profile/giving-statement?year=2025');
  });

  it.each(['', '?year=abc', '?year=1999', '?year=2025&format=doc'])(
    'refuses the statement query %s with 400',
    async (query) => {
      const member = await t.signIn();
      const res = await t.call('GET', `/api/donations/statement${query}`, member.cookie);
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('the ministry’s figures', () => {
  it('sums twelve months by fund and frequency, with recurring donors and MRR', async () => {
    const res = await t.call('GET', '/api/admin/donations/summary', admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      months: {
        month: string;
        total: number;
        once: number;
        recurring: number;
        byFund: Record<string, number>;
      }[];
      activeRecurringDonors: number;
      monthlyRecurringRevenue: number;
    }>();
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    const month = body.months.at(-1);
    expect(month?.recurring).toBeGreaterThan(0);
    expect(month?.byFund.Missions).toBeGreaterThan(0);
    expect((month?.once ?? 0) + (month?.recurring ?? 0)).toBe(month?.total);
    expect(body.activeRecurringDonors).toBeGreaterThan(0);
    const running = await t.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.status, 'active'));
    const expected = running.reduce(
      (sum, s) =>
        sum + (s.frequency === 'week' ? ((s.amount + s.fee) * 52) / 12 : s.amount + s.fee),
      0,
    );
    expect(body.monthlyRecurringRevenue).toBeGreaterThanOrEqual(Math.floor(expected));
  });

  it('exports a date range as CSV, both days included, formulas defused', async () => {
    await t.db.insert(donations).values([
      {
        amount: 1234,
        stripePaymentIntentId: 'pi_csv_1',
        status: 'succeeded',
        email: '=cmd@example.org',
        createdAt: new Date('2030-05-01T00:00:00Z'),
      },
      {
        amount: 500,
        stripePaymentIntentId: 'pi_csv_2',
        status: 'failed',
        createdAt: new Date('2030-05-31T23:59:59Z'),
      },
      {
        amount: 900,
        stripePaymentIntentId: 'pi_csv_3',
        createdAt: new Date('2030-06-01T00:00:00Z'),
      },
    ]);
    const res = await t.call(
      'GET',
      '/api/admin/donations/export?from=2030-05-01&to=2030-05-31',
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('gifts-2030-05-01-to-2030-05-31.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,amount,fee_covered,currency,status,frequency,fund,email,reference');
    expect(lines.slice(1)).toEqual([
      "2030-05-01T00:00:00.000Z,12.34,0.00,usd,succeeded,once,General Fund,'=cmd@example.org,pi_csv_1",
      '2030-05-31T23:59:59.000Z,5.00,0.00,usd,failed,once,General Fund,,pi_csv_2',
    ]);
  });

  it.each([
    '',
    '?from=2030-05-01',
    '?from=2030-13-01&to=2030-05-02',
    '?from=2030-05-02&to=2030-05-01',
  ])('refuses the export query %s with 400', async (query) => {
    const res = await t.call('GET', `/api/admin/donations/export${query}`, admin.cookie);
    expect(res.statusCode).toBe(400);
  });
});
