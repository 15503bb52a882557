import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screens } from './screens';

const clientDir = fileURLToPath(new URL('../../', import.meta.url));

describe('screens', () => {
  it('names a source file that exists for each screen (the pre-renderer preloads it)', () => {
    for (const [key, entry] of Object.entries(screens)) {
      expect(existsSync(path.join(clientDir, entry.src)), `${key}: ${entry.src}`).toBe(true);
    }
  });

  it('loads each screen module once and answers a component', async () => {
    const entry = screens.store;
    const [a, b] = await Promise.all([entry.load(), entry.load()]);
    expect(a).toBe(b);
    expect(typeof a.default).toBe('function');
  });

  it('finds the component of every screen the route table names', async () => {
    for (const [key, entry] of Object.entries(screens)) {
      expect(typeof (await entry.load()).default, key).toBe('function');
    }
  });
});
