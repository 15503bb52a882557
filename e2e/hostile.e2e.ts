/**
 * Markup in user text is shown as text on every screen that shows it (bad input): a member
 * whose name, question, conversation, study group and contact message are all markup, and the
 * screens where the public, the member and the ministry read them. Each page runs with
 * Content-Security-Policy bypassed, so a payload that became markup would really run: the test
 * proves the rendering inert, not only the CSP.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectVisible, launchBrowser, visit } from './support/browser';
import { urlOf, ourOrigin } from './support/env';
import { verifyAddressByMail } from './support/outbox';
import { signInAsAdmin, signInThroughApi } from './support/sign-in';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1;alert(1)">';
const SVG = '<svg onload=alert(1)>';
/** At most 50 characters: it is also a first name. */
const NAME = '<img src=x onerror=alert(1)>';
const text = (label: string) => `${label} ${stamp} ${SCRIPT} ${IMG} ${SVG}`;
/** For fields of at most 100 characters (a group's name). */
const short = (label: string) => `${label} ${stamp} ${SCRIPT} ${SVG}`;

let browser: Browser;
const contexts: BrowserContext[] = [];

interface Watched {
  page: Page;
  dialogs: string[];
}

/** A fresh context with CSP bypassed, whose dialogs are recorded (and dismissed). */
async function open(): Promise<Watched> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    bypassCSP: true,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  contexts.push(context);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** The payload reads as text on the page, and nothing in it ran or became an element. */
async function expectInert(w: Watched, visible: string) {
  await expectVisible(w.page.getByText(visible, { exact: false }).first());
  // Give an injected handler (an image failing to load) the time to fire.
  await w.page.waitForTimeout(300);
  expect(await w.page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await w.page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  // Scripts that run: a page's data (its answers for the app, JSON-LD for search engines) carries
  // the text as JSON, with `<` escaped, and is never run.
  const scripts = await w.page
    .locator('script')
    .evaluateAll((list) =>
      list
        .filter((s) => ['', 'module', 'text/javascript'].includes(s.getAttribute('type') ?? ''))
        .map((s) => s.textContent ?? ''),
    );
  expect(scripts.some((s) => s.includes('window.__pwned=1'))).toBe(false);
  // And the data scripts cannot be closed early by the text they carry.
  const data = await w.page
    .locator('script[type="application/json"], script[type="application/ld+json"]')
    .evaluateAll((list) => list.map((s) => s.textContent ?? ''));
  for (const json of data) expect(() => JSON.parse(json) as unknown).not.toThrow();
  expect(w.dialogs).toEqual([]);
}

const member = { email: `mallory-${stamp}@example.com`, password: 'mallory hostile 42' };
const ids = { question: 0, group: 0 };
const titles = {
  question: text('Question'),
  conversation: text('Conversation'),
  group: short('Group'),
  discussion: text('Discussion'),
};

beforeAll(async () => {
  browser = await launchBrowser();
  const { page } = await open();
  const registered = await page.request.post(urlOf('/api/auth/register'), {
    headers: ourOrigin(),
    data: { ...member, firstName: NAME, lastName: 'Hostile' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // What others are shown (questions, groups, posts) needs a verified address.
  await verifyAddressByMail(member.email);
  await signInThroughApi(page, member.email, member.password);

  const question = await page.request.post(urlOf('/api/questions'), {
    headers: ourOrigin(),
    data: { title: titles.question, content: text('Question body'), category: 'doctrine' },
  });
  expect(question.status(), await question.text()).toBe(201);
  ids.question = ((await question.json()) as { id: number }).id;

  const conversation = await page.request.post(urlOf('/api/conversations'), {
    headers: ourOrigin(),
    multipart: { title: titles.conversation, category: 'doctrine', content: text('Message') },
  });
  expect(conversation.status(), await conversation.text()).toBe(201);

  const group = await page.request.post(urlOf('/api/study-groups'), {
    headers: ourOrigin(),
    data: { name: titles.group, description: text('Description'), topic: 'Hostile' },
  });
  expect(group.status(), await group.text()).toBe(201);
  ids.group = ((await group.json()) as { id: number }).id;
  const discussion = await page.request.post(urlOf(`/api/study-groups/${ids.group}/discussions`), {
    headers: ourOrigin(),
    data: { title: titles.discussion, content: text('Discussion body') },
  });
  expect(discussion.status(), await discussion.text()).toBe(201);
  const discussionId = ((await discussion.json()) as { id: number }).id;
  const post = await page.request.post(urlOf(`/api/discussions/${discussionId}/posts`), {
    headers: ourOrigin(),
    data: { content: text('Reply') },
  });
  expect(post.status(), await post.text()).toBe(201);

  const contact = await page.request.post(urlOf('/api/contact'), {
    headers: ourOrigin(),
    data: { name: NAME, email: member.email, message: text('Contact') },
  });
  expect(contact.status(), await contact.text()).toBe(200);

  // The ministry answers and publishes the question, so the public pages show it too.
  const admin = await open();
  await signInAsAdmin(admin.page);
  const answered = await admin.page.request.post(urlOf(`/api/questions/${ids.question}/answers`), {
    headers: ourOrigin(),
    data: { content: text('Answer') },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  const published = await admin.page.request.patch(urlOf(`/api/questions/${ids.question}`), {
    headers: ourOrigin(),
    data: { isPublic: true },
  });
  expect(published.status(), await published.text()).toBe(200);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('markup in user text is shown, never run', () => {
  it('on the public question pages', async () => {
    const visitor = await open();
    await visit(visitor.page, '/questions');
    await visitor.page.getByLabel('Search', { exact: true }).fill(stamp);
    await expectInert(visitor, titles.question);
    await visit(visitor.page, `/questions/${ids.question}`);
    await expectInert(visitor, titles.question);
    await expectInert(visitor, text('Answer'));
  });

  it("on the member's own screens", async () => {
    const w = await open();
    await signInThroughApi(w.page, member.email, member.password);
    await visit(w.page, '/dashboard');
    await expectInert(w, `Welcome, ${NAME}!`);
    await visit(w.page, '/questions/my');
    await expectInert(w, titles.question);
    await visit(w.page, '/member-portal');
    await w.page
      .getByRole('button', { name: new RegExp(stamp) })
      .first()
      .click();
    await expectInert(w, text('Message'));
  });

  it('on the study group pages', async () => {
    const w = await open();
    await signInThroughApi(w.page, member.email, member.password);
    await visit(w.page, '/study-groups');
    await w.page.getByLabel('Search', { exact: true }).fill(stamp);
    await expectInert(w, titles.group);
    await visit(w.page, `/study-groups/${ids.group}`);
    await expectInert(w, text('Description'));
    await expectInert(w, titles.discussion);
    await expectInert(w, text('Reply'));
  });

  it("on the ministry's panel: conversations, questions and messages", async () => {
    const w = await open();
    await signInAsAdmin(w.page);
    await visit(w.page, '/admin');
    const item = w.page.getByRole('button', { name: new RegExp(stamp) }).first();
    await expectVisible(item);
    await item.click();
    await expectInert(w, text('Message'));
    await expectInert(w, NAME);

    await w.page.getByRole('tab', { name: 'Questions' }).click();
    await expectInert(w, titles.question);
    await expectInert(w, text('Question body'));

    await w.page.getByRole('tab', { name: 'Messages' }).click();
    await expectInert(w, text('Contact'));
  });
});

describe('the check itself', () => {
  it('notices a payload that became markup (control: CSP is bypassed, so it runs)', async () => {
    const w = await open();
    await visit(w.page, '/questions');
    await w.page.evaluate((html) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      document.body.append(holder);
    }, `${IMG} ${SVG}`);
    await expect(expectInert(w, 'Questions')).rejects.toThrow();
    await w.page.waitForTimeout(300);
    expect(await w.page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBe(1);
    expect(w.dialogs.length).toBeGreaterThan(0);
  });
});
