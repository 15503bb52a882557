/**
 * The members' screens on /es and /pt: no English left on them (the check of
 * screens-in-language.e2e.ts, for a signed-in member), axe clean and nothing sideways at 320 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  visit,
  withPage,
  type PageSession,
  type StorageState,
} from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { englishLeftovers, expectNarrowAndAxeClean, settle } from './support/no-english';
import { verifyAddressByMail } from './support/outbox';
import { signedInState } from './support/sign-in';

let browser: Browser;
let member: StorageState;
let screens: string[];
/** What the member wrote and is called: the same words in every language. */
let ownWords: RegExp[];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A member of their own, with a verified address (the reminder to verify would be on every
 * screen) and one conversation, so the portal shows a thread with its parts.
 */
async function newMember(): Promise<{
  state: StorageState;
  conversationId: number;
  own: string[];
}> {
  const email = `lydia-${Date.now()}@example.com`;
  const password = 'seller of purple 16';
  const registered = await fetch(urlOf('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ourOrigin() },
    body: JSON.stringify({ email, password, firstName: 'Lydia', lastName: 'Thyatira' }),
  });
  expect(registered.status).toBe(201);
  await verifyAddressByMail(email);

  const state = await signedInState({ email, password });
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const me = (await (await fetch(urlOf('/api/auth/me'), { headers: { cookie } })).json()) as {
    username: string;
  };
  const title = `Baptism of my household ${Date.now()}`;
  const content = 'Lydia asks about household baptism';
  const form = new FormData();
  form.append('title', title);
  form.append('category', 'doctrine');
  form.append('content', content);
  const started = await fetch(urlOf('/api/conversations'), {
    method: 'POST',
    headers: { cookie, ...ourOrigin() },
    body: form,
  });
  expect(started.status).toBe(201);
  const { conversationId } = (await started.json()) as { conversationId: number };
  return { state, conversationId, own: [title, content, me.username, 'Lydia Thyatira'] };
}

/** The Giving tab asks for the member's gifts; online giving is not set up on the test server. */
function allowGivingNotSetUp(session: PageSession) {
  session.allowConsoleError({
    reason: 'online giving is not set up on the test server (503 on purpose)',
    text: /^Failed to load resource: the server responded with a status of 503/,
    url: /\/api\/donations\/my$/,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { state, conversationId, own } = await newMember();
  member = state;
  ownWords = own.map((words) => new RegExp(`^${escape(words)}$`));
  screens = [
    `/member-portal?conversation=${conversationId}`,
    '/profile',
    '/profile?tab=security',
    '/profile?tab=giving',
    '/dashboard',
  ];
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['es', 'pt'] as const)("the members' screens in %s", (lang) => {
  it('show no English: no catalogue English and no line of the English page', async () => {
    let leftovers: string[] = [];
    await withPage(browser, { storageState: member }, async (session) => {
      allowGivingNotSetUp(session);
      leftovers = await englishLeftovers(session.page, lang, screens, { same: ownWords });
    });
    expect(leftovers).toEqual([]);
  });

  it('are axe clean and never scroll sideways at 320 px', async () => {
    await withPage(
      browser,
      { viewport: { width: 320, height: 740 }, storageState: member },
      async (session) => {
        allowGivingNotSetUp(session);
        const { page } = session;
        for (const path of screens) {
          await visit(page, `/${lang}${path}`);
          await settle(page);
          await expectNarrowAndAxeClean(page, `${lang}${path}`);
        }
      },
    );
  });
});
