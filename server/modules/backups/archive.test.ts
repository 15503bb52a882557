/**
 * The round trip that proves a backup: data and files → archive (while writes go on) → an empty
 * database and empty folders → restore → every table's rows and every file's bytes identical.
 * On PGlite always; with TEST_DB_DRIVER=pg also on PostgreSQL and across the two.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  connectPglite,
  connectPostgres,
  pgliteExtensions,
  type DatabaseHandle,
} from '../../db/connect';
import { contactMessages, users } from '../../db/schema';
import { seed } from '../../db/seed';
import { createDirectoryObjectStore, type ObjectStore } from '../../infra/object-store';
import { createS3ObjectStore } from '../../infra/s3-object-store';
import { startTestS3 } from '../../test/s3';
import { createSession } from '../../domain/sessions';
import {
  BackupInvalidError,
  makeBackup,
  restoreBackup,
  TargetNotEmptyError,
  type BackupStores,
} from './archive';
import { currentDigests } from './database-snapshot';

type Kind = 'pglite' | 'pg';
const pgTemplate = inject('pgTemplate');
const kinds: Kind[] = pgTemplate ? ['pglite', 'pg'] : ['pglite'];

const work = mkdtempSync(path.join(os.tmpdir(), 'ministry-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** A database of `kind`: migrated (a copy of the suite's template) or entirely empty. */
async function database(kind: Kind, migrated: boolean): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const client = await PGlite.create({
      ...(migrated ? { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) } : {}),
      extensions: pgliteExtensions,
    });
    const handle = connectPglite(client);
    cleanups.push(() => handle.close());
    return handle;
  }
  if (!pgTemplate) throw new Error('no PostgreSQL in this run');
  const name = `ministry_b_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgTemplate.url });
  await admin.connect();
  await admin.query(
    migrated
      ? `create database ${name} template ${pgTemplate.database}`
      : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(pgTemplate.url);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), { max: 4 });
  cleanups.push(async () => {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: pgTemplate.url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return handle;
}

function stores(): BackupStores & { dirs: { uploads: string; media: string; audio: string } } {
  const uploads = mkdtempSync(path.join(work, 'uploads-'));
  const media = mkdtempSync(path.join(work, 'media-'));
  const audio = mkdtempSync(path.join(work, 'audio-'));
  return {
    uploads: createDirectoryObjectStore(uploads),
    media: createDirectoryObjectStore(media),
    audio: createDirectoryObjectStore(audio),
    dirs: { uploads, media, audio },
  };
}

async function fileDigests(store: ObjectStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const name of store.list()) {
    const found = await store.get(name);
    if (!found) continue;
    const hash = createHash('sha256');
    for await (const chunk of found.stream as AsyncIterable<Buffer>) hash.update(chunk);
    out[name] = hash.digest('hex');
  }
  return out;
}

let seq = 0;
/** A site with members, sessions, messages, the catalogue and files of both kinds. */
async function populate(handle: DatabaseHandle, files: BackupStores): Promise<void> {
  await seed(handle.db);
  for (let i = 0; i < 5; i++) {
    const n = seq++;
    const [user] = await handle.db
      .insert(users)
      .values({
        username: `member${n}`,
        password: 'x',
        email: `member${n}@example.org`,
        firstName: `Zoë "quoted" \\ ${n}`,
        preferredLanguage: 'pt',
      })
      .returning();
    if (!user) throw new Error('no user');
    await createSession(handle.db, user.id, new Date());
    await handle.db.insert(contactMessages).values({
      name: 'Ana',
      email: `member${n}@example.org`,
      message: `Olá\nlinha dois\t${'é'.repeat(n)}`,
    });
  }
  await files.uploads.put(randomBytes(16).toString('hex'), randomBytes(70_000));
  await files.uploads.put(randomBytes(16).toString('hex'), Buffer.alloc(0));
  await files.media.put('cover-800.webp', randomBytes(3_000));
  await files.audio.put(`${randomBytes(16).toString('hex')}.mp3`, randomBytes(5_000));
}

/** Writes pairs (a member and their message, in one transaction) until stopped. */
function keepWriting(handle: DatabaseHandle): { stop(): Promise<number> } {
  let running = true;
  let written = 0;
  const loop = (async () => {
    while (running) {
      const n = seq++;
      await handle.db.transaction(async (tx) => {
        await tx.insert(users).values({
          username: `writer${n}`,
          password: 'x',
          email: `writer${n}@example.org`,
        });
        await tx
          .insert(contactMessages)
          .values({ name: 'W', email: `writer${n}@example.org`, message: 'during' });
      });
      written++;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return written;
    },
  };
}

async function writerPairs(handle: DatabaseHandle): Promise<{ members: number; messages: number }> {
  const count = async (table: string) => {
    const result = (await handle.db.execute(
      sql.raw(`select count(*)::int as n from ${table} where email like 'writer%'`),
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? -1;
  };
  return { members: await count('users'), messages: await count('contact_messages') };
}

describe.each(kinds)('a backup of %s', (from) => {
  const targets: Kind[] = kinds;
  it.each(targets)(
    'restores into an empty %s identically, table by table and file by file',
    async (to) => {
      const source = await database(from, true);
      const sourceFiles = stores();
      await populate(source, sourceFiles);

      const writer = keepWriting(source);
      // Some writes before, during and after the snapshot.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const archive = path.join(work, `${from}-${to}.tar.gz`);
      const made = await makeBackup(source, sourceFiles, archive);
      const written = await writer.stop();
      expect(written).toBeGreaterThan(0);

      const target = await database(to, false);
      const targetFiles = stores();
      const outcome = await restoreBackup(target, targetFiles, archive);

      // Every table: the same rows as the snapshot the source database itself reported.
      const restored = await currentDigests(target.db);
      expect(restored).toEqual(made.manifest.database.tables);
      expect(outcome.rows).toBeGreaterThan(0);
      expect(made.manifest.database.tables.users?.rows).toBeGreaterThanOrEqual(5);
      // The snapshot is one instant: each member written meanwhile came with their message.
      const pairs = await writerPairs(target);
      expect(pairs.members).toBe(pairs.messages);
      // Every file: the same bytes.
      expect(await fileDigests(targetFiles.uploads)).toEqual(
        await fileDigests(sourceFiles.uploads),
      );
      expect(await fileDigests(targetFiles.media)).toEqual(await fileDigests(sourceFiles.media));
      expect(await fileDigests(targetFiles.audio)).toEqual(await fileDigests(sourceFiles.audio));
      expect(Object.keys(made.manifest.files)).toContain('media/cover-800.webp');

      // Tables nobody wrote to since match the source as it stands now, too.
      const now = await currentDigests(source.db);
      for (const table of ['articles', 'ebooks', 'sessions', 'videos']) {
        expect(restored[table], table).toEqual(now[table]);
      }
      // The site takes it from there: the remaining migrations apply, new rows get fresh ids.
      await target.migrate();
      const [fresh] = await target.db
        .insert(users)
        .values({ username: `after${seq++}`, password: 'x', email: `after${seq}@example.org` })
        .returning({ id: users.id });
      expect(fresh?.id).toBeGreaterThan(0);
    },
    120_000,
  );
});

// Each test makes a whole archive and restores it: far longer than a request on a busy machine.
describe('a restore', { timeout: 120_000 }, () => {
  const kind = kinds.at(-1) ?? 'pglite';

  async function madeArchive(): Promise<string> {
    const source = await database(kind, true);
    const files = stores();
    await populate(source, files);
    const file = path.join(work, `archive-${randomBytes(4).toString('hex')}.tar.gz`);
    await makeBackup(source, files, file);
    return file;
  }

  /** The archive unpacked, changed by `change`, packed again. */
  async function tampered(file: string, change: (dir: string) => void): Promise<string> {
    const dir = mkdtempSync(path.join(work, 'tamper-'));
    await tar.x({ file, cwd: dir });
    change(dir);
    const out = path.join(work, `tampered-${randomBytes(4).toString('hex')}.tar.gz`);
    await tar.c({ gzip: true, file: out, cwd: dir }, ['.']);
    return out;
  }

  it('refuses a tampered archive and changes nothing', async () => {
    const file = await madeArchive();
    const changedRow = await tampered(file, (dir) => {
      const rows = path.join(dir, 'database/users.jsonl');
      writeFileSync(rows, readFileSync(rows, 'utf8').replace('member', 'mallory'));
    });
    const extraFile = await tampered(file, (dir) => {
      writeFileSync(path.join(dir, 'uploads', 'planted'), 'x');
    });
    const notAnArchive = path.join(work, 'not-an-archive.tar.gz');
    writeFileSync(notAnArchive, 'just text');
    for (const bad of [changedRow, extraFile, notAnArchive]) {
      const target = await database(kind, false);
      const files = stores();
      await expect(restoreBackup(target, files, bad)).rejects.toBeInstanceOf(BackupInvalidError);
      const tables = (await target.db.execute(
        sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { n: number }[] };
      expect(tables.rows[0]?.n).toBe(0);
      expect(await fileDigests(files.uploads)).toEqual({});
    }
  });

  it('refuses a database that holds a site unless told to replace it', async () => {
    const file = await madeArchive();
    const target = await database(kind, true);
    const files = stores();
    await target.db
      .insert(contactMessages)
      .values({ name: 'K', email: 'k@x.org', message: 'keep' });
    await expect(restoreBackup(target, files, file)).rejects.toBeInstanceOf(TargetNotEmptyError);
    const kept = (await target.db.execute(
      sql`select count(*)::int as n from contact_messages`,
    )) as unknown as { rows: { n: number }[] };
    expect(kept.rows[0]?.n).toBe(1);

    await restoreBackup(target, files, file, { replace: true });
    const messages = await target.db.select().from(contactMessages);
    expect(messages.map((m) => m.message)).not.toContain('keep');
    expect(messages).toHaveLength(5);
  });
});

describe('a site whose files are in an S3 bucket', () => {
  it('backs up the bucket’s uploads and media and restores them into another', async () => {
    const s3 = await startTestS3();
    cleanups.push(() => s3.close());
    const bucketStores = (): BackupStores => {
      const root = `${randomBytes(4).toString('hex')}/`;
      const at = (prefix: string) =>
        createS3ObjectStore({
          client: s3.client,
          bucket: s3.settings.bucket,
          prefix: root + prefix,
        });
      return { uploads: at('uploads/'), media: at('media/'), audio: at('audio/') };
    };
    const source = await database('pglite', true);
    const from = bucketStores();
    await populate(source, from);
    const file = path.join(work, 'bucket.tar.gz');
    const made = await makeBackup(source, from, file);
    expect(Object.keys(made.manifest.files).filter((f) => !f.startsWith('database/'))).toHaveLength(
      4,
    );

    const target = await database('pglite', false);
    const to = bucketStores();
    await restoreBackup(target, to, file);
    expect(await fileDigests(to.uploads)).toEqual(await fileDigests(from.uploads));
    expect(await fileDigests(to.media)).toEqual(await fileDigests(from.media));
    expect(await fileDigests(to.audio)).toEqual(await fileDigests(from.audio));
    expect(await currentDigests(target.db)).toEqual(made.manifest.database.tables);
  }, 120_000);
});
