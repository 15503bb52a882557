/**
 * Load from wrk (Debian's package, installed when missing): a C load generator that spends far
 * less CPU per request than autocannon. On a 2-core machine shared by server and load generator,
 * autocannon saturates its own core below what a bare node:http server answers (and on large
 * bodies, such as a 350 kB script, it reads at a fifth of wrk's rate), so it measures itself;
 * wrk measures the server.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { ensureDebianPackage, PackageError } from '../scripts/lib/debian-package';

const WRK = '/usr/bin/wrk';
const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** True when wrk is there or could be installed; otherwise says why once. */
export function wrkAvailable(): boolean {
  try {
    ensureDebianPackage('bench', WRK, ['wrk']);
    return true;
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    console.log(`bench: wrk figures left out: ${error.message}`);
    return false;
  }
}

/** wrk's latency figure ('812.00us', '4.65ms', '1.02s') in milliseconds. */
export function parseDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a latency it cannot read: ${text}`);
  const value = Number(match[1]);
  const unit = match[2];
  return unit === 'us'
    ? value / 1000
    : unit === 'ms'
      ? value
      : unit === 's'
        ? value * 1000
        : value * 60_000;
}

/** Reads wrk's report (run with --latency). */
export function parseWrk(report: string): LoadResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(report)?.[1];
  const p50 = /^\s+50%\s+(\S+)/m.exec(report)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(report)?.[1];
  if (!rps || !p50 || !p99) throw new Error(`wrk's report could not be read:\n${report}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  return {
    rps: Number(rps),
    p50: parseDuration(p50),
    p99: parseDuration(p99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/** `connections` connections on one wrk thread, the paths in turn; warm-up, then measured. */
export async function measureWithWrk(
  baseUrl: string,
  paths: string[],
  options: {
    connections: number;
    warmupSeconds: number;
    seconds: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ministry-wrk-'));
  try {
    const script = path.join(dir, 'paths.lua');
    await writeFile(
      script,
      `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}\n` +
        'local i = 0\n' +
        'request = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n',
    );
    const args = (seconds: number) => [
      '-t1',
      `-c${options.connections}`,
      `-d${seconds}s`,
      '--latency',
      ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
        '-H',
        `${name}: ${value}`,
      ]),
      '-s',
      script,
      baseUrl,
    ];
    await run(WRK, args(options.warmupSeconds));
    const { stdout } = await run(WRK, args(options.seconds));
    return parseWrk(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Table columns for a target measured by both load generators. */
export const LOAD_COLUMNS = [
  'autocannon req/s',
  'p50 ms',
  'p99 ms',
  'wrk req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'errors',
];

/** The cells under LOAD_COLUMNS; dashes where wrk was not run. */
export function loadCells(autocannon: LoadResult, wrk: LoadResult | undefined): string[] {
  const figures = (r: LoadResult | undefined) =>
    r ? [r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1)] : ['–', '–', '–'];
  return [
    ...figures(autocannon),
    ...figures(wrk),
    String(autocannon.non2xx + (wrk?.non2xx ?? 0)),
    String(autocannon.errors + (wrk?.errors ?? 0)),
  ];
}

/**
 * The same measure with autocannon: `paths` taken in turn by every connection, a warm-up, then
 * the measured run.
 */
export async function measureWithAutocannon(
  baseUrl: string,
  paths: string[],
  run: { connections: number; warmupSeconds: number; measureSeconds: number },
): Promise<LoadResult> {
  let next = 0;
  const options = {
    url: baseUrl,
    connections: run.connections,
    requests: [
      {
        setupRequest: (request: Request) => {
          request.path = paths[next++ % paths.length] ?? '/';
          return request;
        },
      },
    ],
  };
  await autocannon({ ...options, duration: run.warmupSeconds });
  const result = await autocannon({ ...options, duration: run.measureSeconds });
  return {
    rps: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
