/**
 * Community: a member asks, the administrator answers and publishes, the member sees the answer
 * (and its e-mail), a visitor finds it by search; a member creates a group, a second member
 * joins and posts, and a full group shows 'Full' with a disabled button.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, openPage, visit, type PageSession } from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { signInAsAdmin, signInThroughApi } from './support/sign-in';
import { verifyAddressByMail, waitForMail } from './support/outbox';

let browser: Browser;
const sessions: PageSession[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sessions) await s.close();
  await browser?.close();
});

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const password = 'fishers of men 12';

async function open(): Promise<PageSession> {
  const session = await openPage(browser);
  sessions.push(session);
  return session;
}

/** Signs the page's context in through the API (the cookie lands in the browser context). */
async function registerMember(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${stamp}@example.com`;
  const res = await page.request.post(urlOf('/api/auth/register'), {
    headers: ourOrigin(),
    data: { email, password, firstName, lastName: 'Disciple' },
  });
  expect(res.status()).toBe(201);
  // Groups, discussions and questions are shown to others: they need a verified address.
  await verifyAddressByMail(email);
  await signInThroughApi(page, email, password);
  return email;
}

const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true }).first();

const waitForPath = (page: Page, pathname: RegExp | string) =>
  page.waitForURL(
    (url) =>
      typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
    { timeout: 10_000 },
  );

describe('questions and answers', () => {
  const title = `Who wrote the letter to the Hebrews ${stamp}?`;
  const answer =
    'The letter does not name its author (Hebrews 13:22-25); the early church was divided.';
  let member: PageSession;
  let memberEmail = '';
  let questionPath = '';

  it('a member asks a question', async () => {
    member = await open();
    const { page } = member;
    memberEmail = await registerMember(page, 'Lydia');
    await visit(page, '/questions/ask');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('scripture');
    await page
      .getByLabel('Your Question')
      .fill('Paul, Apollos or Barnabas? What do the manuscripts tell us?');
    await page.getByRole('button', { name: 'Submit Question' }).click();
    await expectVisible(toast(page, 'Question Submitted'));
    await waitForPath(page, '/questions/my');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title }) });
    await expectVisible(card.getByText('Pending', { exact: true }));
    member.assertNoConsoleErrors();
  });

  it('the administrator answers and publishes it; the member is told by e-mail', async () => {
    const admin = await open();
    const { page } = admin;
    await signInAsAdmin(page);
    await visit(page, '/admin');
    await page.getByRole('tab', { name: 'Questions' }).click();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expectVisible(card);
    await card.getByLabel('Answer').fill(answer);
    await card.getByRole('button', { name: 'Send Answer' }).click();
    await expectVisible(card.getByText(answer));
    await card.getByRole('button', { name: 'Publish' }).click();
    await expectVisible(card.getByRole('button', { name: 'Unpublish' }));
    admin.assertNoConsoleErrors();

    // The member is told by e-mail (found by its subject: the registration's mail is there too).
    await waitForMail(memberEmail, 10_000, (m) => m.subject === 'Your question has been answered');
  });

  it('the member sees it answered in My Questions and on the dashboard', async () => {
    const { page } = member;
    await visit(page, '/questions/my');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title }) });
    await expectVisible(card.getByText('Answered', { exact: true }));
    await visit(page, '/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, Lydia!' }));
    await expectVisible(page.getByText('My Questions', { exact: true }));
    const recent = page.getByRole('region', { name: 'Recent Questions' });
    await expectVisible(recent.getByRole('link', { name: title }));
    await expectVisible(recent.getByText(/^Answered/));
    member.assertNoConsoleErrors();
  });

  it('a visitor finds it on /questions by search and reads the answer', async () => {
    const visitor = await open();
    const { page } = visitor;
    await visit(page, '/questions');
    await assertNoSeriousA11yViolations(page);
    await page.getByLabel('Search', { exact: true }).fill(stamp);
    const link = page.getByRole('link', { name: title });
    await expectVisible(link);
    // Within this question's own item: other answered questions may be listed until the search
    // has narrowed the list.
    const item = page.getByRole('listitem').filter({ has: link });
    await expectVisible(item.getByText('1 answer', { exact: true }));
    await link.click();
    await waitForPath(page, /^\/questions\/\d+$/);
    questionPath = new URL(page.url()).pathname;
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    await expectVisible(page.getByText(answer));
    visitor.assertNoConsoleErrors();
  });

  it("its Spanish page frames the member's words in Spanish", async () => {
    const visitor = await open();
    const { page } = visitor;
    await visit(page, `/es${questionPath}`);
    // The question and its answer stay as they were written; everything around them is Spanish.
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    await expectVisible(page.getByText(answer));
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Respuesta' }));
    await expectVisible(page.getByText(/^Preguntada el \d+ de \p{L}+ de \d{4}/u));
    await expectVisible(page.getByText('Escritura', { exact: true }));
    await expectVisible(page.getByRole('link', { name: 'Volver a todas las preguntas' }));
    expect(await page.locator('body').innerText()).not.toMatch(/Back to all|Answered|Asked /);
    // Asked in English: said so, its words marked so, and its answer's reference is a link.
    await expectVisible(page.getByText('En inglés', { exact: true }));
    expect(await page.getByRole('heading', { level: 1, name: title }).getAttribute('lang')).toBe(
      'en',
    );
    expect(await page.getByRole('link', { name: 'Hebrews 13:22-25' }).getAttribute('href')).toBe(
      '/es/bible/Hebrews/13#v22-25',
    );
    await assertNoSeriousA11yViolations(page);

    // The Spanish list says so too.
    await visit(page, '/es/questions');
    await page.getByLabel('Buscar', { exact: true }).fill(stamp);
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title }) });
    await expectVisible(item.getByText('En inglés', { exact: true }));
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/questions-es-1280.png` });
    }
    visitor.assertNoConsoleErrors();
  });
});

