import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, conversations, messages } from '../../db/schema';
import { createLocalFileStore, type FileStore } from '../../infra/file-store';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { multipart, type FilePart } from '../../test/multipart';

const KB = 1024;
const MB = 1024 * KB;
const HOUR = 60 * 60 * 1000;

/**
 * The local store, watched: how many bytes sit in the upload folder at every moment (written so
 * far, less what was removed), and the most there ever were.
 */
function watchedStore(inner: FileStore) {
  const sizes = new Map<string, number>();
  let live = 0;
  let peak = 0;
  let saves = 0;
  const store: FileStore = {
    ...inner,
    async save(source) {
      saves += 1;
      let written = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          live += chunk.length;
          peak = Math.max(peak, live);
          callback(null, chunk);
        },
      });
      source.on('error', (error) => tap.destroy(error));
      try {
        const saved = await inner.save(source.pipe(tap));
        sizes.set(saved.key, written);
        return saved;
      } catch (error) {
        // The inner store removed what it had written.
        live -= written;
        throw error;
      }
    },
    async remove(key) {
      await inner.remove(key);
      live -= sizes.get(key) ?? 0;
      sizes.delete(key);
    },
  };
  return { store, peak: () => peak, live: () => live, saves: () => saves };
}

let offset = 0;
const clock = () => new Date(Date.now() + offset);

let t: TestApp;
let watched: ReturnType<typeof watchedStore>;
let uploadDir: string;
const storedFiles = () => readdirSync(uploadDir);

beforeAll(async () => {
  const config = testConfig();
  uploadDir = config.uploadDir;
  watched = watchedStore(createLocalFileStore(config.uploadDir));
  t = await createTestApp({
    config,
    clock,
    files: watched.store,
    memberLimits: { messagesPerHour: 3, uploadBytesPerHour: 2 * MB, storageBytes: 3 * MB },
  });
});
afterAll(async () => {
  await t?.close();
});

function text(name: string, size: number): FilePart {
  return { name, type: 'text/plain', data: Buffer.alloc(size, 0x41) };
}

