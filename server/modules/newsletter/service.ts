import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  INVALID_CONFIRM_LINK,
  NEWSLETTER_CONFIRM_DAYS,
  NO_SUBSCRIBERS,
  UNKNOWN_TOKEN_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  type Campaign,
  type CampaignBody,
  type DeliveryStatus,
  type PreviewAnswer,
  type PreviewBody,
  type SubscriptionsPage,
  type TestSendBody,
  type UnsubscribeAnswer,
} from '../../../contract/newsletter';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../../../contract/i18n';
import { pathTo } from '../../../contract/pages';
import { inOneChange } from '../../db/step-in-change';
import type { Database, DbOrTx } from '../../db/types';
import { likePattern } from '../../db/like';
import {
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscriptions,
} from '../../db/schema';
import { hashToken, newToken } from '../../domain/sessions';
import { badRequest, conflict, notFound } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import { languageOf, mailText } from '../../infra/mail-text';
import { campaignClicks, recordCampaignLinks } from './clicks';
import type { NewsletterDelivery } from './delivery';
import {
  addressOf,
  campaignParts,
  confirmSubscriptionMail,
  renderCampaignEmail,
  sanitizeNewsletterHtml,
} from './template';

/** 256 random bits, URL-safe: the reader's unsubscribe secret. */
export const newUnsubscribeToken = (): string => randomBytes(32).toString('base64url');

interface SubscriptionsQuery {
  q?: string | undefined;
  language?: SiteLanguage | undefined;
  page: number;
  pageSize: number;
}

const CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60 * 1000;

/** Readers who confirmed their sign-up: the only ones campaigns go to. */
const confirmed = isNotNull(newsletterSubscriptions.confirmedAt);

const languageOr = (value: string | null): SiteLanguage =>
  isSiteLanguage(value) ? value : DEFAULT_LANGUAGE;

/**
 * Keeps the address (once: the unique constraint decides, so concurrent requests are safe) as a
 * pending sign-up, in the language of the page it was given on, and queues the confirmation link
 * (in that language) in the same transaction. Signing up again while pending sends a new link
 * (the older one stops working) and takes the new page's language; once confirmed, nothing
 * changes and nothing is sent. Sign-ups left unconfirmed past their link's life are purged here.
 */
async function subscribe(
  deps: { db: Database; publicUrl: string },
  email: string,
  language: SiteLanguage,
  now: Date,
): Promise<void> {
  const token = newToken();
  const confirmToken = hashToken(token);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(newsletterSubscriptions)
      .where(
        and(
          isNull(newsletterSubscriptions.confirmedAt),
          lt(newsletterSubscriptions.subscribedAt, new Date(now.getTime() - CONFIRM_TTL_MS)),
        ),
      );
    const pending = await tx
      .insert(newsletterSubscriptions)
      .values({
        email,
        subscribedAt: now,
        unsubscribeToken: newUnsubscribeToken(),
        confirmToken,
        language,
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { confirmToken, subscribedAt: now, language },
        setWhere: isNull(newsletterSubscriptions.confirmedAt),
      })
      .returning({ id: newsletterSubscriptions.id });
    if (pending.length === 0) return;
    const link = `${deps.publicUrl}${pathTo('newsletterConfirm', { search: { token }, lang: language })}`;
    await queueMail(
      tx,
      confirmSubscriptionMail({
        to: email,
        link,
        days: NEWSLETTER_CONFIRM_DAYS,
        publicUrl: deps.publicUrl,
        lang: language,
      }),
      now,
    );
  });
}

/**
 * Confirms the pending sign-up the token belongs to. One conditional update: the token is
 * cleared as the reader becomes active, so a link works once.
 */
async function confirmSubscription(db: Database, token: string, now: Date): Promise<void> {
  const done = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, confirmToken: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmToken, hashToken(token)),
        isNull(newsletterSubscriptions.confirmedAt),
        gt(newsletterSubscriptions.subscribedAt, new Date(now.getTime() - CONFIRM_TTL_MS)),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (done.length === 0) throw badRequest(INVALID_CONFIRM_LINK);
}

