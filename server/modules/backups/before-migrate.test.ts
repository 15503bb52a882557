/**
 * An upgrade can be undone: a start that finds migrations to apply first writes a backup of the
 * database as the previous version left it, at the previous migration level.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPglite, migrationsFolder, pgliteExtensions } from '../../db/connect';
import { start } from '../../main';
import { testConfig } from '../../test/app';
import { readManifest } from './archive';
import { migrateToLevel } from './database-snapshot';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'ministry-before-migrate-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a start with migrations to apply', () => {
  it('first backs up the database at the level it was', async () => {
    const config = testConfig({ PORT: '0', HOST: '127.0.0.1', BACKUP_EVERY_HOURS: '0' });
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const previous = journal.entries.at(-2);
    if (!previous) throw new Error('fewer than two migrations');
    const level = {
      count: journal.entries.length - 1,
      tag: previous.tag,
      hash: createHash('sha256')
        .update(readFileSync(path.join(migrationsFolder(), `${previous.tag}.sql`)))
        .digest('hex'),
    };
    // The data folder as the previous version left it.
    const old = connectPglite(
      await PGlite.create(path.join(config.dataDir, 'pglite'), { extensions: pgliteExtensions }),
    );
    await migrateToLevel(old, level, scratch);
    await old.close();

    const { app } = await start(config, { loadBible: false, seed: false });
    try {
      const made = readdirSync(config.backups.dir);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatch(/-before-migrate\.tar\.gz$/);
      const manifest = await readManifest(path.join(config.backups.dir, made[0] ?? ''));
      expect(manifest.database.migrations).toEqual(level);
    } finally {
      await app.close();
    }

    // Started again with nothing to migrate: no new backup.
    const again = await start(config, { loadBible: false, seed: false });
    await again.app.close();
    expect(readdirSync(config.backups.dir)).toHaveLength(1);
  }, 120_000);
});
