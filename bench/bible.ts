/**
 * Bible benchmark (`npm run bench`): the built server's chapter and search answers
 * under 50 connections for 10 s, for the WEB and the Reina-Valera 1909, side by side with a
 * PostgreSQL full-text baseline on PGlite and with the machine's ceiling (a bare node:http server
 * sending the same chapter bytes); the time and memory loading each version costs; and server
 * start-up time. Load comes from autocannon and,
 * when it is there or can be installed, from wrk (see bench/wrk.ts for why both).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BIBLE_VERSION_IDS, bibleVersion } from '../contract/bible';
import { BIBLE_BOOKS, bookSlug } from '../contract/bible-books';
import { loadBible } from '../server/infra/bible/load';
import {
  findFreePort,
  rootDir,
  serverEntry,
  startBuiltServer,
} from '../scripts/lib/server-process';
import { startChild } from './child';
import {
  LOAD_COLUMNS,
  loadCells,
  type LoadResult,
  measureWithAutocannon,
  measureWithWrk,
  wrkAvailable,
} from './wrk';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;

/** 50 realistic queries: common and rare words, phrases, several words, references. */
export const QUERIES = [
  'love',
  'faith',
  'grace',
  'peace',
  'hope',
  'mercy',
  'joy',
  'shepherd',
  'light',
  'truth',
  'salvation',
  'righteousness',
  'forgiveness',
  'prayer',
  'kingdom',
  'spirit',
  'covenant',
  'wisdom',
  'resurrection',
  'baptized',
  'Melchizedek',
  'Nicodemus',
  'Zacchaeus',
  'Methuselah',
  'Gethsemane',
  'the',
  'and',
  'lord',
  'god',
  'of',
  '"in the beginning"',
  '"kingdom of god"',
  '"son of man"',
  '"fear not"',
  '"eternal life"',
  '"living water"',
  'faith hope love',
  'love your neighbor',
  'bread of life',
  'light of the world',
  'John 3:16',
  'jn 3:16-18',
  'Romans 8',
  'Gen 1:1-3',
  '1 Cor 13',
  'Psalm 23',
  'Matthew 5:3-12',
  'Rev 22:21',
  'Isaiah 53',
  'Jude 3',
];

/** The same kinds of query for the Reina-Valera 1909, in Spanish. */
export const SPANISH_QUERIES = [
  'amor',
  'fe',
  'gracia',
  'paz',
  'esperanza',
  'misericordia',
  'gozo',
  'pastor',
  'luz',
  'verdad',
  'salvación',
  'justicia',
  'perdón',
  'oración',
  'reino',
  'espíritu',
  'pacto',
  'sabiduría',
  'resurrección',
  'bautizado',
  'Melchisedec',
  'Nicodemo',
  'Zaqueo',
  'Mathusalam',
  'Gethsemaní',
  'el',
  'y',
  'señor',
  'dios',
  'de',
  '"en el principio"',
  '"reino de dios"',
  '"hijo del hombre"',
  '"no temas"',
  '"vida eterna"',
  '"agua viva"',
  'fe esperanza amor',
  'amarás a tu prójimo',
  'pan de vida',
  'luz del mundo',
  'Juan 3:16',
  'Jn 3:16-18',
  'Romanos 8',
  'Génesis 1:1-3',
  '1 Corintios 13',
  'Salmos 23',
  'Mateo 5:3-12',
  'Apocalipsis 22:21',
  'Isaías 53',
  'Judas 3',
];

const chapterPaths = (prefix: string, suffix = '') =>
  BIBLE_BOOKS.flatMap((b) =>
    Array.from({ length: b.chapters }, (_, i) => `${prefix}/${bookSlug(b.name)}/${i + 1}${suffix}`),
  );

interface Row {
  target: string;
  autocannon: LoadResult;
  wrk?: LoadResult;
}

let useWrk = false;

async function measure(baseUrl: string, target: string, paths: string[]): Promise<Row> {
  const row: Row = {
    target,
    autocannon: await measureWithAutocannon(baseUrl, paths, {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      measureSeconds: MEASURE_SECONDS,
    }),
  };
  if (useWrk) {
    row.wrk = await measureWithWrk(baseUrl, paths, {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: MEASURE_SECONDS,
    });
  }
  return row;
}

