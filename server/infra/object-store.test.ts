import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3';
import { createFileStore, HEAD_BYTES } from './file-store';
import { createMediaStore } from './media-store';
import { createDirectoryObjectStore, type ObjectStore } from './object-store';
import { createS3Client, createS3ObjectStore } from './s3-object-store';

const MB = 1024 * 1024;

/** `total` bytes in pieces of 64 KB, failing with `failWith` once `failAfter` bytes are out. */
function source(total: number, options: { failAfter?: number; failWith?: Error } = {}) {
  const content = randomBytes(total);
  let offset = 0;
  const stream = new Readable({
    read() {
      if (options.failAfter !== undefined && offset >= options.failAfter) {
        this.destroy(options.failWith ?? new Error('connection lost'));
        return;
      }
      if (offset >= total) {
        this.push(null);
        return;
      }
      const piece = content.subarray(offset, offset + 64 * 1024);
      offset += piece.length;
      // Handed out a little at a time, as a network upload arrives.
      setImmediate(() => this.push(piece));
    },
  });
  return { content, stream };
}

async function bytesOf(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error('no such object');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface StoreUnderTest {
  objects: ObjectStore;
  /** Everything the store holds, as its own names. */
  held(): Promise<string[]>;
}

let s3: TestS3;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3();
  folder = mkdtempSync(path.join(os.tmpdir(), 'ministry-objects-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const kinds: [string, () => StoreUnderTest][] = [
  [
    'a local directory',
    () => {
      const dir = mkdtempSync(path.join(folder, 'store-'));
      return {
        objects: createDirectoryObjectStore(dir),
        held: async () => readdirSync(dir).sort(),
      };
    },
  ],
  [
    'an S3-compatible bucket',
    () => {
      const prefix = `${randomBytes(4).toString('hex')}/`;
      return {
        objects: createS3ObjectStore({ client: s3.client, bucket: s3.settings.bucket, prefix }),
        held: async () => (await s3.keys(prefix)).map((key) => key.slice(prefix.length)),
      };
    },
  ],
];

describe.each(kinds)('an object store in %s', (_kind, make) => {
  it('keeps a streamed file and gives it back as a stream, with its size', async () => {
    const { objects, held } = make();
    const { content, stream } = source(300 * 1024);
    await objects.put('a1-first', stream);
    const found = await objects.get('a1-first');
    expect(found?.size).toBe(content.length);
    expect((await bytesOf(found?.stream)).equals(content)).toBe(true);
    expect(await held()).toEqual(['a1-first']);
    expect(await objects.size('a1-first')).toBe(content.length);
    expect(await objects.size('never-written')).toBeUndefined();
  });

  it('lists its own objects by name, and nothing of a neighbour (backups read this)', async () => {
    const { objects } = make();
    const neighbour = make().objects;
    await neighbour.put('theirs', Buffer.from('n'));
    const names = ['a1b2c3', 'cover-800.webp', 'z.txt'];
    for (const name of names) await objects.put(name, Buffer.from(name));
    const listed: string[] = [];
    for await (const name of objects.list()) listed.push(name);
    expect(listed.sort()).toEqual(names);
  });

  it('keeps a file larger than one upload part (a multipart upload on S3)', async () => {
    const { objects } = make();
    const { content, stream } = source(12 * MB);
    await objects.put('large', stream);
    const found = await objects.get('large');
    expect(found?.size).toBe(12 * MB);
    expect((await bytesOf(found?.stream)).equals(content)).toBe(true);
  }, 60_000);

  it('keeps a whole buffer too', async () => {
    const { objects } = make();
    await objects.put('note.txt', Buffer.from('Grace and peace'));
    const found = await objects.get('note.txt');
    expect(found?.size).toBe(15);
    expect((await bytesOf(found?.stream)).toString()).toBe('Grace and peace');
  });

  it('answers undefined for a missing file and removes quietly what is not there', async () => {
    const { objects, held } = make();
    expect(await objects.get('never-written')).toBeUndefined();
    await objects.remove('never-written');
    await objects.put('gone', Buffer.from('x'));
    await objects.remove('gone');
    expect(await objects.get('gone')).toBeUndefined();
    expect(await held()).toEqual([]);
  });

  it('refuses names that could leave its place', async () => {
    const { objects } = make();
    for (const name of ['../escape', 'a/b', '', '.hidden', 'a..b', 'a\\b', 'é']) {
      await expect(objects.put(name, Buffer.from('x'))).rejects.toThrow('Bad object name');
      await expect(objects.get(name)).rejects.toThrow('Bad object name');
    }
  });

  it('leaves nothing behind when the upload breaks midway', async () => {
    const { objects, held } = make();
    await objects.put('kept', Buffer.from('kept'));
    const { stream } = source(1 * MB, { failAfter: 256 * 1024 });
    await expect(objects.put('broken', stream)).rejects.toThrow('connection lost');
    expect(await held()).toEqual(['kept']);
  });

  it('leaves nothing behind when uploads break before their first byte', async () => {
    const { objects, held } = make();
    // Broken at once and many together: the store's file may not be open yet when the write fails.
    const broken = () => {
      const stream = new Readable({ read() {} });
      setImmediate(() => stream.destroy(new Error('connection lost')));
      return stream;
    };
    for (let i = 0; i < 200; i++) {
      await expect(objects.put(`early-${i}`, broken())).rejects.toThrow('connection lost');
      // Idle between uploads, as a server is: the file's opening may then come after the failure.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // A moment later too: a file opened after its removal would show up only now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await held()).toEqual([]);
  });

  it('leaves nothing behind when a large upload breaks after its first part went up', async () => {
    const { objects, held } = make();
    const { stream } = source(12 * MB, { failAfter: 7 * MB });
    await expect(objects.put('broken-large', stream)).rejects.toThrow('connection lost');
    expect(await held()).toEqual([]);
  }, 60_000);

  it('checks that it can be written to', async () => {
    const { objects } = make();
    await expect(objects.check()).resolves.toBeUndefined();
  });

  describe('holding attachments', () => {
    it('saves under a random key, telling the size and the first bytes', async () => {
      const { objects, held } = make();
      const files = createFileStore(objects);
      const { content, stream } = source(200 * 1024);
      const saved = await files.save(stream);
      expect(saved.key).toMatch(/^[a-f0-9]{32}$/);
      expect(saved.size).toBe(content.length);
      expect(saved.head.equals(content.subarray(0, HEAD_BYTES))).toBe(true);
      expect((await bytesOf(await files.open(saved.key))).equals(content)).toBe(true);
      expect(await held()).toEqual([saved.key]);
      await files.remove(saved.key);
      await expect(files.open(saved.key)).rejects.toThrow('missing');
      await expect(files.open('../config')).rejects.toThrow('Bad file key');
    });

    it('leaves nothing behind when the size limit stops the upload', async () => {
      const { objects, held } = make();
      const files = createFileStore(objects);
      const { stream } = source(11 * MB, {
        failAfter: 10 * MB,
        failWith: new Error('File Too Large'),
      });
      await expect(files.save(stream)).rejects.toThrow('File Too Large');
      expect(await held()).toEqual([]);
    }, 60_000);
  });

  describe('holding image renditions', () => {
    it('keeps them by their names and refuses other names', async () => {
      const { objects } = make();
      const media = createMediaStore(objects);
      const name = `${'ab'.repeat(16)}-480.webp`;
      await media.put(name, Buffer.from('RIFF-webp'));
      const found = await media.open(name);
      expect(found?.size).toBe(9);
      expect((await bytesOf(found?.stream)).toString()).toBe('RIFF-webp');
      expect(await media.open('other.webp')).toBeUndefined();
      await expect(media.put('other.webp', Buffer.from('x'))).rejects.toThrow('Bad media name');
      await media.remove(name);
      expect(await media.open(name)).toBeUndefined();
    });
  });
});

describe('an S3-compatible bucket', () => {
  it('fails its check when the bucket does not exist', async () => {
    const missing = createS3ObjectStore({
      client: s3.client,
      bucket: 'no-such-bucket',
      prefix: 'uploads/',
    });
    await expect(missing.check()).rejects.toThrow();
  });

  it('fails its check when the server does not answer', async () => {
    const client = createS3Client({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    const away = createS3ObjectStore({ client, bucket: s3.settings.bucket, prefix: 'uploads/' });
    await expect(away.check()).rejects.toThrow();
    client.destroy();
  });
});
