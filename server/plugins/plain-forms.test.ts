/**
 * The newsletter and contact forms posted as plain HTML (no JavaScript): the page answers with
 * the outcome in its language, rendered through the real app (client/src/entry-server) into a
 * miniature build's template, behind the same protections as the JSON API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../../contract/messages/es';
import { pt } from '../../contract/messages/pt';
import { SSR_DATA_ID } from '../../contract/ssr-data';
import { contactMessages, newsletterSubscriptions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { pageBuild } from '../test/page-build';
import type { SsrBundle } from '../pages/render';

const dist = pageBuild();
let ssr: SsrBundle;
let t: TestApp;
const apps: TestApp[] = [];

async function makeApp(deps: Parameters<typeof createTestApp>[0] = {}) {
  const app = await createTestApp({ dist, ssr: () => Promise.resolve(ssr), ...deps });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  ssr = await import('../../client/src/entry-server');
  t = await makeApp();
}, 60_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const post = (url: string, fields: Record<string, string>, app = t, headers = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** The page's visible text: its markup without the data block, entities decoded. */
function shown(html: string): string {
  const markup = html.split(`<script type="application/json" id="${SSR_DATA_ID}"`)[0] ?? '';
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

const contact = {
  name: 'Cornelius',
  email: 'cornelius@caesarea.example.org',
  subject: 'doctrine',
  message: 'What does Acts 10 teach about the Gentiles?',
  consent: 'on',
};

describe('the contact form as a plain post', () => {
  it('stores the message and answers the contact page with the sent banner', async () => {
    const res = await post('/contact', contact);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>Contact');
    expect(shown(res.body)).toContain("Message was successfully sent! We'll get back to you soon.");
    const rows = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, contact.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Cornelius', subject: 'doctrine' });
  });

  it('answers in the language of the page it was posted to', async () => {
    const res = await post('/es/contact', { ...contact, email: 'lidia@tiatira.example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es"');
    expect(shown(res.body)).toContain(es['contact.sentBanner']);
  });

  it.each([
    ['the name', { name: '' }, 'Name is required'],
    ['a name too long', { name: 'N'.repeat(101) }, 'Name must be at most 100 characters'],
    ['the e-mail', { email: '' }, 'Email is required'],
    ['a bad e-mail', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['an unknown subject', { subject: 'gossip' }, 'Please choose a subject from the list'],
    ['the message', { message: ' ' }, 'Message is required'],
    [
      'a message too long',
      { message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
  ])('shows what is wrong with %s, and keeps what was typed', async (_, change, text) => {
    const res = await post('/contact', { ...contact, ...change });
    expect(res.statusCode).toBe(400);
    expect(shown(res.body)).toContain(text);
    expect(res.body).toContain('aria-invalid="true"');
    const typed = { ...contact, ...change };
    expect(res.body).toContain(`value="${typed.email}"`);
    expect(res.body).toContain(`>${typed.message}</textarea>`);
  });

  it('asks for the consent an unticked box leaves out', async () => {
    const { consent: _consent, ...unticked } = contact;
    const res = await post('/contact', unticked);
    expect(res.statusCode).toBe(400);
    expect(shown(res.body)).toContain('You must agree to data processing to send a message');
  });

  it('shows the messages in the page language', async () => {
    const res = await post('/pt/contact', { ...contact, email: 'x', name: '' });
    expect(res.statusCode).toBe(400);
    expect(shown(res.body)).toContain(pt['rule.emailInvalid']);
    expect(shown(res.body)).toContain(pt['rule.nameRequired']);
    expect(shown(res.body)).not.toContain('Please enter a valid email address');
  });

  it('tells a bot that filled the honeypot it worked, and drops the message', async () => {
    const email = 'bot@spam.example.org';
    const res = await post('/contact', { ...contact, email, website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(shown(res.body)).toContain('Message was successfully sent!');
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a post from another site', async () => {
    const res = await post('/contact', contact, t, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Cross-origin request refused' });
  });

  it('accepts the post as a browser sends it from our page: origin "null", same-origin fetch', async () => {
    const res = await t.injectBare({
      method: 'POST',
      url: '/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams({ ...contact, email: 'dorcas@joppa.example.org' }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body over the API limit', async () => {
    const res = await post('/contact', { ...contact, message: 'm'.repeat(40 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('answers 429 past the per-IP limit', async () => {
    const limited = await makeApp({ rateLimits: { contact: { max: 2, timeWindow: 60_000 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await post('/contact', { ...contact, name: '' }, limited)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('the newsletter sign-up as a plain post', () => {
  it('signs the address up and answers the home page with the success text', async () => {
    const res = await post('/', { email: 'Priscilla@Corinth.example.org' });
    expect(res.statusCode).toBe(200);
    const text = shown(res.body);
    expect(text).toContain('Successfully subscribed!');
    expect(text).toContain(
      'Almost there: we sent a link to priscilla@corinth.example.org. Follow it to confirm your subscription.',
    );
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'priscilla@corinth.example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.language).toBe('en');
  });

  it('signs up in the language of the page it was posted to', async () => {
    const res = await post('/pt/', { email: 'aquila@corinth.example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="pt"');
    expect(shown(res.body)).toContain(pt['newsletterSignup.subscribed']);
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'aquila@corinth.example.org'));
    expect(rows[0]?.language).toBe('pt');
  });

  it.each([
    ['', 'Email is required'],
    ['reader@example', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.org`, 'Email is too long'],
  ])('shows what is wrong with %j and keeps it in the field', async (email, text) => {
    const res = await post('/', { email });
    expect(res.statusCode).toBe(400);
    expect(shown(res.body)).toContain(text);
    expect(res.body).toContain('aria-invalid="true"');
    if (email) expect(res.body).toContain(`value="${email}"`);
  });

  it('shows the message in the page language', async () => {
    const res = await post('/es/', { email: 'reader@example' });
    expect(res.statusCode).toBe(400);
    expect(shown(res.body)).toContain(es['rule.emailInvalid']);
  });

  it('refuses a post from another site', async () => {
    const res = await post('/', { email: 'reader@example.org' }, t, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 429 past the per-IP limit', async () => {
    const limited = await makeApp({ rateLimits: { newsletter: { max: 2, timeWindow: 60_000 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await post('/', { email: '' }, limited)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('shares the per-address limit with the JSON sign-up', async () => {
    const limited = await makeApp({
      rateLimits: { newsletterAddress: { max: 1, timeWindow: 60_000 } },
    });
    const email = 'timothy@lystra.example.org';
    const json = await limited.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email },
    });
    expect(json.statusCode).toBe(200);
    expect((await post('/', { email }, limited)).statusCode).toBe(429);
  });
});
