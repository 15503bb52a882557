import { describe, expect, it } from 'vitest';
import { cachedFor } from './cache';

describe('cachedFor', () => {
  it('reads once within the window and again after it', async () => {
    let now = 0;
    let reads = 0;
    const get = cachedFor(
      1000,
      () => new Date(now),
      async () => ++reads,
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    now = 999;
    expect(await get()).toBe(1);
    now = 1000;
    expect(await get()).toBe(2);
    get.invalidate();
    expect(await get()).toBe(3);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const get = cachedFor(
      60_000,
      () => new Date(0),
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
    );
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
