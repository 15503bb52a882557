import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres, pgliteExtensions } from '../db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated database. */
    pgliteTemplate: string;
    /** PostgreSQL: name of a migrated template database, and the server's URL. */
    pgTemplate: { url: string; database: string } | null;
  }
}

/**
 * Migrates one database for the whole run (initdb is the slow part); every test file then gets
 * its own copy of it, so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ministry-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = connectPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const tarball = path.join(dir, 'template.tar');
  writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', tarball);

  let dropTemplate: (() => Promise<void>) | undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER === 'pg') {
    if (!url) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
    const database = `ministry_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
    const target = new URL(url);
    target.pathname = `/${database}`;
    const tmpl = connectPostgres(target.toString(), { max: 1 });
    await tmpl.migrate();
    await tmpl.close();
    project.provide('pgTemplate', { url, database });
    dropTemplate = async () => {
      await admin.query(`drop database if exists ${database}`);
      await admin.end();
    };
  } else {
    project.provide('pgTemplate', null);
  }

  return async () => {
    await dropTemplate?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
