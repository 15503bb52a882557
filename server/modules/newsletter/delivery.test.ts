import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterDeliveries, newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

let smtp: TestSmtp;
let refusing = true;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  // A real SMTP server that refuses the 'bounce-*' mailboxes until the test lets them through.
  smtp = await startTestSmtp({ refuse: (a) => refusing && a.startsWith('bounce-') });
  t = await createTestApp({
    mailer: smtp.mailer(),
    newsletter: { concurrency: 8, batchSize: 100 },
  });
  admin = (await t.signIn({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: admin,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });

async function waitForStatus(id: number, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/campaigns/${id}`,
      headers: { cookie: admin },
    });
    const body = res.json();
    if (body.deliveryStatus !== 'sending') return body;
    if (Date.now() > until) throw new Error(`campaign ${id} still sending`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function campaign(subject: string) {
  const res = await post('/api/newsletter/campaigns', {
    title: subject,
    subject,
    content: 'Grace and peace to you.',
  });
  return res.json().id as number;
}

describe('delivery to a real SMTP server', () => {
  it('sends 500 messages, each to a distinct subscriber with their own token', async () => {
    const emails = Array.from({ length: 500 }, (_, i) => `reader${i}@example.org`);
    await t.db
      .insert(newsletterSubscriptions)
      .values(emails.map((email) => ({ email, confirmedAt: new Date() })));
    const tokens = new Map(
      (await t.db.select().from(newsletterSubscriptions)).map((s) => [s.email, s.unsubscribeToken]),
    );
    smtp.clear();
    const id = await campaign('Five hundred');
    const started = Date.now();
    const send = await post(`/api/newsletter/campaigns/${id}/send`);
    expect(send.json().results).toMatchObject({ success: true, total: 500 });
    const done = await waitForStatus(id);
    const ms = Date.now() - started;
    expect(done).toMatchObject({ deliveryStatus: 'sent', sentCount: 500, failedCount: 0 });

    const mine = smtp.messages.filter((m) => m.subject === 'Five hundred');
    expect(mine).toHaveLength(500);
    const recipients = new Set(mine.map((m) => m.to[0]));
    expect(recipients.size).toBe(500);
    for (const mail of mine) {
      expect(mail.to).toHaveLength(1);
      const token = tokens.get(mail.to[0] ?? '') ?? '';
      expect(token).toBeTruthy();
      expect(mail.headers['list-unsubscribe']).toContain(
        `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(mail.raw.match(/^Message-ID:/gim)).toHaveLength(1);
    }
    console.log(`newsletter: 500 messages delivered in ${ms} ms`);
  });

  it('marks refused recipients failed, the campaign partially sent, and a retry delivers them', async () => {
    await t.db.delete(newsletterSubscriptions);
    const emails = Array.from({ length: 30 }, (_, i) =>
      i % 6 === 0 ? `bounce-${i}@example.org` : `ok-${i}@example.org`,
    );
    await t.db
      .insert(newsletterSubscriptions)
      .values(emails.map((email) => ({ email, confirmedAt: new Date() })));
    smtp.clear();
    refusing = true;
    const id = await campaign('Partly');
    await post(`/api/newsletter/campaigns/${id}/send`);
    const done = await waitForStatus(id);
    expect(done).toMatchObject({
      deliveryStatus: 'partially_sent',
      recipientCount: 30,
      sentCount: 25,
      failedCount: 5,
    });
    const failed = await t.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.status, 'failed'));
    expect(failed.map((f) => f.email).sort()).toEqual(
      emails.filter((e) => e.startsWith('bounce-')).sort(),
    );
    expect(failed.every((f) => f.attempts === 1 && f.error)).toBe(true);
    expect(smtp.messages).toHaveLength(25);

    refusing = false;
    const retry = await post(`/api/newsletter/campaigns/${id}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().results.total).toBe(5);
    const after = await waitForStatus(id);
    expect(after).toMatchObject({ deliveryStatus: 'sent', sentCount: 30, failedCount: 0 });
    expect(smtp.messages).toHaveLength(30);
    expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(30);
    expect((await post(`/api/newsletter/campaigns/${id}/retry`)).statusCode).toBe(409);
  });

  it('a campaign where every recipient is refused is failed', async () => {
    await t.db.delete(newsletterSubscriptions);
    await t.db
      .insert(newsletterSubscriptions)
      .values([{ email: 'bounce-only@example.org', confirmedAt: new Date() }]);
    refusing = true;
    const id = await campaign('All refused');
    await post(`/api/newsletter/campaigns/${id}/send`);
    expect((await waitForStatus(id)).deliveryStatus).toBe('failed');
  });
});
