/**
 * What the staff read: a period's summary from the daily roll-ups and, for the days not rolled
 * yet (today), from the raw views counted the same way; the CSV of each table; the last minutes.
 */
import { and, count, countDistinct, desc, eq, gte, lte, max, sql, type SQL } from 'drizzle-orm';
import {
  goalNames,
  LIVE_MINUTES,
  type AnalyticsLive,
  type AnalyticsSummary,
  type CountRow,
  type ExportTable,
} from '../../../contract/analytics';
import type { SiteLanguage } from '../../../contract/i18n';
import {
  analyticsDaily,
  analyticsGoals,
  analyticsRolledDays,
  analyticsViews,
} from '../../db/schema';
import type { Database } from '../../db/types';
import { countRaw, type DailyRow } from './rollup';
import { dayOf } from './visitor';

/** Rows of each table in a summary (the CSV has them all). */
const TOP = 50;

export interface Range {
  from: string;
  to: string;
  lang?: SiteLanguage | undefined;
}

async function dailyRows(db: Database, range: Range): Promise<DailyRow[]> {
  const lang = range.lang ?? '*';
  const rolled = await db
    .select({
      day: analyticsDaily.day,
      lang: analyticsDaily.lang,
      dimension: analyticsDaily.dimension,
      value: analyticsDaily.value,
      visitors: analyticsDaily.visitors,
      views: analyticsDaily.views,
    })
    .from(analyticsDaily)
    .where(
      and(
        gte(analyticsDaily.day, range.from),
        lte(analyticsDaily.day, range.to),
        eq(analyticsDaily.lang, lang),
      ),
    );
  // Only the days after the last rolled one can be unrolled (today, and yesterday before the
  // job's run): the raw views of the rest of the range are not read at all.
  const [last] = await db
    .select({ day: max(analyticsRolledDays.day) })
    .from(analyticsRolledDays)
    .where(lte(analyticsRolledDays.day, range.to));
  const rawFrom =
    last?.day && last.day >= range.from
      ? new Date(Date.parse(`${last.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      : range.from;
  const raw = rawFrom > range.to ? [] : await countRaw(db, rawFrom, range.to, true);
  return [...rolled, ...raw.filter((row) => row.lang === lang)];
}

/** A dimension's rows over the period: views added up, visitors added up day by day. */
function table(rows: DailyRow[], dimension: string, limit = TOP): CountRow[] {
  const byValue = new Map<string, CountRow>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const kept = byValue.get(row.value) ?? { value: row.value, visitors: 0, views: 0 };
    kept.visitors += row.visitors;
    kept.views += row.views;
    byValue.set(row.value, kept);
  }
  return [...byValue.values()]
    .sort((a, b) => b.views - a.views || b.visitors - a.visitors || a.value.localeCompare(b.value))
    .slice(0, limit);
}

const goalsWhere = (range: Range): SQL | undefined =>
  and(
    gte(analyticsGoals.day, range.from),
    lte(analyticsGoals.day, range.to),
    range.lang ? eq(analyticsGoals.lang, range.lang) : undefined,
  );

async function goals(
  db: Database,
  range: Range,
  withAmounts: boolean,
): Promise<AnalyticsSummary['goals']> {
  const where = goalsWhere(range);
  const counts = await db
    .select({ name: analyticsGoals.name, count: count() })
    .from(analyticsGoals)
    .where(where)
    .groupBy(analyticsGoals.name);
  const attributed = async (
    column: typeof analyticsGoals.contentPath | typeof analyticsGoals.entryPath,
    name: string,
  ) =>
    db
      .select({ path: sql<string>`${column}`, count: count() })
      .from(analyticsGoals)
      .where(and(where, eq(analyticsGoals.name, name), sql`${column} IS NOT NULL`))
      .groupBy(column)
      .orderBy(desc(count()), column)
      .limit(10);
  const out: AnalyticsSummary['goals'] = [];
  for (const name of goalNames) {
    const found = counts.find((c) => c.name === name);
    if (!found) continue;
    const goal: AnalyticsSummary['goals'][number] = {
      name,
      count: found.count,
      topContent: await attributed(analyticsGoals.contentPath, name),
      topEntry: await attributed(analyticsGoals.entryPath, name),
    };
    if (name === 'gift' && withAmounts) {
      goal.amount = await db
        .select({
          fund: sql<string>`coalesce(${analyticsGoals.fund}, '')`,
          currency: sql<string>`coalesce(${analyticsGoals.currency}, '')`,
          cents: sql<number>`coalesce(sum(${analyticsGoals.amountCents}), 0)::int`,
        })
        .from(analyticsGoals)
        .where(and(where, eq(analyticsGoals.name, 'gift')))
        .groupBy(analyticsGoals.fund, analyticsGoals.currency)
        .orderBy(analyticsGoals.fund, analyticsGoals.currency);
    }
    out.push(goal);
  }
  return out;
}

/** Clicks on newsletter links of the period per campaign (the newsletter module counts them). */
export type NewsletterClicksOf = (
  range: Range,
  limit: number,
) => Promise<AnalyticsSummary['newsletterClicks']>;

/** The period's summary; gifts' amounts only when `withAmounts` (the giving permission). */
export async function summary(
  db: Database,
  range: Range,
  withAmounts: boolean,
  limit = TOP,
  newsletterClicksOf: NewsletterClicksOf = () => Promise.resolve([]),
): Promise<AnalyticsSummary> {
  const rows = await dailyRows(db, range);
  const totals = rows.filter((row) => row.dimension === 'total');
  const byDay = totals
    .map((row) => ({ day: row.day, visitors: row.visitors, pageviews: row.views }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const sum = (list: DailyRow[], key: 'visitors' | 'views') =>
    list.reduce((total, row) => total + row[key], 0);
  return {
    from: range.from,
    to: range.to,
    // Visitors are counted per day (the hash changes every day), then added up.
    visitors: sum(totals, 'visitors'),
    pageviews: sum(totals, 'views'),
    bounces: sum(
      rows.filter((row) => row.dimension === 'bounce'),
      'visitors',
    ),
    byDay,
    topPages: table(rows, 'page', limit),
    entryPages: table(rows, 'entry', limit),
    sources: table(rows, 'source', limit),
    campaigns: table(rows, 'campaign', limit),
    // Every language's: a click is not known to be in any.
    newsletterClicks: await newsletterClicksOf(range, limit),
    languages: table(rows, 'language', limit),
    devices: table(rows, 'device', limit),
    goals: await goals(db, range, withAmounts),
  };
}

/** A CSV cell: quoted when needed, and a formula's first character defused (spreadsheets run them). */
function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csv = (lines: (string | number | null | undefined)[][]): string =>
  lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** One table of the period as CSV, every row of it. */
export async function exportCsv(
  db: Database,
  range: Range & { table: ExportTable },
  withAmounts: boolean,
): Promise<string> {
  const all = await summary(db, range, withAmounts, Number.MAX_SAFE_INTEGER);
  if (range.table === 'byDay') {
    return csv([
      ['day', 'visitors', 'pageviews'],
      ...all.byDay.map((d) => [d.day, d.visitors, d.pageviews]),
    ]);
  }
  if (range.table === 'goals') {
    const lines: (string | number | null)[][] = [['goal', 'count', 'top_content', 'top_entry']];
    for (const goal of all.goals) {
      lines.push([
        goal.name,
        goal.count,
        goal.topContent[0]?.path ?? null,
        goal.topEntry[0]?.path ?? null,
      ]);
    }
    const amounts = all.goals.find((g) => g.name === 'gift')?.amount ?? [];
    if (amounts.length > 0) {
      lines.push([], ['fund', 'currency', 'cents']);
      for (const a of amounts) lines.push([a.fund, a.currency, a.cents]);
    }
    return csv(lines);
  }
  const rows = all[range.table];
  return csv([['value', 'visitors', 'views'], ...rows.map((r) => [r.value, r.visitors, r.views])]);
}

/** The last minutes' visitors and views, from the raw views. */
export async function live(db: Database, now: Date): Promise<AnalyticsLive> {
  const since = new Date(now.getTime() - LIVE_MINUTES * 60_000);
  // The day first: the table's index is by day (`at` has none).
  const recent = and(gte(analyticsViews.day, dayOf(since)), gte(analyticsViews.at, since));
  const [totals] = await db
    .select({ visitors: countDistinct(analyticsViews.visitor), pageviews: count() })
    .from(analyticsViews)
    .where(recent);
  const pages = await db
    .select({ path: analyticsViews.path, views: count() })
    .from(analyticsViews)
    .where(recent)
    .groupBy(analyticsViews.path)
    .orderBy(desc(count()), analyticsViews.path)
    .limit(10);
  return {
    minutes: LIVE_MINUTES,
    visitors: totals?.visitors ?? 0,
    pageviews: totals?.pageviews ?? 0,
    pages,
  };
}
