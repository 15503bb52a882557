/**
 * A local stand-in for Stripe's API, so payment tests run without the internet: it answers
 * PaymentIntents, customers, products, subscriptions (with their first invoice) the way Stripe
 * does, records what the server sent, and builds the events Stripe would send about them
 * (deliver them with `signedEvent`).
 *
 *   const stripe = await startFakeStripe();
 *   const t = await createTestApp({ payments: stripe.payments() });
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { paymentsWith, type Payments } from '../infra/payments';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe's nested keys, e.g. `metadata[purpose]`. */
  form: Record<string, string>;
}

export interface FakeStripe {
  port: number;
  requests: RecordedRequest[];
  /** Answer the next PaymentIntent creation with this status and Stripe error. */
  failNext(status: number): void;
  /** Moves a PaymentIntent on, as paying (or failing to) does at Stripe. */
  setStatus(paymentIntentId: string, status: Stripe.PaymentIntent.Status): void;
  /** Stripe's current record of a subscription (throws when unknown). */
  subscription(id: string): StripeObject;
  /** Stripe's current record of a customer (throws when unknown). */
  customer(id: string): StripeObject;
  /**
   * A charge of a subscription, as Stripe makes one: the first invoice paid (or failed) when it is
   * still open, else a new renewal invoice. Moves the subscription's status and period on, and
   * answers the invoice object (for an `invoice.paid` or `invoice.payment_failed` event).
   */
  charge(subscriptionId: string, outcome: 'paid' | 'failed'): StripeObject;
  payments(): Payments;
  close(): Promise<void>;
}

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

export type StripeObject = Record<string, unknown>;

