/**
 * Conversations' answers to input the fuzz suite found: ids beyond a database integer, more
 * fields than a message has, a NUL character, malformed multipart bodies. Each is a 400 with a
 * message, and nothing is kept.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';

let t: TestApp;
let uploadDir: string;
const storedFiles = () => {
  try {
    return readdirSync(uploadDir);
  } catch {
    return [];
  }
};

beforeAll(async () => {
  const config = testConfig();
  uploadDir = config.uploadDir;
  t = await createTestApp({ config });
});
afterAll(async () => {
  await t?.close();
});

describe('bad input found by the fuzz suite', () => {
  it('answers 400, not 500, for ids beyond a database integer', async () => {
    const admin = await t.signIn({ isAdmin: true });
    for (const url of [
      '/api/conversations/2147483648',
      '/api/attachments/9007199254740991',
      '/api/admin/conversations/2147483648',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json<{ message: unknown }>().message).toBe('string');
    }
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ conversationId: 2147483648, content: 'Hello' }),
    });
    expect(reply.statusCode).toBe(400);
  });

  it(
    'refuses more form fields than a message has with 400 "Too many fields", keeping nothing',
    { tags: ['asvs-v5'] },
    async () => {
      const a = await t.signIn();
      const before = storedFiles().length;
      const fields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`extra${i}`, 'x']));
      const body = multipart({ title: 'Many', category: 'general', content: 'Hi', ...fields }, [
        { name: 'n.txt', type: 'text/plain', data: Buffer.from('note') },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: a.cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Too many fields' });
      expect(storedFiles().length).toBe(before);
    },
  );

  it('refuses a NUL character in a multipart field with 400', async () => {
    const a = await t.signIn();
    const body = multipart({
      title: 'Seventy weeks',
      category: 'prophecy',
      content: 'Daniel\u00009',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: a.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { content: [expect.any(String)] } });
  });

  it(
    'refuses a malformed multipart body with 400, keeping nothing',
    { tags: ['asvs-v5'] },
    async () => {
      const a = await t.signIn();
      const before = storedFiles().length;
      const bodies: [string, string][] = [
        // Ends in the middle of a file.
        [
          'multipart/form-data; boundary=abc',
          '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--abc\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nunfinished',
        ],
        // No boundary named.
        [
          'multipart/form-data',
          '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--abc--',
        ],
        // A boundary that never comes.
        ['multipart/form-data; boundary=abc', '--xyz\r\nwrong boundary\r\n--xyz--'],
      ];
      for (const [contentType, payload] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: { cookie: a.cookie, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(typeof res.json<{ message: unknown }>().message).toBe('string');
      }
      expect(storedFiles().length).toBe(before);
    },
  );
});
