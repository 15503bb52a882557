/**
 * Fixed hostile cases (bad input): injection strings are kept and shown as text, file
 * names never leave the upload folder, and an upload over 10 MB is refused while it streams.
 * (`<script>` rendered inert on the screens is e2e/hostile.e2e.ts.)
 */
import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../contract/conversations';
import { users } from '../db/schema';
import { createTestApp, testConfig, type TestApp } from './app';
import { multipartBody, type FilePart } from './multipart';

/** SQL and template injections, and markup, each to be stored and answered byte for byte. */
const HOSTILE = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  '#{7*7}',
  '<script>window.__pwned=1</script>',
  'Robert"); DELETE FROM questions; --',
];

let t: TestApp;
let uploadDir: string;
let dataDir: string;

beforeAll(async () => {
  const config = testConfig();
  uploadDir = config.uploadDir;
  dataDir = config.dataDir;
  t = await createTestApp({ config });
});
afterAll(async () => {
  await t?.close();
});

const json = (cookie?: string) => ({
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});

function startConversation(cookie: string, title: string, content: string, files: FilePart[] = []) {
  const boundary = 'hostileboundary';
  return t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartBody(
      [
        ['title', title],
        ['category', 'doctrine'],
        ['content', content],
      ],
      files,
      boundary,
    ),
  });
}

