import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import {
  createReadCache,
  noReadCache,
  reportPoolWrites,
  reportWrites,
  tableWrittenBy,
} from './read-cache';

const a = pgTable('a', { n: integer() });
const b = pgTable('b', { n: integer() });

function counter() {
  let reads = 0;
  return async () => ({ n: ++reads });
}

describe('read cache', () => {
  it('answers a kept value without reading again', async () => {
    const cache = createReadCache();
    const read = counter();
    expect(await cache.get('k', [a], read)).toEqual({ n: 1 });
    expect(await cache.get('k', [a], read)).toEqual({ n: 1 });
  });

  it('reads again after a write to one of its tables, not after a write to another', async () => {
    const cache = createReadCache();
    const read = counter();
    await cache.get('k', [a], read);
    cache.noteWrite('b');
    expect(await cache.get('k', [a], read)).toEqual({ n: 1 });
    cache.noteWrite('a');
    expect(await cache.get('k', [a], read)).toEqual({ n: 2 });
  });

  it('reads everything again after a write to an unknown table', async () => {
    const cache = createReadCache();
    const read = counter();
    await cache.get('k', [a, b], read);
    cache.noteWrite();
    expect(await cache.get('k', [a, b], read)).toEqual({ n: 2 });
  });

  it('never serves an answer read before a write that finished while it was running', async () => {
    const cache = createReadCache();
    let release: () => void = () => {};
    const slow = cache.get('k', [a], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { v: 'old' };
    });
    cache.noteWrite('a');
    release();
    expect(await slow).toEqual({ v: 'old' });
    expect(await cache.get('k', [a], async () => ({ v: 'new' }))).toEqual({ v: 'new' });
  });

  it('does not keep a failed read', async () => {
    const cache = createReadCache();
    await expect(cache.get('k', [a], () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('k', [a], async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('lets readers of a key join the read already running, not one started before a write', async () => {
    const cache = createReadCache();
    let reads = 0;
    const releases: (() => void)[] = [];
    const slow = async () => {
      reads += 1;
      const n = reads;
      await new Promise<void>((resolve) => releases.push(resolve));
      return { n };
    };
    const first = cache.get('k', [a], slow);
    const second = cache.get('k', [a], slow);
    expect(reads).toBe(1);
    cache.noteWrite('a');
    const third = cache.get('k', [a], slow);
    expect(reads).toBe(2);
    for (const release of releases) release();
    expect(await first).toEqual({ n: 1 });
    expect(await second).toEqual({ n: 1 });
    expect(await third).toEqual({ n: 2 });
    expect(await cache.get('k', [a], slow)).toEqual({ n: 2 });
    expect(reads).toBe(2);
  });

  it('lets the readers who joined a failed read fail too, and the next one read again', async () => {
    const cache = createReadCache();
    let fail: (error: Error) => void = () => {};
    const failing = () => new Promise<object>((_resolve, reject) => (fail = reject));
    const first = cache.get('k', [a], failing);
    const second = cache.get('k', [a], failing);
    fail(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(second).rejects.toThrow('down');
    expect(await cache.get('k', [a], async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('keeps no more than its byte budget, dropping the least recently used first', async () => {
    const cache = createReadCache({ maxBytes: 1000 });
    let reads = 0;
    const read = async () => ({ n: ++reads });
    const size = () => 400;
    await cache.get('a', [a], read, size);
    await cache.get('b', [a], read, size);
    await cache.get('a', [a], read, size);
    await cache.get('c', [a], read, size);
    expect(reads).toBe(3);
    expect(await cache.get('a', [a], read, size)).toEqual({ n: 1 });
    expect(await cache.get('b', [a], read, size)).toEqual({ n: 4 });
    await cache.get('huge', [a], read, () => 5000);
    await cache.get('huge', [a], read, () => 5000);
    expect(reads).toBe(6);
  });

  it('is a pass-through when off', async () => {
    const read = counter();
    await noReadCache.get('k', [a], read);
    expect(await noReadCache.get('k', [a], read)).toEqual({ n: 2 });
  });

  it('when not live, keeps nothing and reads every time; live again, it keeps afresh', async () => {
    const cache = createReadCache();
    const read = counter();
    await cache.get('k', [a], read);
    cache.setLive(false);
    expect(cache.live).toBe(false);
    expect(await cache.get('k', [a], read)).toEqual({ n: 2 });
    expect(await cache.get('k', [a], read)).toEqual({ n: 3 });
    cache.setLive(true);
    // Not the answer kept before the gap: writes during it went unheard.
    expect(await cache.get('k', [a], read)).toEqual({ n: 4 });
    expect(await cache.get('k', [a], read)).toEqual({ n: 4 });
  });

  it('does not keep an answer whose read began before the cache went off', async () => {
    const cache = createReadCache();
    let release: () => void = () => {};
    const slow = cache.get('k', [a], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { v: 'old' };
    });
    cache.setLive(false);
    cache.setLive(true);
    release();
    expect(await slow).toEqual({ v: 'old' });
    expect(await cache.get('k', [a], async () => ({ v: 'new' }))).toEqual({ v: 'new' });
  });

  it('tells what a statement may change', () => {
    expect(tableWrittenBy('select 1')).toEqual({ reads: true });
    expect(tableWrittenBy('  SELECT * from users for update')).toEqual({ reads: true });
    expect(tableWrittenBy('insert into "users" ("email") values ($1)')).toEqual({ table: 'users' });
    expect(tableWrittenBy('update "sessions" set "x" = 1')).toEqual({ table: 'sessions' });
    expect(tableWrittenBy('delete from "a" where true')).toEqual({ table: 'a' });
    expect(tableWrittenBy('with x as (delete from y returning *) select 1')).toEqual({
      table: undefined,
    });
    // A search's ranking is common table expressions that only read: it empties no cache.
    expect(tableWrittenBy('with m as (select * from d), r as (select * from m) select 1')).toEqual({
      reads: true,
    });
    expect(tableWrittenBy('WITH x AS (UPDATE y SET n = 1 RETURNING *) SELECT 1')).toEqual({
      table: undefined,
    });
    expect(tableWrittenBy('/* writes search_documents */ select search_put($1)')).toEqual({
      table: 'search_documents',
    });
    expect(tableWrittenBy('create table t (n int)')).toEqual({ table: undefined });
    expect(tableWrittenBy('selectivity')).toEqual({ table: undefined });
  });
});

describe('writes reported by PGlite', () => {
  let client: PGlite;
  const cache = createReadCache();
  beforeAll(async () => {
    client = await PGlite.create();
    reportWrites(client, cache);
    await client.exec('create table a (n int); create table b (n int)');
  });
  afterAll(() => client.close());

  let reads = 0;
  const countA = () =>
    cache.get('count', [a], async () => {
      reads += 1;
      const { rows } = await client.query<{ c: number }>('select count(*)::int as c from a');
      return { c: rows[0]?.c };
    });

  it('a statement that writes a row of the table makes it read again', async () => {
    expect(await countA()).toEqual({ c: 0 });
    await client.query('insert into "a" values ($1)', [1]);
    expect(await countA()).toEqual({ c: 1 });
  });

  it('a write that touched no row, or another table, keeps the answer', async () => {
    await countA();
    const before = reads;
    await client.query('update "a" set n = 5 where n = 99');
    await client.query('insert into "b" values (1)');
    await client.query('select 1');
    expect(await countA()).toEqual({ c: 1 });
    expect(reads).toBe(before);
  });

  it('a transaction reports its writes when it settles, committed or not', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into "a" values (2)');
    });
    expect(await countA()).toEqual({ c: 2 });
    const before = reads;
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into "a" values (3)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countA()).toEqual({ c: 2 });
    expect(reads).toBe(before + 1);
  });
});

/**
 * A stand-in for a node-postgres pool: hands out clients whose queries answer a row count,
 * by promise or callback as node-postgres does (Drizzle uses the first, pool.query the second).
 */
function fakePool() {
  const pool = new EventEmitter();
  const connect = () => {
    const client = {
      query(query: unknown, ...rest: unknown[]) {
        const text = typeof query === 'string' ? query : (query as { text: string }).text;
        const result = { rowCount: /where false/.test(text) ? 0 : 1, rows: [] };
        const callback = rest.find((r) => typeof r === 'function') as
          ((err: unknown, res: unknown) => void) | undefined;
        if (callback) {
          setImmediate(() => callback(null, result));
          return undefined;
        }
        return Promise.resolve(result);
      },
    };
    pool.emit('connect', client);
    return client;
  };
  return { pool: pool as unknown as pg.Pool, connect };
}

describe('writes reported by node-postgres connections', () => {
  it('reports a statement once it finished, and a transaction once it settled', async () => {
    const cache = createReadCache();
    const { pool, connect } = fakePool();
    reportPoolWrites(pool, cache);
    const client = connect();
    const read = counter();
    await cache.get('k', [a], read);

    await client.query({ text: 'update "a" set n = 1 where false' });
    await client.query('select * from "a"');
    await client.query({ text: 'insert into "b" values (1)' });
    expect(await cache.get('k', [a], read)).toEqual({ n: 1 });

    await client.query({ text: 'insert into "a" values ($1)' }, [1]);
    expect(await cache.get('k', [a], read)).toEqual({ n: 2 });

    await client.query({ text: 'begin' });
    await client.query({ text: 'delete from "a"' });
    // Not before the transaction settles: the change is not visible to others yet.
    expect(await cache.get('k', [a], read)).toEqual({ n: 2 });
    await client.query({ text: 'commit' });
    expect(await cache.get('k', [a], read)).toEqual({ n: 3 });

    await client.query({ text: 'begin' });
    await client.query({ text: 'update "a" set n = 2' });
    await client.query({ text: 'rollback' });
    // A rollback costs one read again, as on PGlite.
    expect(await cache.get('k', [a], read)).toEqual({ n: 4 });
  });

  it('reports what a callback-style query (pool.query) wrote', async () => {
    const cache = createReadCache();
    const { pool, connect } = fakePool();
    reportPoolWrites(pool, cache);
    const client = connect();
    const read = counter();
    await cache.get('k', [a], read);
    await new Promise((resolve) => client.query('delete from "a"', [], resolve));
    expect(await cache.get('k', [a], read)).toEqual({ n: 2 });
  });
});
