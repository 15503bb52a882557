import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_NOT_FOUND,
  DONATIONS_PAGE_SIZE,
  GIVING_NOT_SET_UP,
} from '../../../contract/donations';
import { analyticsGoals, donations, funds, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { intentEvent, signedEvent, startFakeStripe, type FakeStripe } from '../../test/stripe';

let smtp: TestSmtp;
let stripe: FakeStripe;
let t: TestApp;
let sdk: ReturnType<FakeStripe['payments']>['stripe'];

beforeAll(async () => {
  smtp = await startTestSmtp();
  stripe = await startFakeStripe();
  t = await createTestApp({ mailer: smtp.mailer(), payments: stripe.payments() });
  sdk = stripe.payments().stripe;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await smtp.close();
});

const createIntent = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

const deliver = (payload: string, signature: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      // Stripe's servers are another origin: the webhook must still be accepted.
      origin: 'https://stripe.com',
    },
    payload,
  });

async function startDonation(email: string, amount = 2500) {
  const res = await createIntent({
    amount,
    email,
    metadata: { purpose: 'donation', message: 'For the Bible studies' },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(donations).where(eq(donations.email, email));
  if (!row?.stripePaymentIntentId) throw new Error('no donation row');
  return { ...row, stripePaymentIntentId: row.stripePaymentIntentId };
}

describe('POST /api/donations/confirm', () => {
  const confirm = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/donations/confirm',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it("answers Stripe's own status, whatever the return address claims", async () => {
    const row = await startDonation(`confirm-${Date.now()}@example.org`, 4000);
    const paymentIntent = row.stripePaymentIntentId;

    // The address says succeeded; Stripe has not been paid: no thanks.
    let res = await confirm({ paymentIntent, redirectStatus: 'succeeded' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'requires_payment_method',
      outcome: 'failed',
      amount: 4000,
      currency: 'usd',
    });

    stripe.setStatus(paymentIntent, 'processing');
    res = await confirm({ paymentIntent, redirectStatus: 'processing' });
    expect(res.json()).toMatchObject({ status: 'processing', outcome: 'processing' });

    stripe.setStatus(paymentIntent, 'succeeded');
    res = await confirm({ paymentIntent, redirectStatus: 'succeeded' });
    expect(res.json()).toMatchObject({ status: 'succeeded', outcome: 'succeeded', amount: 4000 });
    // Asking changes nothing of ours: the signed webhook records the gift, once.
    const [after] = await t.db.select().from(donations).where(eq(donations.id, row.id));
    expect(after?.status).toBe('created');
  });

  it('counts a succeeded gift once as the "gift" goal, with its amount and fund, attributed to what the donor read', async () => {
    const row = await startDonation(`goal-${Date.now()}@example.org`, 2500);
    const paymentIntent = row.stripePaymentIntentId;
    const browser = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0',
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/hit',
      headers: { ...browser, 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: JSON.stringify({ path: '/articles/why-we-give', lang: 'en' }),
    });
    const confirmAs = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/donations/confirm',
        headers: { ...browser, 'content-type': 'application/json' },
        payload: JSON.stringify({ paymentIntent, redirectStatus: 'succeeded' }),
      });
    // Not yet paid: nothing counted.
    await confirmAs();
    stripe.setStatus(paymentIntent, 'succeeded');
    for (let i = 0; i < 3; i++)
      expect((await confirmAs()).json()).toMatchObject({ outcome: 'succeeded' });
    await t.app.analytics.settle();
    // (The test before this one counted its own gift of 40.00.)
    const gifts = await t.db
      .select()
      .from(analyticsGoals)
      .where(and(eq(analyticsGoals.name, 'gift'), eq(analyticsGoals.amountCents, 2500)));
    const [fund] = row.fundId
      ? await t.db.select().from(funds).where(eq(funds.id, row.fundId))
      : [];
    expect(gifts).toEqual([
      expect.objectContaining({
        amountCents: 2500,
        currency: 'USD',
        fund: fund?.name ?? null,
        contentPath: '/articles/why-we-give',
      }),
    ]);
  });

  it('answers 404 for a PaymentIntent this site did not create', async () => {
    const res = await confirm({ paymentIntent: 'pi_notours123', redirectStatus: 'succeeded' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: DONATION_NOT_FOUND, code: 'NOT_FOUND' });
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const row = await startDonation(`confirm-down-${Date.now()}@example.org`);
    stripe.failNext(500);
    const res = await confirm({
      paymentIntent: row.stripePaymentIntentId,
      redirectStatus: 'succeeded',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider could not be reached. Please try again.');
  });

  it.each([
    [{}, 'paymentIntent', 'A payment reference is required'],
    [
      { paymentIntent: 'pi_1', redirectStatus: 7 },
      'redirectStatus',
      'A redirect status is required',
    ],
    [
      { paymentIntent: 'x_1', redirectStatus: 'succeeded' },
      'paymentIntent',
      'Not a payment reference',
    ],
    [
      { paymentIntent: 'pi_1/../../v1/customers', redirectStatus: 'succeeded' },
      'paymentIntent',
      'Not a payment reference',
    ],
    [
      { paymentIntent: 'pi_1', redirectStatus: 'Succeeded!' },
      'redirectStatus',
      'Not a redirect status',
    ],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const res = await confirm(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.[field]).toEqual([message]);
  });
});

