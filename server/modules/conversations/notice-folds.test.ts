import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { createAdminNoticeFolds } from '../../infra/notice-folds';
import { conversationNoticeTeller } from './notice-folds';

const MINUTE = 60_000;
const PASTOR = 'pastor@example.org';

let offset = 0;
const clock = () => new Date(Date.now() + offset);

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    config: testConfig({ ADMIN_NOTIFY_EMAIL: PASTOR }),
    clock,
    mailer: smtp.mailer(),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function start(cookie: string, title: string) {
  const body = multipart({ title, category: 'prophecy', content: 'How should I read Daniel 9?' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ conversationId: number }>().conversationId;
}

async function write(cookie: string, id: number, content: string) {
  const body = multipart({ content });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
}

/** Everything queued so far has reached the SMTP server; the pastor's mail about `title`. */
async function mailsAbout(title: string): Promise<ReceivedMail[]> {
  await t.app.mailOutbox.tick();
  return smtp.messages.filter((m) => m.to.includes(PASTOR) && m.subject.endsWith(`: ${title}`));
}

const at = (minutes: number) => {
  offset = minutes * MINUTE;
};

describe('folded notices to the administrators', () => {
  it('mails the first message at once and folds the rest of the window into one mail', async () => {
    const member = await t.signIn({ firstName: 'Lydia' });
    const title = 'Seventy weeks';
    at(0);
    const id = await start(member.cookie, title);
    expect((await mailsAbout(title)).map((m) => m.subject)).toEqual([`New conversation: ${title}`]);

    at(1);
    await write(member.cookie, id, 'First: the decree to rebuild Jerusalem, which one is it?');
    at(2);
    await write(member.cookie, id, 'Second: '.padEnd(400, 'x'));
    at(3);
    await write(member.cookie, id, 'Third: the covenant with many.');
    expect(await mailsAbout(title)).toHaveLength(1);

    at(4);
    await t.app.adminNotices.tick();
    expect(await mailsAbout(title)).toHaveLength(1);

    at(5.1);
    await t.app.adminNotices.tick();
    const mails = await mailsAbout(title);
    expect(mails.map((m) => m.subject)).toEqual([
      `New conversation: ${title}`,
      `3 new messages in: ${title}`,
    ]);
    const folded = mails[1]?.text ?? '';
    expect(folded).toContain('Lydia Member wrote 3 new messages in “Seventy weeks”');
    expect(folded).toContain('First: the decree to rebuild Jerusalem, which one is it?');
    expect(folded).toContain('Third: the covenant with many.');
    // Each message by its start, not whole.
    expect(folded).toContain('Second: xxx');
    expect(folded).not.toContain('x'.repeat(300));
    expect(folded).toContain(`/admin?conversation=${id}`);

    // The folded mail opened a new window: a message in it waits for its end…
    at(7);
    await write(member.cookie, id, 'Fourth, after the summary.');
    await t.app.adminNotices.tick();
    expect(await mailsAbout(title)).toHaveLength(2);
    at(10.2);
    await t.app.adminNotices.tick();
    expect((await mailsAbout(title)).map((m) => m.subject)[2]).toBe(`1 new message in: ${title}`);

    // …and after a quiet window the next message is mailed at once again.
    at(16);
    await write(member.cookie, id, 'After a quiet spell.');
    expect((await mailsAbout(title)).map((m) => m.subject)[3]).toBe(`New message in: ${title}`);
    at(30);
    await t.app.adminNotices.tick();
    expect(await mailsAbout(title)).toHaveLength(4);
    offset = 0;
  });

  it('keeps pending folds in the database: another process sends them, once', async () => {
    const member = await t.signIn({ firstName: 'Priscilla' });
    const title = 'Tentmaking';
    at(100);
    const id = await start(member.cookie, title);
    at(101);
    await write(member.cookie, id, 'One more thing.');
    at(102);
    await write(member.cookie, id, 'And another.');
    expect(await mailsAbout(title)).toHaveLength(1);

    // Two fresh processes (the first one gone) find the pending fold and race for it.
    at(106);
    const processes = [1, 2].map(() =>
      createAdminNoticeFolds({
        db: t.db,
        clock,
        windowMs: 5 * MINUTE,
        tellers: [
          conversationNoticeTeller({ publicUrl: t.config.publicUrl, adminNotifyEmail: PASTOR }),
        ],
      }),
    );
    const claimed = await Promise.all(processes.map((p) => p.tick()));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    await Promise.all(processes.map((p) => p.tick()));
    const mails = await mailsAbout(title);
    expect(mails.map((m) => m.subject)).toEqual([
      `New conversation: ${title}`,
      `2 new messages in: ${title}`,
    ]);
    offset = 0;
  });

  it('mails every message when the window is 0', async () => {
    const own = await startTestSmtp();
    const app = await createTestApp({
      config: testConfig({ ADMIN_NOTIFY_EMAIL: PASTOR, ADMIN_NOTIFY_FOLD_MINUTES: '0' }),
      mailer: own.mailer(),
    });
    try {
      const member = await app.signIn();
      const body = multipart({ title: 'Every one', category: 'general', content: 'One' });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: member.cookie, ...body.headers },
        payload: body.payload,
      });
      const id = res.json<{ conversationId: number }>().conversationId;
      for (const content of ['Two', 'Three']) {
        const next = multipart({ content });
        await app.app.inject({
          method: 'POST',
          url: `/api/conversations/${id}/messages`,
          headers: { cookie: member.cookie, ...next.headers },
          payload: next.payload,
        });
      }
      await app.app.mailOutbox.tick();
      expect(own.messages.map((m) => m.subject)).toEqual([
        'New conversation: Every one',
        'New message in: Every one',
        'New message in: Every one',
      ]);
    } finally {
      await app.close();
      await own.close();
    }
  });
});
