import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchPage } from '../../contract/pages';

interface Page {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export interface PagesOptions {
  /** Vite's output: hashed assets and the shell index.html. */
  clientDir: string;
  /** Pre-rendered pages: index.html, store.html, questions/my.html, 404.html. */
  pagesDir: string;
  /** Injected into every page's head when set, so the client loads analytics. */
  gaMeasurementId?: string | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function preparePage(html: string, gaMeasurementId: string | undefined): Page {
  const withMeta = gaMeasurementId
    ? html.replace('</head>', `<meta name="ga-measurement-id" content="${gaMeasurementId}"></head>`)
    : html;
  const body = Buffer.from(withMeta);
  return {
    body,
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

function listHtml(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listHtml(full, base);
    return name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/** '/': index.html; '/store': store.html; '/questions/my': questions/my.html. */
const pageFile = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

const FALLBACK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>' +
  '<body><main><h1>The site is not built yet</h1><p>Run <code>npm run build</code>.</p></main></body></html>';

/**
 * Serves the built client: static files, pre-rendered pages for the routes of the route table,
 * the shell for dynamic routes, the 404 page with status 404 for anything else, and a JSON 404
 * for unknown API paths.
 */
export const pagesPlugin = fp(
  async (app: FastifyInstance, opts: PagesOptions) => {
    const pages = new Map<string, Page>();
    for (const file of listHtml(opts.pagesDir)) {
      pages.set(
        file,
        preparePage(readFileSync(path.join(opts.pagesDir, file), 'utf8'), opts.gaMeasurementId),
      );
    }
    const shellFile = path.join(opts.clientDir, 'index.html');
    const shell = existsSync(shellFile)
      ? preparePage(readFileSync(shellFile, 'utf8'), opts.gaMeasurementId)
      : preparePage(FALLBACK_HTML, undefined);
    const notFoundPage = pages.get('404.html') ?? shell;

    if (existsSync(opts.clientDir)) {
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        index: false,
        wildcard: false,
        preCompressed: true,
        // Hashed files never change; anything else is revalidated.
        setHeaders: (res, filePath) => {
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
          );
        },
        allowedPath: (pathName) => pathName !== '/index.html',
      });
    }

    const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Page, status: number) => {
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', page.etag);
      if (status === 200 && request.headers['if-none-match'] === page.etag) {
        return reply.status(304).send();
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.brotli);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.body);
    };

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ message: `No such endpoint: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      }
      const meta = matchPage(pathname);
      if (!meta) return sendPage(request, reply, notFoundPage, 404);
      const prerendered = meta.prerender ? pages.get(pageFile(meta.path)) : undefined;
      return sendPage(request, reply, prerendered ?? shell, 200);
    });
  },
  { name: 'pages' },
);
