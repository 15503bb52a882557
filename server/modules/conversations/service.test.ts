import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, mailOutbox } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createConversationService, type ConversationService } from './service';

const PASTOR = 'pastor@example.org';

let t: TestApp;
let smtp: TestSmtp;
let service: ConversationService;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    config: testConfig({ ADMIN_NOTIFY_EMAIL: PASTOR }),
    mailer: smtp.mailer(),
  });
  service = createConversationService({
    db: t.db,
    reads: t.database.reads,
    clock: () => new Date(),
    notices: { publicUrl: t.config.publicUrl, adminNotifyEmail: PASTOR, windowMs: 5 * 60_000 },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const fields = (title: string) => ({ title, category: 'general' as const, content: 'A question.' });

describe('notices of a new conversation', () => {
  it('reach the administrators once the message is committed, with no one calling the outbox', async () => {
    const { user } = await t.signIn();
    await service.start(user, fields('Committed'), []);
    const mail = await smtp.waitFor((m) => m.subject === 'New conversation: Committed', 5_000);
    expect(mail.to).toEqual([PASTOR]);
  });

  it('are never sent when the message is refused after they were queued', async () => {
    const { user } = await t.signIn();
    const refused = service.start(
      user,
      fields('Refused'),
      [],
      // As the storage quota refuses a member's write, after the notices were worked out.
      async () => {
        throw new Error('over the quota');
      },
    );
    await expect(refused).rejects.toThrow('over the quota');
    expect(
      await t.db.select().from(conversations).where(eq(conversations.title, 'Refused')),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, 'New conversation: Refused')),
    ).toEqual([]);
    await t.app.mailOutbox.tick();
    expect(smtp.messages.filter((m) => m.subject === 'New conversation: Refused')).toEqual([]);
  });
});
