/**
 * Scale benchmark (`npm run bench:scale`, not part of `npm test`): the site as several processes
 * behind a load balancer, on this machine.
 *
 * Starts PostgreSQL's fresh databases on the local server (DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432), Redis (REDIS_URL, default redis://127.0.0.1:6379/13;
 * skipped with a message when it does not answer), a local S3-compatible server (s3rver; its S3_*
 * settings are handed to the site, which stores attachments there once it has an S3 store;
 * SCALE_S3=0 leaves it out), an SMTP sink in this process, and nginx from Debian's package
 * (installed with apt-get when /usr/sbin/nginx is missing) as a non-daemon child with its own
 * configuration and prefix, balancing the built server (`dist/server/main.js`) run as 1, then 2,
 * then 3 processes.
 *
 * For each count: the `bench:load` visitor mix (bench/load-workload.ts) through nginx for
 * SCALE_SECONDS (30), then the processes stop and the database is checked: every acknowledged
 * write there exactly once (bench/load-verify.ts), and the mail the sink received, repeats counted.
 * Then, with 3 processes and load running: a rolling restart (SIGTERM one, start it again on its
 * port, wait for /readyz, next), counting failed requests; and a SIGKILL of one process in the
 * middle of a SCALE_READERS (5,000) reader campaign, which the others finish once its lease
 * passes (NEWSLETTER_LEASE_SECONDS=10 here): every reader mailed, repeats counted.
 *
 * This machine has 2 cores shared by nginx, PostgreSQL, the load generator and the site: the
 * figures show what the design keeps (no lost or repeated write, no failed request), not what 3
 * machines would serve.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startTestS3 } from '../server/test/s3';
import { ensureDebianPackage } from '../scripts/lib/debian-package';
import { findFreePort, startBuiltServer, type RunningServer } from '../scripts/lib/server-process';
import { ensureBuilt } from './built';
import { agent } from './load-client';
import { startSink, type Sink } from './scale-sink';
import { checkWrites, outboxCounts, type WriteCheck } from './load-verify';
import {
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

const SECONDS = Number(process.env.SCALE_SECONDS ?? 30);
const VISITORS = Number(process.env.SCALE_VUS ?? 100);
const MEMBERS = Number(process.env.SCALE_MEMBERS ?? 20);
const READERS = Number(process.env.SCALE_READERS ?? 5_000);
const LEASE_SECONDS = 10;
const NGINX = '/usr/sbin/nginx';
const REQUEST_TIMEOUT_MS = 30_000;

// ---- nginx ----------------------------------------------------------------------------------

interface Balancer {
  base: URL;
  stop(): Promise<void>;
}

async function startNginx(ports: number[], port: number): Promise<Balancer> {
  ensureDebianPackage('nginx', NGINX, ['nginx']);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ministry-nginx-'));
  const conf = `
daemon off;
worker_processes ${Math.max(1, Math.min(2, cpus().length))};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
    least_conn;
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 16m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is stopping refuses connections or answers 503 before doing anything:
      # the request goes to another (a POST too: it was not processed).
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const base = new URL(`http://127.0.0.1:${port}`);
  const end = Date.now() + 10_000;
  for (;;) {
    try {
      const answer = await fetch(new URL('/readyz', base), { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > end || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// ---- PostgreSQL, Redis, S3 ------------------------------------------------------------------

const adminUrl = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');

async function freshDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_scale_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
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

/** Empties the benchmark's Redis database (rate-limit counters of a previous phase); false when absent. */
async function resetRedis(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

// ---- the site's processes -------------------------------------------------------------------

interface Site {
  balancer: Balancer;
  processes: RunningServer[];
  ports: number[];
  start(index: number): Promise<RunningServer>;
  stop(): Promise<void>;
}

async function startSite(
  count: number,
  env: Record<string, string>,
  nginxPort: Promise<number>,
): Promise<Site> {
  const ports = await Promise.all(Array.from({ length: count }, () => findFreePort()));
  const publicPort = await nginxPort;
  const processes: RunningServer[] = [];
  const start = async (index: number) => {
    const server = await startBuiltServer({
      tempPrefix: 'ministry-scale-',
      port: ports[index],
      echoOutput: false,
      env: { ...env, PUBLIC_URL: `http://127.0.0.1:${publicPort}` },
    });
    processes[index] = server;
    return server;
  };
  let balancer: Balancer;
  try {
    // One at a time: the first migrates and seeds, the others find it done.
    for (let i = 0; i < count; i++) await start(i);
    balancer = await startNginx(ports, publicPort);
  } catch (error) {
    // Leave no process behind.
    await Promise.all(processes.map((p) => p.stop()));
    throw error;
  }
  return {
    balancer,
    processes,
    ports,
    start,
    async stop() {
      await balancer.stop();
      await Promise.all(processes.map((p) => p.stop()));
    },
  };
}

// ---- phases ---------------------------------------------------------------------------------

interface PhaseResult {
  label: string;
  stats: KindStats;
  seconds: number;
  checks: Map<WriteCode, WriteCheck>;
  outbox: { sent: number; queued: number };
  mailReceived: number;
  mailRepeated: number;
}

const ms = (stats: KindStats, percentile: number) =>
  stats.count === 0 ? '-' : (stats.latency.percentile(percentile) / 1000).toFixed(1);

/** Requests that failed: refused by a rate limit (429) is the site keeping its limits, not a failure. */
const failedRequests = (stats: KindStats) =>
  [...stats.failures].reduce((a, [cause, n]) => (cause === '429' ? a : a + n), 0);
const limited = (stats: KindStats) => stats.failures.get('429') ?? 0;

const sumChecks = (checks: Map<WriteCode, WriteCheck>, field: keyof WriteCheck) =>
  (Object.keys(WRITES) as WriteCode[]).reduce((a, c) => a + (checks.get(c)?.[field] ?? 0), 0);

async function query(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Waits until the outbox has nothing left to send (or `ms` passes). */
async function outboxDrained(url: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const counts = await outboxCounts((sql, params) => query(url, sql, params));
    if (counts.queued === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function loadPhase(
  count: number,
  env: Record<string, string>,
  sink: Sink,
): Promise<PhaseResult> {
  const database = await freshDatabase(`p${count}`);
  sink.reset();
  const nginxPort = findFreePort();
  const site = await startSite(count, { ...env, DATABASE_URL: database.url }, nginxPort);
  const prefix = `sc${randomBytes(4).toString('hex')}`;
  const ledger: WriteLedger = { acknowledged: new Map(), unacknowledged: new Set() };
  const stats = newStats();
  let seconds = 0;
  try {
    const members = await createMembers(
      site.balancer.base,
      MEMBERS,
      prefix,
      sink.verificationToken,
    );
    const result = await runWorkload({
      base: site.balancer.base,
      members,
      visitors: VISITORS,
      seconds: SECONDS,
      prefix,
      run: 1,
      ledger,
      timeoutMs: REQUEST_TIMEOUT_MS,
    });
    seconds = result.seconds;
    for (const s of result.byKind.values()) mergeStats(stats, s);
    await outboxDrained(database.url);
  } finally {
    await site.stop();
  }
  const run = (sql: string, params: unknown[]) => query(database.url, sql, params);
  const checks = await checkWrites(run, prefix, ledger);
  const outbox = await outboxCounts(run);
  await database.drop();
  console.log(
    `${count} process${count > 1 ? 'es' : ''}: ${stats.count} requests in ${seconds.toFixed(1)} s ` +
      `(${(stats.count / seconds).toFixed(0)} req/s, p99 ${ms(stats, 99)} ms), ` +
      `${failureCount(stats)} errors`,
  );
  return {
    label: `${count} process${count > 1 ? 'es' : ''}`,
    stats,
    seconds,
    checks,
    outbox,
    mailReceived: sink.received(),
    mailRepeated: sink.repeats(),
  };
}

/** 3 processes under load; each restarted in turn. Answers the load's figures. */
async function rollingRestart(env: Record<string, string>, sink: Sink) {
  const database = await freshDatabase('rolling');
  sink.reset();
  const site = await startSite(3, { ...env, DATABASE_URL: database.url }, findFreePort());
  const prefix = `sr${randomBytes(4).toString('hex')}`;
  const ledger: WriteLedger = { acknowledged: new Map(), unacknowledged: new Set() };
  const stats = newStats();
  const byKind = new Map<string, KindStats>();
  const restarts: string[] = [];
  try {
    const members = await createMembers(
      site.balancer.base,
      MEMBERS,
      prefix,
      sink.verificationToken,
    );
    let restarting = true;
    const load = (async () => {
      let run = 0;
      while (restarting) {
        run += 1;
        const result = await runWorkload({
          base: site.balancer.base,
          members,
          visitors: VISITORS,
          seconds: 5,
          prefix,
          run,
          ledger,
          timeoutMs: REQUEST_TIMEOUT_MS,
        });
        for (const [name, s] of result.byKind) {
          mergeStats(stats, s);
          const kept = byKind.get(name) ?? newStats();
          mergeStats(kept, s);
          byKind.set(name, kept);
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (let i = 0; i < site.processes.length; i++) {
      const t0 = performance.now();
      const stopped = await site.processes[i]?.stop();
      await site.start(i);
      restarts.push(
        `process ${i + 1}: exit ${stopped?.code ?? stopped?.signal}${stopped?.killed ? ' (killed)' : ''}, ` +
          `back in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    restarting = false;
    await load;
    await outboxDrained(database.url);
  } finally {
    await site.stop();
  }
  const run = (sql: string, params: unknown[]) => query(database.url, sql, params);
  const checks = await checkWrites(run, prefix, ledger);
  await database.drop();
  return {
    stats,
    byKind,
    restarts,
    checks,
    mailReceived: sink.received(),
    mailRepeated: sink.repeats(),
  };
}

/** A campaign to READERS readers sent by 3 processes; one is killed a third of the way in. */
async function killedMidCampaign(env: Record<string, string>, sink: Sink) {
  const database = await freshDatabase('kill');
  sink.reset();
  const site = await startSite(
    3,
    { ...env, DATABASE_URL: database.url, NEWSLETTER_LEASE_SECONDS: String(LEASE_SECONDS) },
    findFreePort(),
  );
  const readerPrefix = 'reader';
  let killedPid = 0;
  const t0 = performance.now();
  let seconds = 0;
  let status = '';
  try {
    // Readers and a campaign as the send button leaves them ('sending', one pending row each):
    // the processes find it on their next look (every half lease).
    await query(
      database.url,
      `insert into newsletter_subscriptions (email, confirmed_at)
       select '${readerPrefix}' || n || '@example.org', now() from generate_series(1, $1) n`,
      [READERS],
    );
    const { rows } = await query(
      database.url,
      `insert into newsletter_campaigns (title, subject, content, delivery_status, recipient_count)
       values ('Scale', 'News from the ministry', 'Grace and peace to you.', 'sending', $1)
       returning id`,
      [READERS],
    );
    const id = (rows[0] as { id: number }).id;
    await query(
      database.url,
      `insert into newsletter_deliveries (campaign_id, subscriber_id, email)
       select $1, id, email from newsletter_subscriptions where email like '${readerPrefix}%'`,
      [id],
    );
    while (sink.recipients(readerPrefix).distinct < READERS / 3) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (performance.now() - t0 > 120_000) throw new Error('the campaign did not start');
    }
    const victim = site.processes[1];
    if (victim) {
      killedPid = victim.pid;
      process.kill(victim.pid, 'SIGKILL');
    }
    const deadline = performance.now() + 180_000;
    for (;;) {
      const { rows: state } = await query(
        database.url,
        'select delivery_status from newsletter_campaigns where id = $1',
        [id],
      );
      status = (state[0] as { delivery_status: string }).delivery_status;
      if (status !== 'sending' || performance.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    seconds = (performance.now() - t0) / 1000;
  } finally {
    await site.stop();
  }
  await database.drop();
  return { killedPid, seconds, status, ...sink.recipients(readerPrefix) };
}

// ---- report ---------------------------------------------------------------------------------

function printPhases(results: PhaseResult[]): void {
  const rows: [string, ...string[]][] = [
    ['requests/s', ...results.map((r) => (r.stats.count / r.seconds).toFixed(0))],
    ['p50 ms', ...results.map((r) => ms(r.stats, 50))],
    ['p95 ms', ...results.map((r) => ms(r.stats, 95))],
    ['p99 ms', ...results.map((r) => ms(r.stats, 99))],
    ['failed requests', ...results.map((r) => String(failedRequests(r.stats)))],
    ['refused by a rate limit (429)', ...results.map((r) => String(limited(r.stats)))],
    ['writes acknowledged', ...results.map((r) => String(sumChecks(r.checks, 'acknowledged')))],
    ['acknowledged writes lost', ...results.map((r) => String(sumChecks(r.checks, 'lost')))],
    [
      'acknowledged writes duplicated',
      ...results.map((r) => String(sumChecks(r.checks, 'duplicated'))),
    ],
    ['mail sent from the outbox', ...results.map((r) => String(r.outbox.sent))],
    ['mail left queued', ...results.map((r) => String(r.outbox.queued))],
    ['mail received by the sink', ...results.map((r) => String(r.mailReceived))],
    ['mail received twice', ...results.map((r) => String(r.mailRepeated))],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  const col = Math.max(12, ...results.map((r) => r.label.length));
  console.log(`\n${''.padEnd(width)}  ${results.map((r) => r.label.padStart(col)).join('  ')}`);
  for (const [label, ...cells] of rows) {
    console.log(`${label.padEnd(width)}  ${cells.map((c) => c.padStart(col)).join('  ')}`);
  }
}

async function main(): Promise<void> {
  ensureBuilt();
  ensureDebianPackage('nginx', NGINX, ['nginx']);
  console.log(
    `Scale: ${VISITORS} visitors for ${SECONDS} s through nginx, 1, 2 and 3 processes ` +
      `(SCALE_VUS, SCALE_SECONDS); ${cpus().length} cores on this machine`,
  );
  const sink = await startSink();
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/13';
  const s3 = process.env.SCALE_S3 === '0' ? undefined : await startTestS3('ministry-bench');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // One secret for every process: a session cookie signed by one is valid on the others.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Kingdom Truth Ministry <no-reply@example.org>',
    CONTACT_TO: 'office@example.org',
    ADMIN_NOTIFY_EMAIL: 'pastor@example.org',
    ...s3?.env,
  };
  const withRedis = async () => {
    const up = await resetRedis(redisUrl);
    return up ? { ...env, REDIS_URL: redisUrl } : env;
  };
  if (!(await resetRedis(redisUrl))) {
    console.log(`Redis: nothing answers at ${redisUrl}; rate limits are counted per process.`);
  }
  if (s3) console.log(`S3: s3rver at ${s3.env.S3_ENDPOINT}, bucket ministry-bench`);

  let failed = false;
  try {
    const results: PhaseResult[] = [];
    for (const count of [1, 2, 3]) results.push(await loadPhase(count, await withRedis(), sink));
    printPhases(results);

    console.log('\nRolling restart of 3 processes under load (SIGTERM, start, /readyz, next)');
    const rolling = await rollingRestart(await withRedis(), sink);
    for (const line of rolling.restarts) console.log(`  ${line}`);
    console.log(
      `  ${rolling.stats.count} requests; failed (5xx, network, timeout): ` +
        `${failedRequests(rolling.stats)}; refused by a rate limit (429): ${limited(rolling.stats)}; ` +
        `acknowledged writes lost ${sumChecks(rolling.checks, 'lost')}, ` +
        `duplicated ${sumChecks(rolling.checks, 'duplicated')}; mail received ${rolling.mailReceived}, ` +
        `twice ${rolling.mailRepeated}`,
    );
    for (const [name, s] of rolling.byKind) {
      if (s.failures.size === 0) continue;
      const causes = [...s.failures].map(([c, n]) => `${c} ×${n}`).join(', ');
      console.log(`    ${name}: ${causes}`);
    }

    console.log(
      `\nA ${READERS}-reader campaign sent by 3 processes; one SIGKILLed a third of the way in ` +
        `(lease ${LEASE_SECONDS} s)`,
    );
    const kill = await killedMidCampaign(await withRedis(), sink);
    console.log(
      `  killed pid ${kill.killedPid}; campaign ${kill.status} after ${kill.seconds.toFixed(1)} s; ` +
        `readers mailed ${kill.distinct} of ${READERS}, mailed twice ${kill.repeated}`,
    );

    const lost = results.some(
      (r) => sumChecks(r.checks, 'lost') + sumChecks(r.checks, 'duplicated') > 0,
    );
    failed =
      lost ||
      failedRequests(rolling.stats) > 0 ||
      sumChecks(rolling.checks, 'lost') + sumChecks(rolling.checks, 'duplicated') > 0 ||
      kill.distinct !== READERS;
    console.log(
      `\n${cpus().length} cores run nginx, PostgreSQL, the load generator and every site process ` +
        'here: a second or third process adds little or nothing because the machine, not the ' +
        'design, is the limit. On separate machines each process brings its own cores.',
    );
  } finally {
    agent.destroy();
    await sink.close();
    await s3?.close();
  }
  if (failed) {
    console.error(
      '\nFAIL: a write was lost or repeated, a request failed, or a reader was missed.',
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
