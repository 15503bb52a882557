/**
 * Campaign delivery. Sending first records one delivery row per recipient (in the transaction
 * that moves the campaign to 'sending', see service.ts); this engine then delivers the pending
 * rows in batches with bounded concurrency, marking each row the moment the mail server accepts
 * its message.
 *
 * Any number of processes deliver one campaign together: each claims a batch of pending rows
 * with `FOR UPDATE SKIP LOCKED` and a lease (`claimed_by`, `lease_until`), so no two hold the
 * same row. A process that dies part-way leaves its claimed rows pending under a lease that
 * passes; every process looks for campaigns still 'sending' at start-up and then every
 * `sweepMs` (`start()`/`sweep()`), and claims what is pending and unleased. The only messages
 * that can go twice are the ones in flight at the moment of a crash (at most `concurrency` per
 * process that died: accepted by the mail server, not yet marked), and each carries a Message-ID
 * fixed per campaign and reader so receiving servers can tell a repeat.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isSiteLanguage } from '../../../contract/i18n';
import type { Database } from '../../db/types';
import {
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscriptions,
} from '../../db/schema';
import type { Mailer } from '../../infra/mail';
import { countedParts } from './clicks';
import { addressOf, campaignParts, renderCampaignEmail } from './template';

/** A settled row is nobody's: a retry makes it pending again, free for any process. */
const unclaimed = { claimedBy: null, leaseUntil: null };

export interface DeliveryOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  mailFrom: string;
  clock?: () => Date;
  /** Messages handed to the transport at once. */
  concurrency?: number;
  /** Pending rows read per query. */
  batchSize?: number;
  /** Messages per second at most (a mail provider's limit); undefined: as fast as it goes. */
  maxPerSecond?: number | undefined;
  /**
   * How long claimed rows stay reserved to this process unless renewed (default a minute; it is
   * renewed every third of it while the process delivers): the longest a crashed process's rows
   * wait before another process sends them.
   */
  leaseMs?: number;
  /** How often this process looks for campaigns still 'sending' (default: half the lease, at most 30 s). */
  sweepMs?: number;
  /** This process's name in `claimed_by` (default: a random id). */
  processId?: string;
  /**
   * This process is the database's only user (PGlite: the data folder is locked to it), so leases
   * found at start-up belong to a process that is gone: the first `resumeInterrupted` frees them.
   */
  soleProcess?: boolean;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface NewsletterDelivery {
  /** Delivers the campaign's pending rows unless that is already running in this process. */
  start(campaignId: number): void;
  /** Whether this process is delivering the campaign now. */
  isRunning(campaignId: number): boolean;
  /**
   * Campaigns 'sending' (left by a process that stopped, or being sent by another one): joins
   * each. Answers their ids.
   */
  resumeInterrupted(): Promise<number[]>;
  /** Runs `resumeInterrupted` every `sweepMs` until `stop` (main.ts starts it). */
  startSweeping(): void;
  /** Resolves when nothing is being delivered. */
  idle(): Promise<void>;
  /** Stops taking new rows; resolves when the messages in flight are settled. */
  stop(): Promise<void>;
}

