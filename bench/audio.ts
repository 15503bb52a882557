/**
 * Audio benchmark (`npm run bench:audio`), two figures, each against a baseline of the same run:
 *
 * 1. A 200 MB upload's peak memory. A real MP3 (ffmpeg's tone, its frames repeated to 200 MB) is
 *    sent to the app by the resumable API (16 MB chunks) and, again, in one multipart request; the
 *    process's resident memory is sampled every 10 ms. The baseline is the same process idle just
 *    before: the ratio peak ÷ idle stays near 1 when nothing holds the file. The client streams
 *    the file from disk with small buffers, so the process's memory is the server's.
 * 2. Range requests per second: `GET /media/audio/{key}.mp3` with `Range: bytes=…` (64 KiB from
 *    the middle) through the whole app, against Node's own http server answering the same range of
 *    the same file with `fs.createReadStream` (the floor of any static file server in Node), at 20
 *    connections, one after the other in this process.
 *
 * BENCH_SECONDS (default 10) and BENCH_AUDIO_MB (default 200) make a shorter run.
 */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import autocannon from 'autocannon';
import { AUDIO_CHUNK_MAX_BYTES, CHUNK_CONTENT_TYPE } from '../contract/teachings';
import { makeAudio } from '../server/test/audio-files';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { users } from '../server/db/schema';
import { hashPassword } from '../server/domain/passwords';
import { createSession } from '../server/domain/sessions';
import { staffColumns } from '../server/domain/staff';
import { uniformRateLimits } from '../server/plugins/rate-limit';
import { sessionCookieName } from '../server/plugins/session';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MB = Number(process.env.BENCH_AUDIO_MB ?? 200);
const CONNECTIONS = 20;
const RANGE_BYTES = 64 * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A real MP3 of about `megabytes` MB: one tone's frames written again and again. */
async function bigMp3(dir: string, megabytes: number): Promise<string> {
  const tone = makeAudio('mp3', 60);
  const file = path.join(dir, 'big.mp3');
  const out = createWriteStream(file);
  for (let written = 0; written < megabytes * 1024 * 1024; written += tone.length) {
    if (!out.write(tone)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise((resolve) => out.end(resolve));
  return file;
}

/** Samples the resident memory until stopped; answers the highest seen. */
function sampleMemory() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

/** Sends `body` (a stream) and answers the status and text of the answer. */
function send(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: NodeJS.ReadableStream,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString() }),
        );
      },
    );
    request.on('error', reject);
    if (body) body.pipe(request);
    else request.end();
  });
}

