// @module-tag asvs-v8
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SENDS_PER_WINDOW } from '../../../contract/newsletter';
import { newsletterSubscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestApp;
let smtp: TestSmtp;
let admin: { cookie: string; user: { id: number; email: string } };
let member: string;
const READER = 'reader@example.org';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer() });
  admin = await t.signIn({ isAdmin: true });
  member = (await t.signIn()).cookie;
  // A confirmed reader who must never receive a test copy.
  await t.db.insert(newsletterSubscriptions).values({
    email: READER,
    subscribedAt: new Date(),
    confirmedAt: new Date(),
    unsubscribeToken: 'reader-token',
    language: 'en',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const campaign = {
  title: 'Internal: November batch B',
  subject: 'Advent is near',
  content: 'Dear friends,\n\nAdvent begins on Sunday.',
};

describe('a test copy to the signed-in administrator', () => {
  it('is for administrators only: a stranger 401, a member 403', async () => {
    const stranger = await t.call('POST', '/api/admin/newsletter/test', undefined, campaign);
    expect(stranger.statusCode).toBe(401);
    const res = await t.call('POST', '/api/admin/newsletter/test', member, campaign);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('sends one copy to the administrator alone, without the internal title as its first line', async () => {
    const res = await t.call('POST', '/api/admin/newsletter/test', admin.cookie, campaign);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ to: admin.user.email });
    await t.app.mailOutbox.tick();
    const copies = smtp.messages.filter((m) => m.subject === '[Test] Advent is near');
    expect(copies.map((m) => m.to)).toEqual([[admin.user.email]]);
    expect(smtp.messages.some((m) => m.to.includes(READER))).toBe(false);
    const text = copies[0]?.text ?? '';
    expect(text.trimStart().startsWith('Dear friends,')).toBe(true);
    expect(text).not.toContain(campaign.title);
    expect(copies[0]?.html).not.toContain(campaign.title);
  });

  it("is written in the campaign's language, else the administrator's", async () => {
    await t.db.update(users).set({ preferredLanguage: 'pt' }).where(eq(users.id, admin.user.id));
    const res = await t.call('POST', '/api/admin/newsletter/test', admin.cookie, {
      ...campaign,
      subject: 'Sem língua',
    });
    expect(res.statusCode).toBe(200);
    const es = await t.call('POST', '/api/admin/newsletter/test', admin.cookie, {
      ...campaign,
      subject: 'Adviento',
      language: 'es',
    });
    expect(es.statusCode).toBe(200);
    await t.app.mailOutbox.tick();
    expect(smtp.messages.some((m) => m.subject === '[Teste] Sem língua')).toBe(true);
    expect(smtp.messages.some((m) => m.subject === '[Prueba] Adviento')).toBe(true);
    await t.db.update(users).set({ preferredLanguage: null }).where(eq(users.id, admin.user.id));
  });

  it('answers 400 with field errors for an incomplete campaign', async () => {
    const res = await t.call('POST', '/api/admin/newsletter/test', admin.cookie, {
      ...campaign,
      subject: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { subject: ['Subject Required'] } });
  });

  it('is rate limited per administrator', async () => {
    const other = await t.signIn({ isAdmin: true });
    let last = 0;
    for (let i = 0; i <= TEST_SENDS_PER_WINDOW; i++) {
      last = (await t.call('POST', '/api/admin/newsletter/test', other.cookie, campaign))
        .statusCode;
    }
    expect(last).toBe(429);
    // Another administrator is counted apart.
    const mine = await t.call('POST', '/api/admin/newsletter/test', admin.cookie, campaign);
    expect(mine.statusCode).toBe(200);
  });
});

describe('a campaign as readers get it', () => {
  it('does not open with the internal title', async () => {
    const created = await t.call('POST', '/api/newsletter/campaigns', admin.cookie, campaign);
    const { id } = created.json<{ id: number }>();
    const sent = await t.call('POST', `/api/newsletter/campaigns/${id}/send`, admin.cookie);
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(READER) && m.subject === campaign.subject);
    expect(mail.text.trimStart().startsWith('Dear friends,')).toBe(true);
    expect(mail.text).not.toContain(campaign.title);
  });
});
