import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_CHUNK_MAX_BYTES,
  AUDIO_MAX_BYTES,
  AUDIO_TOO_LARGE,
  AUDIO_WRONG_TYPE,
  audioSchema,
  audioUploadSchema,
  CHUNK_CONTENT_TYPE,
  UPLOAD_NOT_FINISHED,
  UPLOAD_OFFSET_MISMATCH,
  type AudioUpload,
} from '../../../contract/teachings';
import { makeAudio } from '../../test/audio-files';
import { createTestApp, type TestApp } from '../../test/app';
import { UPLOADS_PER_EDITOR } from './resumable';

let t: TestApp;
let admin: string;
let editor: string;
let member: string;
let mp3: Buffer;

beforeAll(async () => {
  mp3 = makeAudio('mp3', 20);
  t = await createTestApp();
  admin = (await t.signIn({ isAdmin: true })).cookie;
  editor = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
}, 120_000);
afterAll(() => t.close());

const uploadsDir = () => path.join(t.config.dataDir, 'audio-uploads');
const audioDir = () => path.join(t.config.mediaDir, 'audio');
const countIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).length : 0);
const BASE = '/api/admin/media/audio/uploads';

async function start(bytes: number, cookie = admin): Promise<AudioUpload> {
  const res = await t.app.inject({
    method: 'POST',
    url: BASE,
    headers: { cookie },
    payload: { bytes },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.headers['cache-control']).toBe('no-store');
  return audioUploadSchema.parse(res.json());
}

const chunk = (id: string, offset: number, data: Buffer | Readable, cookie = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `${BASE}/${id}`,
    headers: { cookie, 'content-type': CHUNK_CONTENT_TYPE, 'upload-offset': String(offset) },
    payload: data,
  });
