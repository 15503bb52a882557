/**
 * JSON bodies: the session is checked before a body is read, bodies are capped at 64 KB unless a
 * route needs more, and nesting is bounded before the parse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { MAX_JSON_DEPTH, nestedDeeperThan, TOO_DEEP_MESSAGE } from './json-body';

/** Writes anyone may send; every other write of the API needs a session. */
const PUBLIC_WRITES = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  // Signed out, between the password and the code (a pending sign-in's cookie is the authority).
  'POST /api/auth/login/second-factor',
  'POST /api/auth/logout',
  // Passkey sign-in: the visitor is not signed in yet.
  'POST /api/auth/passkeys/options',
  'POST /api/auth/passkeys/verify',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/contact',
  'POST /api/create-payment-intent',
  'POST /api/donations/confirm',
  'POST /api/stripe/webhook',
  'POST /api/newsletter/subscribe',
  // A page view counted: visitors are never signed in for it.
  'POST /api/analytics/hit',
  // The same two forms posted as plain HTML (no JavaScript): the home and contact pages answer.
  'POST /',
  'POST /contact',
  // "I prayed" posted as plain HTML: a visitor's answer is the prayer wall asking them to sign in.
  'POST /prayer',
  'POST /api/newsletter/unsubscribe',
  // The token from an e-mail link is the authority: whoever follows it may not be signed in.
  'POST /api/auth/verify-email',
  'POST /api/auth/confirm-email',
  'POST /api/newsletter/confirm',
  // A visitor registers for a gathering with an address, and confirms or cancels by its link.
  'POST /api/events/{id}/registrations',
  'POST /api/events/registrations/confirm',
  'POST /api/events/registrations/cancel',
  // An invitation's link makes the account it is accepted with: nobody is signed in yet.
  'POST /api/invitations/accept',
  // A reading plan's reminder is stopped from the e-mail's one-click link (its token).
  'POST /api/plans/reminders/unsubscribe',
]);

const nested = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('nestedDeeperThan', () => {
  it('counts objects and arrays inside one another', () => {
    expect(nestedDeeperThan(nested(32), 32)).toBe(false);
    expect(nestedDeeperThan(nested(33), 32)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    // Siblings do not add up.
    expect(nestedDeeperThan(`[${Array(100).fill('[]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(JSON.stringify({ a: '[[[[[[[[' }), 2)).toBe(false);
    expect(nestedDeeperThan(JSON.stringify({ a: 'say "[[[[" \\ [[[' }), 2)).toBe(false);
  });
});

describe('a write that needs a session', { tags: ['asvs-v8'] }, () => {
  it('is refused with 401 before its body is read, whatever the body', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const checked: string[] = [];
    for (const [openApiPath, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const name = `${method.toUpperCase()} ${openApiPath}`;
        if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(name.split(' ')[0] ?? '')) continue;
        if (PUBLIC_WRITES.has(name)) continue;
        const url = openApiPath.replace(/\{[^}]+\}/g, '1');
        // Malformed JSON (the parser would answer 400) far over every limit (413).
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: `{"x": ${nested(50_000)}`.padEnd(700 * 1024, ' '),
        });
        expect(res.statusCode, name).toBe(401);
        expect(res.json(), name).toMatchObject({ message: expect.any(String) });
        checked.push(name);
      }
    }
    expect(checked).toContain('POST /api/conversations/message');
    expect(checked).toContain('POST /api/newsletter/campaigns');
    expect(checked).toContain('PUT /api/profile');
  });

  it("is refused to a member on an administrator's route with 403, body unread", async () => {
    const member = await t.signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/campaigns',
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      payload: nested(10_000),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('JSON bodies', () => {
  it('over 64 KB are refused with 413 and the error shape', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/conversations/1',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: JSON.stringify({ status: 'closed', padding: 'x'.repeat(64 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The request is too large' });
  });

  it('keep their larger limit where a route needs one (newsletter content)', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/campaigns',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: JSON.stringify({
        title: 'Long letter',
        subject: 'Long letter',
        content: 'Grace and peace. '.repeat(5_000),
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Long letter' });
  });

  it(`nested deeper than ${MAX_JSON_DEPTH} levels are refused with 400`, async () => {
    const unsubscribe = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/unsubscribe',
        headers: { 'content-type': 'application/json' },
        payload: `{"token": ${token}}`,
      });
    const deep = await unsubscribe(nested(MAX_JSON_DEPTH));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ message: TOO_DEEP_MESSAGE });
    // At the limit the body is parsed and reaches the route, which finds no token in it.
    const atLimit = await unsubscribe(nested(MAX_JSON_DEPTH - 1));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toMatchObject({
      message: 'The unsubscribe link is missing its token',
    });
  });

  it('that are ordinary are parsed as before, poisoning and bad syntax still refused', async () => {
    const member = await t.signIn();
    const ok = await t.call('PUT', '/api/profile', member.cookie, { firstName: 'Tabitha' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Tabitha' });
    for (const payload of ['{"firstName":', '{"__proto__":{"isAdmin":true}}', '']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { 'content-type': 'application/json', cookie: member.cookie },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ message: expect.any(String) });
    }
  });
});
