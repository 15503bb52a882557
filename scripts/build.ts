/**
 * Production build: the checked Bible text (dist/bible/web.bin), the client (hashed assets),
 * the server-render bundle, the pre-rendered public pages, pre-compressed assets, and the server
 * bundled into dist/server/main.js.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { projectRoot } from '../server/project-root';
import { buildBibleData } from './bible-data';
import { prerender } from './prerender';
import { buildQueries } from './prerender-data';
import { run } from './lib/run';

const root = projectRoot();
const dist = path.join(root, 'dist');
const vite = path.join(root, 'node_modules/.bin/vite');

const started = Date.now();
// First, so a text that fails its checks stops the build before anything else is made.
buildBibleData();
await run(vite, ['build', '--logLevel', 'warn'], { cwd: root });
await run(
  vite,
  [
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    '../dist/ssr',
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: root },
);
const written = await prerender({
  clientDir: path.join(dist, 'client'),
  ssrEntry: path.join(dist, 'ssr/entry-server.js'),
  pagesDir: path.join(dist, 'pages'),
  queries: buildQueries(),
});
console.log(`Pre-rendered ${written.length} pages.`);

// Compressed twins of the assets, served by the built-files plugin (server/pages/plugin.ts).
const compressible = /\.(js|css|svg|json|txt|html|map)$/;
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
for (const file of walk(path.join(dist, 'client'))) {
  if (!compressible.test(file) || file.endsWith('index.html')) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body));
}

// Dependencies are bundled too: one file to parse instead of ~1,000 modules to find, read and
// link cut start-up by ~0.5 s (docs/decisions/0005-bible-speed.md). Left outside: native addons,
// WebAssembly with its data files, packages that serve files next to their own code (Swagger UI's
// page), and those loaded only when configured. (@fastify/swagger reads its package.json only for
// a title and version we give it.)
// Code the server rarely runs (image conversion, PDF statements, the S3 client, mail transport,
// passkey and audio parsers…) is imported with `await import()` where it is used, and split into
// chunks of its own, loaded on first use: V8 keeps every loaded module's source and what its
// start-up built, tens of MB in a process that may never use them
// (docs/decisions/0085-rare-code-loaded-on-use.md). Chunk names carry their content's hash and
// older ones are left in place, so a process started before a rebuild still finds its own.
await esbuild({
  entryPoints: { main: path.join(root, 'server/main.ts') },
  outdir: path.join(dist, 'server'),
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    'argon2',
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@fastify/swagger-ui',
    'pg-native',
    'stripe',
    'ioredis',
    // Native image library: loaded from node_modules with its own binaries.
    'sharp',
  ],
  // Bundled CommonJS code calls require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Build done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
