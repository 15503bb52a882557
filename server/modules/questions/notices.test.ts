import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';

const MINUTE = 60_000;
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const at = (minutes: number) => {
  offset = minutes * MINUTE;
};

let t: TestApp;
let smtp: TestSmtp;
let englishAdmin: string;
let spanishAdmin: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // No ADMIN_NOTIFY_EMAIL: every administrator hears, each in their own language.
  t = await createTestApp({ config: testConfig({}), clock, mailer: smtp.mailer() });
  const en = await t.signIn({ isAdmin: true, firstName: 'Aquila' });
  const es = await t.signIn({ isAdmin: true, firstName: 'Pablo' });
  await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, es.user.id));
  englishAdmin = en.user.email;
  spanishAdmin = es.user.email;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function ask(cookie: string, title: string, content: string) {
  const res = await t.call('POST', '/api/questions', cookie, {
    title,
    content,
    category: 'doctrine',
  });
  expect(res.statusCode).toBe(201);
}

/** Everything queued so far has reached the SMTP server; the mail to `address`. */
async function mailTo(address: string): Promise<ReceivedMail[]> {
  await t.app.mailOutbox.tick();
  return smtp.messages.filter((m) => m.to.includes(address));
}

describe('new questions reach the staff who answer them', () => {
  it('mails the first question at once, in each administrator’s language, and folds the rest', async () => {
    const member = await t.signIn({ firstName: 'Lydia' });
    at(0);
    await ask(member.cookie, 'Who wrote Hebrews?', 'The letter names no author; what do we know?');
    const [first] = await mailTo(englishAdmin);
    expect(first?.subject).toBe('New question: Who wrote Hebrews?');
    expect(first?.text).toContain('Lydia asked a question, “Who wrote Hebrews?”');
    expect(first?.text).toContain('The letter names no author; what do we know?');
    expect(first?.text).toContain('/admin');
    const [spanish] = await mailTo(spanishAdmin);
    expect(spanish?.subject).toBe('Nueva pregunta: Who wrote Hebrews?');
    expect(spanish?.text).toContain('/es/admin');

    // Within the window: no mail now, one mail that tells them all at its end.
    at(1);
    await ask(member.cookie, 'Melchizedek', 'Who was Melchizedek in Genesis 14?');
    at(2);
    await ask(member.cookie, 'Long question', 'Why '.padEnd(500, 'y'));
    await t.app.adminNotices.tick();
    expect(await mailTo(englishAdmin)).toHaveLength(1);

    at(5.1);
    await t.app.adminNotices.tick();
    const mails = await mailTo(englishAdmin);
    expect(mails.map((m) => m.subject)).toEqual([
      'New question: Who wrote Hebrews?',
      '2 more questions to answer',
    ]);
    const folded = mails[1]?.text ?? '';
    expect(folded).toContain('2 more questions were asked');
    expect(folded).toContain('“Melchizedek” (Lydia): Who was Melchizedek in Genesis 14?');
    expect(folded).toContain('Why yyy');
    expect(folded).not.toContain('y'.repeat(300));
    expect((await mailTo(spanishAdmin)).map((m) => m.subject)).toEqual([
      'Nueva pregunta: Who wrote Hebrews?',
      '2 preguntas más por responder',
    ]);

    // After a quiet window the next question is mailed at once again.
    at(20);
    await ask(member.cookie, 'Tithing', 'Is the tithe for Christians today?');
    expect((await mailTo(englishAdmin)).map((m) => m.subject)[2]).toBe('New question: Tithing');
    offset = 0;
  });
});
