import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { connectPglite, pgliteExtensions } from '../../db/connect';
import type { DbOrTx } from '../../db/types';
import { createTestDatabase } from '../../test/database';
import { databaseBefore } from '../../test/migrations';
import { pendingMigrations } from './database-snapshot';

describe('the migrations a start would apply (a backup is made first when there are some)', () => {
  it('are none on a new, empty database: there is nothing to keep yet', async () => {
    const handle = connectPglite(await PGlite.create({ extensions: pgliteExtensions }));
    try {
      expect(await pendingMigrations(handle.db)).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('are none on a database this version migrated', async () => {
    const handle = await createTestDatabase();
    try {
      expect(await pendingMigrations(handle.db)).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('are counted on a database an earlier version left', async () => {
    const before = await databaseBefore('backups');
    // A database of the earlier schema: only raw queries are asked of it.
    const db = before.db as unknown as DbOrTx;
    try {
      expect(await pendingMigrations(db)).toBeGreaterThanOrEqual(1);
      await before.migrateToEnd();
      expect(await pendingMigrations(db)).toBe(0);
    } finally {
      await before.close();
    }
  });
});
