import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect';
import { mailOutbox } from '../db/schema';
import { createTestDatabase } from '../test/database';
import type { MailMessage, Mailer } from './mail';
import { createMailOutbox, queueMail } from './mail-outbox';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

/** A mailer whose first send waits for `release()`; sending after `close()` fails, as SMTP's does. */
function gatedMailer() {
  const attempted: string[] = [];
  let closed = false;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const mailer: Mailer = {
    async send(message: MailMessage) {
      attempted.push(message.subject);
      if (closed) throw new Error('Connection pool was closed');
      await gate;
      return { messageId: `<${attempted.length}@test>` };
    },
    close() {
      closed = true;
    },
  };
  return { mailer, attempted, release: () => open() };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
};

describe('mail outbox stop()', () => {
  it('lets the message in flight settle, starts nothing more, and hands the rest back', async () => {
    const { db } = database;
    for (const subject of ['one', 'two', 'three']) {
      await queueMail(
        db,
        { to: 'a@example.org', subject, text: 't', html: '<p>t</p>' },
        new Date(),
      );
    }
    const { mailer, attempted, release } = gatedMailer();
    const outbox = createMailOutbox({ db, mailer, clock: () => new Date() });

    const first = outbox.tick();
    await until(() => attempted.length === 1);
    const second = outbox.tick(); // queued behind the run in progress (a request's tick)
    const stopping = outbox.stop();
    release();
    await stopping;
    // What the server does next on shutdown: close the mailer.
    mailer.close();
    expect(await first).toEqual({ sent: 1, failed: 0 });
    expect(await second).toEqual({ sent: 0, failed: 0 });
    expect(await outbox.tick()).toEqual({ sent: 0, failed: 0 });
    await new Promise((r) => setTimeout(r, 50));
    expect(attempted).toEqual(['one']);

    const rows = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(rows.map((r) => [r.subject, r.sentAt !== null, r.attempts])).toEqual([
      ['one', true, 1],
      ['two', false, 0],
      ['three', false, 0],
    ]);
    // Handed back: due now, not held by a lease until a later start.
    for (const row of rows.slice(1))
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
