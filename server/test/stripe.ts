/**
 * A local stand-in for Stripe's API, so payment tests run without the internet: it answers
 * PaymentIntent creation the way Stripe does and records what the server sent.
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
  payments(): Payments;
  close(): Promise<void>;
}

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  let failStatus: number | null = null;
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