export function createNewsletterDelivery(opts: DeliveryOptions): NewsletterDelivery {
  const { db, mailer, publicUrl } = opts;
  const clock = opts.clock ?? (() => new Date());
  const concurrency = Math.max(1, opts.concurrency ?? 8);
  const batchSize = Math.max(concurrency, opts.batchSize ?? 200);
  const mailtoAddress = addressOf(opts.mailFrom);
  const messageIdHost = mailtoAddress.split('@')[1] ?? 'localhost';
  const leaseMs = Math.max(1_000, opts.leaseMs ?? 60_000);
  const sweepMs = opts.sweepMs ?? Math.min(30_000, leaseMs / 2);
  const processId = opts.processId ?? randomUUID();
  let sweeper: NodeJS.Timeout | undefined;
  let renewer: NodeJS.Timeout | undefined;
  let freedAtStart = !opts.soleProcess;

  /** Keeps this process's claims while it delivers, so only a process that died loses them. */
  const renewLeases = () =>
    db
      .update(newsletterDeliveries)
      .set({ leaseUntil: new Date(clock().getTime() + leaseMs) })
      .where(
        and(
          eq(newsletterDeliveries.claimedBy, processId),
          eq(newsletterDeliveries.status, 'pending'),
        ),
      )
      .catch((err: unknown) => opts.log?.error({ err }, 'could not renew newsletter leases'));
  const renewWhileRunning = () => {
    if (renewer || running.size === 0) return;
    renewer = setInterval(() => {
      if (running.size === 0) {
        clearInterval(renewer);
        renewer = undefined;
        return;
      }
      void renewLeases();
    }, leaseMs / 3);
    renewer.unref();
  };
  const running = new Map<number, Promise<void>>();
  let stopping = false;
  // Rate limit: each message takes the next free slot, `1000 / maxPerSecond` ms apart.
  const spacingMs = opts.maxPerSecond ? 1000 / opts.maxPerSecond : 0;
  let nextSlot = 0;
  const throttle = async () => {
    if (!spacingMs) return;
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + spacingMs;
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
  };

  /** Reserves up to a batch of the campaign's pending rows that nobody holds (or whose lease passed). */
  async function claim(campaignId: number) {
    const now = clock();
    const free = db
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.campaignId, campaignId),
          eq(newsletterDeliveries.status, 'pending'),
          or(isNull(newsletterDeliveries.leaseUntil), lte(newsletterDeliveries.leaseUntil, now)),
        ),
      )
      .orderBy(asc(newsletterDeliveries.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(newsletterDeliveries)
      .set({ claimedBy: processId, leaseUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(newsletterDeliveries.id, free))
      .returning({
        id: newsletterDeliveries.id,
        email: newsletterDeliveries.email,
        subscriberId: newsletterDeliveries.subscriberId,
      });
    const subscriberIds = claimed.flatMap((r) => (r.subscriberId === null ? [] : [r.subscriberId]));
    const readers = new Map(
      subscriberIds.length === 0
        ? []
        : (
            await db
              .select({
                id: newsletterSubscriptions.id,
                token: newsletterSubscriptions.unsubscribeToken,
                language: newsletterSubscriptions.language,
              })
              .from(newsletterSubscriptions)
              .where(inArray(newsletterSubscriptions.id, subscriberIds))
          ).map((s) => [s.id, s]),
    );
    return claimed
      .sort((a, b) => a.id - b.id)
      .map((r) => {
        const reader = r.subscriberId === null ? undefined : readers.get(r.subscriberId);
        return { ...r, token: reader?.token ?? null, language: reader?.language ?? null };
      });
  }

  /** Hands back claimed rows not attempted (stopping): any process may take them at once. */
  async function release(ids: number[]) {
    if (ids.length === 0) return;
    await db
      .update(newsletterDeliveries)
      .set({ claimedBy: null, leaseUntil: null })
      .where(
        and(
          inArray(newsletterDeliveries.id, ids),
          eq(newsletterDeliveries.status, 'pending'),
          eq(newsletterDeliveries.claimedBy, processId),
        ),
      );
  }

  async function deliverCampaign(campaignId: number): Promise<void> {
    const [campaign] = await db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaignId));
    if (!campaign || campaign.deliveryStatus !== 'sending') return;
    // The links listed when the send began go through the site's redirect (clicks.ts).
    const parts = await countedParts(db, campaignId, campaignParts(campaign), publicUrl);

    for (;;) {
      if (stopping) return;
      const batch = await claim(campaignId);
      // Nothing free: finished, or the rest is held by other processes (finish() tells).
      if (batch.length === 0) break;

      let next = 0;
      const attempted = new Set<number>();
      const worker = async () => {
        while (!stopping) {
          const row = batch[next++];
          if (!row) return;
          await throttle();
          if (stopping) return;
          attempted.add(row.id);
          await deliverOne(campaignId, parts, row);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
      if (stopping) {
        await release(batch.filter((r) => !attempted.has(r.id)).map((r) => r.id));
        return;
      }
    }
    await finish(campaignId);
  }

  async function deliverOne(
    campaignId: number,
    parts: ReturnType<typeof campaignParts>,
    row: {
      id: number;
      email: string;
      subscriberId: number | null;
      token: string | null;
      language: string | null;
    },
  ): Promise<void> {
    if (row.subscriberId === null || row.token === null) {
      // The reader left the list after the send began: nothing goes to them.
      await db
        .update(newsletterDeliveries)
        .set({ status: 'skipped', ...unclaimed })
        .where(eq(newsletterDeliveries.id, row.id));
      return;
    }
    // The footer speaks the reader's language (a campaign for one language reaches only its own).
    const lang = isSiteLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
    const mail = renderCampaignEmail(parts, { publicUrl, token: row.token, mailtoAddress, lang });
    try {
      await mailer.send({
        to: row.email,
        subject: parts.subject,
        text: mail.text,
        html: mail.html,
        headers: {
          ...mail.headers,
          'Message-ID': `<campaign-${campaignId}-${row.subscriberId}@${messageIdHost}>`,
        },
      });
      await db
        .update(newsletterDeliveries)
        .set({
          status: 'sent',
          ...unclaimed,
          sentAt: clock(),
          error: null,
          attempts: sql`${newsletterDeliveries.attempts} + 1`,
        })
        .where(eq(newsletterDeliveries.id, row.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(newsletterDeliveries)
        .set({
          status: 'failed',
          ...unclaimed,
          error: message.slice(0, 500),
          attempts: sql`${newsletterDeliveries.attempts} + 1`,
        })
        .where(eq(newsletterDeliveries.id, row.id));
    }
  }

  async function finish(campaignId: number): Promise<void> {
    const counts = await db
      .select({ status: newsletterDeliveries.status, n: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.campaignId, campaignId))
      .groupBy(newsletterDeliveries.status);
    const count = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
    if (count('pending') > 0) return; // another run will finish it
    const sent = count('sent');
    const failed = count('failed');
    const status = failed === 0 ? 'sent' : sent === 0 ? 'failed' : 'partially_sent';
    await db
      .update(newsletterCampaigns)
      .set({ deliveryStatus: status, sentAt: clock(), updatedAt: clock() })
      .where(
        and(
          eq(newsletterCampaigns.id, campaignId),
          eq(newsletterCampaigns.deliveryStatus, 'sending'),
        ),
      );
    opts.log?.info({ campaignId, status, sent, failed }, 'newsletter campaign delivered');
  }

  const engine: NewsletterDelivery = {
    start(campaignId) {
      if (stopping || running.has(campaignId)) return;
      const run = deliverCampaign(campaignId)
        .catch((err: unknown) => {
          opts.log?.error({ err, campaignId }, 'newsletter delivery stopped by an error');
        })
        .finally(() => running.delete(campaignId));
      running.set(campaignId, run);
      renewWhileRunning();
    },
    isRunning: (campaignId) => running.has(campaignId),
    async resumeInterrupted() {
      if (!freedAtStart) {
        freedAtStart = true;
        await db
          .update(newsletterDeliveries)
          .set({ claimedBy: null, leaseUntil: null })
          .where(
            and(
              eq(newsletterDeliveries.status, 'pending'),
              sql`${newsletterDeliveries.leaseUntil} is not null`,
            ),
          );
      }
      const left = await db
        .select({ id: newsletterCampaigns.id })
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.deliveryStatus, 'sending'));
      const joined = left.filter((c) => !running.has(c.id));
      for (const c of joined) engine.start(c.id);
      if (joined.length > 0) {
        opts.log?.info(
          { campaigns: joined.map((c) => c.id) },
          'delivering newsletter sends left or shared by other processes',
        );
      }
      return left.map((c) => c.id);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
    startSweeping() {
      if (sweeper || stopping) return;
      sweeper = setInterval(() => {
        engine.resumeInterrupted().catch((err: unknown) => {
          opts.log?.error({ err }, 'could not look for newsletter sends to join');
        });
      }, sweepMs);
      sweeper.unref();
    },
    async stop() {
      stopping = true;
      clearInterval(sweeper);
      await engine.idle();
      clearInterval(renewer);
      renewer = undefined;
    },
  };
  return engine;
}
