/**
 * Article page benchmark (`npm run bench:articles`): an article's page, rendered by the server at
 * request time and then answered from memory until the content changes, against a page
 * pre-rendered at build time (/store), in the same run on the same server: req/s, p99 and their
 * ratio, at 50 connections, after a first request has rendered the article.
 *
 * The built server (`dist/server/main.js`, NODE_ENV=production) starts on a fresh data folder,
 * which it seeds with the demo catalogue; the article measured is the newest English one the
 * public API lists. Both pages are asked for as a browser asks (brotli accepted).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { articlePageSchema } from '../contract/publishing';
import { startBuiltServer } from '../scripts/lib/server-process';
import { ensureBuilt } from './built';
import { LOAD_COLUMNS, loadCells, measureWithWrk, wrkAvailable, type LoadResult } from './wrk';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'accept-encoding': 'br, gzip' };

interface Row {
  name: string;
  path: string;
  autocannon: LoadResult;
  wrk?: LoadResult | undefined;
}

async function firstArticlePath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/articles?lang=en`);
  const list = articlePageSchema.parse(await res.json());
  const first = list.items[0];
  if (!first) throw new Error('The demo catalogue has no published English article to measure.');
  return first.path;
}

/** One request first (the article is rendered then), a check of what it answers, then the load. */
async function measure(baseUrl: string, name: string, path: string, useWrk: boolean) {
  const first = await fetch(baseUrl + path, { headers: HEADERS });
  const html = await first.text();
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  if (!html.includes('<h1')) throw new Error(`${path} has no heading in its first HTML`);
  const options = {
    url: baseUrl + path,
    connections: CONNECTIONS,
    headers: HEADERS,
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: MEASURE_SECONDS });
  const row: Row = {
    name,
    path,
    autocannon: {
      rps: result.requests.mean,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    },
    wrk: useWrk
      ? await measureWithWrk(baseUrl, [path], {
          connections: CONNECTIONS,
          warmupSeconds: WARMUP_SECONDS,
          seconds: MEASURE_SECONDS,
          headers: HEADERS,
        })
      : undefined,
  };
  return row;
}

async function main(): Promise<void> {
  ensureBuilt();
  const useWrk = wrkAvailable();
  const server = await startBuiltServer({
    tempPrefix: 'ministry-bench-articles-',
    echoOutput: false,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    },
  });
  try {
    const article = await firstArticlePath(server.baseUrl);
    const rows: Row[] = [];
    for (const [name, path] of [
      ['article (rendered at request time, then kept)', article],
      ['/store (pre-rendered at build time)', '/store'],
    ] as const) {
      process.stdout.write(`measuring ${path} ...\n`);
      rows.push(await measure(server.baseUrl, name, path, useWrk));
    }
    console.log(
      `\n${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s per page, brotli accepted\n`,
    );
    const headers = ['page', 'path', ...LOAD_COLUMNS];
    const table = rows.map((r) => [r.name, r.path, ...loadCells(r.autocannon, r.wrk)]);
    const widths = headers.map((h, i) =>
      Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ');
    console.log(line(headers));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of table) console.log(line(row));

    const [articleRow, storeRow] = rows;
    if (articleRow && storeRow) {
      const ratio = (pick: (r: Row) => LoadResult | undefined, tool: string) => {
        const a = pick(articleRow);
        const s = pick(storeRow);
        if (!a || !s) return;
        console.log(
          `\n${tool}: article / pre-rendered = ${(a.rps / s.rps).toFixed(2)} × the req/s, ` +
            `${(a.p99 / s.p99).toFixed(2)} × the p99 (${a.rps.toFixed(0)} vs ${s.rps.toFixed(0)} req/s, ` +
            `p99 ${a.p99.toFixed(1)} vs ${s.p99.toFixed(1)} ms)`,
        );
      };
      ratio((r) => r.autocannon, 'autocannon');
      ratio((r) => r.wrk, 'wrk');
    }
  } finally {
    await server.stop();
  }
}

await main();
