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

/** A mailer whose sends wait for `release()`; sending after `close()` fails, as SMTP's does. */
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

const queue = async (subjects: string[]) => {
  for (const subject of subjects) {
    await queueMail(
      database.db,
      { to: 'a@example.org', subject, text: 't', html: '<p>t</p>' },
      new Date(),
    );
  }
};

describe('mail outbox', () => {
  it('sends everything due in one run, a few messages at a time', async () => {
    const subjects = Array.from({ length: 50 }, (_, i) => `m${i}`);
    await queue(subjects);
    let inFlight = 0;
    let most = 0;
    const attempted: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        attempted.push(message.subject);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight -= 1;
        return { messageId: `<${attempted.length}@test>` };
      },
      close() {},
    };
    const outbox = createMailOutbox({ db: database.db, mailer, clock: () => new Date() });
    expect(await outbox.tick()).toEqual({ sent: 50, failed: 0 });
    expect(attempted.sort()).toEqual([...subjects].sort());
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(5);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.filter((r) => r.sentAt === null)).toEqual([]);
  });

  it('stop() lets the messages in flight settle, starts nothing more, hands the rest back', async () => {
    const subjects = Array.from({ length: 8 }, (_, i) => `m${i}`);
    await queue(subjects);
    const { mailer, attempted, release } = gatedMailer();
    const outbox = createMailOutbox({ db: database.db, mailer, clock: () => new Date() });

    const first = outbox.tick();
    await until(() => attempted.length === 5); // as many in flight as the SMTP pool has connections
    const second = outbox.tick(); // queued behind the run in progress (a request's tick)
    const stopping = outbox.stop();
    release();
    await stopping;
    // What the server does next on shutdown: close the mailer.
    mailer.close();
    expect(await first).toEqual({ sent: 5, failed: 0 });
    expect(await second).toEqual({ sent: 0, failed: 0 });
    expect(await outbox.tick()).toEqual({ sent: 0, failed: 0 });
    await new Promise((r) => setTimeout(r, 50));
    expect(attempted).toHaveLength(5);

    const rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    const sent = rows.filter((r) => r.sentAt !== null);
    const handedBack = rows.filter((r) => r.sentAt === null);
    expect(sent.map((r) => r.subject).sort()).toEqual([...attempted].sort());
    expect(sent.every((r) => r.attempts === 1)).toBe(true);
    expect(handedBack).toHaveLength(3);
    // Handed back: due now and the attempt not counted, not held by a lease until a later start.
    for (const row of handedBack) {
      expect(row.attempts).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe('mail queued in a transaction', () => {
  const mail = (subject: string): MailMessage => ({
    to: 'a@example.org',
    subject,
    text: 't',
    html: '<p>t</p>',
  });

  /** An outbox whose mailer notes each subject it sends; nobody ticks it in these tests. */
  function listeningOutbox() {
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message.subject);
        return { messageId: `<${sent.length}@test>` };
      },
      close() {},
    };
    const outbox = createMailOutbox({ db: database.db, mailer, clock: () => new Date() });
    return { outbox, sent };
  }

  it('is sent once the transaction commits, not before', async () => {
    const { outbox, sent } = listeningOutbox();
    await database.db.transaction(async (tx) => {
      await queueMail(tx, mail('kept'), new Date());
      await queueMail(tx, mail('kept too'), new Date());
      await new Promise((r) => setTimeout(r, 50));
      expect(sent).toEqual([]);
    });
    await until(() => sent.length === 2);
    expect(sent.sort()).toEqual(['kept', 'kept too']);
    await outbox.stop();
  });

  it('is sent at once when queued outside a transaction', async () => {
    const { outbox, sent } = listeningOutbox();
    await queueMail(database.db, mail('alone'), new Date());
    await until(() => sent.length === 1);
    await outbox.stop();
  });

  it('is never sent when the transaction, or the savepoint it was queued in, rolls back', async () => {
    const { outbox, sent } = listeningOutbox();
    const refused = database.db.transaction(async (tx) => {
      await queueMail(tx, mail('rolled back'), new Date());
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    await database.db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await queueMail(savepoint, mail('savepoint rolled back'), new Date());
          throw new Error('refused');
        })
        .catch(() => {});
      await tx.transaction((savepoint) => queueMail(savepoint, mail('savepoint kept'), new Date()));
    });
    await until(() => sent.length === 1);
    expect(await outbox.tick()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual(['savepoint kept']);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.map((r) => r.subject)).toEqual(['savepoint kept']);
    await outbox.stop();
  });

  it('waits for the next start once the outbox has stopped', async () => {
    const { outbox, sent } = listeningOutbox();
    await outbox.stop();
    await queueMail(database.db, mail('after stop'), new Date());
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ subject: 'after stop', sentAt: null, attempts: 0 });
  });
});
