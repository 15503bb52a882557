import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterDeliveries, newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createNewsletterService } from './service';
import { CONFIRM_SUBSCRIPTION_SUBJECT } from './template';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;
let member: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer() });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call: TestApp['call'] = (...args) => t.call(...args);

/** Signs each address up and follows the link of its confirmation mail, as a reader does. */
async function subscribeAll(emails: string[]) {
  for (const email of emails) {
    const res = await call('POST', '/api/newsletter/subscribe', undefined, { email });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === CONFIRM_SUBSCRIPTION_SUBJECT,
    );
    // Only the campaigns under test are left among the received messages.
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const confirmed = await call('POST', '/api/newsletter/confirm', undefined, { token });
    expect(confirmed.statusCode).toBe(200);
  }
}

async function waitForStatus(id: number, cookie = admin, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `/api/newsletter/campaigns/${id}`, cookie);
    const body = res.json();
    if (body.deliveryStatus !== 'sending') return body;
    if (Date.now() > until) throw new Error(`campaign ${id} still sending`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const tokenOf = async (email: string) => {
  const [row] = await t.db
    .select({ token: newsletterSubscriptions.unsubscribeToken })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.token;
};

describe('admin-only routes', { tags: ['asvs-v8'] }, () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/newsletter/subscriptions'],
    ['DELETE', '/api/newsletter/subscriptions/1'],
    ['GET', '/api/newsletter/campaigns'],
    ['GET', '/api/newsletter/campaigns/1'],
    ['POST', '/api/newsletter/campaigns', { title: 'a', subject: 'b', content: 'c' }],
    ['PUT', '/api/newsletter/campaigns/1', { title: 'a', subject: 'b', content: 'c' }],
    ['POST', '/api/newsletter/campaigns/preview', { title: 'a', content: 'c' }],
    ['POST', '/api/newsletter/campaigns/1/send'],
    ['POST', '/api/newsletter/campaigns/1/retry'],
  ];
  it.each(routes)('%s %s: 401 signed out, 403 for a member', async (method, url, body) => {
    const m = method as 'GET' | 'POST' | 'PUT' | 'DELETE';
    expect((await call(m, url, undefined, body)).statusCode).toBe(401);
    expect((await call(m, url, member, body)).statusCode).toBe(403);
  });
});

describe('campaigns', () => {
  it('refuses a send with no subscribers: No Subscribers', async () => {
    const created = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'Empty',
      subject: 'Nobody',
      content: 'Hello',
    });
    expect(created.statusCode).toBe(200);
    const res = await call('POST', `/api/newsletter/campaigns/${created.json().id}/send`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No Subscribers');
  });

  it.each([
    [{ subject: 's', content: 'c' }, 'Title Required'],
    [{ title: '  ', subject: 's', content: 'c' }, 'Title Required'],
    [{ title: 't', content: 'c' }, 'Subject Required'],
    [{ title: 't', subject: 's', content: '' }, 'Content Required'],
    [{}, 'Title Required'],
  ])('validates %j: %s', async (body, message) => {
    const res = await call('POST', '/api/newsletter/campaigns', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('sanitises htmlContent from a client', async () => {
    const res = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 't',
      subject: 's',
      content: 'c',
      htmlContent: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x">l</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().htmlContent;
    expect(html).not.toMatch(/script|onclick|javascript/);
    expect(html).toContain('Hi');
  });

  it('previews the e-mail: our template, sanitised Markdown', async () => {
    const res = await call('POST', '/api/newsletter/campaigns/preview', admin, {
      title: 'Weekly Insight',
      content: 'Grace **abounds**.\n\n<img src=x onerror=alert(1)> [Read](https://example.org/a)',
    });
    expect(res.statusCode).toBe(200);
    const { html, text } = res.json();
    expect(html).toContain('Kingdom Truth Ministry');
    expect(html).toContain('<strong>abounds</strong>');
    expect(html).toContain('href="https://example.org/a"');
    expect(html).not.toContain('<img');
    expect(html).toContain('Empowering believers');
    expect(html).toContain('/unsubscribe?token=');
    expect(text).toContain('Grace abounds.');
  });

  it('sends to every subscriber with their own unsubscribe link, once, and refuses a second send', async () => {
    smtp.clear();
    const emails = ['ruth@example.org', 'boaz@example.org', 'naomi@example.org'];
    await subscribeAll(emails);
    const created = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'Harvest',
      subject: 'News from Bethlehem',
      content: 'The *harvest* is plentiful.',
    });
    const id: number = created.json().id;
    const send = await call('POST', `/api/newsletter/campaigns/${id}/send`, admin);
    expect(send.statusCode).toBe(200);
    expect(send.json().results).toMatchObject({ success: true, total: 3 });
    const again = await call('POST', `/api/newsletter/campaigns/${id}/send`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);
    const edit = await call('PUT', `/api/newsletter/campaigns/${id}`, admin, {
      title: 'x',
      subject: 'y',
      content: 'z',
    });
    expect(edit.statusCode).toBe(409);

    const done = await waitForStatus(id);
    expect(done).toMatchObject({ deliveryStatus: 'sent', recipientCount: 3, sentCount: 3 });
    expect(done.sentAt).toBeTruthy();
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    for (const mail of smtp.messages) {
      const token = await tokenOf(mail.to[0] ?? '');
      expect(mail.subject).toBe('News from Bethlehem');
      expect(mail.headers['list-unsubscribe']).toContain(
        `<http://localhost:3000/api/newsletter/unsubscribe?token=${token}>`,
      );
      expect(mail.headers['list-unsubscribe']).toContain('<mailto:');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`/unsubscribe?token=${token}`);
      expect(mail.html).toContain('<em>harvest</em>');
    }

    const list = await call('GET', '/api/newsletter/campaigns', admin);
    expect(list.json()[0]).toMatchObject({ id, deliveryStatus: 'sent', recipientCount: 3 });
  });
});

