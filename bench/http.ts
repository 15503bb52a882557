/**
 * HTTP benchmark (`npm run bench`): starts the built server on a free local port with a fresh
 * database, and beside it a bare Fastify route in a process of its own (bench/bare-fastify.ts),
 * the yardstick for the API. Measures throughput and latency with autocannon and with wrk
 * (bench/wrk.ts: on large bodies autocannon measures itself), prints the server targets as
 * ratios to the bare route measured in the same run, then reports the gzip weight of the
 * JavaScript and CSS the home page loads.
 *
 * `npm run bench:server` (`tsx bench/http.ts --targets [rounds]`) measures only the server
 * targets, with wrk, in 3 rounds and their median, beside the p99 a bare node:http server
 * sending the chapter's bytes gets in the same round: on a shared machine the rounds show how
 * much a neighbour moves the figures.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { rootDir, startBuiltServer } from '../scripts/lib/server-process';
import { ensureBuilt, homePage } from './built';
import { startChild } from './child';
import { LOAD_COLUMNS, loadCells, type LoadResult, measureWithWrk, wrkAvailable } from './wrk';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
const clientDir = path.join(rootDir, 'dist', 'client');

interface Target {
  name: string;
  path: string;
  /** Another server than ours (the bare Fastify route). */
  baseUrl?: string;
  headers?: Record<string, string>;
}

interface Row {
  target: string;
  autocannon: LoadResult;
  wrk?: LoadResult;
  /** Mean bytes received per response (headers included), to show what was sent. */
  bytesPerResponse: number;
}

/** The largest JavaScript file under dist/client/assets, as a URL path. */
function largestScript(): string {
  const assets = path.join(clientDir, 'assets');
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(assets, name)).size }))
    .sort((a, b) => b.size - a.size);
  const largest = scripts[0];
  if (!largest) throw new Error('No .js file under dist/client/assets');
  return `/assets/${largest.name}`;
}

async function measure(ours: string, target: Target, useWrk: boolean): Promise<Row> {
  const baseUrl = target.baseUrl ?? ours;
  const options = {
    url: baseUrl + target.path,
    connections: CONNECTIONS,
    headers: target.headers ?? {},
  };
  const check = await fetch(options.url, { headers: options.headers });
  await check.arrayBuffer();
  if (check.status !== 200) console.warn(`warning: ${target.path} answered ${check.status}`);
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: MEASURE_SECONDS });
  return {
    target: target.name,
    autocannon: {
      rps: result.requests.mean,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    },
    ...(useWrk
      ? {
          wrk: await measureWithWrk(baseUrl, [target.path], {
            connections: CONNECTIONS,
            warmupSeconds: WARMUP_SECONDS,
            seconds: MEASURE_SECONDS,
            headers: options.headers,
          }),
        }
      : {}),
    bytesPerResponse:
      result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

function printTable(headers: string[], rows: string[][], rightAligned: boolean[]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        return rightAligned[i] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Asset URLs the home page's HTML loads: scripts, stylesheets and module preloads. */
function assetsOfHomePage(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const attrs = new Map<string, string>();
    for (const m of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      attrs.set((m[1] ?? '').toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
    }
    if (/^<script/i.test(tag)) {
      const src = attrs.get('src');
      if (src) found.push(src);
    } else {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attrs.get('href');
      if (href && (rel.includes('stylesheet') || rel.includes('modulepreload'))) found.push(href);
    }
  }
  return [...new Set(found)];
}

/** Static `import ... from "./x.js"` / `import "./x.js"` specifiers of a built module. */
function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /(?:^|[;\s}])import\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const m of code.matchAll(pattern)) if (m[1]) specifiers.push(m[1]);
  return specifiers;
}

interface Weight {
  url: string;
  raw: number;
  gzip: number;
  via: string;
}

