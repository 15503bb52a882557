/**
 * Conversations benchmark (`npm run bench:conversations`): a member with 200 conversations of 50
 * messages each lists and opens them at 20 connections (target: p99 under 20 ms); then a 10 MB
 * attachment is uploaded a few times, with its time and the process's peak memory, to show that
 * files are streamed, not held whole in memory.
 *
 * The app runs in this process (as in bench/auth.ts); the client shares it, so the numbers are a
 * little pessimistic. BENCH_DATABASE_URL runs it against PostgreSQL instead of embedded PGlite.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { hashPassword } from '../server/db/admin';
import { connectDatabase } from '../server/db/connect';
import { conversations, messages, users } from '../server/db/schema';
import { createSession } from '../server/db/sessions';
import { sessionCookieName } from '../server/plugins/session';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 2;
const CONVERSATIONS = 200;
const MESSAGES = 50;
const CONNECTIONS = 20;
const UPLOADS = 5;
const MB = 1024 * 1024;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-conversations-'));
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
  const db = database.db;
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;

  try {
    const seeding = performance.now();
    const [member] = await db
      .insert(users)
      .values({
        email: `bench-${Date.now()}@example.org`,
        username: `bench${Date.now()}`,
        password: await hashPassword('a long bench password'),
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
    console.log(
      `Seeded ${CONVERSATIONS} conversations × ${MESSAGES} messages in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const { token } = await createSession(db, member.id, new Date());
    const cookie = `${sessionCookieName(config)}=${app.signCookie(token)}`;

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
    let peakRss = 0;
    let peakExternal = 0;
    global.gc?.();
    const before = process.memoryUsage();
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakExternal = Math.max(peakExternal, m.external + m.arrayBuffers);
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
        headers: { cookie },
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
        `peak RSS +${((peakRss - before.rss) / MB).toFixed(1)} MB over ${(before.rss / MB).toFixed(0)} MB, ` +
        `peak buffers +${((peakExternal - before.external - before.arrayBuffers) / MB).toFixed(1)} MB ` +
        `(client and server in one process)`,
    );

    console.log(`\n${database.driver}, ${DURATION} s per target after ${WARMUP} s warm-up\n`);
    for (const row of rows) console.log(row);
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
