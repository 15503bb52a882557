/**
 * Campaign delivery. Sending first records one delivery row per recipient (in the transaction
 * that moves the campaign to 'sending', see service.ts); this engine then delivers the pending
 * rows in batches with bounded concurrency, marking each row the moment the mail server accepts
 * its message. A process that dies part-way leaves the campaign in 'sending' with the rest still
 * pending; `resumeInterrupted()` at start-up delivers exactly those. The only messages that can
 * go twice are the ones in flight at the moment of a crash (at most `concurrency`), and each
 * carries a Message-ID fixed per campaign and reader so receiving servers can tell a repeat.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isSiteLanguage } from '../../../contract/i18n';
import type { Database } from '../../db/connect';
import {
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscriptions,
} from '../../db/schema';
import type { Mailer } from '../../infra/mail';
import { addressOf, campaignParts, renderCampaignEmail } from './template';

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
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface NewsletterDelivery {
  /** Delivers the campaign's pending rows unless that is already running in this process. */
  start(campaignId: number): void;
  /** Whether this process is delivering the campaign now. */
  isRunning(campaignId: number): boolean;
  /** Campaigns left 'sending' by a previous process: resumes each. Answers their ids. */
  resumeInterrupted(): Promise<number[]>;
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

  async function deliverCampaign(campaignId: number): Promise<void> {
    const [campaign] = await db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaignId));
    if (!campaign || campaign.deliveryStatus !== 'sending') return;
    const parts = campaignParts(campaign);
    let lastId = 0;

    for (;;) {
      if (stopping) return;
      const batch = await db
        .select({
          id: newsletterDeliveries.id,
          email: newsletterDeliveries.email,
          subscriberId: newsletterDeliveries.subscriberId,
          token: newsletterSubscriptions.unsubscribeToken,
          language: newsletterSubscriptions.language,
        })
        .from(newsletterDeliveries)
        .leftJoin(
          newsletterSubscriptions,
          eq(newsletterSubscriptions.id, newsletterDeliveries.subscriberId),
        )
        .where(
          and(
            eq(newsletterDeliveries.campaignId, campaignId),
            eq(newsletterDeliveries.status, 'pending'),
            gt(newsletterDeliveries.id, lastId),
          ),
        )
        .orderBy(asc(newsletterDeliveries.id))
        .limit(batchSize);
      if (batch.length === 0) break;
      lastId = batch[batch.length - 1]?.id ?? lastId;

      let next = 0;
      const worker = async () => {
        while (!stopping) {
          const row = batch[next++];
          if (!row) return;
          await throttle();
          if (stopping) return;
          await deliverOne(campaignId, parts, row);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    }
    if (!stopping) await finish(campaignId);
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
        .set({ status: 'skipped' })
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
    },
    isRunning: (campaignId) => running.has(campaignId),
    async resumeInterrupted() {
      const left = await db
        .select({ id: newsletterCampaigns.id })
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.deliveryStatus, 'sending'));
      for (const c of left) engine.start(c.id);
      if (left.length > 0) {
        opts.log?.info(
          { campaigns: left.map((c) => c.id) },
          'resuming interrupted newsletter sends',
        );
      }
      return left.map((c) => c.id);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
    async stop() {
      stopping = true;
      await engine.idle();
    },
  };
  return engine;
}