describe('subscriptions admin', () => {
  it('lists newest first with search and paging, and deletes', async () => {
    await subscribeAll(['zz-first@example.org', 'zz-second@example.org']);
    const all = await call('GET', '/api/newsletter/subscriptions?pageSize=1', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(1);
    expect(all.json().subscriberCount).toBeGreaterThanOrEqual(2);
    const found = await call('GET', '/api/newsletter/subscriptions?q=zz-', admin);
    expect(found.json().total).toBe(2);
    const [newest, older] = found.json().items;
    expect(newest.email).toBe('zz-second@example.org');
    expect(older.email).toBe('zz-first@example.org');
    expect(Object.keys(newest).sort()).toEqual([
      'confirmedAt',
      'email',
      'id',
      'language',
      'status',
      'subscribedAt',
    ]);
    expect(newest.language).toBe('en');

    const del = await call('DELETE', `/api/newsletter/subscriptions/${newest.id}`, admin);
    expect(del.statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/newsletter/subscriptions/${newest.id}`, admin)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/newsletter/subscriptions?q=zz-', admin)).json().total).toBe(1);
  });
});

describe('unsubscribe', () => {
  it('POST {token} unsubscribes; the same token again gets a clear message', async () => {
    await subscribeAll(['leaving@example.org']);
    const token = await tokenOf('leaving@example.org');
    expect(token).toBeTruthy();
    const res = await call('POST', '/api/newsletter/unsubscribe', undefined, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().unsubscribed).toBe(true);
    expect(await tokenOf('leaving@example.org')).toBeUndefined();
    const again = await call('POST', '/api/newsletter/unsubscribe', undefined, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ unsubscribed: false });
    expect(again.json().message).toMatch(/not valid|already/);
  });

  it('one-click: a cross-origin form POST to the List-Unsubscribe URL unsubscribes', async () => {
    await subscribeAll(['oneclick@example.org']);
    const token = await tokenOf('oneclick@example.org');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().unsubscribed).toBe(true);
    expect(await tokenOf('oneclick@example.org')).toBeUndefined();
  });

  it('the page is served and a GET changes nothing', async () => {
    await subscribeAll(['scanner@example.org']);
    const token = await tokenOf('scanner@example.org');
    const api = await call('GET', `/api/newsletter/unsubscribe?token=${token}`);
    expect(api.statusCode).toBe(404);
    const page = await call('GET', `/unsubscribe?token=${token}`);
    expect(page.statusCode).not.toBe(404);
    expect(await tokenOf('scanner@example.org')).toBe(token);
  });

  it('refuses a request without a token', async () => {
    const res = await call('POST', '/api/newsletter/unsubscribe', undefined, {});
    expect(res.statusCode).toBe(400);
  });

  it('a reader who left after the send began is skipped, not mailed', async () => {
    smtp.clear();
    await subscribeAll(['stays@example.org', 'goes@example.org']);
    const created = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'T',
      subject: 'Skip test',
      content: 'C',
    });
    const id: number = created.json().id;
    const newsletter = createNewsletterService({
      db: t.db,
      clock: () => new Date(),
      delivery: t.app.newsletterDelivery,
      publicUrl: t.config.publicUrl,
      mailFrom: t.config.mailFrom,
    });
    const total = await newsletter.beginSend(id);
    const token = await tokenOf('goes@example.org');
    await call('POST', '/api/newsletter/unsubscribe', undefined, { token });
    t.app.newsletterDelivery.start(id);
    await t.app.newsletterDelivery.idle();
    const rows = await t.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.campaignId, id));
    expect(rows).toHaveLength(total);
    expect(rows.find((r) => r.email === 'goes@example.org')?.status).toBe('skipped');
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(total - 1);
    expect(
      smtp.messages.filter((m) => m.subject === 'Skip test').map((m) => m.to[0]),
    ).not.toContain('goes@example.org');
    expect((await waitForStatus(id)).deliveryStatus).toBe('sent');
  });
});