async function rangeLoad(name: string, port: number, pathname: string, start: number) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${pathname}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` },
  });
  console.log(
    `${name.padEnd(40)} ${r.requests.mean.toFixed(0).padStart(6)} req/s  p99 ${r.latency.p99} ms` +
      `  non-2xx ${r.non2xx}  errors ${r.errors}`,
  );
  return r.requests.mean;
}

/** The app as it runs (production settings, a fresh database), the rate limits lifted. */
async function startApp(dir: string) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const database = await connectDatabase(config);
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    rateLimits: uniformRateLimits({ max: 1e9, timeWindow: 60_000 }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // An editor's session, as after a sign-in with a second factor.
  const [user] = await database.db
    .insert(users)
    .values({
      email: 'editor@example.org',
      username: 'bench_editor',
      password: await hashPassword('correct horse battery staple'),
      firstName: 'Bench',
      lastName: 'Editor',
      ...staffColumns(['admin']),
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no editor');
  const { token } = await createSession(database.db, user.id, new Date(), undefined, {
    multiFactor: true,
  });
  const cookie = `${sessionCookieName(config)}=${app.signCookie(token)}`;
  return { app, config, cookie, close: () => app.close().then(() => database.close()) };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-audio-'));
  const t = await startApp(dir);
  try {
    const file = await bigMp3(dir, MB);
    const size = statSync(file).size;
    const { cookie } = t;
    const { port } = t.app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const headers = { cookie, origin };
    console.log(`INFO a ${mb(size)} MP3; chunks of ${mb(AUDIO_CHUNK_MAX_BYTES)}`);

    // 1a. The resumable upload.
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = process.memoryUsage().rss;
    let stop = sampleMemory();
    const started = await send(
      port,
      'POST',
      '/api/admin/media/audio/uploads',
      { ...headers, 'content-type': 'application/json' },
      Readable.from([JSON.stringify({ bytes: size })]),
    );
    const { id } = JSON.parse(started.text) as { id: string };
    const uploadStart = performance.now();
    for (let offset = 0; offset < size; offset += AUDIO_CHUNK_MAX_BYTES) {
      const end = Math.min(size, offset + AUDIO_CHUNK_MAX_BYTES) - 1;
      const sent = await send(
        port,
        'PATCH',
        `/api/admin/media/audio/uploads/${id}`,
        {
          ...headers,
          'content-type': CHUNK_CONTENT_TYPE,
          'upload-offset': String(offset),
          'content-length': String(end - offset + 1),
        },
        createReadStream(file, { start: offset, end }),
      );
      if (sent.status !== 200) throw new Error(`chunk answered ${sent.status}: ${sent.text}`);
    }
    const done = await send(port, 'POST', `/api/admin/media/audio/uploads/${id}/complete`, headers);
    if (done.status !== 201) throw new Error(`complete answered ${done.status}: ${done.text}`);
    const resumableSeconds = (performance.now() - uploadStart) / 1000;
    const resumablePeak = stop();
    const { url } = JSON.parse(done.text) as { url: string };
    console.log(
      `resumable upload of ${mb(size)}: peak RSS ${mb(resumablePeak)}, idle ${mb(idle)}, ` +
        `peak ÷ idle ${(resumablePeak / idle).toFixed(2)} (growth ${mb(resumablePeak - idle)}, ` +
        `${resumablePeak - idle < size / 10 ? 'under' : 'OVER'} a tenth of the file), ` +
        `${resumableSeconds.toFixed(1)} s`,
    );

    // 1b. The one-request multipart upload, for comparison.
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle2 = process.memoryUsage().rss;
    stop = sampleMemory();
    const boundary = 'benchboundary7d93';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp3"\r\n` +
        `Content-Type: audio/mpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = new PassThrough();
    const single = send(
      port,
      'POST',
      '/api/admin/media/audio',
      {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
      body,
    );
    body.write(head);
    const source = createReadStream(file);
    source.pipe(body, { end: false });
    await new Promise<void>((resolve) => source.on('end', () => resolve()));
    body.end(tail);
    const answered = await single;
    if (answered.status !== 201) throw new Error(`upload answered ${answered.status}`);
    const singlePeak = stop();
    console.log(
      `single-request upload of ${mb(size)}: peak RSS ${mb(singlePeak)}, idle ${mb(idle2)}, ` +
        `peak ÷ idle ${(singlePeak / idle2).toFixed(2)} (growth ${mb(singlePeak - idle2)})`,
    );

    // 2. Range requests: the app against Node's own file serving, the same bytes.
    const stored = path.join(t.config.mediaDir, 'audio', /([a-f0-9]{32})\./.exec(url)?.[1] ?? '');
    const middle = Math.floor(size / 2);
    const bare = http.createServer((request, response) => {
      response.writeHead(206, {
        'content-type': 'audio/mpeg',
        'accept-ranges': 'bytes',
        'content-length': String(RANGE_BYTES),
        'content-range': `bytes ${middle}-${middle + RANGE_BYTES - 1}/${size}`,
      });
      createReadStream(stored, { start: middle, end: middle + RANGE_BYTES - 1 }).pipe(response);
      request.resume();
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const barePort = (bare.address() as AddressInfo).port;
    const baseline = await rangeLoad('static file (node http + fs stream)', barePort, '/', middle);
    const app = await rangeLoad(`app ${url.slice(0, 24)}…`, port, url, middle);
    console.log(`range requests: app ÷ static file ${(app / baseline).toFixed(2)}`);
    bare.close();
  } finally {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
