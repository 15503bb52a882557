/**
 * Study-tools benchmark (`npm run bench:study-tools`): the My Notes page's API for a member with
 * 1,000 notes (and 300 highlights, 100 bookmarks) against a member with 10 notes, in the same
 * run: `GET /api/me/notes` in book order and by date (the first page, 100 notes), a search over
 * the notes' text, and the highlights list. Reported: p50 and p99 at 20 connections, and the
 * ratio of the large member's latency to the small one's (the page must stay fast with 1,000).
 *
 * The data is seeded into a fresh database first; then the built server runs on it in its own
 * process, as in production, and autocannon drives it from this one. BENCH_DATABASE_URL runs it
 * on PostgreSQL instead of embedded PGlite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BIBLE_BOOKS } from '../contract/bible-books';
import { hashPassword } from '../server/domain/passwords';
import { connectDatabase } from '../server/db/connect';
import { bookmarks, highlights, notes, users } from '../server/db/schema';
import { startBuiltServer } from '../scripts/lib/server-process';
import { ensureBuilt } from './built';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 2;
const CONNECTIONS = 20;
const PASSWORD = 'a long bench password';
const LARGE = {
  email: 'bench-notes-large@example.org',
  notes: 1_000,
  highlights: 300,
  bookmarks: 100,
};
const SMALL = { email: 'bench-notes-small@example.org', notes: 10, highlights: 3, bookmarks: 1 };
const COLORS = ['yellow', 'green', 'blue', 'pink', 'orange'] as const;
const WORDS =
  'grace faith hope love covenant kingdom promise mercy shepherd light word truth life peace joy'.split(
    ' ',
  );

/** The i-th passage: spread over the books and chapters, a verse or a short range. */
function place(i: number) {
  const bookIndex = (i * 7) % BIBLE_BOOKS.length;
  const book = BIBLE_BOOKS[bookIndex];
  const chapter = ((i * 13) % (book?.chapters ?? 1)) + 1;
  const verse = ((i * 5) % 20) + 1;
  const end = i % 4 === 0 ? verse + 3 : verse;
  return {
    book: bookIndex,
    startChapter: chapter,
    startVerse: verse,
    endChapter: chapter,
    endVerse: end,
    reference: `${book?.name ?? ''} ${chapter}:${verse}${end === verse ? '' : `–${end}`}`,
  };
}

async function seed(dataDir: string, databaseUrl: string | undefined) {
  const database = await connectDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    const db = database.db;
    const password = await hashPassword(PASSWORD);
    for (const who of [LARGE, SMALL]) {
      const [member] = await db
        .insert(users)
        .values({ email: who.email, username: who.email.split('@')[0] ?? who.email, password })
        .returning();
      if (!member) throw new Error('no member');
      const start = Date.now() - who.notes * 3_600_000;
      for (let from = 0; from < who.notes; from += 250) {
        await db.insert(notes).values(
          Array.from({ length: Math.min(250, who.notes - from) }, (_, k) => {
            const i = from + k;
            const text = Array.from(
              { length: 60 },
              (_, w) => WORDS[(i + w * 3) % WORDS.length],
            ).join(' ');
            const at = new Date(start + i * 3_600_000);
            return { userId: member.id, ...place(i), text, createdAt: at, updatedAt: at };
          }),
        );
      }
      // Passages repeat in the spread: one highlight each, as the service keeps them.
      await db
        .insert(highlights)
        .values(
          Array.from({ length: who.highlights }, (_, i) => ({
            userId: member.id,
            ...place(i + 5_000),
            color: COLORS[i % COLORS.length] ?? 'yellow',
          })),
        )
        .onConflictDoNothing();
      await db
        .insert(bookmarks)
        .values(
          Array.from({ length: who.bookmarks }, (_, i) => ({
            userId: member.id,
            ...place(i + 9_000),
          })),
        )
        .onConflictDoNothing();
    }
  } finally {
    await database.close();
  }
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in answered ${res.status}`);
  return cookie;
}

async function measure(base: string, cookie: string, pathname: string) {
  const opts = {
    url: base,
    connections: CONNECTIONS,
    headers: { cookie },
    requests: [{ method: 'GET' as const, path: pathname }],
  };
  await autocannon({ ...opts, duration: WARMUP });
  const r = await autocannon({ ...opts, duration: DURATION });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${pathname}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.mean, p50: r.latency.p50, p99: r.latency.p99 };
}

async function main() {
  ensureBuilt();
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-study-tools-'));
  const seeding = performance.now();
  await seed(dataDir, databaseUrl);
  console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
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
    const large = await signIn(base, LARGE.email);
    const small = await signIn(base, SMALL.email);
    const targets = [
      ['GET /api/me/notes (book order, page 1)', '/api/me/notes'],
      ['GET /api/me/notes?sort=date', '/api/me/notes?sort=date'],
      ['GET /api/me/notes?q=covenant', '/api/me/notes?q=covenant'],
      ['GET /api/me/highlights', '/api/me/highlights'],
    ] as const;
    console.log(
      `\n${databaseUrl ? 'postgresql' : 'pglite'}, ${DURATION} s per target after ${WARMUP} s warm-up, ${CONNECTIONS} connections`,
    );
    console.log(
      `large: ${LARGE.notes} notes, ${LARGE.highlights} highlights; small: ${SMALL.notes} notes, ${SMALL.highlights} highlights\n`,
    );
    for (const [name, pathname] of targets) {
      const big = await measure(base, large, pathname);
      const little = await measure(base, small, pathname);
      console.log(
        `${name.padEnd(40)} large p50 ${big.p50.toFixed(1).padStart(5)} ms p99 ${big.p99.toFixed(1).padStart(5)} ms ` +
          `(${big.rps.toFixed(0)} req/s) | small p50 ${little.p50.toFixed(1).padStart(5)} ms p99 ${little.p99.toFixed(1).padStart(5)} ms ` +
          `| ratio p50 ${(big.p50 / Math.max(little.p50, 0.1)).toFixed(1)}× p99 ${(big.p99 / Math.max(little.p99, 0.1)).toFixed(1)}×`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