/** Removes the subscription the token belongs to. An unknown token is an answer, not an error. */
async function unsubscribe(db: Database, token: string): Promise<UnsubscribeAnswer> {
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning({ id: newsletterSubscriptions.id });
  return deleted.length > 0
    ? { unsubscribed: true, message: UNSUBSCRIBED_MESSAGE }
    : { unsubscribed: false, message: UNKNOWN_TOKEN_MESSAGE };
}

async function listSubscriptions(
  db: Database,
  query: SubscriptionsQuery,
): Promise<SubscriptionsPage> {
  const where = and(
    query.q ? ilike(newsletterSubscriptions.email, likePattern(query.q)) : undefined,
    query.language ? eq(newsletterSubscriptions.language, query.language) : undefined,
  );
  const [rows, [matching], [counts], byLanguage] = await Promise.all([
    db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        subscribedAt: newsletterSubscriptions.subscribedAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        language: newsletterSubscriptions.language,
      })
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
    db
      .select({
        active: sql<number>`count(${newsletterSubscriptions.confirmedAt})::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(newsletterSubscriptions),
    db
      .select({ language: newsletterSubscriptions.language, n: sql<number>`count(*)::int` })
      .from(newsletterSubscriptions)
      .where(confirmed)
      .groupBy(newsletterSubscriptions.language),
  ]);
  const active = counts?.active ?? 0;
  const activeIn = (lang: SiteLanguage) => byLanguage.find((r) => r.language === lang)?.n ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      email: r.email,
      subscribedAt: r.subscribedAt.toISOString(),
      status: r.confirmedAt ? ('active' as const) : ('pending' as const),
      confirmedAt: r.confirmedAt?.toISOString() ?? null,
      language: languageOr(r.language),
    })),
    total: matching?.n ?? 0,
    subscriberCount: active,
    pendingCount: (counts?.all ?? 0) - active,
    languageCounts: { en: activeIn('en'), es: activeIn('es'), pt: activeIn('pt') },
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A subscriber as the staff's list names them. */
async function getSubscription(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      email: newsletterSubscriptions.email,
      language: newsletterSubscriptions.language,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  if (!row) throw notFound('Subscriber not found');
  return row;
}

async function deleteSubscription(db: Database, id: number): Promise<void> {
  const deleted = await inOneChange(db, (tx) =>
    tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .returning({ id: newsletterSubscriptions.id }),
  );
  if (deleted.length === 0) throw notFound('Subscriber not found');
}

// ---- campaigns -----------------------------------------------------------------------------

type CampaignRow = typeof newsletterCampaigns.$inferSelect;

function toCampaign(row: CampaignRow, counts: Map<string, number> | undefined): Campaign {
  const n = (s: string) => counts?.get(s) ?? 0;
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    content: row.content,
    htmlContent: row.htmlContent,
    deliveryStatus: row.deliveryStatus as DeliveryStatus,
    language: isSiteLanguage(row.language) ? row.language : null,
    recipientCount: row.recipientCount,
    sentCount: n('sent'),
    failedCount: n('failed'),
    pendingCount: n('pending'),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function deliveryCounts(db: Database, ids: number[]) {
  const out = new Map<number, Map<string, number>>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      campaignId: newsletterDeliveries.campaignId,
      status: newsletterDeliveries.status,
      n: sql<number>`count(*)::int`,
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.campaignId, ids))
    .groupBy(newsletterDeliveries.campaignId, newsletterDeliveries.status);
  for (const r of rows) {
    const m = out.get(r.campaignId) ?? new Map<string, number>();
    m.set(r.status, r.n);
    out.set(r.campaignId, m);
  }
  return out;
}

async function createCampaign(db: Database, body: CampaignBody, now: Date) {
  const [row] = await inOneChange(db, (tx) =>
    tx
      .insert(newsletterCampaigns)
      .values({
        title: body.title,
        subject: body.subject,
        content: body.content,
        htmlContent: body.htmlContent ? sanitizeNewsletterHtml(body.htmlContent) : null,
        language: body.language ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('campaign not created');
  return toCampaign(row, undefined);
}

async function updateCampaign(db: Database, id: number, body: CampaignBody, now: Date) {
  const [row] = await inOneChange(db, (tx) =>
    tx
      .update(newsletterCampaigns)
      .set({
        title: body.title,
        subject: body.subject,
        content: body.content,
        htmlContent: body.htmlContent ? sanitizeNewsletterHtml(body.htmlContent) : null,
        // Absent: the draft keeps its readers (clients that know nothing of languages).
        ...(body.language === undefined ? {} : { language: body.language }),
        updatedAt: now,
      })
      .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.deliveryStatus, 'draft')))
      .returning(),
  );
  if (row) return toCampaign(row, undefined);
  await getCampaignRow(db, id);
  throw conflict('This campaign cannot be edited: sending has begun');
}

async function getCampaignRow(db: DbOrTx, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!row) throw notFound('Campaign not found');
  return row;
}

async function getCampaign(db: DbOrTx, id: number): Promise<Campaign> {
  const row = await getCampaignRow(db, id);
  return toCampaign(row, (await deliveryCounts(db, [id])).get(id));
}

async function listCampaigns(db: Database): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
    .limit(200);
  const counts = await deliveryCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCampaign(r, counts.get(r.id)));
}

function alreadyMessage(status: string): string {
  return status === 'sending'
    ? 'This campaign is already sending'
    : 'This campaign has already been sent';
}

/** The readers a campaign is for: the confirmed ones, of its language if it has one. */
const readersOf = (campaign: CampaignRow) =>
  isSiteLanguage(campaign.language)
    ? and(confirmed, eq(newsletterSubscriptions.language, campaign.language))
    : confirmed;

/**
 * Moves a draft to 'sending' and records one pending delivery row per confirmed subscriber (of
 * the campaign's language, when it is written for one), all in one transaction: either every
 * reader is queued or none is. The conditional update makes a second, concurrent request find
 * the campaign no longer a draft and be refused.
 */
async function beginSend(db: Database, id: number, now: Date): Promise<number> {
  const row = await getCampaignRow(db, id);
  if (row.deliveryStatus !== 'draft') throw conflict(alreadyMessage(row.deliveryStatus));
  const readers = readersOf(row);
  const [subs] = await db.select({ n: count() }).from(newsletterSubscriptions).where(readers);
  if (!subs || subs.n === 0) throw badRequest(NO_SUBSCRIBERS);

  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(newsletterCampaigns)
      .set({ deliveryStatus: 'sending', updatedAt: now })
      .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.deliveryStatus, 'draft')))
      .returning();
    const [sending] = claimed;
    if (!sending) throw conflict('This campaign is already sending');
    // Its links (as the campaign stands now it can no longer change), listed once for every
    // reader's mail: clicks are counted per link, never per reader.
    await recordCampaignLinks(tx, id, campaignParts(sending));
    await tx.execute(sql`
      insert into ${newsletterDeliveries} (campaign_id, subscriber_id, email)
      select ${id}, ${newsletterSubscriptions.id}, ${newsletterSubscriptions.email}
      from ${newsletterSubscriptions}
      where ${readers}
      on conflict do nothing`);
    const [queued] = await tx
      .select({ n: count() })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.campaignId, id));
    const total = queued?.n ?? 0;
    if (total === 0) throw badRequest(NO_SUBSCRIBERS);
    await tx
      .update(newsletterCampaigns)
      .set({ recipientCount: total })
      .where(eq(newsletterCampaigns.id, id));
    return total;
  });
}
/** Failed rows of a finished campaign back to pending, and the campaign back to 'sending'. */
async function beginRetry(db: Database, id: number, now: Date): Promise<number> {
  const row = await getCampaignRow(db, id);
  if (row.deliveryStatus === 'sending') throw conflict('This campaign is already sending');
  if (row.deliveryStatus === 'draft') throw conflict('This campaign has not been sent yet');
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(newsletterCampaigns)
      .set({ deliveryStatus: 'sending', updatedAt: now })
      .where(
        and(
          eq(newsletterCampaigns.id, id),
          inArray(newsletterCampaigns.deliveryStatus, ['partially_sent', 'failed']),
        ),
      )
      .returning({ id: newsletterCampaigns.id });
    if (claimed.length === 0) throw conflict('There are no failed deliveries to retry');
    const retried = await tx
      .update(newsletterDeliveries)
      .set({ status: 'pending', error: null, claimedBy: null, leaseUntil: null })
      .where(
        and(eq(newsletterDeliveries.campaignId, id), eq(newsletterDeliveries.status, 'failed')),
      )
      .returning({ id: newsletterDeliveries.id });
    if (retried.length === 0) throw conflict('There are no failed deliveries to retry');
    return retried.length;
  });
}

export interface NewsletterServiceDeps {
  db: Database;
  clock: () => Date;
  /** Sends a campaign's queued deliveries once it is queued. */
  delivery: NewsletterDelivery;
  publicUrl: string;
  mailFrom: string;
}

export function createNewsletterService(deps: NewsletterServiceDeps) {
  const { db, clock, delivery, publicUrl, mailFrom } = deps;
  return {
    // ---- readers ----
    /** `language`: the page's, which the reader's mail is written in (English when absent). */
    subscribe: (email: string, language: SiteLanguage = DEFAULT_LANGUAGE) =>
      subscribe({ db, publicUrl }, email, language, clock()),
    confirmSubscription: (token: string) => confirmSubscription(db, token, clock()),
    unsubscribe: (token: string) => unsubscribe(db, token),

    // ---- admin: subscriptions ----
    listSubscriptions: (query: SubscriptionsQuery) => listSubscriptions(db, query),
    getSubscription: (id: number, dbOrTx: DbOrTx = db) => getSubscription(dbOrTx, id),
    deleteSubscription: (id: number) => deleteSubscription(db, id),

    // ---- admin: campaigns ----
    listCampaigns: () => listCampaigns(db),
    getCampaign: (id: number, dbOrTx: DbOrTx = db) => getCampaign(dbOrTx, id),
    /** Clicks on each link of the campaign through the site's redirect. */
    campaignClicks: (id: number) => campaignClicks(db, id),
    createCampaign: (body: CampaignBody) => createCampaign(db, body, clock()),
    updateCampaign: (id: number, body: CampaignBody) => updateCampaign(db, id, body, clock()),

    /** The e-mail as readers will get it. */
    preview(body: PreviewBody): PreviewAnswer {
      const parts = campaignParts({
        title: body.title,
        subject: body.subject ?? '',
        content: body.content,
        htmlContent: body.htmlContent ?? null,
      });
      const { html, text } = renderCampaignEmail(parts, {
        publicUrl,
        token: 'preview',
        mailtoAddress: addressOf(mailFrom),
        lang: body.language ?? DEFAULT_LANGUAGE,
      });
      return { html, text };
    },

    /**
     * One copy of the campaign as composed to the administrator's own address, through the
     * outbox: in the campaign's language (the administrator's own for every reader's), the
     * subject marked as a test, and an unsubscribe link that unsubscribes nobody.
     */
    async sendTest(admin: { email: string; preferredLanguage: string | null }, body: TestSendBody) {
      const lang = body.language ?? languageOf(admin);
      const parts = campaignParts({ ...body, htmlContent: body.htmlContent ?? null });
      const { html, text } = renderCampaignEmail(parts, {
        publicUrl,
        token: 'test',
        mailtoAddress: addressOf(mailFrom),
        lang,
      });
      const subject = mailText(lang)('mail.newsletter.testSubject', { subject: body.subject });
      await queueMail(db, { to: admin.email, subject, text, html }, clock());
      return { to: admin.email, message: `A test copy was sent to ${admin.email}` };
    },

    /** Queues the campaign for every subscriber without starting delivery; answers how many. */
    beginSend: (id: number) => beginSend(db, id, clock()),
    /** Queues the campaign and starts delivering; answers how many. */
    async send(id: number): Promise<number> {
      const total = await beginSend(db, id, clock());
      delivery.start(id);
      return total;
    },
    /** Queues the failed deliveries again and starts delivering; answers how many. */
    async retry(id: number): Promise<number> {
      const total = await beginRetry(db, id, clock());
      delivery.start(id);
      return total;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
