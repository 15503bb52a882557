/**
 * The development server (`npm run dev`): the site as `npm start` serves it, on PORT (3000), with
 * every page rendered on the server from the sources at each request and the browser's modules
 * served by Vite with hot reload on the same port (server/pages/dev.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { createServer } from 'vite';
import { runFromEnvironment } from '../server/main';
import type { DevClient } from '../server/pages/dev';
import { isSsrBundle } from '../server/pages/render';
import { projectRoot } from '../server/project-root';
import { buildQueries } from './prerender-data';

const root = projectRoot();

/** The scripts development adds to each page: Vite's client and React's hot reload. */
const DEV_SCRIPTS = [
  '<script type="module" src="/@vite/client"></script>',
  '<script type="module" src="/src/dev-preamble.ts"></script>',
].join('\n    ');

async function viteClient(server: Server): Promise<DevClient> {
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    // Vite answers inside the app; its hot-reload socket shares the app's port.
    server: { middlewareMode: true, ws: { server } },
    appType: 'custom',
  });
  return {
    async template() {
      const html = await readFile(path.join(root, 'client/index.html'), 'utf8');
      return html.replace('</head>', () => `  ${DEV_SCRIPTS}\n  </head>`);
    },
    async bundle() {
      const bundle: unknown = await vite.ssrLoadModule('/src/entry-server.tsx');
      if (!isSsrBundle(bundle)) throw new Error('client/src/entry-server.tsx lost its exports');
      return bundle;
    },
    serve: (request, response) =>
      new Promise<boolean>((resolve) => {
        response.once('finish', () => resolve(true));
        vite.middlewares(request, response, (error?: unknown) => {
          if (!error) return resolve(false);
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          response.statusCode = 500;
          response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
        });
      }),
    close: () => vite.close(),
  };
}

const queries = buildQueries();
runFromEnvironment({
  dev: { createClient: viteClient, prerenderQueries: (meta, lang) => queries(meta.key, lang) },
});