let eventCounter = 0;
/** An event as Stripe sends it: a unique id, `created` in seconds, the object as it is now. */
export function stripeEvent(type: string, object: StripeObject, created = Date.now()) {
  eventCounter += 1;
  return {
    id: `evt_${eventCounter}_${randomBytes(6).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(created / 1000),
    api_version: '2026-10-28.endive',
    data: { object: structuredClone(object) },
  };
}

/**
 * A PaymentIntent's `succeeded` or `payment_failed` event for a one-time gift, as Stripe sends it
 * (a gift's message in its metadata), with an id of its own unless one is given.
 */
export function intentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: { id: string; amount: number; receipt_email?: string | null; message?: string },
  id = `evt_${++eventCounter}_${Date.now()}`,
) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'usd',
        created: Math.floor(Date.now() / 1000),
        metadata: intent.message ? { purpose: 'donation', message: intent.message } : {},
        receipt_email: intent.receipt_email ?? null,
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        last_payment_error:
          type === 'payment_intent.payment_failed' ? { message: 'Your card was declined.' } : null,
      },
    },
  };
}

/** `items[0][price_data][unit_amount]=5` → `{ items: [{ price_data: { unit_amount: '5' } }] }`. */
function nested(form: Record<string, string>): StripeObject {
  const root: StripeObject = {};
  for (const [key, value] of Object.entries(form)) {
    const parts = key.replace(/\]/g, '').split('[');
    let at: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        at[part] = value;
        return;
      }
      at[part] ??= {};
      at = at[part] as Record<string, unknown>;
    });
  }
  return root;
}

const DAY = 86_400;
const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, StripeObject>();
  const products = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  let failStatus: number | null = null;

  const periodOf = (interval: string) => (interval === 'week' ? 7 * DAY : 30 * DAY);

  function newInvoice(sub: StripeObject, billingReason: string): StripeObject {
    const id = stripeId('in');
    const pi = stripeId('pi');
    const item = (sub.items as { data: StripeObject[] }).data[0] as StripeObject;
    const price = item.price as StripeObject;
    const invoice: StripeObject = {
      id,
      object: 'invoice',
      amount_due: price.unit_amount,
      amount_paid: 0,
      currency: price.currency,
      customer: sub.customer,
      customer_email: (customers.get(sub.customer as string)?.email as string) ?? null,
      billing_reason: billingReason,
      status: 'open',
      created: Math.floor(Date.now() / 1000),
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      confirmation_secret: {
        type: 'payment_intent',
        client_secret: `${pi}_secret_${randomBytes(8).toString('hex')}`,
      },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      livemode: false,
    };
    invoices.set(id, invoice);
    sub.latest_invoice = id;
    return invoice;
  }

  function subscriptionAnswer(sub: StripeObject, expand: string[]): StripeObject {
    const answer = structuredClone(sub);
    if (expand.some((e) => e.startsWith('latest_invoice'))) {
      answer.latest_invoice = structuredClone(invoices.get(sub.latest_invoice as string));
    }
    return answer;
  }

  const expandOf = (form: Record<string, string>, url: string) => [
    ...Object.entries(form)
      .filter(([k]) => k.startsWith('expand['))
      .map(([, v]) => v),
    ...new URL(url, 'http://x').searchParams.getAll('expand[]'),
    ...new URL(url, 'http://x').searchParams.getAll('expand[0]'),
  ];

  /** Answers the routes beyond PaymentIntents; false when the route is not one of them. */
  function answerBilling(
    method: string,
    url: string,
    form: Record<string, string>,
    send: (status: number, body: unknown) => void,
  ): boolean {
    const path = new URL(url, 'http://x').pathname;
    const missing = (kind: string, id: string) =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${kind}: '${id}'`,
        },
      });
    if (method === 'POST' && path === '/v1/customers') {
      const body = nested(form);
      const customer = {
        id: stripeId('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      };
      customers.set(customer.id, customer);
      send(200, customer);
      return true;
    }
    if (method === 'POST' && path === '/v1/products') {
      const body = nested(form);
      const id = (body.id as string | undefined) ?? stripeId('prod');
      if (products.has(id)) {
        send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_already_exists',
            message: 'Product already exists.',
          },
        });
        return true;
      }
      const product = { id, object: 'product', name: body.name, active: true };
      products.set(id, product);
      send(200, product);
      return true;
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const body = nested(form);
      const customer = body.customer as string;
      if (!customers.has(customer)) {
        missing('customer', customer);
        return true;
      }
      const items = body.items as Record<string, { price_data: Record<string, unknown> }>;
      const priceData = items['0']?.price_data ?? {};
      if (!products.has(priceData.product as string)) {
        missing('product', priceData.product as string);
        return true;
      }
      const interval = (priceData.recurring as { interval: string }).interval;
      const now = Math.floor(Date.now() / 1000);
      const sub: StripeObject = {
        id: stripeId('sub'),
        object: 'subscription',
        customer,
        status: 'incomplete',
        metadata: body.metadata ?? {},
        cancel_at_period_end: false,
        canceled_at: null,
        created: now,
        items: {
          object: 'list',
          data: [
            {
              id: stripeId('si'),
              object: 'subscription_item',
              quantity: 1,
              current_period_start: now,
              current_period_end: now + periodOf(interval),
              price: {
                id: stripeId('price'),
                object: 'price',
                currency: priceData.currency,
                product: priceData.product,
                unit_amount: Number(priceData.unit_amount),
                recurring: { interval, interval_count: 1 },
              },
            },
          ],
        },
        latest_invoice: null,
      };
      subscriptions.set(sub.id as string, sub);
      newInvoice(sub, 'subscription_create');
      send(200, subscriptionAnswer(sub, expandOf(form, url)));
      return true;
    }
    const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (one?.[1]) {
      const sub = subscriptions.get(one[1]);
      if (!sub) {
        missing('subscription', one[1]);
        return true;
      }
      if (method === 'GET') {
        send(200, subscriptionAnswer(sub, expandOf(form, url)));
        return true;
      }
      if (method === 'DELETE') {
        if (sub.status === 'canceled') {
          send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'This subscription has already been canceled.',
            },
          });
          return true;
        }
        sub.status = 'canceled';
        sub.canceled_at = Math.floor(Date.now() / 1000);
        send(200, subscriptionAnswer(sub, []));
        return true;
      }
      if (method === 'POST') {
        const body = nested(form);
        const items = body.items as
          Record<string, { id?: string; price_data?: Record<string, unknown> }> | undefined;
        const change = items?.['0'];
        if (change?.price_data) {
          const item = (sub.items as { data: StripeObject[] }).data[0] as StripeObject;
          if (change.id !== item.id) {
            missing('subscription_item', change.id ?? '');
            return true;
          }
          const price = item.price as StripeObject;
          price.id = stripeId('price');
          price.unit_amount = Number(change.price_data.unit_amount);
        }
        if (body.metadata)
          sub.metadata = { ...(sub.metadata as object), ...(body.metadata as object) };
        send(200, subscriptionAnswer(sub, expandOf(form, url)));
        return true;
      }
    }
    return false;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      res.setHeader('content-type', 'application/json');
      if (failStatus !== null) {
        res.statusCode = failStatus;
        failStatus = null;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong' } }));
        return;
      }
      const send = (status: number, body: unknown) => {
        res.statusCode = status;
        res.end(JSON.stringify(body));
      };
      if (answerBilling(req.method ?? '', req.url ?? '', form, send)) return;
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(form)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m?.[1]) metadata[m[1]] = v;
        }
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          customer: form.customer ?? null,
          receipt_email: form.receipt_email ?? null,
          status: 'requires_payment_method',
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        res.end(JSON.stringify(intent));
        return;
      }
      const retrieve = /^\/v1\/payment_intents\/([^/?]+)/.exec(req.url ?? '');
      const known = req.method === 'GET' && retrieve?.[1] ? intents.get(retrieve[1]) : undefined;
      if (known) {
        res.end(JSON.stringify(known));
        return;
      }
      if (retrieve) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${retrieve[1]}'`,
            },
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    failNext(status) {
      failStatus = status;
    },
    setStatus(paymentIntentId, status) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`no PaymentIntent ${paymentIntentId}`);
      intent.status = status;
    },
    subscription(id) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      return sub;
    },
    customer(id) {
      const customer = customers.get(id);
      if (!customer) throw new Error(`no customer ${id}`);
      return customer;
    },
    charge(subscriptionId, outcome) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      let invoice = invoices.get(sub.latest_invoice as string);
      if (!invoice || invoice.status === 'paid') invoice = newInvoice(sub, 'subscription_cycle');
      const item = (sub.items as { data: StripeObject[] }).data[0] as StripeObject;
      const interval = ((item.price as StripeObject).recurring as { interval: string }).interval;
      if (outcome === 'paid') {
        invoice.status = 'paid';
        invoice.amount_paid = invoice.amount_due;
        sub.status = 'active';
        if (invoice.billing_reason === 'subscription_cycle') {
          item.current_period_start = item.current_period_end;
          item.current_period_end = (item.current_period_end as number) + periodOf(interval);
        }
      } else {
        sub.status = invoice.billing_reason === 'subscription_create' ? 'incomplete' : 'past_due';
      }
      return structuredClone(invoice);
    },
    payments() {
      const p = paymentsWith(
        Stripe,
        {
          secretKey: 'sk_test_local',
          publishableKey: 'pk_test_local',
          webhookSecret: TEST_WEBHOOK_SECRET,
        },
        { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
      );
      if (!p) throw new Error('payments not created');
      return p;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A signed webhook delivery, as Stripe sends it. */
export function signedEvent(
  stripe: Stripe,
  event: object,
  opts: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? TEST_WEBHOOK_SECRET,
    ...(opts.timestamp !== undefined ? { timestamp: opts.timestamp } : {}),
  });
  return { payload, header };
}
