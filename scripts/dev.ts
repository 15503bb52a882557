/**
 * `npm run dev`: the site on http://localhost:3000 (PORT), restarted when a server file changes;
 * pages rendered on the server from the sources, the browser's modules hot-reloaded by Vite
 * (scripts/dev-server.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../server/project-root';

const root = projectRoot();
const child = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  // The client's sources are Vite's to watch; a restart for them would only lose its state.
  ['watch', '--clear-screen=false', '--exclude', 'client/**', 'scripts/dev-server.ts'],
  { stdio: 'inherit', cwd: root },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
