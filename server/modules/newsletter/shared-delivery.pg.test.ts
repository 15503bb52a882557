/**
 * Several processes delivering one campaign on one PostgreSQL database: each claims rows with
 * FOR UPDATE SKIP LOCKED under a lease, so together they mail every reader once, and the rows a
 * process held when it died are sent by another once its lease has passed. Runs in the
 * PostgreSQL pass only (vitest.config.ts includes *.pg.test.ts when TEST_DB_DRIVER=pg).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type DatabaseHandle } from '../../db/connect';
import {
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscriptions,
} from '../../db/schema';
import type { Mailer } from '../../infra/mail';
import { createTestDatabase } from '../../test/database';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createNewsletterDelivery } from './delivery';

let owner: DatabaseHandle & { url?: string };
let smtp: TestSmtp;
const opened: DatabaseHandle[] = [];

beforeAll(async () => {
  owner = await createTestDatabase();
  smtp = await startTestSmtp();
});

afterAll(async () => {
  for (const handle of opened) await handle.close().catch(() => {});
  await smtp?.close();
  await owner?.close();
});

/** A process's own pool on the shared database. */
function processDatabase(): DatabaseHandle {
  if (!owner.url) throw new Error('the PostgreSQL pass gives each file a database URL');
  const handle = connectPostgres(owner.url, { max: 4 });
  opened.push(handle);
  return handle;
}

/** A campaign already 'sending' to `readers` new subscribers, as beginSend leaves it. */
async function sendingCampaign(name: string, readers: number): Promise<number> {
  const db = owner.db;
  const subscribers = await db
    .insert(newsletterSubscriptions)
    .values(
      Array.from({ length: readers }, (_, i) => ({
        email: `${name}-${i}@example.org`,
        confirmedAt: new Date(),
      })),
    )
    .returning();
  const [campaign] = await db
    .insert(newsletterCampaigns)
    .values({
      title: name,
      subject: `News: ${name}`,
      content: 'Grace and peace.',
      deliveryStatus: 'sending',
      recipientCount: readers,
    })
    .returning();
  if (!campaign) throw new Error('no campaign');
  await db
    .insert(newsletterDeliveries)
    .values(
      subscribers.map((s) => ({ campaignId: campaign.id, subscriberId: s.id, email: s.email })),
    );
  return campaign.id;
}

/** Counts what a deliverer handed to the mail server. */
function counting(mailer: Mailer) {
  const sent = { n: 0 };
  return {
    sent,
    mailer: {
      async send(message: Parameters<Mailer['send']>[0]) {
        const result = await mailer.send(message);
        sent.n += 1;
        return result;
      },
      close: () => mailer.close(),
    } satisfies Mailer,
  };
}

const received = (name: string) =>
  smtp.messages.filter((m) => m.to.some((to) => to.startsWith(`${name}-`))).map((m) => m.to[0]);

async function status(id: number) {
  const [row] = await owner.db
    .select({ status: newsletterCampaigns.deliveryStatus })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, id));
  return row?.status;
}

const options = {
  publicUrl: 'http://localhost:3000',
  mailFrom: 'Kingdom Truth Ministry <no-reply@example.org>',
  concurrency: 4,
  batchSize: 25,
  leaseMs: 60_000,
};

describe('one campaign, two deliverers', () => {
  it('mails each of 300 readers exactly once, both doing part of it', async () => {
    const id = await sendingCampaign('shared', 300);
    const a = counting(smtp.mailer());
    const b = counting(smtp.mailer());
    const one = createNewsletterDelivery({ ...options, db: processDatabase().db, ...a });
    const two = createNewsletterDelivery({ ...options, db: processDatabase().db, ...b });
    one.start(id);
    two.start(id);
    await Promise.all([one.idle(), two.idle()]);

    const to = received('shared');
    expect(to).toHaveLength(300);
    expect(new Set(to).size).toBe(300);
    expect(a.sent.n + b.sent.n).toBe(300);
    expect(a.sent.n).toBeGreaterThan(0);
    expect(b.sent.n).toBeGreaterThan(0);
    expect(await status(id)).toBe('sent');
    a.mailer.close();
    b.mailer.close();
  });

  it('a deliverer that dies mid-campaign leaves its rows to another once its lease has passed', async () => {
    const id = await sendingCampaign('crash', 200);
    // The dying process: after 60 messages its sends never return (it is frozen, then gone).
    const inner = smtp.mailer();
    let handed = 0;
    const dying: Mailer = {
      send(message) {
        handed += 1;
        if (handed > 60) return new Promise(() => {});
        return inner.send(message);
      },
      close: () => inner.close(),
    };
    const dyingDatabase = processDatabase();
    const first = createNewsletterDelivery({ ...options, db: dyingDatabase.db, mailer: dying });
    first.start(id);
    const sentSoFar = async () =>
      (
        await owner.db
          .select({ id: newsletterDeliveries.id })
          .from(newsletterDeliveries)
          .where(
            and(eq(newsletterDeliveries.campaignId, id), eq(newsletterDeliveries.status, 'sent')),
          )
      ).length;
    // Each of its 60 messages accepted and marked; the next ones frozen in flight.
    while (handed <= 60 || (await sentSoFar()) < 60) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Its connections go: no lease of it is renewed any more, nothing more is marked.
    await dyingDatabase.close();

    let offsetMs = 0;
    const survivor = counting(smtp.mailer());
    const second = createNewsletterDelivery({
      ...options,
      db: processDatabase().db,
      mailer: survivor.mailer,
      clock: () => new Date(Date.now() + offsetMs),
    });
    // Before the lease passes, what the dead process claimed is not touched.
    second.start(id);
    await second.idle();
    expect(await status(id)).toBe('sending');
    const [held] = await owner.db
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.status, 'pending'));
    expect(held).toBeDefined();

    offsetMs = options.leaseMs + 1_000;
    expect(await second.resumeInterrupted()).toEqual([id]);
    await second.idle();

    const to = received('crash');
    expect(new Set(to).size).toBe(200);
    // The frozen sends never reached the server: nobody is mailed twice here.
    expect(to).toHaveLength(200);
    expect(await status(id)).toBe('sent');
    survivor.mailer.close();
    inner.close();
  });
});
