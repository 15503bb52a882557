/**
 * Site search benchmark (`npm run bench:search`): `GET /api/search` over 10,000 articles and 500
 * teachings with transcripts (made here from the World English Bible) plus the bundled studies,
 * timeline and characters, at 50 connections, a mix of 50 queries in three languages (words,
 * phrases, accents left out, typos, references); the Bible's own verse search with the same
 * queries is measured alongside as the baseline. Prints the index's size, the time to rebuild
 * it from nothing, and each query's time when first asked (not yet kept by the search's read
 * cache). Target: p99 ≤ 30 ms under the load.
 *
 * The server is the app in a child process with the rate limits lifted (the search's own limit
 * would refuse a benchmark). `--pg=postgres://…` (or BENCH_DATABASE_URL) runs it on PostgreSQL
 * in a temporary database made on that server and dropped at the end.
 * BENCH_SECONDS (default 10) and BENCH_ARTICLES (default 10000) make a shorter run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDatabase, type DatabaseHandle } from '../server/db/connect';
import { rowsOf } from '../server/db/types';
import { articles } from '../server/db/schema';
import { importWorldEnglishBible } from '../server/infra/bible/import-web';
import { uniformRateLimits } from '../server/plugins/rate-limit';
import { indexDocument } from '../server/modules/search/index-writes';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const TEACHINGS = Math.max(1, Math.round(ARTICLES / 20));
const CONNECTIONS = 50;
const WARMUP = 2;
const TARGET_P99_MS = 30;

type Lang = 'en' | 'es' | 'pt';
const queriesIn = (lang: Lang, queries: readonly string[]) =>
  queries.map((q): readonly [string, Lang] => [q, lang]);
const QUERIES: readonly (readonly [string, Lang])[] = [
  ...queriesIn('en', [
    ...['grace', 'faith', 'love', 'kingdom of God', 'resurrection', 'covenant', 'shepherd'],
    ...[
      'Melchizedek',
      'Nebuchadnezzar',
      'Gethsemane',
      'tabernacle',
      'righteousness',
      'Sabbath',
      'Jerusalem',
    ],
    ...['the Son of Man', 'Holy Spirit', 'baptism', 'prophets', 'Pentecost', 'Daniel', 'Joel'],
    ...['resurection', 'Danial', 'Melchisedec', 'tabernacel', 'righteousnes', 'Jerusalam'],
    ...['John 3:16', 'Jn 3 16', '1 Co 13', 'Rom 8:19-23', 'Gen 1:1'],
  ]),
  ...queriesIn('es', [
    ...['jesus', 'resurreccion', 'profecia', 'reino', 'Juan 3,16', 'espiritu santo', 'fe'],
    ...['restauracion', 'pentecostes', 'Danial'],
  ]),
  ...queriesIn('pt', [
    ...['ressurreicao', 'resurreicao', 'profecias', 'reino de Deus', 'Joao 3:16', 'graca'],
    ...['espirito', 'Daniel'],
  ]),
];

const lifted = uniformRateLimits({ max: 1e9, timeWindow: 60_000 });

/** Small seeded generator (mulberry32): the same texts on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

async function seed(handle: DatabaseHandle): Promise<{ seconds: number }> {
  const started = performance.now();
  const verses = importWorldEnglishBible().books.flatMap((book) =>
    book.chapters.flatMap((chapter, c) =>
      chapter.filter(Boolean).map((text, v) => ({ ref: `${book.name} ${c + 1}:${v + 1}`, text })),
    ),
  );
  const pick = generator(20_261_128);
  const passage = (n: number) =>
    Array.from({ length: n }, () => {
      const v = verses[pick(verses.length)];
      return v ? `${v.text} (${v.ref})` : '';
    }).join(' ');
  const day = 86_400_000;
  for (let from = 0; from < ARTICLES; from += 500) {
    await handle.db.insert(articles).values(
      Array.from({ length: Math.min(500, ARTICLES - from) }, (_, k) => {
        const i = from + k;
        const first = verses[pick(verses.length)];
        return {
          title: `${first?.ref ?? 'Scripture'}: ${(first?.text ?? '').split(' ').slice(0, 6).join(' ')}`,
          slug: `bench-${i}`,
          content: passage(12),
          language: (['en', 'en', 'es', 'pt'] as const)[i % 4],
          status: 'published',
          publishedAt: new Date(Date.now() - (i % 1500) * day),
        };
      }),
    );
  }
  for (let i = 1; i <= TEACHINGS; i++) {
    await handle.db.transaction((tx) =>
      indexDocument(tx, {
        kind: 'teaching',
        id: i,
        language: 'en',
        title: `Teaching ${i}: ${passage(1).split(' ').slice(0, 6).join(' ')}`,
        body: passage(150),
        url: `/teachings/${i}`,
        publishedAt: new Date(Date.now() - i * day),
      }),
    );
  }
  return { seconds: (performance.now() - started) / 1000 };
}

async function sizes(handle: DatabaseHandle): Promise<string> {
  const result = (await handle.db.execute(sql`select
      pg_size_pretty(pg_total_relation_size('search_documents')) as documents,
      pg_size_pretty(pg_total_relation_size('search_words')) as words,
      (select count(*) from search_documents) as rows,
      (select count(*) from search_words) as lexicon`)) as unknown as {
    rows: { documents: string; words: string; rows: string; lexicon: string }[];
  };
  const row = result.rows[0];
  return `${row?.rows} documents (${row?.documents} with the indexes), ${row?.lexicon} words (${row?.words})`;
}

/** Child: seeds, measures the index, serves the app on a free port; stops on SIGTERM. */
async function serve(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-search-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'warn',
  });
  const database = await connectDatabase(config);
  await database.migrate();
  const seeded = await seed(database);
  const rebuilding = performance.now();
  // From nothing: every document written again by the function the triggers use, a thousand
  // per statement so that no statement outlasts the connection's query timeout on PostgreSQL.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table kept on commit drop as
      select row_number() over () as n, kind, record_id, language, title, body, url, audience,
        published_at from search_documents`);
    const [counted] = await rowsOf<{ n: number }>(
      tx.execute(sql`select count(*)::int as n from kept`),
    );
    await tx.execute(sql`truncate search_documents, search_words`);
    for (let from = 0; from < Number(counted?.n ?? 0); from += 1000) {
      await tx.execute(sql`select search_put(kind, record_id, language, title, body, url, audience,
        published_at) from kept where n > ${from} and n <= ${from + 1000}`);
    }
  });
  const rebuildSeconds = (performance.now() - rebuilding) / 1000;
  console.log(
    `INFO seeded in ${seeded.seconds.toFixed(1)} s; index: ${await sizes(database)}; ` +
      `rebuilt from nothing in ${rebuildSeconds.toFixed(1)} s`,
  );
  const app = await buildApp({ config, database, rateLimits: lifted });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
}

async function load(port: number, name: string, pathOf: (i: number) => string) {
  let i = 0;
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: autocannon.Request) => ({ ...request, path: pathOf(i++) }),
      },
    ],
  };
  await autocannon({ ...options, duration: WARMUP });
  const r = await autocannon({ ...options, duration: DURATION });
  // A load whose requests outlast the run completes none: that is a failure, not a 0 ms p99.
  const ok = r.requests.total > 0 && r.latency.p99 <= TARGET_P99_MS ? 'yes' : 'NO';
  console.log(
    `${name.padEnd(44)} ${r.requests.mean.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms` +
      `  p99 ${r.latency.p99} ms  (≤ ${TARGET_P99_MS} ms: ${ok})  completed ${r.requests.total}` +
      `  non-2xx ${r.non2xx}  errors ${r.errors}  timeouts ${r.timeouts}`,
  );
}

/**
 * Each query asked once, one at a time, before the load: what a reader waits for words nobody
 * asked since the index last changed (the load then meets the answers the search keeps).
 */
async function firstAsking(port: number): Promise<void> {
  const times: number[] = [];
  for (const [q, lang] of QUERIES) {
    const started = performance.now();
    const res = await fetch(
      `http://127.0.0.1:${port}/api/search?q=${encodeURIComponent(q)}&lang=${lang}`,
    );
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${q} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(1);
  console.log(
    `GET /api/search, each query asked first time, one at a time: p50 ${at(0.5)} ms  p90 ${at(0.9)} ms  max ${at(1)} ms`,
  );
}

