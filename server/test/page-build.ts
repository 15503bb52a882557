import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--><script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

/**
 * A miniature build (the template and an empty manifest, no pre-rendered page), for tests of
 * pages the server renders on request without running `npm run build`; the tests hand in the
 * real app's server rendering (client/src/entry-server) themselves.
 */
export function pageBuild(): { clientDir: string; pagesDir: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ministry-page-build-'));
  const clientDir = path.join(root, 'client');
  const pagesDir = path.join(root, 'pages');
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  mkdirSync(pagesDir, { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(pagesDir, '.index.template'), TEMPLATE);
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}');
  return { clientDir, pagesDir };
}
