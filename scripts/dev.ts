/** `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../server/project-root';

const root = projectRoot();
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    cwd: root,
  }),
  spawn(bin('vite'), [], { stdio: 'inherit', cwd: root }),
];
console.log('Open http://localhost:5173 (the API runs on http://localhost:3000).');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