/** Parent: a database (PostgreSQL: a temporary one), the child, then the loads from outside. */
async function measure(): Promise<void> {
  const flag = process.argv.slice(2).find((a) => a.startsWith('--pg'));
  const server = flag?.startsWith('--pg=') ? flag.slice(5) : process.env.BENCH_DATABASE_URL;
  let url = '';
  const name = `ministry_bench_search_${process.pid}`;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(server);
    target.pathname = `/${name}`;
    url = target.toString();
  }
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_DATABASE_URL: url },
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const info = /INFO (.*)\n/.exec(out);
        if (info) console.log(`${url ? 'PostgreSQL' : 'PGlite'}: ${info[1]}`);
        const match = /PORT (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
        if (info) out = out.slice(out.indexOf(info[0]) + info[0].length);
      });
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    // The first search loads the Bible's indexes (both versions): before the clock starts.
    for (const first of ['/api/search?q=Bethlehem', '/api/bible/search?q=grace&version=rv1909']) {
      const res = await fetch(`http://127.0.0.1:${port}${first}`);
      if (res.status !== 200) throw new Error(`${first} answered ${res.status}`);
    }
    const query = (i: number) => QUERIES[i % QUERIES.length] ?? QUERIES[0] ?? ['grace', 'en'];
    await firstAsking(port);
    await load(port, `GET /api/search (${QUERIES.length} queries)`, (i) => {
      const [q, lang] = query(i);
      return `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`;
    });
    await load(port, 'GET /api/bible/search (baseline, same queries)', (i) => {
      const [q, lang] = query(i);
      return `/api/bible/search?q=${encodeURIComponent(q)}${lang === 'es' ? '&version=rv1909' : ''}`;
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (server) {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

if (process.argv[2] === 'serve') await serve();
else await measure();
