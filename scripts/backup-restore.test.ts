/**
 * `npm run backup` and `npm run restore` as an operator runs them, on the embedded database: a
 * backup while the site runs and takes writes (through the site, which holds the data folder),
 * a restore into an empty folder that the site then starts on, a backup while it is stopped,
 * and a restore that refuses a folder holding a site unless told to replace it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../server/db/connect';
import { projectRoot } from '../server/project-root';

const root = projectRoot();
const work = mkdtempSync(path.join(os.tmpdir(), 'ministry-backup-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const envFor = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  BACKUP_EVERY_HOURS: '0',
});

async function startSite(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...envFor(dataDir), PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready within 60 s');
}

async function stopSite(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function npmScript(
  script: 'backup' | 'restore',
  dataDir: string,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: root,
    env: envFor(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const subscribe = (port: number, email: string) =>
  fetch(`http://127.0.0.1:${port}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ email }),
  });

async function subscribers(dataDir: string): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
  try {
    const found = await db.query<{ email: string }>(
      'select email from newsletter_subscriptions order by email',
    );
    return found.rows.map((r) => r.email);
  } finally {
    await db.close();
  }
}

describe('npm run backup and npm run restore', () => {
  it('back up a running site, restore it elsewhere, and the site starts on it', async () => {
    const first = path.join(work, 'first');
    const second = path.join(work, 'second');
    const attachment = randomBytes(50_000);
    mkdirSync(path.join(first, 'uploads'), { recursive: true });
    writeFileSync(path.join(first, 'uploads', randomBytes(16).toString('hex')), attachment);

    const port = await freePort();
    const site = await startSite(first, port);
    let archive: string;
    try {
      for (const n of [1, 2, 3])
        expect((await subscribe(port, `before${n}@example.org`)).ok).toBe(true);
      archive = path.join(work, 'running.tar.gz');
      // Writes go on while the backup is made.
      const during = Promise.all([4, 5, 6].map((n) => subscribe(port, `during${n}@example.org`)));
      const backup = await npmScript('backup', first, ['--out', archive]);
      await during;
      expect(backup.output).toContain('through the running site');
      expect(backup.code).toBe(0);
    } finally {
      await stopSite(site);
    }
    // The site's own copy stays in its backup folder too.
    expect(existsSync(path.join(first, 'backups'))).toBe(true);

    const restored = await npmScript('restore', second, ['--from', archive]);
    expect(restored.output).toContain('Every checksum matched');
    expect(restored.code).toBe(0);
    const [uploaded] = readdirSync(path.join(second, 'uploads'));
    expect(readFileSync(path.join(second, 'uploads', uploaded ?? 'none'))).toEqual(attachment);
    const kept = await subscribers(second);
    expect(kept).toEqual(expect.arrayContaining(['before1@example.org', 'before3@example.org']));

    const again = await startSite(second, port);
    try {
      const answer = await subscribe(port, 'after@example.org');
      expect(answer.ok).toBe(true);
    } finally {
      await stopSite(again);
    }

    // Stopped, the backup opens the data folder itself.
    const stoppedArchive = path.join(work, 'stopped.tar.gz');
    const direct = await npmScript('backup', second, ['--out', stoppedArchive]);
    expect(direct.code).toBe(0);
    expect(direct.output).not.toContain('through the running site');

    // A folder holding a site is kept unless --replace is given.
    const refused = await npmScript('restore', first, ['--from', stoppedArchive]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('--replace');
    expect(await subscribers(first)).not.toContain('after@example.org');
    const replaced = await npmScript('restore', first, ['--from', stoppedArchive, '--replace']);
    expect(replaced.code).toBe(0);
    expect(await subscribers(first)).toEqual(await subscribers(second));
  }, 240_000);
});
