/**
 * Questions benchmark (`npm run bench:questions`): `GET /api/questions` over 10,000 published
 * questions (and 500 private ones that must never show), at 50 connections (target: p99 under
 * 25 ms with a search term).
 *
 * The questions are made from the World English Bible (a verse quoted in the question, others in
 * the answer), so search terms match a realistic share: 'God' most questions, 'Melchizedek' a
 * handful. The database is seeded directly, before the built server (`dist/server/main.js`,
 * NODE_ENV=production) is started on it in another process: PGlite's folder belongs to one
 * process at a time. Three loads are measured:
 *   - the plain listing (pages 1–5);
 *   - a search, the terms rotating over a fixed list (after the first request of each, the
 *     embedded database's read cache answers);
 *   - a search where every request has a term (or page) never asked before: every request misses
 *     the cache and goes to the database (this is what the trigram index is for).
 *
 * `--pg` (or `--pg=postgres://…`, or BENCH_DATABASE_URL) also runs it on PostgreSQL, in a
 * temporary database created on that server (default postgres://postgres@127.0.0.1:5432) and
 * dropped at the end; the read cache is live there too (each process hears the others' writes, 0029).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../server/domain/passwords';
import { connectDatabase, connectPostgres, type DatabaseHandle } from '../server/db/connect';
import { answers, questions, users } from '../server/db/schema';
import { staffColumns } from '../server/domain/staff';
import { importWorldEnglishBible } from '../server/infra/bible/import-web';
import { startBuiltServer } from '../scripts/lib/server-process';
import { ensureBuilt } from './built';

const PUBLIC_QUESTIONS = 10_000;
const PRIVATE_QUESTIONS = 500;
const MEMBERS = 300;
const BATCH = 500;
const CONNECTIONS = 50;
const WARMUP = 2;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 25;
/** From everywhere to almost nowhere; the share each matches is printed with the results. */
const TERMS = [
  'God',
  'Lord',
  'love',
  'faith',
  'grace',
  'Jerusalem',
  'shepherd',
  'covenant',
  'righteousness',
  'Sabbath',
  'Pharisees',
  'tabernacle',
  'resurrection',
  'Nebuchadnezzar',
  'Melchizedek',
  'Gethsemane',
];

/** Small seeded generator (mulberry32): the same questions on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

interface Verse {
  ref: string;
  book: string;
  chapter: number;
  text: string;
  next: string;
}

function allVerses(): Verse[] {
  const verses: Verse[] = [];
  for (const book of importWorldEnglishBible().books) {
    book.chapters.forEach((chapter, c) => {
      chapter.forEach((text, v) => {
        if (!text) return;
        verses.push({
          ref: `${book.name} ${c + 1}:${v + 1}`,
          book: book.name,
          chapter: c + 1,
          text: text.trim(),
          next: (chapter[v + 1] ?? '').trim(),
        });
      });
    });
  }
  return verses;
}

const firstWords = (text: string, n: number) =>
  text
    .split(/\s+/)
    .slice(0, n)
    .join(' ')
    .replace(/[,;:.!?]+$/, '');

const TITLES: ((v: Verse) => string)[] = [
  (v) => `What does ${v.ref} mean?`,
  (v) => `How should we understand ${v.book} ${v.chapter}?`,
  (v) => `A question on ${v.ref}: "${firstWords(v.text, 6)}…"`,
  (v) => `Why does ${v.book} say "${firstWords(v.text, 5)}"?`,
  (v) => `Is ${v.ref} still for us today?`,
];
const OPENINGS = [
  'I was reading',
  'Our study group read',
  'Our pastor preached on',
  'I keep coming back to',
  'A friend asked me about',
];
const CLOSINGS = [
  'How should I apply this?',
  'What is the context here?',
  'How does this fit with the rest of Scripture?',
  'Could you explain what it meant to its first readers?',
  'Is there a Greek or Hebrew word behind this that I am missing?',
];
const CATEGORIES = ['doctrine', 'scripture', 'practice', 'history', 'general'] as const;

interface Seeded {
  /** Title and content of each published question, lower case, to count what a term matches. */
  searchable: string[];
  seconds: number;
}