function start(cookie: string, files: FilePart[] = [], content = 'How should I read Daniel 9?') {
  const body = multipart({ title: 'Seventy weeks', category: 'prophecy', content }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

function write(cookie: string, id: number, files: FilePart[] = [], content = 'And Daniel 12?') {
  const body = multipart({ content }, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

/** Starts a conversation without files, as an administrator (not limited), for a member. */
async function conversationOf(member: { user: { id: number } }): Promise<number> {
  const [row] = await t.db
    .insert(conversations)
    .values({ userId: member.user.id, title: 'Given', category: 'general', createdAt: clock() })
    .returning();
  if (!row) throw new Error('no conversation');
  return row.id;
}

const storedBytesOf = async (userId: number) =>
  (await t.db.select().from(attachments).where(eq(attachments.uploadedBy, userId))).reduce(
    (sum, a) => sum + a.fileSize,
    0,
  );

const RETRY = /^Too many requests\. Please try again in \d+ minutes\.$/;

describe('messages per member per hour', () => {
  it('refuses a member beyond the hour with 429 and Retry-After, lets administrators write, and counts again an hour later', async () => {
    const member = await t.signIn();
    const other = await t.signIn();
    const admin = await t.signIn({ isAdmin: true });
    offset = 0;
    const started = await start(member.cookie);
    expect(started.statusCode).toBe(201);
    const id = started.json<{ conversationId: number }>().conversationId;
    // A refused message is not a message: it does not count.
    expect((await write(member.cookie, id, [], '   ')).statusCode).toBe(400);
    expect((await write(member.cookie, id)).statusCode).toBe(201);
    expect((await write(member.cookie, id)).statusCode).toBe(201);

    for (const res of [await write(member.cookie, id), await start(member.cookie)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ message: expect.stringMatching(RETRY) });
      expect(res.json<{ code: string }>().code).toBe('RATE_LIMITED');
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    const kept = await t.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(kept).toHaveLength(3);

    // Another member has an hour of their own.
    expect((await start(other.cookie)).statusCode).toBe(201);
    // Administrators are never limited, on their own route or the members' one.
    for (let i = 0; i < 5; i++) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/conversations/message',
        headers: { cookie: admin.cookie },
        payload: { conversationId: id, content: `Answer ${i}` },
      });
      expect(reply.statusCode).toBe(201);
      expect((await start(admin.cookie)).statusCode).toBe(201);
    }

    offset = HOUR + 1000;
    try {
      expect((await write(member.cookie, id)).statusCode).toBe(201);
    } finally {
      offset = 0;
    }
  });
});

describe('uploaded bytes per member per hour', () => {
  it(
    'never lets parallel uploads store more than the hour allows, and leaves no stray file',
    { tags: ['asvs-v5'] },
    async () => {
      const member = await t.signIn();
      const ids = await Promise.all(Array.from({ length: 10 }, () => conversationOf(member)));
      const filesBefore = storedFiles().length;
      const liveBefore = watched.live();
      const peakBefore = watched.peak();
      // Ten requests of three 300 KB files each: 9 MB against an hour's 2 MB.
      const answers = await Promise.all(
        ids.map((id, i) =>
          write(member.cookie, id, [
            text(`a${i}.txt`, 300 * KB),
            text(`b${i}.txt`, 300 * KB),
            text(`c${i}.txt`, 300 * KB),
          ]),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.every((s) => s === 201 || s === 429),
        statuses.join(),
      ).toBe(true);
      expect(statuses).toContain(201);
      expect(statuses).toContain(429);
      for (const refused of answers.filter((a) => a.statusCode === 429)) {
        expect(refused.json<{ message: string }>().message).toMatch(RETRY);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // At no moment did the folder hold more than the hour's budget (beyond what was there).
      expect(Math.max(peakBefore, watched.peak()) - liveBefore).toBeLessThanOrEqual(2 * MB);
      const stored = await storedBytesOf(member.user.id);
      expect(stored).toBeLessThanOrEqual(2 * MB);
      expect(stored).toBe(statuses.filter((s) => s === 201).length * 900 * KB);
      // Every file on disk belongs to a stored attachment; the refused ones left nothing.
      const rows = await t.db
        .select()
        .from(attachments)
        .where(eq(attachments.uploadedBy, member.user.id));
      expect(storedFiles().length - filesBefore).toBe(rows.length);
      expect(watched.live() - liveBefore).toBe(stored);
      const refusedIds = ids.filter((_, i) => answers[i]?.statusCode === 429);
      expect(
        await t.db.select().from(messages).where(inArray(messages.conversationId, refusedIds)),
      ).toEqual([]);

      // A message without files still goes while the bytes are used up.
      expect((await write(member.cookie, ids[0] ?? 0)).statusCode).toBe(201);
      offset = HOUR + 1000;
      try {
        const later = await write(member.cookie, ids[0] ?? 0, [text('later.txt', 300 * KB)]);
        expect(later.statusCode).toBe(201);
      } finally {
        offset = 0;
      }
    },
  );

  it(
    'refuses a file that goes beyond the hour while it streams, keeping nothing of it',
    { tags: ['asvs-v5'] },
    async () => {
      const member = await t.signIn();
      const id = await conversationOf(member);
      const filesBefore = storedFiles().length;
      const res = await write(member.cookie, id, [
        text('small.txt', 100 * KB),
        text('big.txt', 2 * MB),
      ]);
      expect(res.statusCode).toBe(429);
      expect(storedFiles().length).toBe(filesBefore);
      expect(await storedBytesOf(member.user.id)).toBe(0);
    },
  );
});

/**
 * Sends a message whose file never ends (`total` bytes of it, then nothing, the body unfinished)
 * over a real connection: an answer can only come from a server that stopped reading part way.
 */
async function unfinishedUpload(cookie: string, conversationId: number, total: number) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const boundary = 'neverending';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nLong\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="long.txt"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  );
  let sent = 0;
  return new Promise<{ status: number; body: string; retryAfter: unknown; sentBefore: number }>(
    (resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/conversations/${conversationId}/messages`,
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          origin: t.config.publicUrl,
        },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const sentBefore = sent;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            retryAfter: res.headers['retry-after'],
            sentBefore,
          });
          req.destroy();
        });
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      req.write(head);
      const chunk = Buffer.alloc(64 * KB, 0x41);
      const pump = () => {
        while (!answered && sent < total) {
          const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          if (!req.write(piece)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      pump();
    },
  );
}

describe('a file beyond the hour on a real connection', { tags: ['asvs-v5'] }, () => {
  it('is refused with 429 while the body is still arriving, and leaves no file', async () => {
    const member = await t.signIn();
    const id = await conversationOf(member);
    const filesBefore = storedFiles().length;
    const liveBefore = watched.live();
    // 3 MB of file against the hour's 2 MB, and the body never finished.
    const answer = await unfinishedUpload(member.cookie, id, 3 * MB);
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toMatchObject({ message: expect.stringMatching(RETRY) });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.sentBefore).toBeGreaterThan(0);
    expect(storedFiles().length).toBe(filesBefore);
    expect(watched.live()).toBe(liveBefore);
    expect(await storedBytesOf(member.user.id)).toBe(0);
  });
});

describe('storage per member', () => {
  it(
    'refuses files beyond the quota with 413 and writes nothing; a message without files goes',
    { tags: ['asvs-v5'] },
    async () => {
      const member = await t.signIn();
      const id = await conversationOf(member);
      // Three hours of uploads fill the 3 MB quota (the hour allows 2 MB).
      for (let hour = 0; hour < 2; hour++) {
        offset = hour * (HOUR + 1000);
        const res = await write(member.cookie, id, [
          text('one.txt', MB),
          text('two.txt', 512 * KB),
        ]);
        expect(res.statusCode, res.body).toBe(201);
      }
      offset = 2 * (HOUR + 1000);
      try {
        const filesBefore = storedFiles().length;
        const over = await write(member.cookie, id, [text('three.txt', 100 * KB)]);
        expect(over.statusCode).toBe(413);
        expect(over.json()).toEqual({
          message:
            'Your attachments have reached their limit of 3 MB in all. Send your message without files.',
          code: 'STORAGE_FULL',
        });
        // Exactly full: even a file of ten bytes is refused, before the store opens a file.
        const saves = watched.saves();
        expect((await start(member.cookie, [text('four.txt', 10)])).statusCode).toBe(413);
        expect(watched.saves()).toBe(saves);
        expect(storedFiles().length).toBe(filesBefore);
        expect(await storedBytesOf(member.user.id)).toBe(3 * MB);

        const plain = await write(member.cookie, id, [], 'Just words');
        expect(plain.statusCode).toBe(201);
        const fresh = await start(member.cookie, [], 'A new question, no files');
        expect(fresh.statusCode).toBe(201);
      } finally {
        offset = 0;
      }
    },
  );

  it(
    'refuses a message that would go beyond the quota part way, keeping none of its files',
    { tags: ['asvs-v5'] },
    async () => {
      const member = await t.signIn();
      const id = await conversationOf(member);
      expect((await write(member.cookie, id, [text('one.txt', 1900 * KB)])).statusCode).toBe(201);
      offset = HOUR + 1000;
      try {
        const filesBefore = storedFiles().length;
        const res = await write(member.cookie, id, [
          text('two.txt', 600 * KB),
          text('three.txt', 600 * KB),
        ]);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ code: 'STORAGE_FULL' });
        expect(storedFiles().length).toBe(filesBefore);
        expect(await storedBytesOf(member.user.id)).toBe(1900 * KB);
      } finally {
        offset = 0;
      }
    },
  );

  it('does not limit administrators', { tags: ['asvs-v5'] }, async () => {
    const member = await t.signIn();
    const admin = await t.signIn({ isAdmin: true });
    const id = await conversationOf(member);
    for (let i = 0; i < 3; i++) {
      const body = multipart({ conversationId: String(id), content: 'Charts' }, [
        text(`chart${i}.txt`, 1200 * KB),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/conversations/message',
        headers: { cookie: admin.cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('the limits from the environment', () => {
  it('reads them in MB and minutes, with the defaults', () => {
    expect(testConfig().memberLimits).toEqual({
      messagesPerHour: 30,
      uploadBytesPerHour: 100 * MB,
      storageBytes: 500 * MB,
    });
    expect(testConfig().adminNoticeFoldMs).toBe(5 * 60_000);
    const set = testConfig({
      MEMBER_MESSAGES_PER_HOUR: '5',
      MEMBER_UPLOAD_MB_PER_HOUR: '20',
      MEMBER_STORAGE_MB: '50',
      ADMIN_NOTIFY_FOLD_MINUTES: '0',
    });
    expect(set.memberLimits).toEqual({
      messagesPerHour: 5,
      uploadBytesPerHour: 20 * MB,
      storageBytes: 50 * MB,
    });
    expect(set.adminNoticeFoldMs).toBe(0);
    for (const [name, value] of [
      ['MEMBER_MESSAGES_PER_HOUR', '0'],
      ['MEMBER_UPLOAD_MB_PER_HOUR', 'lots'],
      ['MEMBER_STORAGE_MB', '-1'],
      ['ADMIN_NOTIFY_FOLD_MINUTES', '1441'],
    ] as const) {
      expect(() => testConfig({ [name]: value })).toThrow(name);
    }
  });
});