describe('POST /api/create-payment-intent', () => {
  it('creates a PaymentIntent in cents with metadata and an idempotency key, and records it', async () => {
    const before = stripe.requests.length;
    const res = await createIntent({
      amount: 2500,
      metadata: { purpose: 'donation', message: 'Grace and peace' },
    });
    expect(res.statusCode).toBe(200);
    const { clientSecret } = res.json<{ clientSecret: string }>();
    expect(clientSecret).toMatch(/^pi_[0-9a-f]+_secret_/);

    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.form).toMatchObject({
      amount: '2500',
      currency: 'usd',
      'metadata[purpose]': 'donation',
      'metadata[message]': 'Grace and peace',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(request?.headers.authorization).toBe('Bearer sk_test_local');
    const key = request?.headers['idempotency-key'];
    expect(typeof key).toBe('string');

    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const [row] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.stripePaymentIntentId, intentId));
    expect(row).toMatchObject({
      amount: 2500,
      currency: 'usd',
      status: 'created',
      message: 'Grace and peace',
      email: null,
      userId: null,
    });
  });

  it('uses a new idempotency key for every request', async () => {
    const before = stripe.requests.length;
    await createIntent({ amount: 1000 });
    await createIntent({ amount: 1000 });
    const keys = stripe.requests.slice(before).map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('records a signed-in donor and sends the receipt to their address', async () => {
    const { user, cookie } = await t.signIn();
    const res = await createIntent({ amount: 5000 }, { cookie });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(donations).where(eq(donations.userId, user.id));
    expect(row).toMatchObject({ amount: 5000, email: user.email });
  });

  it.each([
    ['under one dollar', { amount: 99 }],
    ['zero', { amount: 0 }],
    ['negative', { amount: -500 }],
    ['a fraction of a cent', { amount: 1000.5 }],
    ['over the maximum', { amount: 1_000_001 }],
    ['a string', { amount: '2500' }],
    ['missing', {}],
    ['a bad e-mail', { amount: 2500, email: 'nope' }],
  ])('refuses an amount %s with 400', async (_n, payload) => {
    const before = stripe.requests.length;
    const res = await createIntent(payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(stripe.requests.length).toBe(before);
  });

  it('accepts the boundaries: one dollar and ten thousand', async () => {
    expect((await createIntent({ amount: 100 })).statusCode).toBe(200);
    expect((await createIntent({ amount: 1_000_000 })).statusCode).toBe(200);
  });

  it('answers 502 when Stripe fails, recording nothing', async () => {
    const before = await t.db.$count(donations);
    stripe.failNext(500);
    const res = await createIntent({ amount: 2500 });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider could not be reached. Please try again.');
    expect(await t.db.$count(donations)).toBe(before);
  });
});

describe('GET /api/stripe/config', () => {
  it('answers the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      publishableKey: 'pk_test_local',
      fee: { percent: 2.9, fixedCents: 30 },
      funds: [],
    });
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const row = await startDonation('badsig@example.org');
    const event = intentEvent('payment_intent.succeeded', {
      id: row.stripePaymentIntentId,
      amount: row.amount,
    });
    const forged = signedEvent(sdk, event, { secret: 'whsec_wrong' });
    const res = await deliver(forged.payload, forged.header);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid Stripe signature');
    const tampered = signedEvent(sdk, event);
    const res2 = await deliver(
      tampered.payload.replace('"amount":2500', '"amount":1'),
      tampered.header,
    );
    expect(res2.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: tampered.payload,
    });
    expect(missing.statusCode).toBe(400);
    const [after] = await t.db.select().from(donations).where(eq(donations.id, row.id));
    expect(after?.status).toBe('created');
  });

  it('refuses a stale timestamp with 400', async () => {
    const row = await startDonation('stale@example.org');
    const event = intentEvent('payment_intent.succeeded', {
      id: row.stripePaymentIntentId,
      amount: row.amount,
    });
    const { payload, header } = signedEvent(sdk, event, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const res = await deliver(payload, header);
    expect(res.statusCode).toBe(400);
    const [after] = await t.db.select().from(donations).where(eq(donations.id, row.id));
    expect(after?.status).toBe('created');
  });

  it('applies the same event three times and out-of-order events once: one success, one receipt', async () => {
    const row = await startDonation('phoebe@cenchreae.example.org');
    const intent = { id: row.stripePaymentIntentId, amount: row.amount };
    const succeeded = intentEvent('payment_intent.succeeded', intent);
    const failedEarlier = intentEvent('payment_intent.payment_failed', intent);

    for (let i = 0; i < 3; i += 1) {
      const { payload, header } = signedEvent(sdk, succeeded);
      const res = await deliver(payload, header);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    // An earlier failed attempt delivered late must not undo the success.
    const late = signedEvent(sdk, failedEarlier);
    expect((await deliver(late.payload, late.header)).statusCode).toBe(200);
    // And a second, distinct succeeded event for the same intent sends no second receipt.
    const again = signedEvent(sdk, intentEvent('payment_intent.succeeded', intent));
    expect((await deliver(again.payload, again.header)).statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(donations)
      .where(eq(donations.stripePaymentIntentId, intent.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('succeeded');

    await t.app.mailOutbox.tick();
    const receipt = await smtp.waitFor((m) => m.to.includes('phoebe@cenchreae.example.org'));
    expect(receipt.subject).toBe('Thank you for your gift of $25.00');
    expect(receipt.text).toContain('For the Bible studies');
    await t.app.mailOutbox.tick();
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.messages.filter((m) => m.to.includes('phoebe@cenchreae.example.org'))).toHaveLength(
      1,
    );
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, 'phoebe@cenchreae.example.org'))).toBe(
      1,
    );
  });

  it('marks a failed payment failed, and a later success still succeeds', async () => {
    const row = await startDonation('retry@example.org');
    const intent = { id: row.stripePaymentIntentId, amount: row.amount };
    const failed = signedEvent(sdk, intentEvent('payment_intent.payment_failed', intent));
    expect((await deliver(failed.payload, failed.header)).statusCode).toBe(200);
    let [after] = await t.db.select().from(donations).where(eq(donations.id, row.id));
    expect(after).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    const ok = signedEvent(sdk, intentEvent('payment_intent.succeeded', intent));
    expect((await deliver(ok.payload, ok.header)).statusCode).toBe(200);
    [after] = await t.db.select().from(donations).where(eq(donations.id, row.id));
    expect(after?.status).toBe('succeeded');
  });

  it('keeps a success for an intent it never saw, with the receipt e-mail from Stripe', async () => {
    const event = intentEvent('payment_intent.succeeded', {
      id: 'pi_unknown_elsewhere',
      amount: 10_000,
      receipt_email: 'elsewhere@example.org',
      message: 'From the mobile app',
    });
    const { payload, header } = signedEvent(sdk, event);
    expect((await deliver(payload, header)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.stripePaymentIntentId, 'pi_unknown_elsewhere'));
    expect(row).toMatchObject({
      amount: 10_000,
      status: 'succeeded',
      message: 'From the mobile app',
    });
    await t.app.mailOutbox.tick();
    await smtp.waitFor((m) => m.to.includes('elsewhere@example.org'));
  });

  it('acknowledges other event types without changes', async () => {
    const { payload, header } = signedEvent(sdk, {
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect((await deliver(payload, header)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/donations', () => {
  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/donations' })).statusCode).toBe(
      401,
    );
    const member = await t.signIn();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/donations',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists donations with totals', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/donations',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      donations: { amount: number; status: string }[];
      totals: { succeededCount: number; succeededAmount: number };
    }>();
    const succeeded = body.donations.filter((d) => d.status === 'succeeded');
    expect(body.totals.succeededCount).toBe(succeeded.length);
    expect(body.totals.succeededAmount).toBe(succeeded.reduce((s, d) => s + d.amount, 0));
    expect(body.totals.succeededCount).toBeGreaterThanOrEqual(3);
  });

  it('pages through every gift newest first, totals over all of them', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const page = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/donations${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{
        donations: { id: number; amount: number; createdAt: string }[];
        total: number;
        page: number;
        pageSize: number;
        totals: { pendingCount: number };
      }>();
    };
    const before = await page('');
    const start = Date.parse('2031-01-01T00:00:00Z');
    await t.db.insert(donations).values(
      Array.from({ length: 7 }, (_, i) => ({
        amount: 100 + i,
        stripePaymentIntentId: `pi_paging_${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );

    const first = await page('?pageSize=3');
    expect(first.total).toBe(before.total + 7);
    expect(first.totals.pendingCount).toBe(before.totals.pendingCount + 7);
    expect([first.page, first.pageSize]).toEqual([1, 3]);
    expect(first.donations.map((d) => d.amount)).toEqual([106, 105, 104]);
    const third = await page('?page=3&pageSize=3');
    expect(third.donations.map((d) => d.amount)).toEqual([
      100,
      ...before.donations.slice(0, 2).map((d) => d.amount),
    ]);
    const beyond = await page(`?page=${Math.ceil(first.total / 3) + 1}&pageSize=3`);
    expect(beyond.donations).toEqual([]);
    expect(beyond.total).toBe(first.total);
    expect((await page('')).pageSize).toBe(DONATIONS_PAGE_SIZE);
  });

  it.each(['page=0', 'page=abc', 'pageSize=0', 'pageSize=501', 'page=1.5'])(
    'refuses %s with the error shape',
    async (query) => {
      const admin = await t.signIn({ isAdmin: true });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/donations?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(400);
      const key = query.split('=')[0] ?? '';
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[key]).toBeDefined();
    },
  );
});

describe('when Stripe is not configured', () => {
  it('answers 503 with a clear message, never a pretend success', async () => {
    const bare = await createTestApp({ payments: null });
    try {
      // The page asks first: no key, so it says giving is not set up (no failed request).
      const config = await bare.app.inject({ method: 'GET', url: '/api/stripe/config' });
      expect(config.statusCode).toBe(200);
      expect(config.json().publishableKey).toBeNull();
      const intent = await bare.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ amount: 2500 }),
      });
      expect(intent.statusCode).toBe(503);
      expect(intent.json().message).toBe(GIVING_NOT_SET_UP);
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(503);
      const confirm = await bare.app.inject({
        method: 'POST',
        url: '/api/donations/confirm',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ paymentIntent: 'pi_123', redirectStatus: 'succeeded' }),
      });
      expect(confirm.statusCode).toBe(503);
      expect(confirm.json().message).toBe(GIVING_NOT_SET_UP);
    } finally {
      await bare.close();
    }
  });
});

describe('bad input found by the fuzz suite', () => {
  it('refuses signed events that lack what a Stripe event always has with 400', async () => {
    const malformed: unknown[] = [
      null,
      [],
      { object: 'event', type: 'charge.refunded', data: {} },
      { id: 'evt_no_data', object: 'event', type: 'payment_intent.succeeded', data: 'x' },
      {
        id: 'evt_no_amount',
        object: 'event',
        type: 'payment_intent.payment_failed',
        data: { object: { id: 'pi_x', currency: 'usd', created: 1, metadata: {} } },
      },
      {
        // A NUL cannot be stored: refused whole rather than half-applied.
        id: 'evt_\u0000',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: { id: 'pi_y', amount: 500, currency: 'usd', created: 1, metadata: {} },
        },
      },
    ];
    for (const event of malformed) {
      const payload = JSON.stringify(event);
      const header = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_test_secret',
      });
      const res = await deliver(payload, header);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ message: 'Malformed Stripe event', code: 'BAD_REQUEST' });
    }
  });

  it('refuses a lone surrogate in a gift message with 400, not a 502 from the Stripe client', async () => {
    const res = await createIntent({ amount: 500, metadata: { message: 'x\ud800' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Text must be valid Unicode',
      fieldErrors: { 'metadata.message': ['Text must be valid Unicode'] },
    });
  });

  it('refuses a NUL character in a gift message with 400', async () => {
    const res = await createIntent({ amount: 500, metadata: { message: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { 'metadata.message': [expect.any(String)] } });
  });
});
