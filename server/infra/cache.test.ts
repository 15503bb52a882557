import { describe, expect, it } from 'vitest';
import { versionedAnswers } from './cache';
import { createContentVersion } from './content-version';

describe('versionedAnswers', () => {
  it('reads once per content version and key', async () => {
    let now = 0;
    const version = createContentVersion(() => new Date(now));
    const answers = versionedAnswers(version);
    let reads = 0;
    const get = (key = 'a') => answers.get(key, async () => ++reads);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    expect(await get('b')).toBe(2);
    now = 60_000;
    expect(await get()).toBe(1);
    version.changed();
    expect(await get()).toBe(3);
    expect(await get()).toBe(3);
  });

  it('reads again when a scheduled time passes, without a write', async () => {
    let now = 0;
    const version = createContentVersion(() => new Date(now));
    version.changed([new Date(1_000)]);
    const answers = versionedAnswers(version);
    let reads = 0;
    const get = () => answers.get('list', async () => ++reads);
    expect(await get()).toBe(1);
    now = 999;
    expect(await get()).toBe(1);
    now = 1_000;
    expect(await get()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const answers = versionedAnswers(createContentVersion(() => new Date(0)));
    let fail = true;
    const get = () =>
      answers.get('x', async () => {
        if (fail) throw new Error('down');
        return 'ok';
      });
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
