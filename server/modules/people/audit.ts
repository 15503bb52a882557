import { and, count, desc, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type {
  AuditEntryView,
  AuditExportQuery,
  AuditList,
  AuditQuery,
} from '../../../contract/people';
import {
  AUDIT_PAGE_SIZE,
  auditExportQuerySchema,
  auditQuerySchema,
} from '../../../contract/people';
import type { Database } from '../../db/types';
import { auditEntries } from '../../db/schema';
import { likePattern } from '../../db/like';
import { deleteAuditBefore } from '../../domain/audit';
import { backgroundRuns, type BackgroundRuns } from '../../infra/background-runs';

const DAY_MS = 86_400_000;

type Row = typeof auditEntries.$inferSelect;

const view = (row: Row): AuditEntryView => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorLabel,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  summary: row.summary,
  address: row.address,
});

function dayRange(from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(auditEntries.at, new Date(`${from}T00:00:00Z`)));
  if (to) where.push(lt(auditEntries.at, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)));
  return where;
}

/** A CSV cell: quoted, and a formula's first character defused (spreadsheets run them). */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The most rows one export holds: a date range narrows a longer trail. */
export const AUDIT_EXPORT_MAX = 100_000;

export function createAuditService(deps: { db: Database }) {
  const { db } = deps;

  /** The trail, newest first: by actor (part of their address), action (or its area) and days. */
  async function list(input: AuditQuery): Promise<AuditList> {
    const query = auditQuerySchema.parse(input);
    const where = dayRange(query.from, query.to);
    if (query.actor) where.push(sql`${auditEntries.actorLabel} ILIKE ${likePattern(query.actor)}`);
    if (query.action) {
      where.push(
        query.action.includes('.')
          ? eq(auditEntries.action, query.action)
          : sql`${auditEntries.action} LIKE ${`${query.action.replace(/[\\%_]/g, '')}.%`}`,
      );
    }
    const condition = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditEntries)
        .where(condition)
        .orderBy(desc(auditEntries.at), desc(auditEntries.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((query.page - 1) * AUDIT_PAGE_SIZE),
      db.select({ n: count() }).from(auditEntries).where(condition),
    ]);
    return {
      entries: rows.map(view),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: AUDIT_PAGE_SIZE,
    };
  }

  /** The trail of a date range (both days included), oldest first, as CSV. */
  async function exportCsv(input: AuditExportQuery): Promise<string> {
    const query = auditExportQuerySchema.parse(input);
    const where = dayRange(query.from, query.to);
    const rows = await db
      .select()
      .from(auditEntries)
      .where(where.length ? and(...where) : undefined)
      .orderBy(asc(auditEntries.at), asc(auditEntries.id))
      .limit(AUDIT_EXPORT_MAX);
    const header = ['when', 'actor', 'action', 'record type', 'record id', 'summary', 'address'];
    const lines = rows.map((r) =>
      [r.at.toISOString(), r.actorLabel, r.action, r.targetType, r.targetId, r.summary, r.address]
        .map(csvCell)
        .join(','),
    );
    return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
  }

  return { list, exportCsv };
}

export type AuditService = ReturnType<typeof createAuditService>;

interface Logger {
  error(obj: object, msg: string): void;
}

/** Deletes what is older than the retention, in the job's own transaction; `tick()` answers how many. */
export type AuditRetention = Omit<BackgroundRuns<number>, 'stopped'>;

export function createAuditRetention(deps: {
  db: Database;
  clock: () => Date;
  /** Days an entry is kept (two years unless the operator says otherwise). */
  retentionDays: number;
  logger?: Logger;
}): AuditRetention {
  const run = () =>
    deleteAuditBefore(deps.db, new Date(deps.clock().getTime() - deps.retentionDays * DAY_MS));
  const runs = backgroundRuns({ name: 'audit retention', run, idle: 0, logger: deps.logger });
  return { tick: runs.tick, start: runs.start, stop: runs.stop };
}