describe('injection strings are stored and answered as text', () => {
  it('keeps them in contact messages', async () => {
    const admin = await t.signIn({ isAdmin: true });
    for (const text of HOSTILE) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: json(),
        payload: JSON.stringify({ name: text, email: 'eve@example.org', message: text }),
      });
      expect(sent.statusCode, text).toBe(200);
    }
    const list = await t.app.inject({
      url: '/api/admin/contact-messages',
      headers: { cookie: admin.cookie },
    });
    const messages = list.json<{ messages: { name: string; message: string }[] }>().messages;
    for (const text of HOSTILE) {
      expect(
        messages.some((m) => m.name === text && m.message === text),
        text,
      ).toBe(true);
    }
  });

  it('keeps them in questions, read back by their asker', async () => {
    const member = await t.signIn();
    for (const text of HOSTILE) {
      const content = `${text} — is this stored as written?`;
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/questions',
        headers: json(member.cookie),
        payload: JSON.stringify({ title: text, content, category: 'doctrine' }),
      });
      expect(asked.statusCode, text).toBe(201);
      const id = asked.json<{ id: number }>().id;
      const read = await t.app.inject({
        url: `/api/questions/${id}`,
        headers: { cookie: member.cookie },
      });
      expect(read.json()).toMatchObject({ title: text, content });
    }
  });

  it('keeps them in conversation messages', async () => {
    const member = await t.signIn();
    for (const text of HOSTILE) {
      const started = await startConversation(member.cookie, text, text);
      expect(started.statusCode, text).toBe(201);
      const { conversationId } = started.json<{ conversationId: number }>();
      const read = await t.app.inject({
        url: `/api/conversations/${conversationId}`,
        headers: { cookie: member.cookie },
      });
      const detail = read.json<{ title: string; messages: { content: string }[] }>();
      expect(detail.title).toBe(text);
      expect(detail.messages.map((m) => m.content)).toEqual([text]);
    }
  });

  it('keeps them in study groups, their discussions and replies', async () => {
    const leader = await t.signIn();
    for (const text of HOSTILE) {
      const group = await t.app.inject({
        method: 'POST',
        url: '/api/study-groups',
        headers: json(leader.cookie),
        payload: JSON.stringify({ name: text, description: text, topic: text }),
      });
      expect(group.statusCode, text).toBe(201);
      const groupId = group.json<{ id: number }>().id;
      const discussion = await t.app.inject({
        method: 'POST',
        url: `/api/study-groups/${groupId}/discussions`,
        headers: json(leader.cookie),
        payload: JSON.stringify({ title: text, content: text }),
      });
      expect(discussion.statusCode, text).toBe(201);
      const discussionId = discussion.json<{ id: number }>().id;
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/discussions/${discussionId}/posts`,
        headers: json(leader.cookie),
        payload: JSON.stringify({ content: text }),
      });
      expect(post.statusCode, text).toBe(201);

      const detail = await t.app.inject({
        url: `/api/study-groups/${groupId}`,
        headers: { cookie: leader.cookie },
      });
      expect(detail.json()).toMatchObject({ name: text, description: text, topic: text });
      const discussions = await t.app.inject({
        url: `/api/study-groups/${groupId}/discussions`,
        headers: { cookie: leader.cookie },
      });
      expect(discussions.json()).toMatchObject([
        { title: text, content: text, posts: [{ content: text }] },
      ]);
    }
  });

  it('keeps them in a member name', async () => {
    const member = await t.signIn();
    for (const text of HOSTILE.filter((s) => s.length <= 50)) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: json(member.cookie),
        payload: JSON.stringify({ firstName: text, lastName: text }),
      });
      expect(saved.statusCode, text).toBe(200);
      const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: member.cookie } });
      expect(me.json()).toMatchObject({ firstName: text, lastName: text });
    }
  });

  it('ran none of them: every table is still there', async () => {
    const rows = await t.db.select({ id: users.id }).from(users);
    expect(rows.length).toBeGreaterThan(0);
    const questions = await t.app.inject({ url: '/api/questions' });
    expect(questions.statusCode).toBe(200);
  });
});

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return out;
}

describe('uploaded file names', { tags: ['asvs-v5'] }, () => {
  it('never leave the upload folder and are kept only as a cleaned display name', async () => {
    const member = await t.signIn();
    const before = new Set(filesUnder(dataDir));
    const names: [string, string][] = [
      // Text files: a name without the text ending gets it, so it never opens as another type.
      ['../../etc/passwd', 'passwd.txt'],
      ['..\\..\\x.png', 'x.png.txt'],
      ['/abs/path.png', 'path.png.txt'],
      ['../../../../../../tmp/evil.txt', 'evil.txt'],
      ['C:\\Windows\\system32\\drivers\\etc\\hosts', 'hosts.txt'],
    ];
    const started = await startConversation(
      member.cookie,
      'Files',
      'See the attached files.',
      names.map(([name]) => ({ name, type: 'text/plain', data: Buffer.from(`I am ${name}`) })),
    );
    expect(started.statusCode, started.body).toBe(201);
    const attachments = started.json<{
      message: { attachments: { id: number; fileName: string }[] };
    }>().message.attachments;
    expect(attachments.map((a) => a.fileName)).toEqual(names.map(([, cleaned]) => cleaned));

    // E-mail the earlier tests sent may still be reaching the outbox folder: that is the site's
    // own mail, not an upload. Any other new file counts, wherever it was written.
    const added = filesUnder(dataDir).filter(
      (f) => !before.has(f) && !f.startsWith(`outbox${path.sep}`),
    );
    expect(added).toHaveLength(names.length);
    for (const file of added) {
      // Inside the upload folder, under a random name of the store's own making.
      expect(path.resolve(dataDir, file).startsWith(`${path.resolve(uploadDir)}${path.sep}`)).toBe(
        true,
      );
      expect(path.basename(file)).toMatch(/^[a-f0-9]{32}$/);
    }

    const first = attachments[0];
    if (!first) throw new Error('no attachment');
    const download = await t.app.inject({
      url: `/api/attachments/${first.id}`,
      headers: { cookie: member.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('I am ../../etc/passwd');
    expect(download.headers['content-disposition']).toContain('filename="passwd.txt"');
  });
});

describe('a 10 MB + 1 byte upload', { tags: ['asvs-v5'] }, () => {
  it('is refused with 413 and the error shape while the body is still arriving', async () => {
    const member = await t.signIn();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = readdirSync(uploadDir).length;
    const boundary = 'bigboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ndoctrine\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string; sentBefore: number }>(
      (resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/conversations',
          headers: {
            cookie: member.cookie,
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
              sentBefore,
            });
            req.destroy();
          });
        });
        req.on('error', (error) => {
          if (!answered) reject(error);
        });
        req.write(head);
        // 10 MB + 1 byte of file, then 1 MB more, and the body is never finished: an answer can
        // only come from a server that stops at the limit.
        const chunk = Buffer.alloc(64 * 1024, 0x41);
        const total = MAX_ATTACHMENT_BYTES + 1 + 1024 * 1024;
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
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'File Too Large: big.txt exceeds 10MB limit',
      code: 'FILE_TOO_LARGE',
    });
    // The request was never finished (no closing boundary, no end), so this answer came from a
    // server that stopped at the limit, not one that read the body whole first.
    expect(answer.sentBefore).toBeGreaterThan(0);
    expect(readdirSync(uploadDir).length).toBe(before);
  });

  it('and a JSON body over the limit is refused from its declared length alone', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/contact',
        headers: {
          'content-type': 'application/json',
          'content-length': 2 * 1024 * 1024,
          origin: t.config.publicUrl,
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      // Ten bytes of the two megabytes promised: the answer cannot wait for the rest.
      req.write('{"name":"x');
    });
    expect(status).toBe(413);
  });
});
