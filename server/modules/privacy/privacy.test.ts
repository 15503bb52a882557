import { and, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_FORMAT,
  CODE_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  WRONG_CODE,
  WRONG_CURRENT_PASSWORD,
} from '../../../contract/auth';
import { OWNER_STAYS } from '../../../contract/people';
import {
  ACCOUNT_DELETED,
  DATA_EXPORT_DAYS,
  RECURRING_GIFT_ACTIVE,
  type DataExport,
  type MyData,
} from '../../../contract/privacy';
import {
  attachments,
  auditEntries,
  contactMessages,
  conversations,
  dataExports,
  donationSubscriptions,
  donations,
  donors,
  mailOutbox,
  messages,
  newsletterSubscriptions,
  prayerRequests,
  questions,
  sessions,
  users,
} from '../../db/schema';
import { createLocalFileStore } from '../../infra/file-store';
import { createTestApp, type TestApp } from '../../test/app';

const PASSWORD = 'correct horse';
const STEP_MS = 30_000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const codeOf = (secret: string) =>
  generateSync({ secret, epoch: Math.floor(clock().getTime() / 1000) });

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;

const files = createLocalFileStore(mkdtempSync(path.join(tmpdir(), 'privacy-')));
const NOTES = 'Notes on Romans 8';

beforeAll(async () => {
  t = await createTestApp({ clock, files });
});
afterAll(() => t.close());

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
const fieldErrors = (res: { json: <T>() => T }) =>
  res.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors;
const exportOf = (who: Member) => t.call('GET', '/api/me/export', who.cookie);
const fileOf = (who: Member) => t.call('GET', '/api/me/export/file', who.cookie);
const deleteAccount = (who: Member, body: unknown) =>
  t.call('DELETE', '/api/profile', who.cookie, body);
const login = (email: string) =>
  t.call('POST', '/api/auth/login', undefined, { email, password: PASSWORD });

