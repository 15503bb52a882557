/**
 * Double opt-in: a sign-up is pending until the link mailed to the address is followed, so
 * nobody can put someone else on the list. Pending readers receive no campaign and are not
 * counted as subscribers; old pending sign-ups are purged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_CONFIRM_LINK,
  SUBSCRIBED_ANSWER,
  SUBSCRIPTION_CONFIRMED,
  subscriptionsPageSchema,
} from '../../../contract/newsletter';
import { newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { CONFIRM_SUBSCRIPTION_SUBJECT } from './template';

let smtp: TestSmtp;
let t: TestApp;
let admin: string;
let now = new Date();
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer(), clock: () => now });
  admin = (await t.signIn({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
const uniqueEmail = (name: string) => `${name}${++seq}-${Date.now()}@example.org`;
const DAY = 24 * 3600_000;

const subscribe = (email: string) =>
  t.call('POST', '/api/newsletter/subscribe', undefined, { email });
const confirm = (token: unknown) => t.call('POST', '/api/newsletter/confirm', undefined, { token });
const rowOf = async (email: string) =>
  (
    await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
  )[0];
const listed = async (q: string) =>
  subscriptionsPageSchema.parse(
    (await t.call('GET', `/api/newsletter/subscriptions?q=${encodeURIComponent(q)}`, admin)).json(),
  );

const read = new Set<ReceivedMail>();
/** The next unread confirmation mail to `email`, and the token of its link. */
async function confirmationTo(email: string): Promise<{ mail: ReceivedMail; token: string }> {
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && m.subject === CONFIRM_SUBSCRIPTION_SUBJECT && !read.has(m),
  );
  read.add(mail);
  const token = /http:\/\/localhost:3000\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  )?.[1];
  if (!token) throw new Error(`no confirmation link in:\n${mail.text}`);
  return { mail, token };
}

async function sendCampaign(subject: string) {
  const created = await t.call('POST', '/api/newsletter/campaigns', admin, {
    title: 'Weekly',
    subject,
    content: 'Grace and peace.',
  });
  const send = await t.call('POST', `/api/newsletter/campaigns/${created.json().id}/send`, admin);
  await t.app.newsletterDelivery.idle();
  return send;
}

describe('POST /api/newsletter/subscribe', () => {
  it('keeps the address as pending and mails a link to confirm it', async () => {
    const email = uniqueEmail('lydia');
    const res = await subscribe(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUBSCRIBED_ANSWER });

    const { mail, token } = await confirmationTo(email);
    expect(mail.text).toContain('confirm your subscription');
    expect(mail.text).toContain('expires in 3 days');
    expect(mail.html).toContain(`/newsletter/confirm?token=${token}`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const row = await rowOf(email);
    expect(row?.confirmedAt).toBeNull();
    expect(row?.confirmToken).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirmToken).not.toBe(token);

    const page = await listed(email);
    expect(page.items).toEqual([
      expect.objectContaining({ email, status: 'pending', confirmedAt: null }),
    ]);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('makes the reader active: counted, listed as active, and sent campaigns', async () => {
    const email = uniqueEmail('timothy');
    const before = await listed('');
    await subscribe(email);
    const { token } = await confirmationTo(email);
    expect((await listed('')).subscriberCount).toBe(before.subscriberCount);
    expect((await listed('')).pendingCount).toBe(before.pendingCount + 1);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUBSCRIPTION_CONFIRMED });
    const after = await listed('');
    expect(after.subscriberCount).toBe(before.subscriberCount + 1);
    expect(after.pendingCount).toBe(before.pendingCount);
    const [item] = (await listed(email)).items;
    expect(item).toMatchObject({ status: 'active', confirmedAt: now.toISOString() });
    expect((await rowOf(email))?.confirmToken).toBeNull();

    expect((await sendCampaign('For the confirmed')).statusCode).toBe(200);
    await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'For the confirmed');
  });

  it('works once; a made-up token and a fetch of the page change nothing', async () => {
    const email = uniqueEmail('eunice');
    await subscribe(email);
    const { token } = await confirmationTo(email);
    await t.app.inject({ url: `/newsletter/confirm?token=${token}` });
    expect((await rowOf(email))?.confirmedAt).toBeNull();
    expect((await confirm('d'.repeat(43))).statusCode).toBe(400);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INVALID_CONFIRM_LINK });
  });

  it.each([[{}], [{ token: '' }], [{ token: 'x'.repeat(201) }]])(
    'refuses %j with a field error',
    async (body) => {
      const res = await t.call('POST', '/api/newsletter/confirm', undefined, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { token: [expect.any(String)] } });
    },
  );
});

