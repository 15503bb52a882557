import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadCache, isPlainRead, noReadCache, reportWrites } from './read-cache';

describe('read cache', () => {
  it('answers a kept value without reading again', async () => {
    const cache = createReadCache();
    let reads = 0;
    const read = async () => ({ n: ++reads });
    expect(await cache.get('k', read)).toEqual({ n: 1 });
    expect(await cache.get('k', read)).toEqual({ n: 1 });
    expect(reads).toBe(1);
  });

  it('forgets everything after a write', async () => {
    const cache = createReadCache();
    let reads = 0;
    const read = async () => ({ n: ++reads });
    await cache.get('k', read);
    cache.noteWrite();
    expect(await cache.get('k', read)).toEqual({ n: 2 });
  });

  it('does not keep an answer read before a write that finished while it was running', async () => {
    const cache = createReadCache();
    let release: () => void = () => {};
    const slow = cache.get('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { v: 'old' };
    });
    cache.noteWrite();
    release();
    expect(await slow).toEqual({ v: 'old' });
    expect(await cache.get('k', async () => ({ v: 'new' }))).toEqual({ v: 'new' });
  });

  it('does not keep a failed read', async () => {
    const cache = createReadCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('is a pass-through when off', async () => {
    let reads = 0;
    const read = async () => ({ n: ++reads });
    await noReadCache.get('k', read);
    expect(await noReadCache.get('k', read)).toEqual({ n: 2 });
  });

  it('tells plain reads from writes', () => {
    expect(isPlainRead('select 1')).toBe(true);
    expect(isPlainRead('  SELECT * from users')).toBe(true);
    expect(isPlainRead('insert into x values (1)')).toBe(false);
    expect(isPlainRead('with x as (delete from y returning *) select * from x')).toBe(false);
    expect(isPlainRead('selectivity')).toBe(false);
  });
});

describe('writes reported by PGlite', () => {
  let client: PGlite;
  const cache = createReadCache();
  beforeAll(async () => {
    client = await PGlite.create();
    reportWrites(client, cache);
    await client.exec('create table t (n int)');
  });
  afterAll(() => client.close());

  const count = () =>
    cache.get('count', async () => {
      const { rows } = await client.query<{ c: number }>('select count(*)::int as c from t');
      return { c: rows[0]?.c };
    });

  it('a statement that writes empties the cache', async () => {
    expect(await count()).toEqual({ c: 0 });
    await client.query('insert into t values ($1)', [1]);
    expect(await count()).toEqual({ c: 1 });
  });

  it('a transaction empties the cache when it settles, committed or not', async () => {
    expect(await count()).toEqual({ c: 1 });
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (2)');
    });
    expect(await count()).toEqual({ c: 2 });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t values (3)');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toEqual({ c: 2 });
  });

  it('a plain read keeps the cache', async () => {
    await count();
    let reads = 0;
    await client.query('select 1');
    await cache.get('count', async () => ({ c: ++reads }));
    expect(reads).toBe(0);
  });
});
