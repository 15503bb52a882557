/**
 * Fault: the SMTP server goes away. Contact messages, password-reset requests and notifications
 * are still recorded with their mail; once a server answers on the same port again, the outbox
 * delivers each message exactly once.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { multipart } from '../test/multipart';
import { startTestSmtp, type TestSmtp } from '../test/smtp';
import { createMailer, type Mailer } from './mail';

let smtp: TestSmtp;
let t: TestApp;
let mailer: Mailer;
let now = new Date('2026-05-01T09:00:00Z');

beforeAll(async () => {
  smtp = await startTestSmtp();
  // A mailer of the app's own, so it outlives the first server and reconnects to the second.
  mailer = createMailer({
    from: 'Ministry <no-reply@example.org>',
    smtpUrl: smtp.url,
    outboxDir: mkdtempSync(path.join(os.tmpdir(), 'ministry-outage-')),
  });
  t = await createTestApp({
    mailer,
    clock: () => now,
    config: testConfig({ CONTACT_TO: 'office@example.org' }),
  });
});
afterAll(async () => {
  await t.close();
  mailer.close();
  await smtp.close();
});

const json = (url: string, payload: unknown, cookie?: string) =>
  t.call('POST', url, cookie, payload);

describe('SMTP outage', () => {
  it('keeps every mail while the server is away and sends each once when it returns', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const member = await t.signIn({ firstName: 'Lydia' });
    const asked = await json(
      '/api/questions',
      { title: 'Outage question', content: 'What does Acts 16 teach?', category: 'doctrine' },
      member.cookie,
    );
    expect(asked.statusCode).toBe(201);
    const questionId = (asked.json() as { id: number }).id;

    const port = smtp.port;
    await smtp.close();

    const contact = await json('/api/contact', {
      name: 'Outage contact',
      email: 'visitor@example.org',
      message: 'Written while the mail server is down.',
    });
    expect(contact.statusCode).toBe(200);
    const reset = await json('/api/forgot-password', { email: member.user.email });
    expect(reset.statusCode).toBe(200);
    const form = multipart({
      title: 'Outage conversation',
      category: 'general',
      content: 'Hello',
    });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { ...form.headers, cookie: member.cookie },
      payload: form.payload,
    });
    expect(started.statusCode).toBe(201);
    const conversationId = (started.json() as { conversationId: number }).conversationId;
    const replied = await json(
      '/api/conversations/message',
      { conversationId, content: 'We are praying for you.' },
      admin.cookie,
    );
    expect(replied.statusCode).toBe(201);
    const answered = await json(
      `/api/questions/${questionId}/answers`,
      { content: 'Read Acts 16:14.' },
      admin.cookie,
    );
    expect(answered.statusCode).toBe(201);

    // Every request answered; every mail is recorded and none could be sent.
    await t.app.mailOutbox.tick();
    const pending = await t.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    const expected = [
      'office@example.org', // the contact message
      'visitor@example.org', // its acknowledgement to the sender
      member.user.email, // the reset link, the reply, the answer
      admin.user.email, // the new conversation, the new question
    ];
    for (const to of expected) expect(pending.some((m) => m.to.includes(to))).toBe(true);
    expect(pending).toHaveLength(7);
    for (const row of pending) expect(row.attempts).toBeGreaterThanOrEqual(1);

    smtp = await startTestSmtp({ port });
    now = new Date(now.getTime() + 5 * 60_000); // past the first back-offs
    await t.app.mailOutbox.tick();
    for (const subject of [/Outage contact/, /[Rr]eset/, /Outage conversation/]) {
      await smtp.waitFor((m) => subject.test(m.subject));
    }
    await smtp.waitFor((m) => m.to.includes(member.user.email) && /Outage question/.test(m.text));
    await smtp.waitFor((m) => m.to.includes(admin.user.email) && /Outage question/.test(m.text));

    // Later runs send nothing again.
    now = new Date(now.getTime() + 6 * 60 * 60_000);
    await t.app.mailOutbox.tick();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(7);
    expect(await t.db.$count(mailOutbox, isNull(mailOutbox.sentAt))).toBe(0);
  });
});
