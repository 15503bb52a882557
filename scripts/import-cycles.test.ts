import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, projectFiles } from './lib/import-cycles';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('import cycles', () => {
  it('none among our files, type-only imports included', () => {
    const { files, options } = projectFiles(root);
    expect(importCycles(root, files, options)).toEqual([]);
  });

  it('are found through type-only imports and re-exports', () => {
    const at = (name: string) => path.join(root, 'server/db', name);
    const texts: Record<string, string> = {
      [at('a.ts')]: `import type { B } from './b';\nexport type A = B;\n`,
      [at('b.ts')]: `export type { C as B } from './c';\n`,
      [at('c.ts')]: `import { type A } from './a';\nexport type C = A | number;\n`,
      [at('d.ts')]: `import type { A } from './a';\nexport type D = A;\n`,
    };
    const files = Object.keys(texts);
    const { options } = projectFiles(root);
    const found = importCycles(root, files, options, {
      readText: (file) => texts[file] ?? '',
      exists: (file) => file in texts,
    });
    expect(found).toEqual([['server/db/a.ts', 'server/db/b.ts', 'server/db/c.ts']]);
  });
});