describe('addresses that name nothing', () => {
  it.each([
    ['/questions/0', 'Question Not Found'],
    ['/questions/12345678901234567890', 'Question Not Found'],
    ['/questions/2147483647', 'Question Not Found'],
    ['/study-groups/0', 'Study Group Not Found'],
    ['/study-groups/99999999999999999999', 'Study Group Not Found'],
  ])('%s says %s, not that something is down', async (path, title) => {
    const session = await open();
    const { page } = session;
    // The page itself answers 404 (with the not-found screen), as does the API if asked.
    session.allowConsoleError({
      reason: 'a question or group that does not exist answers 404',
      text: /^Failed to load resource: the server responded with a status of 404/,
      url: /\/(api\/)?(questions|study-groups)\/\d+$/,
    });
    await visit(page, path);
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    expect(await page.getByText(/Not Available|try again later/).count()).toBe(0);
    session.assertNoConsoleErrors();
  });
});

describe('study groups', () => {
  const name = `Hebrews Fellowship ${stamp}`;

  it('a member creates a group, a second member joins and posts, and it shows Full', async () => {
    const leader = await open();
    await registerMember(leader.page, 'Priscilla');
    await visit(leader.page, '/study-groups');
    await leader.page.getByRole('button', { name: 'Create Group' }).click();
    const dialog = leader.page.getByRole('dialog');
    await dialog.getByLabel('Group Name').fill(name);
    await dialog.getByLabel('Topic').fill('Hebrews');
    await dialog.getByLabel('Meeting Schedule').fill('Thursdays at 7 pm');
    await dialog.getByLabel('Maximum Members').fill('2');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await waitForPath(leader.page, /^\/study-groups\/\d+$/);
    await expectVisible(leader.page.getByRole('heading', { level: 1, name }));
    await expectVisible(leader.page.getByText('You lead this group.'));
    const groupPath = new URL(leader.page.url()).pathname;
    leader.assertNoConsoleErrors();

    const second = await open();
    const { page } = second;
    await registerMember(page, 'Aquila');
    await visit(page, groupPath);
    await expectVisible(page.getByText('Join the group to read and take part in its discussions.'));
    await page.getByRole('button', { name: 'Join Group' }).click();
    await expectVisible(toast(page, 'Joined Group'));
    await expectVisible(page.getByRole('button', { name: 'Leave Group' }));
    await page.getByLabel('Title').fill('Chapter 11: the faithful');
    await page.getByLabel('Message').fill('Who is your favourite of the faithful?');
    await page.getByRole('button', { name: 'Start Discussion' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Chapter 11: the faithful' }));
    await page.getByLabel('Reply').fill('Abraham, who went out not knowing where.');
    await page.getByRole('button', { name: 'Post Reply' }).click();
    await expectVisible(page.getByText('Abraham, who went out not knowing where.'));

    // The same page in Portuguese: the members' words as written, the rest in Portuguese.
    await visit(page, `/pt${groupPath}`);
    await expectVisible(page.getByRole('heading', { level: 1, name }));
    await expectVisible(page.getByRole('heading', { name: 'Iniciar uma discussão' }));
    await expectVisible(page.getByRole('button', { name: 'Sair do grupo' }));
    await expectVisible(page.getByRole('button', { name: 'Publicar resposta' }));
    await expectVisible(page.getByText('2 / 2 membros'));
    expect(await page.locator('body').innerText()).not.toMatch(
      /Leave Group|Start a Discussion|Post Reply|members/,
    );
    second.assertNoConsoleErrors();

    const visitor = await open();
    await visit(visitor.page, '/study-groups');
    await assertNoSeriousA11yViolations(visitor.page);
    await visitor.page.getByLabel('Search', { exact: true }).fill(stamp);
    const card = visitor.page
      .getByRole('listitem')
      .filter({ has: visitor.page.getByRole('link', { name }) });
    const full = card.getByRole('button', { name: 'Full' });
    await expectVisible(full);
    expect(await full.isDisabled()).toBe(true);
    visitor.assertNoConsoleErrors();

    await visit(leader.page, '/dashboard');
    const groups = leader.page.getByText('My Study Groups', { exact: true }).locator('..');
    await expectVisible(groups.getByText('1', { exact: true }));
    leader.assertNoConsoleErrors();
  });
});
