/**
 * The first half of `npm start`: builds when no build is present. The start script then replaces
 * its shell with `node dist/server/main.js` (`exec`), so npm's SIGTERM reaches the server itself,
 * and the server runs without tsx's loader, which costs it about 265 MB (docs/benchmarks.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../server/project-root';
import { run } from './lib/run';

const root = projectRoot();
const needed = [
  path.join(root, 'dist/server/main.js'),
  // Pre-rendered by every build (the home page is rendered per request since 0080).
  path.join(root, 'dist/pages/404.html'),
  path.join(root, 'dist/client/index.html'),
];
if (!needed.every((f) => existsSync(f))) {
  console.log('No build found: building first (about a minute)…');
  await run('npm', ['run', 'build'], { cwd: root });
}