export async function seed(handle: DatabaseHandle): Promise<Seeded> {
  const started = performance.now();
  const rng = generator(20_261_122);
  const verses = allVerses();
  const db = handle.db;
  const password = await hashPassword('a long bench password');
  const members = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        email: `member${i}@bench.example.org`,
        username: `member${i}`,
        password,
        firstName: rng.pick(['Anna', 'Ben', 'Clara', 'David', 'Esther', 'Felix', 'Grace', 'Hugo']),
        lastName: `Reader${i}`,
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, email: users.email });
  const [admin] = await db
    .insert(users)
    .values({
      email: 'admin@bench.example.org',
      username: 'admin',
      password,
      ...staffColumns(['owner']),
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('no administrator');

  const searchable: string[] = [];
  const total = PUBLIC_QUESTIONS + PRIVATE_QUESTIONS;
  const start = Date.now() - 3 * 365 * 24 * 3600_000;
  const step = (3 * 365 * 24 * 3600_000) / total;
  for (let from = 0; from < total; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - from) }, (_, k) => {
      const i = from + k;
      const isPublic = i % Math.round(total / PRIVATE_QUESTIONS) !== 0;
      const v = rng.pick(verses);
      const member = rng.pick(members);
      const at = new Date(start + i * step);
      const title = rng.pick(TITLES)(v);
      const content = `${rng.pick(OPENINGS)} ${v.ref}: "${v.text}${v.next ? ` ${v.next}` : ''}" ${rng.pick(CLOSINGS)}`;
      if (isPublic) searchable.push(`${title}\n${content}`.toLowerCase());
      return {
        title,
        content,
        category: rng.pick(CATEGORIES),
        status: isPublic ? (rng.next() < 0.9 ? 'answered' : 'archived') : 'pending',
        isPublic,
        anonymous: rng.next() < 0.15,
        submittedBy: member.id,
        submitterName: member.firstName,
        submitterEmail: member.email,
        createdAt: at,
        updatedAt: at,
      };
    });
    const rows = await db
      .insert(questions)
      .values(batch)
      .returning({ id: questions.id, status: questions.status, createdAt: questions.createdAt });
    const answered = rows.filter((r) => r.status !== 'pending');
    if (answered.length > 0) {
      await db.insert(answers).values(
        answered.map((r) => {
          const a = rng.pick(verses);
          const b = rng.pick(verses);
          const at = new Date(r.createdAt.getTime() + 86_400_000);
          return {
            questionId: r.id,
            content:
              `Thank you for your question. ${a.text} (${a.ref}). ${b.text} (${b.ref}). ` +
              'Read the passage in its context, and ask us again if anything is unclear.',
            answeredBy: admin.id,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
    }
  }
  return { searchable, seconds: (performance.now() - started) / 1000 };
}

/** Distinct words of the published questions, in a seeded order, for the cache-miss load. */
function vocabulary(searchable: string[]): string[] {
  const words = new Set<string>();
  for (const text of searchable) {
    for (const w of text.match(/[a-z]{4,}/g) ?? []) words.add(w);
  }
  const list = [...words];
  const rng = generator(7);
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [list[i], list[j]] = [list[j] as string, list[i] as string];
  }
  return list;
}

interface Target {
  name: string;
  /** The path of the next request. */
  next: () => string;
}

interface Row {
  target: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(baseUrl: string, target: Target): Promise<Row> {
  const options = {
    url: baseUrl,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: autocannon.Request) => ({ ...request, path: target.next() }),
      },
    ],
  };
  await autocannon({ ...options, duration: WARMUP });
  const r = await autocannon({ ...options, duration: DURATION });
  return {
    target: target.name,
    rps: r.requests.mean,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** The search answers what a plain substring count says it should (index or not). */
async function checkResults(baseUrl: string, searchable: string[]): Promise<void> {
  for (const term of TERMS) {
    const expected = searchable.filter((t) => t.includes(term.toLowerCase())).length;
    if (expected > 100) continue;
    const res = await fetch(`${baseUrl}/api/questions?q=${encodeURIComponent(term)}&pageSize=100`);
    const list = (await res.json()) as { isPublic: boolean }[];
    if (res.status !== 200 || list.length !== expected || list.some((q) => !q.isPublic)) {
      throw new Error(`'${term}': expected ${expected} published questions, got ${list.length}`);
    }
  }
}

async function run(driver: 'pglite' | 'pg', pgServer: string): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-questions-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  let handle: DatabaseHandle;
  if (driver === 'pg') {
    const name = `ministry_bench_questions_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgServer });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgServer);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: pgServer });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
    handle = connectPostgres(databaseUrl, { max: 2 });
  } else {
    handle = await connectDatabase({ databaseUrl: undefined, dataDir });
  }
  try {
    await handle.migrate();
    const seeded = await seed(handle);
    await handle.close();

    const starting = performance.now();
    const server = await startBuiltServer({
      dataDir,
      // Its output would only be the errors of requests still queued when it is stopped; a
      // failed start reports the last lines anyway.
      echoOutput: false,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: randomBytes(32).toString('hex'),
      },
    });
    const startMs = performance.now() - starting;
    try {
      await checkResults(server.baseUrl, seeded.searchable);
      const words = vocabulary(seeded.searchable);
      let plain = 0;
      let rotating = 0;
      let fresh = 0;
      const targets: Target[] = [
        {
          name: 'GET /api/questions (pages 1–5, no search)',
          next: () => `/api/questions?page=${1 + (plain++ % 5)}`,
        },
        {
          name: `GET /api/questions?q= (${TERMS.length} terms rotating)`,
          next: () =>
            `/api/questions?q=${encodeURIComponent(TERMS[rotating++ % TERMS.length] ?? '')}`,
        },
        {
          name: 'GET /api/questions?q= (a new term every request)',
          next: () => {
            const i = fresh++;
            const page = 1 + Math.floor(i / words.length);
            return `/api/questions?q=${words[i % words.length] ?? ''}&page=${page}`;
          },
        },
      ];
      const rows: Row[] = [];
      for (const target of targets) {
        process.stdout.write(`${driver}: measuring ${target.name} ...\n`);
        rows.push(await measure(server.baseUrl, target));
      }

      console.log(
        `\n${driver}: ${PUBLIC_QUESTIONS.toLocaleString('en')} published questions ` +
          `(+${PRIVATE_QUESTIONS} private), seeded in ${seeded.seconds.toFixed(1)} s; ` +
          `server ready in ${startMs.toFixed(0)} ms; ${CONNECTIONS} connections, ` +
          `${WARMUP} s warm-up + ${DURATION} s per load; ${fresh.toLocaleString('en')} distinct ` +
          `searches in the cache-miss load (${words.length.toLocaleString('en')} words)\n`,
      );
      printTable(
        ['load', 'req/s', 'p50', 'p97.5', 'p99', `p99 < ${TARGET_P99_MS} ms`, 'non-2xx', 'errors'],
        rows.map((r) => [
          r.target,
          r.rps.toFixed(0),
          `${r.p50.toFixed(1)} ms`,
          `${r.p975.toFixed(1)} ms`,
          `${r.p99.toFixed(1)} ms`,
          r.p99 < TARGET_P99_MS ? 'yes' : 'NO',
          String(r.non2xx),
          String(r.errors),
        ]),
      );
      const shares = TERMS.map((term) => {
        const n = seeded.searchable.filter((t) => t.includes(term.toLowerCase())).length;
        return `${term} ${((100 * n) / seeded.searchable.length).toFixed(n < 100 ? 2 : 1)}%`;
      });
      console.log(`\nShare of published questions each term matches: ${shares.join(', ')}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase();
    // The server keeps a data directory it was given; this run's is thrown away.
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  ensureBuilt();
  const flag = process.argv.slice(2).find((a) => a === '--pg' || a.startsWith('--pg='));
  const pgServer =
    (flag?.startsWith('--pg=') ? flag.slice('--pg='.length) : undefined) ??
    process.env.BENCH_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  await run('pglite', pgServer);
  if (flag || process.env.BENCH_DATABASE_URL) await run('pg', pgServer);
}

// Run when executed, not when imported (e.g. to seed a database for a look at query plans).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
