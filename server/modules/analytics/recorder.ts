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
import type { CopyRows } from '../../db/connect';
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
type Pending = ViewInput & { at: Date };

/** The columns a view writes, in the order both ways of writing them list them. */
const VIEW_COLUMNS = [
  'at',
  'day',
  'visitor',
  'path',
  'page_key',
  'lang',
  'referrer_host',
  'utm_source',
  'utm_campaign',
  'device',
  'browser',
  'os',
  'country',
  'via',
] as const;

const valuesOf = (row: ViewRow): (string | null)[] => [
  row.at.toISOString(),
  row.day,
  row.visitor,
  row.path,
  row.pageKey ?? null,
  row.lang,
  row.referrerHost ?? null,
  row.utmSource ?? null,
  row.utmCampaign ?? null,
  row.device,
  row.browser,
  row.os,
  row.country ?? null,
  row.via,
];

/**
 * Writes a batch of views as one statement: on PGlite a COPY (`copyRows`), elsewhere an INSERT
 * with a parameter per column, each an array (`unnest`): a row per parameter list would make 14
 * parameters a view, which the driver takes far longer to bind.
 */
async function insertViews(db: Database, copyRows: CopyRows | undefined, rows: ViewRow[]) {
  const values = rows.map(valuesOf);
  if (copyRows) {
    await copyRows('analytics_views', VIEW_COLUMNS, values);
    return;
  }
  const column = (i: number) => sql.param(values.map((row) => row[i] ?? null));
  await db.execute(sql`
    INSERT INTO analytics_views (${sql.raw(VIEW_COLUMNS.join(', '))})
    SELECT * FROM unnest(
      ${column(0)}::timestamptz[], ${column(1)}::date[], ${column(2)}::text[], ${column(3)}::text[],
      ${column(4)}::text[], ${column(5)}::text[], ${column(6)}::text[], ${column(7)}::text[],
      ${column(8)}::text[], ${column(9)}::text[], ${column(10)}::text[], ${column(11)}::text[],
      ${column(12)}::text[], ${column(13)}::text[])
  `);
}

/**
 * Views waiting in memory before they are written together: each write has a fixed cost (~1 ms
 * of PGlite's CPU) besides its rows', and a batch this size writes in ~15 ms.
 */
const BATCH = 2000;

/** A UTM parameter as kept (PostgreSQL's text cannot hold NUL, which would fail the batch). */
const utm = (params: URLSearchParams, name: string): string | null =>
  params.get(name)?.replace(/\0/g, '').trim().slice(0, 100) || null;

/** What a view's address says: its path, the page it is, its campaign. */
type Address = Pick<ViewRow, 'path' | 'pageKey' | 'utmSource' | 'utmCampaign'>;
/**
 * The addresses seen lately: most views are of a few pages, and reading one (the URL, the route
 * table) cost more than the rest of a view.
 */
const ADDRESSES_KEPT = 1000;
const addresses = new Map<string, Address>();

function addressOf(seen: string): Address {
  const known = addresses.get(seen);
  if (known) return known;
  const url = new URL(seen, 'http://site.invalid');
  const path = url.pathname.slice(0, 500);
  const read: Address = {
    path,
    pageKey: matchPage(path)?.key ?? null,
    utmSource: utm(url.searchParams, 'utm_source'),
    utmCampaign: utm(url.searchParams, 'utm_campaign'),
  };
  if (addresses.size >= ADDRESSES_KEPT) addresses.clear();
  addresses.set(seen, read);
  return read;
}

export function createRecorder(deps: {
  db: Database;
  /** The database's COPY, where it has one (PGlite): views are written by it. */
  copyRows?: CopyRows | undefined;
  salts: Salts;
  clock: () => Date;
  /** The site's own host: links between its pages are no referrers. */
  ownHost: string;
  onError: (err: unknown) => void;
  /** Is this session a staff member's (any role)? */
  isStaffSession: (token: string, now: Date) => Promise<boolean>;
}) {
  const { db, copyRows, salts, clock, ownHost, onError, isStaffSession } = deps;
  let pending: Pending[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  /** A view as written. */
  const rowOf = (view: Pending, hash: (address: string, agent: string) => string): ViewRow => {
    const client = clientOf(view.headers, view.width);
    return {
      at: view.at,
      day: dayOf(view.at),
      visitor: hash(view.address, String(view.headers['user-agent'] ?? '')),
      ...addressOf(view.url),
      lang: view.lang,
      referrerHost: referrerHost(view.referrer, ownHost),
      device: client.device,
      browser: client.browser,
      os: client.os,
      country: client.country,
      via: view.via,
    };
  };

  const rowsOf = async (batch: Pending[]): Promise<ViewRow[]> => {
    const hashers = new Map<string, (address: string, agent: string) => string>();
    const rows: ViewRow[] = [];
    for (const view of batch) {
      if (view.sessionToken && (await isStaffSession(view.sessionToken, view.at))) continue;
      const day = dayOf(view.at);
      let hash = hashers.get(day);
      if (!hash) hashers.set(day, (hash = await salts.hasherOf(day)));
      rows.push(rowOf(view, hash));
    }
    return rows;
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
        const rows = await rowsOf(batch);
        if (rows.length > 0) await insertViews(db, copyRows, rows);
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
      // Only the headers a view is written with: the request's own are let go at once.
      const { headers } = input;
      pending.push({
        headers: {
          'user-agent': headers['user-agent'],
          'accept-language': headers['accept-language'],
        },
        address: input.address,
        url: input.url,
        lang: input.lang,
        referrer: input.referrer,
        width: input.width,
        via: input.via,
        sessionToken: input.sessionToken,
        at: clock(),
      });
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