/** Each chapter's answer as the server sends it (no compression asked), for the ceiling. */
async function saveChapterAnswers(baseUrl: string, paths: string[], file: string): Promise<void> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);
  const saved = [];
  for (const p of paths) {
    const res = await fetch(baseUrl + p, { headers: { 'accept-encoding': 'identity' } });
    const headers = [...res.headers].filter(([name]) => !skip.has(name)).flat();
    saved.push({ path: p, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') });
  }
  await writeFile(file, JSON.stringify(saved));
}

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const RESTARTS = 7;

interface Restart {
  ms: number;
  /** The server's own 'ministry site ready' log line: start-up by phase. */
  phases: Record<string, number>;
}

/**
 * Start-up of the built server on an existing data folder (a restart, as in production): from
 * spawning node to /readyz answering, Bible loading included. One start on a shared 2-core machine
 * varies by ±20 %, so the median of several restarts, with the phases of that restart.
 */
async function timedRestarts(): Promise<{ median: Restart; all: number[] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-start-'));
  const run = async () => {
    const port = await findFreePort();
    const started = performance.now();
    const child = spawn(process.execPath, [serverEntry], {
      cwd: rootDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = Math.round(performance.now() - started);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    const line = output.split('\n').find((l) => l.includes('ministry site ready'));
    const phases = Object.fromEntries(
      Object.entries(line ? (JSON.parse(line) as Record<string, unknown>) : {}).filter(
        (entry): entry is [string, number] =>
          entry[0].endsWith('Ms') && typeof entry[1] === 'number',
      ),
    );
    return { ms, phases };
  };
  try {
    await run(); // first start: initdb and migrations
    const restarts: Restart[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await run());
    restarts.sort((a, b) => a.ms - b.ms);
    const median = restarts[Math.floor(restarts.length / 2)];
    if (!median) throw new Error('no restart measured');
    return { median, all: restarts.map((r) => r.ms) };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  // Loading cost of each version, in this process: time, and RSS before and after (after a full
  // GC), one after the other as the server loads them.
  const gc = (globalThis as { gc?: () => void }).gc;
  console.log('');
  const kept = [];
  for (const version of BIBLE_VERSION_IDS) {
    gc?.();
    const rssBefore = process.memoryUsage().rss;
    const loaded = loadBible(version);
    kept.push(loaded);
    gc?.();
    const rssAfter = process.memoryUsage().rss;
    console.log(
      `Bible load, ${bibleVersion(version).abbreviation} (${loaded.from}): ${loaded.ms} ms, ` +
        `RSS +${mb(rssAfter - rssBefore)}` +
        `${gc ? '' : ' (run with --expose-gc for a settled figure)'}; ` +
        `${JSON.stringify(loaded.index.stats())}`,
    );
  }

  const restarts = await timedRestarts();
  console.log(
    `Server start-up on an existing data folder, to /readyz: median ${restarts.median.ms} ms ` +
      `of ${RESTARTS} restarts (${restarts.all.join(', ')} ms); ` +
      `the median's phases: ${JSON.stringify(restarts.median.phases)}`,
  );

  const startedAt = performance.now();
  const server = await startBuiltServer({
    tempPrefix: 'ministry-bench-bible-',
    echoOutput: false,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  });
  const startMs = Math.round(performance.now() - startedAt);
  console.log(
    `Server start-up to ready (PGlite initdb of a new data folder included): ${startMs} ms`,
  );
  const searchPaths = QUERIES.map((q) => `/api/bible/search?q=${encodeURIComponent(q)}`);
  // Every request a new URL (an extra parameter the API ignores), over limits 1–100 and the 50
  // queries: neither the known answers by URL nor the 2,000 recent searches can answer them.
  const uncachedPaths = Array.from({ length: 30_000 }, (_, i) => {
    const q = QUERIES[i % QUERIES.length] ?? 'love';
    return `/api/bible/search?q=${encodeURIComponent(q)}&limit=${(i % 100) + 1}&n=${i}`;
  });
  const spanishSearchPaths = SPANISH_QUERIES.map(
    (q) => `/api/bible/search?q=${encodeURIComponent(q)}&version=rv1909`,
  );
  const spanishUncachedPaths = Array.from({ length: 30_000 }, (_, i) => {
    const q = SPANISH_QUERIES[i % SPANISH_QUERIES.length] ?? 'amor';
    return `/api/bible/search?q=${encodeURIComponent(q)}&version=rv1909&limit=${(i % 100) + 1}&n=${i}`;
  });
  useWrk = wrkAvailable();
  const rows: Row[] = [];
  const answersDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-answers-'));
  const answersFile = path.join(answersDir, 'chapters.json');
  try {
    rows.push(
      await measure(
        server.baseUrl,
        'ours: chapter (all 1,189 in turn)',
        chapterPaths('/api/bible'),
      ),
    );
    rows.push(await measure(server.baseUrl, 'ours: search, 50-query mix', searchPaths));
    rows.push(await measure(server.baseUrl, 'ours: search, mix with cache misses', uncachedPaths));
    rows.push(
      await measure(
        server.baseUrl,
        'ours, RVR1909: chapter (all 1,189 in turn)',
        chapterPaths('/api/bible', '?version=rv1909'),
      ),
    );
    rows.push(
      await measure(server.baseUrl, 'ours, RVR1909: search, 50-query mix', spanishSearchPaths),
    );
    rows.push(
      await measure(server.baseUrl, 'ours, RVR1909: search, cache misses', spanishUncachedPaths),
    );
    await saveChapterAnswers(server.baseUrl, chapterPaths('/api/bible'), answersFile);
  } finally {
    await server.stop();
  }

  const ceiling = await startChild('bench/bare-answers.ts', [answersFile]);
  try {
    rows.push(
      await measure(
        ceiling.baseUrl,
        'ceiling: bare node:http, same chapter bytes',
        chapterPaths('/api/bible'),
      ),
    );
  } finally {
    ceiling.stop();
    await rm(answersDir, { recursive: true, force: true });
  }

  const baseline = await startChild('bench/bible-pg-baseline.ts', []);
  console.log(`PostgreSQL baseline (PGlite, GIN full-text index) loaded in ${baseline.extra} ms`);
  try {
    rows.push(await measure(baseline.baseUrl, 'PGlite FTS: chapter', chapterPaths('/chapter')));
    rows.push(
      await measure(
        baseline.baseUrl,
        'PGlite FTS: search, 50-query mix',
        QUERIES.map((q) => `/search?q=${encodeURIComponent(q)}`),
      ),
    );
  } finally {
    baseline.stop();
  }

  console.log(
    `\n${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s each\n`,
  );
  printTable(
    ['target', ...LOAD_COLUMNS],
    rows.map((r) => [r.target, ...loadCells(r.autocannon, r.wrk)]),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