describe('pending readers', () => {
  it('never receive a campaign, and alone they are no subscribers to send to', async () => {
    const fresh = await createTestApp({ mailer: smtp.mailer() });
    try {
      const cookie = (await fresh.signIn({ isAdmin: true })).cookie;
      const email = uniqueEmail('pending');
      await fresh.call('POST', '/api/newsletter/subscribe', undefined, { email });
      const created = await fresh.call('POST', '/api/newsletter/campaigns', cookie, {
        title: 'T',
        subject: 'Nobody yet',
        content: 'C',
      });
      const send = await fresh.call(
        'POST',
        `/api/newsletter/campaigns/${created.json().id}/send`,
        cookie,
      );
      expect(send.statusCode).toBe(400);
      expect(send.json()).toMatchObject({ message: 'No Subscribers' });
    } finally {
      await fresh.close();
    }

    const pending = uniqueEmail('waiting');
    await subscribe(pending);
    await confirmationTo(pending);
    const res = await sendCampaign('Only the confirmed');
    expect(res.statusCode).toBe(200);
    await smtp.waitFor((m) => m.subject === 'Only the confirmed');
    expect(
      smtp.messages.some((m) => m.to.includes(pending) && m.subject === 'Only the confirmed'),
    ).toBe(false);
  });

  it('signing up again sends a new link and the older one stops working', async () => {
    const email = uniqueEmail('again');
    await subscribe(email);
    const { token: older } = await confirmationTo(email);
    expect((await subscribe(email)).json()).toEqual({ message: SUBSCRIBED_ANSWER });
    const { token: newer } = await confirmationTo(email);
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm(newer)).statusCode).toBe(200);

    // Once confirmed, signing up again changes nothing and sends nothing.
    const confirmedAt = (await rowOf(email))?.confirmedAt;
    expect((await subscribe(email)).json()).toEqual({ message: SUBSCRIBED_ANSWER });
    await new Promise((r) => setTimeout(r, 300));
    expect(
      smtp.messages.filter(
        (m) => m.to.includes(email) && m.subject === CONFIRM_SUBSCRIPTION_SUBJECT,
      ),
    ).toHaveLength(2);
    expect((await rowOf(email))?.confirmedAt).toEqual(confirmedAt);
  });

  it('expire: the link is refused after 3 days, and a later sign-up purges them', async () => {
    const email = uniqueEmail('late');
    await subscribe(email);
    const { token } = await confirmationTo(email);
    const saved = now;
    try {
      now = new Date(saved.getTime() + 3 * DAY + 1);
      expect((await confirm(token)).statusCode).toBe(400);
      await subscribe(uniqueEmail('someone-else'));
      expect(await rowOf(email)).toBeUndefined();
    } finally {
      now = saved;
    }
  });
});

describe('confirmation e-mails per address', () => {
  it('are limited, whoever asks', async () => {
    const limited = await createTestApp({
      mailer: smtp.mailer(),
      rateLimits: { newsletterAddress: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const send = (email: string) =>
        limited.call('POST', '/api/newsletter/subscribe', undefined, { email });
      expect((await send('flood@example.org')).statusCode).toBe(200);
      expect((await send('FLOOD@example.org')).statusCode).toBe(200);
      expect((await send('flood@example.org')).statusCode).toBe(429);
      expect((await send('other@example.org')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
