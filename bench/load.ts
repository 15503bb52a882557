/**
 * Load benchmark (`npm run bench:load`, not part of `npm test`): a mixed workload from this
 * process against the built server in another, on embedded PGlite and then on PostgreSQL.
 *
 * Per database: one server lifetime, 20 members made through the real API, then three runs of
 * LOAD_VUS (100) visitors for LOAD_SECONDS (60) each, mostly reading and sometimes writing,
 * with the server's RSS idle after start and after each run (growth from run to run would be a
 * leak). Then the server stops and the database is checked: every write the server acknowledged
 * (2xx) must be there exactly once. Prints, per kind of request and side by side, req/s,
 * p50/p95/p99 latency and errors; exits non-zero when an acknowledged write is lost or duplicated.
 *
 * The server trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY) and each visit comes from its
 * own address, so the per-IP rate limits apply to visitors as they would behind a proxy.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startBuiltServer } from '../scripts/lib/server-process';
import { pgliteExtensions } from '../server/db/connect';
import { lockDataFolder } from '../server/db/data-folder-lock';
import { ensureBuilt } from './built';
import { agent, memoryOf, startSmtpSink } from './load-client';
import {
  checkWrites,
  outboxCounts,
  type OutboxCounts,
  type Query,
  type WriteCheck,
} from './load-verify';
import {
  KINDS,
  WRITES,
  createMembers,
  failureCount,
  mergeStats,
  newStats,
  runWorkload,
  type KindStats,
  type WriteCode,
  type WriteLedger,
} from './load-workload';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const VISITORS = Number(process.env.LOAD_VUS ?? 100);
const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 20);
/** `pglite` or `postgresql` measures only that one (both by default). */
const ONLY = process.env.LOAD_ONLY?.toLowerCase();
const RUNS = 3;
const REQUEST_TIMEOUT_MS = 30_000;
const RSS_SAMPLE_MS = 250;
/** How long the started server is left alone before its idle RSS is read. */
const IDLE_SETTLE_MS = 3_000;

interface Database {
  label: string;
  /** Extra server environment (DATABASE_URL). */
  env: Record<string, string>;
  /** Opens the stopped server's database for the check. */
  open(dataDir: string): Promise<{ query: Query; close(): Promise<void> }>;
  cleanup(): Promise<void>;
}