/** A member with a conversation (and an attachment), a public question, a gift, a prayer. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('no row');
  return row;
}

async function memberWithHistory(firstName: string) {
  const member = await t.signIn({ firstName });
  const id = member.user.id;
  const thread = one(
    await t.db
      .insert(conversations)
      .values({ userId: id, title: `${firstName}'s question about Romans`, category: 'bible' })
      .returning(),
  );
  const said = one(
    await t.db
      .insert(messages)
      .values({ conversationId: thread.id, content: 'What does Romans 8:28 mean?', authorId: id })
      .returning(),
  );
  const stored = await files.save(Readable.from([Buffer.from(NOTES)]));
  await t.db.insert(attachments).values({
    messageId: said.id,
    fileName: 'romans-notes.pdf',
    filePath: stored.key,
    fileType: 'application/pdf',
    fileSize: 1234,
    uploadedBy: id,
  });
  const asked = one(
    await t.db
      .insert(questions)
      .values({
        title: `Why did ${firstName} ask?`,
        content: 'A question for everyone',
        category: 'theology',
        status: 'answered',
        isPublic: true,
        submittedBy: id,
        submitterName: `${firstName} Member`,
        submitterEmail: member.user.email,
      })
      .returning(),
  );
  const donor = one(
    await t.db
      .insert(donors)
      .values({
        email: member.user.email,
        name: `${firstName} Member`,
        userId: id,
        stripeCustomerId: `cus_${id}`,
      })
      .returning(),
  );
  await t.db.insert(donations).values({
    amount: 5000,
    email: member.user.email,
    message: 'For the mission',
    stripePaymentIntentId: `pi_${id}`,
    status: 'succeeded',
    donorId: donor.id,
    userId: id,
  });
  await t.db.insert(newsletterSubscriptions).values({ email: member.user.email });
  await t.db.insert(contactMessages).values({
    name: firstName,
    email: member.user.email,
    message: 'Thank you',
  });
  await t.db.insert(prayerRequests).values({
    userId: id,
    body: 'Pray for my family',
    visibility: 'public',
    status: 'approved',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { ...member, questionId: asked.id, donorId: donor.id };
}

async function enrol(cookie: string) {
  const setup = await t.call('POST', '/api/profile/two-factor', cookie, {
    currentPassword: PASSWORD,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await t.call('POST', '/api/profile/two-factor/confirm', cookie, {
    code: codeOf(secret),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  offsetMs += STEP_MS;
  return secret;
}

describe('a member downloads their data', () => {
  it('is for the signed-in member only', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.call(method, '/api/me/export')).statusCode).toBe(401);
    }
    expect((await t.call('GET', '/api/me/export/file')).statusCode).toBe(401);
  });

  it('is prepared in the background as a ZIP, e-mailed when ready, for its owner only', async () => {
    const lydia = await memberWithHistory('Lydia');
    const other = await memberWithHistory('Dorcas');
    const before = await exportOf(lydia);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json<DataExport>()).toMatchObject({ status: 'none', url: null });
    expect((await fileOf(lydia)).statusCode).toBe(404);

    const asked = await t.call('POST', '/api/me/export', lydia.cookie);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<DataExport>()).toMatchObject({
      status: 'requested',
      requestedAt: expect.any(String),
      url: null,
    });
    // Asking again while it is made answers the same one.
    const again = await t.call('POST', '/api/me/export', lydia.cookie);
    expect(again.statusCode).toBe(202);
    expect(again.json<DataExport>().requestedAt).toBe(asked.json<DataExport>().requestedAt);

    await t.app.dataExports.tick();
    const ready = (await exportOf(lydia)).json<DataExport>();
    expect(ready).toMatchObject({
      status: 'ready',
      url: '/api/me/export/file',
      readyAt: expect.any(String),
      size: expect.any(Number),
    });
    const days = (Date.parse(ready.expiresAt ?? '') - Date.parse(ready.readyAt ?? '')) / 86_400_000;
    expect(days).toBe(DATA_EXPORT_DAYS);
    // Nobody else sees it: another member has none of their own.
    expect((await exportOf(other)).json<DataExport>().status).toBe('none');
    expect((await fileOf(other)).statusCode).toBe(404);

    const file = await fileOf(lydia);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const text = (name: string) => strFromU8(zip[name] ?? new Uint8Array());
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'conversations.json',
        'questions.json',
        'gifts.json',
        'prayer-requests.json',
        'newsletter.json',
        'study-tools.json',
        'study-groups.json',
        'event-registrations.json',
      ]),
    );
    expect(text('README.txt')).toContain('This archive');
    const account = JSON.parse(text('account.json')) as Pick<MyData, 'account' | 'security'>;
    expect(account.account).toMatchObject({ id: lydia.user.id, email: lydia.user.email });
    expect(account.security.sessions.length).toBeGreaterThan(0);
    const threads = JSON.parse(text('conversations.json')) as MyData['conversations'];
    expect(threads[0]?.messages[0]).toMatchObject({
      from: 'you',
      content: 'What does Romans 8:28 mean?',
      attachments: [{ fileName: 'romans-notes.pdf', fileType: 'application/pdf' }],
    });
    // The attached file itself, from the store.
    const attached = Object.keys(zip).find((name) => name.endsWith('-romans-notes.pdf'));
    expect(attached).toMatch(/^attachments\/conversation-\d+\/\d+-romans-notes\.pdf$/);
    expect(text(attached ?? '')).toBe(NOTES);
    expect(JSON.parse(text('questions.json'))).toEqual([
      expect.objectContaining({ title: 'Why did Lydia ask?' }),
    ]);
    expect(JSON.parse(text('gifts.json'))).toMatchObject({
      gifts: [expect.objectContaining({ amount: 5000, status: 'succeeded' })],
    });
    // Nobody else's data, and no secrets.
    const all = Object.keys(zip).map(text).join('\n');
    expect(all).not.toContain(other.user.email);
    expect(all).not.toContain('Dorcas');
    expect(all).not.toContain('filePath');

    // The e-mail links to the profile's "Your Data" tab.
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, lydia.user.email));
    const ready_mail = mail.find((m) => m.subject === 'Your data is ready to download');
    expect(ready_mail?.text).toContain('/profile?tab=data');
  });

  it('writes its README and e-mail in the member’s language', async () => {
    const member = await t.signIn();
    await t.db.update(users).set({ preferredLanguage: 'pt' }).where(eq(users.id, member.user.id));
    expect((await t.call('POST', '/api/me/export', member.cookie)).statusCode).toBe(202);
    await t.app.dataExports.tick();
    const zip = unzipSync(new Uint8Array((await fileOf(member)).rawPayload));
    expect(strFromU8(zip['README.txt'] ?? new Uint8Array())).toContain('Este arquivo');
    expect(JSON.parse(strFromU8(zip['conversations.json'] ?? new Uint8Array()))).toEqual([]);
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.user.email));
    expect(mail.map((m) => m.subject)).toContain('Seus dados estão prontos para baixar');
    expect(mail.find((m) => m.subject.startsWith('Seus dados'))?.text).toContain(
      '/pt/profile?tab=data',
    );
  });

  it('expires after its days, file and all, and can be asked for again', async () => {
    const member = await t.signIn();
    await t.call('POST', '/api/me/export', member.cookie);
    await t.app.dataExports.tick();
    const [row] = await t.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, member.user.id));
    expect(row?.fileKey).toMatch(/^[a-f0-9]{32}$/);
    const key = row?.fileKey ?? '';
    await expect(files.open(key)).resolves.toBeDefined();

    offsetMs += DATA_EXPORT_DAYS * 86_400_000;
    try {
      // Past its days it is gone for the member at once, and the run deletes it.
      expect((await exportOf(member)).json<DataExport>().status).toBe('none');
      expect((await fileOf(member)).statusCode).toBe(404);
      await t.app.dataExports.tick();
      expect(
        await t.db.select().from(dataExports).where(eq(dataExports.userId, member.user.id)),
      ).toEqual([]);
      await expect(files.open(key)).rejects.toThrow();
      const again = await t.call('POST', '/api/me/export', member.cookie);
      expect(again.json<DataExport>().status).toBe('requested');
    } finally {
      offsetMs -= DATA_EXPORT_DAYS * 86_400_000;
    }
  });

  // A second app of its own: building it takes a while on a busy machine.
  it('is rate limited per member', { timeout: 120_000 }, async () => {
    const limited = await createTestApp({
      rateLimits: { privacy: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const member = await limited.signIn();
      for (let i = 0; i < 2; i += 1) {
        expect((await limited.call('POST', '/api/me/export', member.cookie)).statusCode).toBe(202);
      }
      const refused = await limited.call('POST', '/api/me/export', member.cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Following its progress is not counted.
      expect((await limited.call('GET', '/api/me/export', member.cookie)).statusCode).toBe(200);
      // Another member has their own budget.
      const other = await limited.signIn();
      expect((await limited.call('POST', '/api/me/export', other.cookie)).statusCode).toBe(202);
      // Deleting shares the member's budget.
      expect(
        (await limited.call('DELETE', '/api/profile', member.cookie, { currentPassword: 'x' }))
          .statusCode,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('a member deletes their account', () => {
  it('is for the signed-in member only', async () => {
    const res = await t.call('DELETE', '/api/profile', undefined, { currentPassword: PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('asks for the current password, and says what is wrong with the input', async () => {
    const member = await t.signIn();
    const missing = await deleteAccount(member, {});
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing)?.currentPassword).toEqual([CURRENT_PASSWORD_REQUIRED]);
    const empty = await deleteAccount(member, { currentPassword: '' });
    expect(fieldErrors(empty)?.currentPassword).toEqual([CURRENT_PASSWORD_REQUIRED]);
    const wrong = await deleteAccount(member, { currentPassword: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)?.currentPassword).toEqual([WRONG_CURRENT_PASSWORD]);
    const badCode = await deleteAccount(member, { currentPassword: PASSWORD, code: '12' });
    expect(badCode.statusCode).toBe(400);
    expect(fieldErrors(badCode)?.code).toEqual([CODE_FORMAT]);
    for (const body of [[], 'x', { currentPassword: 7 }, { currentPassword: 'a'.repeat(5000) }]) {
      const res = await deleteAccount(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toEqual(expect.any(String));
    }
    expect(await t.db.$count(users, eq(users.id, member.user.id))).toBe(1);
  });

  it('asks for a code when two-step verification is on', async () => {
    const member = await t.signIn({ firstName: 'Timothy' });
    const secret = await enrol(member.cookie);
    const noCode = await deleteAccount(member, { currentPassword: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(fieldErrors(noCode)?.code).toEqual([CODE_REQUIRED]);
    const wrong = await deleteAccount(member, { currentPassword: PASSWORD, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(message(wrong)).toBe(WRONG_CODE);
    expect(await t.db.$count(users, eq(users.id, member.user.id))).toBe(1);
    const done = await deleteAccount(member, { currentPassword: PASSWORD, code: codeOf(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(await t.db.$count(users, eq(users.id, member.user.id))).toBe(0);
  });

  it('removes the person, keeps gifts without their name, and tells them in their language', async () => {
    const priscilla = await memberWithHistory('Priscilla');
    const id = priscilla.user.id;
    const email = priscilla.user.email;
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, id));
    const res = await deleteAccount(priscilla, { currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(message(res)).toBe(ACCOUNT_DELETED);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // Gone: the account, its sessions, conversations, prayers, newsletter, contact messages.
    expect(await t.db.$count(users, eq(users.id, id))).toBe(0);
    expect(await t.db.$count(sessions, eq(sessions.userId, id))).toBe(0);
    expect(await t.db.$count(conversations, eq(conversations.userId, id))).toBe(0);
    expect(await t.db.$count(prayerRequests, eq(prayerRequests.userId, id))).toBe(0);
    expect(
      await t.db.$count(newsletterSubscriptions, eq(newsletterSubscriptions.email, email)),
    ).toBe(0);
    expect(await t.db.$count(contactMessages, eq(contactMessages.email, email))).toBe(0);
    expect((await t.call('GET', '/api/auth/me', priscilla.cookie)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(401);

    // Kept: the gift, without name, address or message; the public question, without a name.
    const [gift] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.stripePaymentIntentId, `pi_${id}`));
    expect(gift).toMatchObject({ amount: 5000, userId: null, email: null, message: null });
    const [donor] = await t.db.select().from(donors).where(eq(donors.id, priscilla.donorId));
    expect(donor).toMatchObject({ name: null, userId: null });
    expect(donor?.email).not.toContain(email);
    const shown = await t.call('GET', `/api/questions/${priscilla.questionId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ title: 'Why did Priscilla ask?', submitterName: null });
    expect(shown.body).not.toContain(email);

    // Told, in Spanish; the trail says an account ended, without its address.
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.subject).toBe('Su cuenta fue eliminada');
    const [line] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'account.delete'), eq(auditEntries.targetId, String(id))));
    expect(line).toMatchObject({ actorId: null, summary: 'member' });
    expect(JSON.stringify(line)).not.toContain(email);
  });

  it('lets staff delete their own account, but the owner transfers ownership first', async () => {
    const owner = await t.signIn({ roles: ['owner'] });
    const refused = await deleteAccount(owner, { currentPassword: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(OWNER_STAYS);
    for (const role of ['admin', 'editor', 'treasurer'] as const) {
      const staff = await t.signIn({ roles: [role] });
      const res = await deleteAccount(staff, { currentPassword: PASSWORD });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      const [line] = await t.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.targetId, String(staff.user.id)));
      expect(line?.summary).toBe(`staff (${role})`);
    }
  });

  it('waits for a recurring gift to be cancelled', async () => {
    const member = await memberWithHistory('Gaius');
    await t.db.insert(donationSubscriptions).values({
      stripeSubscriptionId: `sub_${member.user.id}`,
      donorId: member.donorId,
      userId: member.user.id,
      amount: 2000,
      frequency: 'month',
      status: 'active',
    });
    const res = await deleteAccount(member, { currentPassword: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(RECURRING_GIFT_ACTIVE);
    expect(await t.db.$count(users, eq(users.id, member.user.id))).toBe(1);
    await t.db
      .update(donationSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(donationSubscriptions.userId, member.user.id));
    expect((await deleteAccount(member, { currentPassword: PASSWORD })).statusCode).toBe(200);
  });
});
