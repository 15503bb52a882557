/**
 * Daily roll-ups: once a day is over its raw views are counted into `analytics_daily` (kept
 * forever), raw views older than RAW_VIEW_DAYS are deleted, and the past days' salts destroyed.
 * One process of several does a run, through the job's lease (as scheduled backups do); the
 * counting of a day is one transaction that replaces that day's rows, so a run cut short is
 * redone whole.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { RAW_VIEW_DAYS } from '../../../contract/analytics';
import { analyticsDaily, analyticsJob, analyticsRolledDays, analyticsViews } from '../../db/schema';
import { rowsOf, type Database, type DbOrTx } from '../../db/types';
import { backgroundRuns, type BackgroundRuns } from '../../infra/background-runs';
import { dayOf, type Salts } from './visitor';

export interface DailyRow {
  day: string;
  lang: string;
  dimension: string;
  value: string;
  visitors: number;
  views: number;
}

/**
 * The daily rows of the raw views from `from` to `to` (both included), per language and for all
 * ('*'); `unrolledOnly` leaves out the days already rolled up. The same counting serves the
 * roll-up and the summary of days not yet rolled (today), so both say the same.
 */
export async function countRaw(
  db: DbOrTx,
  from: string,
  to: string,
  unrolledOnly: boolean,
): Promise<DailyRow[]> {
  const unrolled = unrolledOnly
    ? sql`AND NOT EXISTS (SELECT 1 FROM ${analyticsRolledDays} r WHERE r.day = analytics_views.day)`
    : sql``;
  return rowsOf<DailyRow>(
    db.execute(sql`
    WITH v AS (
      SELECT day, lang, visitor, path, referrer_host, utm_source, utm_campaign, device, browser, os,
        row_number() OVER (PARTITION BY day, visitor ORDER BY at, id) AS n,
        count(*) OVER (PARTITION BY day, visitor) AS c
      FROM analytics_views
      WHERE day >= ${from} AND day <= ${to} ${unrolled}
    ), d AS (
      SELECT day, lang, visitor, 'total' AS dimension, '' AS value FROM v
      UNION ALL SELECT day, lang, visitor, 'page', path FROM v
      UNION ALL SELECT day, lang, visitor, 'entry', path FROM v WHERE n = 1
      UNION ALL SELECT day, lang, visitor, 'source', coalesce(utm_source, referrer_host, '')
        FROM v WHERE n = 1
      UNION ALL SELECT day, lang, visitor, 'campaign', utm_campaign
        FROM v WHERE n = 1 AND utm_campaign IS NOT NULL
      UNION ALL SELECT day, lang, visitor, 'language', lang FROM v
      UNION ALL SELECT day, lang, visitor, 'device', device FROM v
      UNION ALL SELECT day, lang, visitor, 'browser', browser FROM v
      UNION ALL SELECT day, lang, visitor, 'os', os FROM v
      UNION ALL SELECT day, lang, visitor, 'bounce', '' FROM v WHERE c = 1
    )
    SELECT day::text AS day, coalesce(lang, '*') AS lang, dimension, value,
      count(DISTINCT visitor)::int AS visitors, count(*)::int AS views
    FROM d
    GROUP BY GROUPING SETS ((day, dimension, value, lang), (day, dimension, value))
  `),
  );
}

const JOB_ID = 'rollup';
const LEASE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export interface RollupResult {
  /** The days counted into roll-ups by this run. */
  rolled: string[];
  /** Raw views deleted. */
  deleted: number;
}

export type AnalyticsRollup = Omit<BackgroundRuns<RollupResult>, 'stopped'>;

export function createRollup(deps: {
  db: Database;
  salts: Salts;
  clock: () => Date;
  /** Written before a run, so views still in memory are counted with their day. */
  flush: () => Promise<void>;
  processId?: string;
  logger?: { error(obj: object, msg: string): void };
}): AnalyticsRollup {
  const { db, salts, clock, flush, logger } = deps;
  const processId = deps.processId ?? randomUUID();
  const none: RollupResult = { rolled: [], deleted: 0 };

  async function run(): Promise<RollupResult> {
    await flush();
    const now = clock();
    const today = dayOf(now);
    await db.insert(analyticsJob).values({ id: JOB_ID }).onConflictDoNothing();
    const claimed = await db
      .update(analyticsJob)
      .set({ claimedBy: processId, leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          eq(analyticsJob.id, JOB_ID),
          or(isNull(analyticsJob.leaseUntil), lt(analyticsJob.leaseUntil, now)),
        ),
      )
      .returning({ id: analyticsJob.id });
    if (claimed.length === 0) return none;
    try {
      const due = await rowsOf<{ day: string }>(
        db.execute(sql`
        SELECT DISTINCT day::text AS day FROM analytics_views v
        WHERE day < ${today}
          AND NOT EXISTS (SELECT 1 FROM analytics_rolled_days r WHERE r.day = v.day)
        ORDER BY 1
      `),
      );
      const rolled: string[] = [];
      for (const { day } of due) {
        if (runs.stopped) break;
        await db.transaction(async (tx) => {
          await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
          const rows = await countRaw(tx, day, day, false);
          for (let i = 0; i < rows.length; i += 1000) {
            await tx.insert(analyticsDaily).values(rows.slice(i, i + 1000));
          }
          await tx
            .insert(analyticsRolledDays)
            .values({ day, rolledAt: clock() })
            .onConflictDoUpdate({ target: analyticsRolledDays.day, set: { rolledAt: clock() } });
        });
        rolled.push(day);
      }
      // Only rolled days are deleted: a day the run did not reach keeps its raw views.
      const keepFrom = dayOf(new Date(Date.parse(`${today}T00:00:00Z`) - RAW_VIEW_DAYS * DAY_MS));
      const deleted = await db
        .delete(analyticsViews)
        .where(
          and(
            lt(analyticsViews.day, keepFrom),
            sql`EXISTS (SELECT 1 FROM analytics_rolled_days r WHERE r.day = ${analyticsViews.day})`,
          ),
        )
        .returning({ id: analyticsViews.id });
      await salts.forgetOtherDays(today);
      await db
        .update(analyticsJob)
        .set({ claimedBy: null, leaseUntil: null, lastRunAt: clock() })
        .where(and(eq(analyticsJob.id, JOB_ID), eq(analyticsJob.claimedBy, processId)));
      return { rolled, deleted: deleted.length };
    } catch (err) {
      await db
        .update(analyticsJob)
        .set({ claimedBy: null, leaseUntil: null })
        .where(and(eq(analyticsJob.id, JOB_ID), eq(analyticsJob.claimedBy, processId)))
        .catch(() => {});
      throw err;
    }
  }

  const runs = backgroundRuns({ name: 'analytics roll-up', run, idle: none, logger });
  return { tick: runs.tick, start: runs.start, stop: runs.stop };
}
