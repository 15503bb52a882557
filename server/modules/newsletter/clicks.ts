/**
 * Counting clicks on campaign links: the links are listed in the transaction that begins a send
 * (`recordCampaignLinks`), the redirect counts one click per request (`countClick`), and the staff
 * read them per campaign and link (`campaignClicks`) or per campaign over a period
 * (`clicksByCampaign`, for the analytics summary). Nobody is named: the mail of every reader has
 * the same links, and a clicker is known only as the day's analytics hash, to count them once.
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { CampaignClicks } from '../../../contract/newsletter';
import {
  campaignLinkClicks,
  campaignLinks,
  campaignLinkVisitors,
  newsletterCampaigns,
} from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { notFound } from '../../errors';
import { campaignUrls, newLinkId, withCountedLinks } from './links';
import type { CampaignParts } from './template';

/** Lists the campaign's addresses (once: a second call finds them there) with their ids. */
export async function recordCampaignLinks(
  tx: Database | Tx,
  campaignId: number,
  parts: Pick<CampaignParts, 'bodyHtml' | 'text'>,
): Promise<void> {
  const urls = campaignUrls(parts);
  if (urls.length === 0) return;
  await tx
    .insert(campaignLinks)
    .values(urls.map((url, position) => ({ id: newLinkId(), campaignId, url, position })))
    .onConflictDoNothing();
}

/** The campaign's body with its listed addresses sent through the redirect. */
export async function countedParts<T extends CampaignParts>(
  db: Database,
  campaignId: number,
  parts: T,
  publicUrl: string,
): Promise<T> {
  const links = await db
    .select({ id: campaignLinks.id, url: campaignLinks.url })
    .from(campaignLinks)
    .where(eq(campaignLinks.campaignId, campaignId));
  return withCountedLinks(parts, new Map(links.map((l) => [l.url, l.id])), publicUrl);
}

/** The address a link id stands for, or undefined. */
export async function linkTarget(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ url: campaignLinks.url })
    .from(campaignLinks)
    .where(eq(campaignLinks.id, id));
  return row?.url;
}

/** The headers a click is judged by (a Fastify request's `headers`). */
export type Headers = Record<string, string | string[] | undefined>;

/** How clicks are told apart, as analytics counts visitors (app.ts gives analytics' own). */
export interface ClickCounting {
  db: Database;
  clock: () => Date;
  /** Not counted: asked not to be (DNT, GPC), a bot or a link scanner, a prefetch. */
  notCounted: (headers: Headers) => boolean;
  /** The UTC day's salted hash of address and browser: the same clicker is counted once a day. */
  visitor: (day: string, address: string, agent: string) => Promise<string>;
}

/**
 * One click on the link, unless the visitor asked not to be counted (DNT, GPC), is a bot or a
 * link scanner, or only asked for the headers (HEAD): scanners of mail servers do both.
 */
export async function countClick(
  deps: ClickCounting,
  linkId: string,
  seen: { method: string; headers: Headers; address: string },
): Promise<boolean> {
  if (seen.method !== 'GET' || deps.notCounted(seen.headers)) return false;
  const day = deps.clock().toISOString().slice(0, 10);
  const agent = String(seen.headers['user-agent'] ?? '');
  const visitor = await deps.visitor(day, seen.address, agent);
  await deps.db.transaction(async (tx) => {
    // Yesterday's hashes cannot be made again (their salt is gone): they only took room.
    await tx.delete(campaignLinkVisitors).where(lt(campaignLinkVisitors.day, day));
    const first = await tx
      .insert(campaignLinkVisitors)
      .values({ linkId, day, visitor })
      .onConflictDoNothing()
      .returning({ day: campaignLinkVisitors.day });
    const unique = first.length;
    await tx
      .insert(campaignLinkClicks)
      .values({ linkId, day, clicks: 1, uniqueClicks: unique })
      .onConflictDoUpdate({
        target: [campaignLinkClicks.linkId, campaignLinkClicks.day],
        set: {
          clicks: sql`${campaignLinkClicks.clicks} + 1`,
          uniqueClicks: sql`${campaignLinkClicks.uniqueClicks} + ${unique}`,
        },
      });
  });
  return true;
}

/** Every link of the campaign with its clicks, in the order they appear in it. */
export async function campaignClicks(db: Database, campaignId: number): Promise<CampaignClicks> {
  const [campaign] = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, campaignId));
  if (!campaign) throw notFound('Campaign not found');
  const links = await db
    .select({
      position: campaignLinks.position,
      url: campaignLinks.url,
      clicks: sql<number>`coalesce(sum(${campaignLinkClicks.clicks}), 0)::int`,
      unique: sql<number>`coalesce(sum(${campaignLinkClicks.uniqueClicks}), 0)::int`,
    })
    .from(campaignLinks)
    .leftJoin(campaignLinkClicks, eq(campaignLinkClicks.linkId, campaignLinks.id))
    .where(eq(campaignLinks.campaignId, campaignId))
    .groupBy(campaignLinks.id, campaignLinks.position, campaignLinks.url)
    .orderBy(asc(campaignLinks.position));
  return {
    campaignId,
    clicks: links.reduce((n, l) => n + l.clicks, 0),
    unique: links.reduce((n, l) => n + l.unique, 0),
    links,
  };
}

/** Clicks of the period's days per campaign, most clicked first. */
export async function clicksByCampaign(
  db: Database,
  range: { from: string; to: string },
  limit: number,
): Promise<{ campaignId: number; title: string; clicks: number; unique: number }[]> {
  const clicks = sql<number>`sum(${campaignLinkClicks.clicks})::int`;
  return db
    .select({
      campaignId: newsletterCampaigns.id,
      title: newsletterCampaigns.title,
      clicks,
      unique: sql<number>`sum(${campaignLinkClicks.uniqueClicks})::int`,
    })
    .from(campaignLinkClicks)
    .innerJoin(campaignLinks, eq(campaignLinks.id, campaignLinkClicks.linkId))
    .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, campaignLinks.campaignId))
    .where(and(gte(campaignLinkClicks.day, range.from), lte(campaignLinkClicks.day, range.to)))
    .groupBy(newsletterCampaigns.id, newsletterCampaigns.title)
    .orderBy(desc(clicks), desc(newsletterCampaigns.id))
    .limit(limit);
}
