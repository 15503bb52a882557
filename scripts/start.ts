/** `npm start`: builds when no build is present, then runs the built server in this process. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../server/project-root';
import { run } from './lib/run';

const root = projectRoot();
const server = path.join(root, 'dist/server/main.js');
const needed = [
  server,
  path.join(root, 'dist/pages/index.html'),
  path.join(root, 'dist/client/index.html'),
];
if (!needed.every((f) => existsSync(f))) {
  console.log('No build found: building first (about a minute)…');
  await run('npm', ['run', 'build'], { cwd: root });
}
// The bundle serves only when it is the process's entry file; imported, it is asked to.
const built = (await import(pathToFileURL(server).href)) as { runFromEnvironment: () => void };
built.runFromEnvironment();