const state = (id: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: { cookie } });
const complete = (id: string, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${id}/complete`, headers: { cookie } });

describe('resumable audio upload', () => {
  it('takes a file in chunks and keeps it as audio read from its bytes', async () => {
    const upload = await start(mp3.length);
    expect(upload).toMatchObject({ offset: 0, bytes: mp3.length });
    const half = Math.floor(mp3.length / 2);
    const first = await chunk(upload.id, 0, mp3.subarray(0, half));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ offset: half });
    const second = await chunk(upload.id, half, mp3.subarray(half));
    expect(second.json()).toMatchObject({ offset: mp3.length });

    const done = await complete(upload.id);
    expect(done.statusCode, done.body).toBe(201);
    const audio = audioSchema.parse(done.json());
    expect(audio).toMatchObject({ bytes: mp3.length, mimeType: 'audio/mpeg' });
    expect(audio.durationSeconds).toBeGreaterThan(19.5);
    // The file is served as a single upload's is, byte for byte.
    const served = await t.app.inject({ method: 'GET', url: audio.url });
    expect(served.rawPayload.equals(mp3)).toBe(true);
    // Nothing of the upload is left behind, and it is no longer known.
    expect(existsSync(path.join(uploadsDir(), `${upload.id}.part`))).toBe(false);
    expect((await state(upload.id)).statusCode).toBe(404);
  });

  it('resumes after a chunk cut off midway: only whole chunks count, the rest is sent again', async () => {
    const upload = await start(mp3.length);
    const third = Math.floor(mp3.length / 3);
    expect((await chunk(upload.id, 0, mp3.subarray(0, third))).statusCode).toBe(200);

    // The connection drops in the middle of the next chunk: a real socket, destroyed.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: `${BASE}/${upload.id}`,
        headers: {
          cookie: admin,
          'content-type': CHUNK_CONTENT_TYPE,
          'upload-offset': String(third),
          'content-length': String(mp3.length - third),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(mp3.subarray(third, third + 1000), () => {
        setTimeout(() => request.destroy(), 100);
      });
    });
    // The server finishes with the broken request before anyone asks again.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const asked = await state(upload.id);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.json()).toMatchObject({ offset: third, bytes: mp3.length });

    // Sending from anywhere else is refused, with where to look.
    const wrong = await chunk(upload.id, third + 1000, mp3.subarray(third + 1000));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ message: UPLOAD_OFFSET_MISMATCH });

    // The rest, over a real connection too (the body streams to disk as it arrives).
    const rest = await fetch(`http://127.0.0.1:${port}${BASE}/${upload.id}`, {
      method: 'PATCH',
      headers: {
        cookie: admin,
        origin: `http://127.0.0.1:${port}`,
        'content-type': CHUNK_CONTENT_TYPE,
        'upload-offset': String(third),
      },
      body: new Uint8Array(mp3.subarray(third)),
    });
    expect(rest.status, await rest.clone().text()).toBe(200);
    expect(await rest.json()).toMatchObject({ offset: mp3.length });
    const done = await complete(upload.id);
    expect(done.statusCode, done.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: audioSchema.parse(done.json()).url });
    expect(served.rawPayload.equals(mp3)).toBe(true);
  });

  it('refuses a text file with 415 when completed, and keeps nothing of it', async () => {
    const text = Buffer.from('Not a sermon at all.\n'.repeat(500));
    const audioBefore = countIn(audioDir());
    const upload = await start(text.length);
    expect((await chunk(upload.id, 0, text)).statusCode).toBe(200);
    const res = await complete(upload.id);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: AUDIO_WRONG_TYPE });
    expect(countIn(audioDir())).toBe(audioBefore);
    expect(existsSync(path.join(uploadsDir(), `${upload.id}.part`))).toBe(false);
    expect((await state(upload.id)).statusCode).toBe(404);
  });

  it('completes only a finished upload (409), and takes no chunk past the end (413)', async () => {
    const upload = await start(100);
    expect((await complete(upload.id)).json()).toMatchObject({ message: UPLOAD_NOT_FINISHED });
    expect((await complete(upload.id)).statusCode).toBe(409);
    const over = await chunk(upload.id, 0, Buffer.alloc(101));
    expect(over.statusCode).toBe(413);
    expect((await state(upload.id)).json()).toMatchObject({ offset: 0 });
  });

  it('refuses a size of nothing or past the limit, and a chunk without its offset or type', async () => {
    for (const bytes of [0, AUDIO_MAX_BYTES + 1, 1.5, -1]) {
      const res = await t.app.inject({
        method: 'POST',
        url: BASE,
        headers: { cookie: admin },
        payload: { bytes },
      });
      expect(res.statusCode, String(bytes)).toBe(400);
    }
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { cookie: admin },
      payload: { bytes: AUDIO_MAX_BYTES + 1 },
    });
    expect(tooLarge.json()).toMatchObject({ fieldErrors: { bytes: [AUDIO_TOO_LARGE] } });

    const upload = await start(10);
    const noOffset = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${upload.id}`,
      headers: { cookie: admin, 'content-type': CHUNK_CONTENT_TYPE },
      payload: Buffer.alloc(10),
    });
    expect(noOffset.statusCode).toBe(400);
    const asJson = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/${upload.id}`,
      headers: { cookie: admin, 'upload-offset': '0' },
      payload: { data: 'x' },
    });
    expect(asJson.statusCode).toBe(415);
    expect(AUDIO_CHUNK_MAX_BYTES).toBeGreaterThanOrEqual(5 * 1024 * 1024);
  });

  it("is the starting editor's alone: another's is not found; members and visitors are refused", async () => {
    const upload = await start(10);
    expect((await state(upload.id, editor)).statusCode).toBe(404);
    expect((await chunk(upload.id, 0, Buffer.alloc(10), editor)).statusCode).toBe(404);
    expect((await complete(upload.id, editor)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `${BASE}/${upload.id}`,
          headers: { cookie: editor },
        })
      ).statusCode,
    ).toBe(404);
    expect((await state(upload.id, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${upload.id}` })).statusCode).toBe(
      401,
    );
    const startAsMember = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { cookie: member },
      payload: { bytes: 10 },
    });
    expect(startAsMember.statusCode).toBe(403);
  });

  it('stops: the bytes sent are removed; an editor has a few uploads at once, not more', async () => {
    const upload = await start(10, editor);
    expect((await chunk(upload.id, 0, Buffer.alloc(5), editor)).statusCode).toBe(200);
    const stopped = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${upload.id}`,
      headers: { cookie: editor },
    });
    expect(stopped.statusCode).toBe(204);
    expect(existsSync(path.join(uploadsDir(), `${upload.id}.part`))).toBe(false);
    expect((await state(upload.id, editor)).statusCode).toBe(404);

    for (let i = 0; i < UPLOADS_PER_EDITOR; i += 1) await start(10, editor);
    const one = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { cookie: editor },
      payload: { bytes: 10 },
    });
    expect(one.statusCode).toBe(409);
  });
});
