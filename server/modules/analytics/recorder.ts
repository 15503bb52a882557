/**
 * Recording page views and goals. A view is put in memory at once and written in batches after
 * the answer has gone (a page's own answer never waits for it); a goal first writes the views
 * still in memory, so the content that led to it is known.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CONTENT_PAGE_KEYS, type GoalName } from '../../../contract/analytics';
import { languageOfPath, type SiteLanguage } from '../../../contract/i18n';
import { matchPage } from '../../../contract/page-match';
import { analyticsGoals, analyticsViews } from '../../db/schema';
import type { Database } from '../../db/types';
import { clientOf, dayOf, notCounted, referrerHost, type Headers, type Salts } from './visitor';

/** What a view or a goal is told of the request that made it. */
export interface Seen {
  headers: Headers;
  /** The visitor's address: hashed with the day's salt, never kept. */
  address: string;
}

export interface ViewInput extends Seen {
  /** The address seen, its query included (UTM parameters are read from it). */
  url: string;
  lang: SiteLanguage;
  referrer?: string | undefined;
  width?: number | undefined;
  via: 'page' | 'beacon';
  /**
   * The session of a page's request (pages are answered without looking it up): looked up when
   * the view is written, and a staff member's view left out then.
   */
  sessionToken?: string | undefined;
}

export interface GoalInput extends Seen {
  name: GoalName;
  lang?: SiteLanguage | undefined;
  fund?: string | undefined;
  amountCents?: number | undefined;
  currency?: string | undefined;
}

type ViewRow = Omit<typeof analyticsViews.$inferInsert, 'id'>;

/**
 * Writes a batch of views as one statement with a parameter per column, each an array (`unnest`):
 * a row per parameter list would make 14 parameters a view, which both drivers take far longer to
 * bind and the embedded one shares this process's thread for.
 */
async function insertViews(db: Database, rows: ViewRow[]): Promise<void> {
  const column = <K extends keyof ViewRow>(key: K) =>
    sql.param(rows.map((row) => row[key] ?? null));
  await db.execute(sql`
    INSERT INTO analytics_views (at, day, visitor, path, page_key, lang, referrer_host, utm_source,
      utm_campaign, device, browser, os, country, via)
    SELECT * FROM unnest(
      ${sql.param(rows.map((row) => row.at.toISOString()))}::timestamptz[], ${column('day')}::date[],
      ${column('visitor')}::text[], ${column('path')}::text[], ${column('pageKey')}::text[],
      ${column('lang')}::text[], ${column('referrerHost')}::text[], ${column('utmSource')}::text[],
      ${column('utmCampaign')}::text[], ${column('device')}::text[], ${column('browser')}::text[],
      ${column('os')}::text[], ${column('country')}::text[], ${column('via')}::text[])
  `);
}

/** Views waiting in memory before they are written together. */
const BATCH = 500;

const utm = (params: URLSearchParams, name: string): string | null =>
  params.get(name)?.trim().slice(0, 100) || null;

export function createRecorder(deps: {
  db: Database;
  salts: Salts;
  clock: () => Date;
  /** The site's own host: links between its pages are no referrers. */
  ownHost: string;
  onError: (err: unknown) => void;
  /** Is this session a staff member's (any role)? */
  isStaffSession: (token: string, now: Date) => Promise<boolean>;
}) {
  const { db, salts, clock, ownHost, onError, isStaffSession } = deps;
  let pending: (ViewInput & { at: Date })[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const rowOf = async (view: ViewInput & { at: Date }) => {
    if (view.sessionToken && (await isStaffSession(view.sessionToken, view.at))) return null;
    const url = new URL(view.url, 'http://site.invalid');
    const pathname = url.pathname.slice(0, 500);
    const day = dayOf(view.at);
    const client = clientOf(view.headers, view.width);
    const agent = String(view.headers['user-agent'] ?? '');
    return {
      at: view.at,
      day,
      visitor: await salts.visitor(day, view.address, agent),
      path: pathname,
      pageKey: matchPage(pathname)?.key ?? null,
      lang: view.lang,
      referrerHost: referrerHost(view.referrer, ownHost),
      utmSource: utm(url.searchParams, 'utm_source'),
      utmCampaign: utm(url.searchParams, 'utm_campaign'),
      device: client.device,
      browser: client.browser,
      os: client.os,
      country: client.country,
      via: view.via,
    };
  };

  /** Writes what is in memory; one write at a time, in order. */
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        const rows = (await Promise.all(batch.map(rowOf))).filter((row) => row !== null);
        if (rows.length > 0) await insertViews(db, rows);
      } catch (err) {
        onError(err);
      }
    });
    return writing;
  };

  return {
    /** Counts a view unless its visitor asked not to be, or is a bot; true if counted. */
    view(input: ViewInput): boolean {
      if (notCounted(input.headers)) return false;
      pending.push({ ...input, at: clock() });
      if (pending.length >= BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), 1000).unref();
      return true;
    },
    flush,
    /**
     * Records a goal, attributed to the day's entry page and last content page of the same
     * visitor hash; a visitor who asked not to be tracked is counted without attribution.
     */
    async goal(input: GoalInput): Promise<void> {
      await flush();
      const at = clock();
      const day = dayOf(at);
      let entryPath: string | null = null;
      let contentPath: string | null = null;
      let lang: string | null = input.lang ?? null;
      if (!notCounted(input.headers)) {
        const agent = String(input.headers['user-agent'] ?? '');
        const visitor = await salts.visitor(day, input.address, agent);
        const mine = and(eq(analyticsViews.day, day), eq(analyticsViews.visitor, visitor));
        const [entry] = await db
          .select({ path: analyticsViews.path, lang: analyticsViews.lang })
          .from(analyticsViews)
          .where(mine)
          .orderBy(asc(analyticsViews.at), asc(analyticsViews.id))
          .limit(1);
        const [content] = await db
          .select({ path: analyticsViews.path })
          .from(analyticsViews)
          .where(and(mine, inArray(analyticsViews.pageKey, [...CONTENT_PAGE_KEYS])))
          .orderBy(desc(analyticsViews.at), desc(analyticsViews.id))
          .limit(1);
        entryPath = entry?.path ?? null;
        contentPath = content?.path ?? null;
        lang ??= entry?.lang ?? null;
      }
      await db.insert(analyticsGoals).values({
        at,
        day,
        name: input.name,
        lang,
        entryPath,
        contentPath,
        fund: input.fund?.slice(0, 100) ?? null,
        amountCents: input.amountCents ?? null,
        currency: input.currency?.slice(0, 3).toUpperCase() ?? null,
      });
    },
    /** The language of an address (for views counted from a page's request). */
    langOf: (pathname: string) => languageOfPath(pathname).lang,
  };
}
export type Recorder = ReturnType<typeof createRecorder>;
