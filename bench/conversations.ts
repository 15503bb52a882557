/**
 * Conversations benchmark (`npm run bench:conversations`): a member with 200 conversations of 50
 * messages each lists and opens them at 20 connections (target: p99 under 20 ms); then a 10 MB
 * attachment is uploaded a few times, with its time and the server's peak memory, to show that
 * files are streamed, not held whole in memory.
 *
 * The data is seeded into a fresh database first; then the built server runs on it in its own
 * process, as in production, and autocannon drives it from this one. BENCH_DATABASE_URL runs it
 * on PostgreSQL instead of embedded PGlite.
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '../server/domain/passwords';
import { connectDatabase } from '../server/db/connect';
import { conversations, messages, users } from '../server/db/schema';
import { startBuiltServer } from '../scripts/lib/server-process';
import { ensureBuilt } from './built';
import { memoryOf } from './load-client';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 2;
const CONVERSATIONS = 200;
const MESSAGES = 50;
const CONNECTIONS = 20;
const UPLOADS = 5;
const MB = 1024 * 1024;
const EMAIL = 'bench-member@example.org';
const PASSWORD = 'a long bench password';

/** Seeds the member and their conversations; answers the conversation ids. */
async function seed(dataDir: string, databaseUrl: string | undefined): Promise<number[]> {
  const database = await connectDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const db = database.db;
    const [member] = await db
      .insert(users)
      .values({
        email: EMAIL,
        username: `bench${Date.now()}`,
        password: await hashPassword(PASSWORD),
        firstName: 'Bench',
      })
      .returning();
    if (!member) throw new Error('no member');
    const start = Date.now() - CONVERSATIONS * MESSAGES * 60_000;
    const ids: number[] = [];
    for (let c = 0; c < CONVERSATIONS; c++) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(conversations)
          .values({
            userId: member.id,
            title: `Question ${c + 1}`,
            category: 'doctrine',
            memberUnreadCount: c % 3,
            updatedAt: new Date(start + (c + 1) * MESSAGES * 60_000),
          })
          .returning({ id: conversations.id });
        if (!row) throw new Error('no conversation');
        ids.push(row.id);
        await tx.insert(messages).values(
          Array.from({ length: MESSAGES }, (_, m) => ({
            conversationId: row.id,
            content: `Message ${m + 1}: ${'In the beginning was the Word. '.repeat(4)}`,
            authorId: member.id,
            isFromAdmin: m % 2 === 1,
            createdAt: new Date(start + (c * MESSAGES + m) * 60_000),
          })),
        );
      });
    }
    return ids;
  } finally {
    await database.close();
  }
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    // As a browser on our pages sends its writes: the server refuses a write naming no origin.
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in answered ${res.status}`);
  return cookie;
}

async function main() {
  ensureBuilt();
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-conversations-'));
  const seeding = performance.now();
  const ids = await seed(dataDir, databaseUrl);
  console.log(
    `Seeded ${CONVERSATIONS} conversations × ${MESSAGES} messages in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const server = await startBuiltServer({
    dataDir,
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const base = server.baseUrl;

  try {
    const cookie = await signIn(base);
    const rows: string[] = [];
    const targets = [
      { name: 'GET /api/conversations (200 items)', paths: ['/api/conversations'] },
      {
        name: 'GET /api/conversations/:id (50 messages)',
        paths: ids.slice(0, 20).map((id) => `/api/conversations/${id}`),
      },
    ];
    for (const t of targets) {
      const opts = {
        url: base,
        connections: CONNECTIONS,
        headers: { cookie },
        requests: t.paths.map((p) => ({ method: 'GET' as const, path: p })),
      };
      await autocannon({ ...opts, duration: WARMUP });
      const r = await autocannon({ ...opts, duration: DURATION });
      const verdict = r.latency.p99 < 20 ? 'ok' : 'OVER 20 ms';
      rows.push(
        `${t.name.padEnd(45)} ${r.requests.mean.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${r.latency.p50.toFixed(1).padStart(5)} ms  p99 ${r.latency.p99.toFixed(1).padStart(5)} ms (${verdict})  ` +
          `non-2xx ${r.non2xx}  errors ${r.errors}  (${CONNECTIONS} connections)`,
      );
    }

    // A 10 MB attachment from a file on disk, sent as a file-backed Blob (the client streams it).
    const file = path.join(dataDir, 'ten-mb.txt');
    await writeFile(file, Buffer.alloc(10 * MB, 'In the beginning was the Word.\n'));
    const times: number[] = [];
    const before = memoryOf(server.pid)?.rss ?? 0;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(server.pid)?.rss ?? 0);
    }, 5);
    for (let i = 0; i < UPLOADS; i++) {
      const form = new FormData();
      form.append('title', `Upload ${i}`);
      form.append('category', 'general');
      form.append('content', 'A large file');
      form.append('files', await openAsBlob(file, { type: 'text/plain' }), 'ten-mb.txt');
      const t0 = performance.now();
      const res = await fetch(`${base}/api/conversations`, {
        method: 'POST',
        headers: { cookie, origin: base },
        body: form,
      });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
    }
    clearInterval(sampler);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    rows.push(
      `POST /api/conversations with a 10 MB file (×${UPLOADS})`.padEnd(45) +
        `  mean ${mean.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ` +
        `server RSS peak +${((peak - before) / MB).toFixed(1)} MB over ${(before / MB).toFixed(0)} MB`,
    );

    console.log(
      `\n${databaseUrl ? 'postgresql' : 'pglite'}, ${DURATION} s per target after ${WARMUP} s warm-up\n`,
    );
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