function pageWeight(pageFile = homePage): { weights: Weight[]; external: string[] } {
  const html = readFileSync(pageFile, 'utf8');
  const weights = new Map<string, Weight>();
  const external: string[] = [];
  const queue = assetsOfHomePage(html).map((url) => ({ url, via: 'index.html' }));
  const MAX_FILES = 500;
  while (queue.length > 0 && weights.size < MAX_FILES) {
    const next = queue.shift();
    if (!next) break;
    const { url, via } = next;
    if (/^(https?:)?\/\//i.test(url)) {
      external.push(url);
      continue;
    }
    const clean = new URL(url, 'http://local/').pathname;
    if (weights.has(clean)) continue;
    const file = path.join(clientDir, decodeURIComponent(clean));
    if (!file.startsWith(clientDir) || !existsSync(file)) {
      console.warn(`warning: ${clean} (from ${via}) is not in dist/client`);
      continue;
    }
    const content = readFileSync(file);
    weights.set(clean, {
      url: clean,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      via,
    });
    if (clean.endsWith('.js')) {
      for (const spec of staticImports(content.toString('utf8'))) {
        queue.push({ url: new URL(spec, `http://local${clean}`).pathname, via: clean });
      }
    }
  }
  return { weights: [...weights.values()], external };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The server's targets, judged on wrk's figures of one run, as ratios to the bare route. */
const EBOOKS_MIN_RATIO = 0.5;
const EBOOKS_MAX_P99_MS = 10;
/** Strictly below. */
const CHAPTER_P99_BELOW_MS = 5;

const BARE_NAME = 'bare Fastify route, small JSON';
const EBOOKS_PATH = '/api/ebooks';
const CHAPTER_PATH = '/api/bible/John/3';

interface TargetRun {
  bare: LoadResult;
  ebooks: LoadResult;
  chapter: LoadResult;
  /** A bare node:http server sending the chapter's bytes: the p99 the machine allows right now. */
  ceiling?: LoadResult;
  /** Ratios to the bare route given as such (the median of the rounds'), not worked out here. */
  ratios?: { ebooks: number; chapter: number; ceiling: number };
}

function printTargets({ bare, ebooks, chapter, ceiling, ratios }: TargetRun): void {
  const ratio = (r: LoadResult) =>
    (r === ebooks ? ratios?.ebooks : r === chapter ? ratios?.chapter : ratios?.ceiling) ??
    (bare.rps > 0 ? r.rps / bare.rps : 0);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const figures = (r: LoadResult) => [r.rps.toFixed(0), r.p99.toFixed(2)];
  printTable(
    ['wrk, same run', 'req/s', 'p99 ms', 'of bare', 'target', ''],
    [
      [BARE_NAME, ...figures(bare), '100 %', '', ''],
      [
        `GET ${EBOOKS_PATH}`,
        ...figures(ebooks),
        `${(ratio(ebooks) * 100).toFixed(0)} %`,
        `>= ${EBOOKS_MIN_RATIO * 100} %, p99 <= ${EBOOKS_MAX_P99_MS} ms`,
        verdict(ratio(ebooks) >= EBOOKS_MIN_RATIO && ebooks.p99 <= EBOOKS_MAX_P99_MS),
      ],
      [
        `GET ${CHAPTER_PATH}`,
        ...figures(chapter),
        `${(ratio(chapter) * 100).toFixed(0)} %`,
        `p99 < ${CHAPTER_P99_BELOW_MS} ms`,
        verdict(chapter.p99 < CHAPTER_P99_BELOW_MS),
      ],
      ...(ceiling
        ? [
            [
              'ceiling: bare node:http, same chapter bytes',
              ...figures(ceiling),
              `${(ratio(ceiling) * 100).toFixed(0)} %`,
              '',
              '',
            ],
          ]
        : []),
    ],
    [false, true, true, true, false, false],
  );
}

async function startServers() {
  ensureBuilt();
  const server = await startBuiltServer({
    tempPrefix: 'ministry-bench-',
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Production requires a session secret; a throw-away one for this run.
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  });
  const bare = await startChild('bench/bare-fastify.ts', [], { NODE_ENV: 'production' }).catch(
    async (error: unknown) => {
      await server.stop();
      throw error;
    },
  );
  return { server, bare };
}

/**
 * The three server targets only, with wrk, in rounds (each round: bare, ebooks, chapter), so a
 * busy neighbour on the machine shows as rounds that disagree rather than as one odd figure.
 */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Each figure the median of the rounds', and each ratio the median of the rounds' ratios: a
 * ratio of medians could set one round's bare route against another round's ebooks.
 */
function medianRun(runs: TargetRun[]): TargetRun {
  const of = (pick: (run: TargetRun) => LoadResult | undefined): LoadResult => {
    const results = runs.map(pick).filter((r): r is LoadResult => r !== undefined);
    return {
      rps: median(results.map((r) => r.rps)),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    };
  };
  return {
    bare: of((r) => r.bare),
    ebooks: of((r) => r.ebooks),
    chapter: of((r) => r.chapter),
    ceiling: of((r) => r.ceiling),
    ratios: {
      ebooks: median(runs.map((r) => r.ebooks.rps / r.bare.rps)),
      chapter: median(runs.map((r) => r.chapter.rps / r.bare.rps)),
      ceiling: median(runs.map((r) => (r.ceiling?.rps ?? 0) / r.bare.rps)),
    },
  };
}

/**
 * The server targets only, with wrk, in rounds (each round: bare route, ebooks, chapter, and the
 * chapter's bytes from a bare node:http server), so a busy neighbour on the machine shows as
 * rounds that disagree rather than as one odd figure.
 */
async function targetsOnly(rounds: number): Promise<void> {
  if (!wrkAvailable()) throw new Error('the server targets are measured with wrk');
  const { server, bare } = await startServers();
  const answersDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-answers-'));
  let ceiling: Awaited<ReturnType<typeof startChild>> | undefined;
  const wrk = (baseUrl: string, p: string) =>
    measureWithWrk(baseUrl, [p], {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: MEASURE_SECONDS,
    });
  try {
    for (const [url, p] of [
      [bare.baseUrl, '/'],
      [server.baseUrl, EBOOKS_PATH],
      [server.baseUrl, CHAPTER_PATH],
    ] as const) {
      const check = await fetch(url + p);
      await check.arrayBuffer();
      if (check.status !== 200) throw new Error(`${p} answered ${check.status}`);
    }
    // The chapter as our server sends it (no compression asked), for bench/bare-answers.ts.
    const skip = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);
    const chapter = await fetch(server.baseUrl + CHAPTER_PATH, {
      headers: { 'accept-encoding': 'identity' },
    });
    const answersFile = path.join(answersDir, 'chapter.json');
    await writeFile(
      answersFile,
      JSON.stringify([
        {
          path: CHAPTER_PATH,
          headers: [...chapter.headers].filter(([name]) => !skip.has(name)).flat(),
          body: Buffer.from(await chapter.arrayBuffer()).toString('base64'),
        },
      ]),
    );
    ceiling = await startChild('bench/bare-answers.ts', [answersFile]);
    console.log(
      `\n${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s per target, ` +
        `${rounds} round(s); no Accept-Encoding on either server\n`,
    );
    const runs: TargetRun[] = [];
    for (let round = 1; round <= rounds; round++) {
      const run: TargetRun = {
        bare: await wrk(bare.baseUrl, '/'),
        ebooks: await wrk(server.baseUrl, EBOOKS_PATH),
        chapter: await wrk(server.baseUrl, CHAPTER_PATH),
        ceiling: await wrk(ceiling.baseUrl, CHAPTER_PATH),
      };
      runs.push(run);
      console.log(`round ${round}:`);
      printTargets(run);
      console.log('');
    }
    if (rounds > 1) {
      console.log(`median of the ${rounds} rounds:`);
      printTargets(medianRun(runs));
    }
  } finally {
    ceiling?.stop();
    bare.stop();
    await server.stop();
    await rm(answersDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { server, bare } = await startServers();
  const rows: Row[] = [];
  const useWrk = wrkAvailable();
  try {
    const script = largestScript();
    const targets: Target[] = [
      { name: BARE_NAME, path: '/', baseUrl: bare.baseUrl },
      { name: `GET ${EBOOKS_PATH}`, path: EBOOKS_PATH },
      { name: `GET ${CHAPTER_PATH}`, path: CHAPTER_PATH },
      { name: 'GET / (pre-rendered page)', path: '/' },
      { name: `GET ${script}`, path: script },
      {
        name: `GET ${script} (Accept-Encoding: gzip, br)`,
        path: script,
        headers: { 'accept-encoding': 'gzip, br' },
      },
    ];
    console.log(
      `\nServer ${server.baseUrl} (NODE_ENV=production), bare Fastify route ${bare.baseUrl} ` +
        `(its own process); ${CONNECTIONS} connections, ` +
        `${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s per target\n`,
    );
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name} ...\n`);
      const row = await measure(server.baseUrl, target, useWrk);
      rows.push(row);
      const exit = server.exitStatus();
      if (exit) {
        throw new Error(
          `The server died during "${target.name}" (code ${exit.code}, signal ${exit.signal}).\n` +
            `Last output:\n${server.outputTail()}`,
        );
      }
      const errors = row.autocannon.errors + (row.wrk?.errors ?? 0);
      if (errors > 0) {
        console.warn(`warning: ${errors} connection error(s) or timeout(s) on ${target.name}`);
      }
    }
  } finally {
    bare.stop();
    const stopped = await server.stop();
    if (stopped.killed || stopped.code !== 0) {
      console.warn(
        `warning: the server did not exit cleanly on SIGTERM (code ${stopped.code}, ` +
          `signal ${stopped.signal}, killed: ${stopped.killed})`,
      );
    }
  }

  console.log('');
  printTable(
    ['target', ...LOAD_COLUMNS, 'kB/response'],
    rows.map((r) => [
      r.target,
      ...loadCells(r.autocannon, r.wrk),
      (r.bytesPerResponse / 1024).toFixed(1),
    ]),
    [false, true, true, true, true, true, true, true, true, true],
  );

  const [bareRow, ebooksRow, chapterRow] = rows;
  console.log('\nServer targets (wrk; both servers answer without compression: wrk asks none):\n');
  if (bareRow?.wrk && ebooksRow?.wrk && chapterRow?.wrk) {
    printTargets({ bare: bareRow.wrk, ebooks: ebooksRow.wrk, chapter: chapterRow.wrk });
  } else {
    console.log('not judged: they are measured with wrk, which is not available');
  }

  const { weights, external } = pageWeight();
  console.log('\nJavaScript and CSS loaded by the home page (gzip level 9):\n');
  const sorted = [...weights].sort((a, b) => b.gzip - a.gzip);
  printTable(
    ['file', 'raw', 'gzip', 'reached from'],
    sorted.map((w) => [w.url, kb(w.raw), kb(w.gzip), w.via]),
    [false, true, true, false],
  );
  const sum = (kind: string) =>
    weights.filter((w) => w.url.endsWith(kind)).reduce((total, w) => total + w.gzip, 0);
  const total = weights.reduce((acc, w) => acc + w.gzip, 0);
  console.log(
    `\ntotal gzip: ${kb(total)} (JS ${kb(sum('.js'))}, CSS ${kb(sum('.css'))}) in ${weights.length} file(s)`,
  );
  if (external.length > 0) console.log(`not counted (other hosts): ${external.join(', ')}`);

  // First-load weight of the teaching pages (lazy chunks such as the study texts not counted).
  const pagesDir = path.dirname(homePage);
  const teachingPages = ['/videos', '/bible-study', '/timeline', '/characters'];
  console.log('\nFirst-load JavaScript and CSS of the teaching pages (gzip level 9):\n');
  printTable(
    ['page', 'JS', 'CSS', 'files'],
    teachingPages.map((page) => {
      const { weights: w } = pageWeight(path.join(pagesDir, `${page.slice(1)}.html`));
      const of = (kind: string) =>
        w.filter((x) => x.url.endsWith(kind)).reduce((t, x) => t + x.gzip, 0);
      return [page, kb(of('.js')), kb(of('.css')), String(w.length)];
    }),
    [false, true, true, true],
  );
}

const targetsFlag = process.argv.indexOf('--targets');
(targetsFlag >= 0 ? targetsOnly(Number(process.argv[targetsFlag + 1] ?? 3) || 3) : main()).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