interface DatabaseResult {
  label: string;
  byKind: Map<string, KindStats>;
  seconds: number;
  /** RSS once the server has started and settled, before any visitor. */
  rssIdle: number;
  rssAfterRun: number[];
  peakInRun: number[];
  peak: number;
  checks: Map<WriteCode, WriteCheck>;
  outbox: OutboxCounts;
  mailReceived: number;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const pglite: Database = {
  label: 'PGlite',
  // The bench may run with DATABASE_URL set (for the PostgreSQL column); not for this one.
  env: { DATABASE_URL: '' },
  async open(dataDir) {
    const lock = lockDataFolder(dataDir);
    const client = await PGlite.create(path.join(dataDir, 'pglite'), {
      extensions: pgliteExtensions,
    });
    return {
      query: (sql, params) => client.query(sql, params),
      close: () => client.close().finally(lock.release),
    };
  },
  cleanup: async () => {},
};

const shown = (url: URL) => {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
};

/** A fresh database on the server of DATABASE_URL (or the local one); undefined if none answers. */
async function postgres(): Promise<Database | undefined> {
  const adminUrl = new URL(
    process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const admin = new pg.Client({
    connectionString: adminUrl.toString(),
    connectionTimeoutMillis: 3_000,
  });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `\nPostgreSQL: no server answers at ${shown(adminUrl)} (${error instanceof Error ? error.message : error}); ` +
        'its column is skipped. Set DATABASE_URL to a server to include it.',
    );
    return undefined;
  }
  const name = `bench_load_${process.pid}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`\nPostgreSQL: database ${name} on ${url.host} (dropped at the end)`);
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    async open() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return {
        query: (sql, params) => client.query(sql, params),
        close: () => client.end(),
      };
    },
    async cleanup() {
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

async function benchDatabase(database: Database): Promise<DatabaseResult> {
  const sink = await startSmtpSink();
  // Letters and digits only: markers go into e-mail addresses, LIKE patterns and RegExps.
  const prefix = `ld${randomBytes(4).toString('hex')}`;
  const server = await startBuiltServer({
    tempPrefix: 'ministry-load-',
    // A new PGlite folder's set-up takes ~90 s on a 2-core machine that other work keeps busy.
    readyTimeoutMs: 180_000,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Kingdom Truth Ministry <no-reply@example.org>',
      CONTACT_TO: 'office@example.org',
      ADMIN_NOTIFY_EMAIL: 'pastor@example.org',
      ...database.env,
    },
  }).catch(async (error: unknown) => {
    // Nothing to measure: leave no sink process and no database behind.
    await sink.stop().catch(() => 0);
    await database.cleanup();
    throw error;
  });
  const base = new URL(server.baseUrl);
  const byKind = new Map(KINDS.map((k) => [k.name, newStats()]));
  const ledger: WriteLedger = { acknowledged: new Map(), unacknowledged: new Set() };
  const rssAfterRun: number[] = [];
  const peakInRun: number[] = [];
  let seconds = 0;
  let peak = 0;
  let rssIdle = 0;
  let checks: Map<WriteCode, WriteCheck> | undefined;
  let outbox: OutboxCounts = { sent: 0, queued: 0 };
  let mailReceived = 0;
  try {
    console.log(`\n== ${database.label}: server pid ${server.pid} at ${server.baseUrl}`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    rssIdle = memoryOf(server.pid)?.rss ?? 0;
    console.log(`server RSS idle after start: ${mb(rssIdle)}`);
    const t0 = performance.now();
    const members = await createMembers(base, MEMBERS, prefix, sink.verificationToken);
    console.log(
      `${members.length} members registered and signed in through the API in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s; RSS ${mb(memoryOf(server.pid)?.rss ?? 0)}`,
    );
    for (let run = 1; run <= RUNS; run++) {
      let runPeak = 0;
      const sampler = setInterval(() => {
        runPeak = Math.max(runPeak, memoryOf(server.pid)?.rss ?? 0);
      }, RSS_SAMPLE_MS);
      const result = await runWorkload({
        base,
        members,
        visitors: VISITORS,
        seconds: SECONDS,
        prefix,
        run,
        ledger,
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      clearInterval(sampler);
      const exit = server.exitStatus();
      if (exit) {
        throw new Error(
          `The server died during run ${run} (code ${exit.code}, signal ${exit.signal}).\n` +
            `Last output:\n${server.outputTail()}`,
        );
      }
      const memory = memoryOf(server.pid);
      rssAfterRun.push(memory?.rss ?? 0);
      peakInRun.push(Math.max(runPeak, memory?.rss ?? 0));
      peak = memory?.peak ?? peak;
      seconds += result.seconds;
      const runTotal = newStats();
      for (const [name, stats] of result.byKind) {
        mergeStats(runTotal, stats);
        const total = byKind.get(name);
        if (total) mergeStats(total, stats);
      }
      console.log(
        `run ${run}/${RUNS}: ${result.seconds.toFixed(1)} s, ${runTotal.count} requests ` +
          `(${(runTotal.count / result.seconds).toFixed(0)} req/s, p50 ${ms(runTotal, 50)} ms, ` +
          `p99 ${ms(runTotal, 99)} ms), ${failureCount(runTotal)} errors; ` +
          `server RSS after the run ${mb(rssAfterRun.at(-1) ?? 0)} ` +
          `(peak during it ${mb(peakInRun.at(-1) ?? 0)}, peak since start ${mb(peak)})`,
      );
    }
  } finally {
    const stopped = await server.stop({ keepDataDir: true });
    if (stopped.killed || stopped.code !== 0) {
      console.warn(
        `warning: the server did not exit cleanly on SIGTERM (code ${stopped.code}, ` +
          `signal ${stopped.signal}, killed: ${stopped.killed})`,
      );
    }
    try {
      // After the server stopped: PGlite's folder is free, and no write is still in flight.
      if (ledger.acknowledged.size + ledger.unacknowledged.size > 0) {
        const handle = await database.open(server.dataDir);
        try {
          checks = await checkWrites(handle.query, prefix, ledger);
          outbox = await outboxCounts(handle.query);
        } finally {
          await handle.close();
        }
      }
    } finally {
      mailReceived = await sink.stop();
      await rm(server.dataDir, { recursive: true, force: true });
      await database.cleanup();
    }
  }
  if (!checks) throw new Error(`${database.label}: no write was made, nothing to check`);
  return {
    label: database.label,
    byKind,
    seconds,
    rssIdle,
    rssAfterRun,
    peakInRun,
    peak,
    checks,
    outbox,
    mailReceived,
  };
}

function printTable(groups: string[], headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  // Database names over their columns: the first column, then equal groups.
  const per = (headers.length - 1) / Math.max(1, groups.length);
  const groupLine = [''.padEnd(widths[0] ?? 0)];
  for (let g = 0; g < groups.length; g++) {
    const span = widths.slice(1 + g * per, 1 + (g + 1) * per).reduce((a, b) => a + b + 2, -2);
    groupLine.push(
      `${'─'.repeat(Math.max(0, span - (groups[g]?.length ?? 0) - 1))} ${groups[g] ?? ''}`,
    );
  }
  console.log(groupLine.join('  '));
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const ms = (stats: KindStats, percentile: number) =>
  stats.count === 0 ? '-' : (stats.latency.percentile(percentile) / 1000).toFixed(1);

function report(results: DatabaseResult[]): void {
  const groups = results.map((r) => r.label);
  console.log(
    `\n${VISITORS} visitors, ${RUNS} runs of ${SECONDS} s per database, ${MEMBERS} members; ` +
      'latency in ms over the three runs\n',
  );
  const cells = (s: KindStats, seconds: number) => [
    (s.count / seconds).toFixed(1),
    ms(s, 50),
    ms(s, 95),
    ms(s, 99),
    String(failureCount(s)),
  ];
  const all = results.map(() => newStats());
  const rows = KINDS.map((kind) => [
    kind.name,
    ...results.flatMap((r, i) => {
      const s = r.byKind.get(kind.name) ?? newStats();
      const total = all[i];
      if (total) mergeStats(total, s);
      return cells(s, r.seconds);
    }),
  ]);
  rows.push(['all requests', ...results.flatMap((r, i) => cells(all[i] ?? newStats(), r.seconds))]);
  printTable(
    groups,
    ['request', ...results.flatMap(() => ['req/s', 'p50', 'p95', 'p99', 'errors'])],
    rows,
  );

  const failing = results.flatMap((r) =>
    KINDS.flatMap((k) => {
      const s = r.byKind.get(k.name);
      if (!s || s.failures.size === 0) return [];
      const causes = [...s.failures].map(([cause, n]) => `${cause} ×${n}`).join(', ');
      return [`  ${r.label}, ${k.name}: ${causes}`];
    }),
  );
  if (failing.length > 0)
    console.log(`\nErrors by cause (HTTP status, network, timeout):\n${failing.join('\n')}`);

  console.log('\nWrites checked in the database after the server stopped\n');
  const writeNames: Record<WriteCode, string> = {
    nl: 'newsletter sign-ups',
    ct: 'contact messages',
    cv: 'conversations started',
    rp: 'conversation messages',
    qa: 'questions asked',
  };
  const codes = Object.keys(WRITES) as WriteCode[];
  const sum = (r: DatabaseResult, field: keyof WriteCheck) =>
    codes.reduce((a, c) => a + (r.checks.get(c)?.[field] ?? 0), 0);
  const writeRows = codes.map((code) => [
    writeNames[code],
    ...results.flatMap((r) => {
      const c = r.checks.get(code);
      return [
        String(c?.acknowledged ?? 0),
        String(c?.lost ?? 0),
        String(c?.duplicated ?? 0),
        String(c?.storedUnacknowledged ?? 0),
      ];
    }),
  ]);
  writeRows.push([
    'all writes',
    ...results.flatMap((r) =>
      (['acknowledged', 'lost', 'duplicated', 'storedUnacknowledged'] as const).map((f) =>
        String(sum(r, f)),
      ),
    ),
  ]);
  printTable(
    groups,
    ['write', ...results.flatMap(() => ['acknowledged', 'lost', 'duplicated', 'stored w/o ack'])],
    writeRows,
  );

  console.log('\nServer memory and mail\n');
  const memoryRows = [
    ['RSS idle after start', ...results.map((r) => mb(r.rssIdle))],
    ...Array.from({ length: RUNS }, (_, i) => [
      `RSS after run ${i + 1}`,
      ...results.map((r) => mb(r.rssAfterRun[i] ?? 0)),
    ]),
    ...Array.from({ length: RUNS }, (_, i) => [
      `peak RSS during run ${i + 1}`,
      ...results.map((r) => mb(r.peakInRun[i] ?? 0)),
    ]),
    ['peak RSS (VmHWM)', ...results.map((r) => mb(r.peak))],
    ['mail sent from the outbox', ...results.map((r) => String(r.outbox.sent))],
    ['mail left queued in the outbox', ...results.map((r) => String(r.outbox.queued))],
    [
      'member-message notifications due',
      ...results.map((r) =>
        String((r.checks.get('cv')?.acknowledged ?? 0) + (r.checks.get('rp')?.acknowledged ?? 0)),
      ),
    ],
    ['mail received by the SMTP sink', ...results.map((r) => String(r.mailReceived))],
  ];
  const width = Math.max(...memoryRows.map((r) => (r[0] ?? '').length));
  console.log(`${''.padEnd(width)}  ${results.map((r) => r.label.padStart(10)).join('  ')}`);
  for (const [label, ...cells] of memoryRows) {
    console.log(`${(label ?? '').padEnd(width)}  ${cells.map((c) => c.padStart(10)).join('  ')}`);
  }

  console.log('');
  for (const r of results) {
    console.log(
      `${r.label}: acknowledged writes lost: ${sum(r, 'lost')}, duplicated: ${sum(r, 'duplicated')}`,
    );
  }
}

async function main(): Promise<void> {
  ensureBuilt();
  console.log(
    `Load: ${VISITORS} visitors × ${RUNS} runs × ${SECONDS} s per database ` +
      '(LOAD_VUS, LOAD_SECONDS, LOAD_ONLY=pglite|postgresql to change)',
  );
  const results: DatabaseResult[] = [];
  let failed = false;
  const makers = { pglite: async () => pglite, postgresql: postgres };
  for (const make of ONLY === 'pglite' || ONLY === 'postgresql'
    ? [makers[ONLY]]
    : Object.values(makers)) {
    const database = await make();
    if (!database) continue;
    try {
      results.push(await benchDatabase(database));
    } catch (error) {
      failed = true;
      console.error(
        `\n${database.label}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  agent.destroy();
  if (results.length > 0) report(results);
  const broken = results.some((r) =>
    [...r.checks.values()].some((c) => c.lost > 0 || c.duplicated > 0),
  );
  if (broken) console.error('\nFAIL: an acknowledged write is missing or stored twice.');
  if (failed || broken || results.length === 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
