import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_WRONG_TYPE, audioSchema, type Audio } from '../../../contract/teachings';
import { makeAudio } from '../../test/audio-files';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { requestedRange } from './audio';

let t: TestApp;
let admin: string;
let member: string;
let mp3: Buffer;
let m4a: Buffer;

beforeAll(async () => {
  mp3 = makeAudio('mp3', 5);
  m4a = makeAudio('m4a', 4);
  t = await createTestApp();
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
}, 120_000);
afterAll(() => t.close());

const audioDir = () => path.join(t.config.mediaDir, 'audio');

function upload(data: Buffer, name: string, type: string, cookie = admin) {
  const body = multipart({}, [{ field: 'file', name, type, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/media/audio',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

async function uploaded(data: Buffer, name: string, type: string): Promise<Audio> {
  const res = await upload(data, name, type);
  expect(res.statusCode, res.body).toBe(201);
  return audioSchema.parse(res.json());
}

describe('audio upload', () => {
  it('keeps an MP3 with its duration, size and type, read from its bytes', async () => {
    const audio = await uploaded(mp3, 'sermon.mp3', 'audio/mpeg');
    expect(audio).toMatchObject({ bytes: mp3.length, mimeType: 'audio/mpeg' });
    expect(audio.url).toBe(`/media/audio/${audio.key}.mp3`);
    expect(audio.durationSeconds).toBeGreaterThan(4.8);
    expect(audio.durationSeconds).toBeLessThan(5.3);
  });

  it('keeps an M4A (AAC), whatever name and type the browser gave it', async () => {
    const audio = await uploaded(m4a, 'recording.bin', 'application/octet-stream');
    expect(audio).toMatchObject({ bytes: m4a.length, mimeType: 'audio/mp4' });
    expect(audio.url).toMatch(/\.m4a$/);
    expect(audio.durationSeconds).toBeGreaterThan(3.8);
    expect(audio.durationSeconds).toBeLessThan(4.3);
  });

  it('refuses a text file named .mp3 with 415, and keeps nothing of it', async () => {
    const before = readdirSync(audioDir()).length;
    const res = await upload(
      Buffer.from('Not a sermon at all.\n'.repeat(200)),
      'x.mp3',
      'audio/mpeg',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: AUDIO_WRONG_TYPE,
      fieldErrors: { file: [AUDIO_WRONG_TYPE] },
    });
    expect(readdirSync(audioDir()).length).toBe(before);
  });

  it('refuses an image with 415', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await upload(png, 'cover.mp3', 'audio/mpeg')).statusCode).toBe(415);
  });

  it('answers 400 without a file, and 415 for a body that is not multipart', async () => {
    const empty = multipart({ note: 'no file' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/audio',
      headers: { ...empty.headers, cookie: admin },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.file).toHaveLength(1);
    const json = await t.call('POST', '/api/admin/media/audio', admin, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('is for editors only', async () => {
    expect((await upload(mp3, 'a.mp3', 'audio/mpeg', member)).statusCode).toBe(403);
    const anonymous = multipart({}, [
      { field: 'file', name: 'a.mp3', type: 'audio/mpeg', data: mp3 },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/audio',
      headers: anonymous.headers,
      payload: anonymous.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('serving audio', () => {
  let audio: Audio;
  beforeAll(async () => {
    audio = await uploaded(mp3, 'serve.mp3', 'audio/mpeg');
  });
  const get = (range?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: audio.url, headers: range ? { range } : {} });

  it('sends the whole file with its length, type, ETag and a long cache', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(mp3)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(mp3.length),
      'accept-ranges': 'bytes',
      etag: `"${audio.key}"`,
    });
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(undefined, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(mp3.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('sends the first byte', async () => {
    const res = await get('bytes=0-0');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-0/${mp3.length}`);
    expect(res.headers['content-length']).toBe('1');
    expect(res.rawPayload.equals(mp3.subarray(0, 1))).toBe(true);
  });

  it('sends a range in the middle', async () => {
    const res = await get('bytes=1000-1999');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${mp3.length}`);
    expect(res.rawPayload.equals(mp3.subarray(1000, 2000))).toBe(true);
  });

  it('sends the last bytes (a suffix) and an open-ended range to the end', async () => {
    const suffix = await get('bytes=-500');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${mp3.length - 500}-${mp3.length - 1}/${mp3.length}`,
    );
    expect(suffix.rawPayload.equals(mp3.subarray(mp3.length - 500))).toBe(true);
    const open = await get(`bytes=${mp3.length - 10}-`);
    expect(open.rawPayload.equals(mp3.subarray(mp3.length - 10))).toBe(true);
  });

  it('answers 416 past the end, naming the size', async () => {
    const res = await get(`bytes=${mp3.length}-`);
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${mp3.length}`);
  });

  it('answers a HEAD with a range as 206 with its length', async () => {
    const res = await get('bytes=10-19', 'HEAD');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-length']).toBe('10');
  });

  it('answers 304 for the ETag it gave, and 404 for a wrong extension or an unknown key', async () => {
    const res = await t.app.inject({
      url: audio.url,
      headers: { 'if-none-match': `"${audio.key}"` },
    });
    expect(res.statusCode).toBe(304);
    expect((await t.app.inject(audio.url.replace('.mp3', '.m4a'))).statusCode).toBe(404);
    expect((await t.app.inject(`/media/audio/${'0'.repeat(32)}.mp3`)).statusCode).toBe(404);
    expect((await t.app.inject('/media/audio/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404);
  });
});

describe('requestedRange', () => {
  it('reads one range, a suffix and an open end; several or malformed ones mean the whole file', () => {
    expect(requestedRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(requestedRange('bytes=2-', 10)).toEqual({ start: 2, end: 9 });
    expect(requestedRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(requestedRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(requestedRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-1,3-4', 10)).toBeUndefined();
    expect(requestedRange('bytes=5-2', 10)).toBeUndefined();
    expect(requestedRange('items=0-1', 10)).toBeUndefined();
    expect(requestedRange(undefined, 10)).toBeUndefined();
  });
});
