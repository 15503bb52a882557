import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupListSchema, backupSchema } from '../../../contract/backups';
import { newsletterSubscriptions } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { createDirectoryObjectStore } from '../../infra/object-store';
import { connectPglite, pgliteExtensions } from '../../db/connect';
import { PGlite } from '@electric-sql/pglite';
import { currentDigests } from './database-snapshot';
import { restoreBackup } from './archive';

let t: TestApp;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'ministry-backup-routes-'));

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ BACKUP_KEEP: '2' }) });
  await t.db.insert(newsletterSubscriptions).values({ email: 'reader@example.org' });
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the backups of the admin panel', () => {
  it('are for administrators only', async () => {
    const member = await t.signIn();
    const unconfirmed = await t.signIn({ isAdmin: true, secondFactor: false });
    for (const [method, url] of [
      ['GET', '/api/admin/backups'],
      ['POST', '/api/admin/backups'],
      ['GET', '/api/admin/backups/backup-20260101T000000000Z-manual.tar.gz'],
    ] as const) {
      expect((await t.call(method, url)).statusCode, url).toBe(401);
      expect((await t.call(method, url, member.cookie)).statusCode, url).toBe(403);
      expect((await t.call(method, url, unconfirmed.cookie)).statusCode, url).toBe(403);
    }
    // A wrong operator token is no way in either.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/operator/backups',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('makes one now, lists it, downloads it whole, and keeps only the newest', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const empty = await t.call('GET', '/api/admin/backups', admin.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(backupListSchema.parse(empty.json())).toEqual({ backups: [], everyHours: 24, keep: 2 });

    const made = await t.call('POST', '/api/admin/backups', admin.cookie);
    expect(made.statusCode).toBe(201);
    const backup = backupSchema.parse(made.json());
    expect(backup.reason).toBe('manual');
    expect(backup.size).toBeGreaterThan(0);

    const listed = backupListSchema.parse(
      (await t.call('GET', '/api/admin/backups', admin.cookie)).json(),
    );
    expect(listed.backups).toEqual([backup]);

    const download = await t.call('GET', `/api/admin/backups/${backup.name}`, admin.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toContain(backup.name);
    expect(download.rawPayload.length).toBe(backup.size);

    // The download restores into an empty database, identical table by table.
    const file = path.join(scratch, backup.name);
    writeFileSync(file, download.rawPayload);
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const target = connectPglite(client);
    try {
      await restoreBackup(
        target,
        {
          uploads: createDirectoryObjectStore(path.join(scratch, 'uploads')),
          media: createDirectoryObjectStore(path.join(scratch, 'media')),
          audio: createDirectoryObjectStore(path.join(scratch, 'audio')),
        },
        file,
      );
      const restored = await currentDigests(target.db);
      expect(restored.newsletter_subscriptions?.rows).toBe(1);
    } finally {
      await target.close();
    }

    await t.call('POST', '/api/admin/backups', admin.cookie);
    await t.call('POST', '/api/admin/backups', admin.cookie);
    const kept = backupListSchema.parse(
      (await t.call('GET', '/api/admin/backups', admin.cookie)).json(),
    );
    expect(kept.backups).toHaveLength(2);
    expect(kept.backups.map((b) => b.name)).not.toContain(backup.name);
    // Four archives and a restore: longer than the default on a loaded machine.
  }, 120_000);

  it('answers 404 for a backup it does not have and 400 for a name it never gives', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const missing = await t.call(
      'GET',
      '/api/admin/backups/backup-20200101T000000000Z-manual.tar.gz',
      admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'manifest.json', 'backup-x.tar.gz']) {
      const bad = await t.call('GET', `/api/admin/backups/${name}`, admin.cookie);
      expect(bad.statusCode, name).toBe(400);
      expect(bad.json()).toMatchObject({
        message: 'Not a backup',
        fieldErrors: { name: ['Not a backup'] },
      });
    }
  });

  it('lets the operator in with the site’s token from this machine only', async () => {
    const headers = { authorization: `Bearer ${t.app.backups.operatorToken}` };
    const local = await t.app.inject({ method: 'GET', url: '/api/operator/backups', headers });
    expect(local.statusCode).toBe(200);
    // The token opens the operator's addresses, not the staff's.
    const staff = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers });
    expect(staff.statusCode).toBe(401);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/operator/backups',
      headers,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(401);
  });

  it('makes the scheduled backup once per interval, whichever process asks', async () => {
    const made = await t.app.backups.runSchedule();
    expect(made).toBe(true);
    // Due again only after BACKUP_EVERY_HOURS: a second look (here or in another process) waits.
    expect(await t.app.backups.runSchedule()).toBe(false);
    const listed = await t.app.backups.list();
    expect(listed.some((b) => b.reason === 'scheduled')).toBe(true);
  });
});
