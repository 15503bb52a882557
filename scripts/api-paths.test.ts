import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API's addresses are written once, in the contract (`xApi` in `contract/<area>.ts`, built
 * with `apiRoute`); the server's routes register `xApi.name.pattern` and the client calls
 * `xApi.name(params)`. A literal '/api/…' elsewhere is an address that can drift from the server.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(root, dir, name))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && keep(path));
}

/** `file:line: text` of each quoted string or template that starts with /api/. */
function literalApiPaths(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /['"`]\/api\//.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

const advice =
  "write the address in its area's `xApi` in contract/<area>.ts (apiRoute) and use it from there";

describe('API addresses', () => {
  it('are not written as literals in the client', () => {
    expect(literalApiPaths(sourceFiles('client/src', () => true)), advice).toEqual([]);
  });

  it('are not written as literals in the server routes', () => {
    const routes = sourceFiles('server/modules', (path) => /routes\.ts$/.test(path));
    expect(routes.length).toBeGreaterThan(10);
    expect(literalApiPaths(routes), advice).toEqual([]);
  });

  it("are not written as literals in the server's page loaders", () => {
    const loaders = sourceFiles('server/pages/loaders', () => true);
    expect(loaders.length).toBeGreaterThan(5);
    expect(literalApiPaths(loaders), advice).toEqual([]);
  });
});
