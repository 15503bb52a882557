/**
 * Where the server's memory goes, part by part (`tsx bench/memory-parts.ts`, not part of
 * `npm test`): each part is loaded in a process of its own and its RSS and V8 heap are read after
 * two full collections, beside a process that loads nothing, so each figure is what that part adds
 * to a process. The breakdown and what was tried: docs/benchmarks.md, "Where the memory goes".
 * `tsx bench/memory-parts.ts PGlite` measures only the parts whose name holds "PGlite".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir, SERVER_MALLOC_ENV } from '../scripts/lib/server-process';

interface Figures {
  rss: number;
  heapUsed: number;
  external: number;
}

/** What a part leaves loaded, closed once measured. */
type Loaded = { close?: () => Promise<void> } | undefined;

async function openPglite(dataDir: string, migrate: boolean): Promise<Loaded> {
  const { connectDatabase } = await import('../server/db/connect');
  const database = await connectDatabase({ databaseUrl: undefined, dataDir });
  if (migrate) await database.migrate();
  await database.ping();
  return database;
}

const loadOnly = async (loading: Promise<unknown>): Promise<Loaded> => {
  await loading;
  return undefined;
};

/** In this order: the PGlite parts share one data folder, made by the first of them. */
const PARTS: Record<string, (dataDir: string) => Promise<Loaded>> = {
  nothing: async () => undefined,
  'password estimator (zxcvbn)': async () => {
    await import('../server/password-strength');
    return undefined;
  },
  'Bible index, WEB (English)': async () => {
    (await import('../server/infra/bible/load')).sharedBible('web');
    return undefined;
  },
  'Bible index, RV1909 (Spanish)': async () => {
    (await import('../server/infra/bible/load')).sharedBible('rv1909');
    return undefined;
  },
  'PGlite, new database (initdb, migrations)': (dataDir) => openPglite(dataDir, true),
  'PGlite, the same database reopened': (dataDir) => openPglite(dataDir, false),
  // Loaded where first used, not at start (docs/decisions/0085-rare-code-loaded-on-use.md).
  'on first use: sharp (libvips)': () => loadOnly(import('sharp')),
  'on first use: pdfkit': () => loadOnly(import('pdfkit')),
  'on first use: the S3 client': () => loadOnly(import('../server/infra/s3-object-store')),
  'on first use: nodemailer': () => loadOnly(import('nodemailer')),
  'on first use: file-type, music-metadata, qrcode': () =>
    loadOnly(Promise.all([import('file-type'), import('music-metadata'), import('qrcode')])),
};

function figuresNow(): Figures {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

async function measurePart(part: string, dataDir: string): Promise<void> {
  const load = PARTS[part];
  if (!load) throw new Error(`No part named ${part}`);
  const loaded = await load(dataDir);
  process.stdout.write(`${JSON.stringify(figuresNow())}\n`);
  await loaded?.close?.();
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0).padStart(6);

function main(only: string | undefined): void {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ministry-memory-'));
  const results: [string, Figures][] = [];
  try {
    for (const part of Object.keys(PARTS)) {
      if (only && part !== 'nothing' && !part.includes(only)) continue;
      const run = spawnSync(
        path.join(rootDir, 'node_modules/.bin/tsx'),
        ['--expose-gc', path.join(rootDir, 'bench/memory-parts.ts'), '--part', part, dataDir],
        // With the server's malloc setting, so freed memory is not counted (0051).
        { cwd: rootDir, encoding: 'utf8', env: { ...process.env, ...SERVER_MALLOC_ENV } },
      );
      const line = run.stdout.trim().split('\n').at(-1) ?? '';
      if (run.status !== 0 || !line.startsWith('{')) {
        throw new Error(`${part} failed:\n${run.stderr}`);
      }
      results.push([part, JSON.parse(line) as Figures]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const [, base] = results[0] ?? [];
  if (!base) return;
  const label = (part: string, f: Figures) =>
    f === base ? `${part} (the process itself)` : `+ ${part}`;
  const width = Math.max(...results.map(([part, f]) => label(part, f).length));
  console.log(`${'MB, after two full collections'.padEnd(width)}     RSS   heap  external`);
  for (const [part, f] of results) {
    const shown =
      f === base
        ? f
        : {
            rss: f.rss - base.rss,
            heapUsed: f.heapUsed - base.heapUsed,
            external: f.external - base.external,
          };
    console.log(
      `${label(part, f).padEnd(width)}  ${mb(shown.rss)} ${mb(shown.heapUsed)} ${mb(shown.external)}`,
    );
  }
}

const partFlag = process.argv.indexOf('--part');
if (partFlag >= 0) {
  await measurePart(process.argv[partFlag + 1] ?? '', process.argv[partFlag + 2] ?? '');
} else {
  main(process.argv[2]);
}
