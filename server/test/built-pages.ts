import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SSR_DATA_ID, ssrDataSchema } from '../../contract/ssr-data';

/**
 * A miniature build for the page tests: the template with its markers, the shell, the 404 page
 * and a manifest; and readers of the HTML the server answers.
 */

export const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--><script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

export function fixtureBuild() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ministry-ssr-'));
  const clientDir = path.join(root, 'client');
  const pagesDir = path.join(root, 'pages');
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  mkdirSync(pagesDir, { recursive: true });
  // After the build the template itself is the shell (markers filled); the copy keeps them.
  writeFileSync(
    path.join(clientDir, 'index.html'),
    TEMPLATE.replace('<!--app-head-->', '<title>Shell</title>'),
  );
  writeFileSync(path.join(pagesDir, '.index.template'), TEMPLATE);
  writeFileSync(
    path.join(pagesDir, '404.html'),
    TEMPLATE.replace('<!--app-html-->', '<h1>404 Page Not Found</h1>'),
  );
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true },
      'src/features/articles/article-detail-screen.tsx': {
        file: 'assets/article-detail-screen-123.js',
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared-456.js' },
    }),
  );
  return { clientDir, pagesDir };
}

export const ORIGIN = 'https://ministry.example';

/** The text of the page's h1. */
export const h1 = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

export const ssrData = (html: string) => {
  const body = new RegExp(
    `<script type="application/json" id="${SSR_DATA_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  return { raw: body, data: ssrDataSchema.parse(JSON.parse(body ?? 'null')) };
};

export const unescapeAttr = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const meta = (html: string, name: string) => {
  const found = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : unescapeAttr(found);
};

/** The head's links: canonical and each language's address. */
export const links = (html: string) =>
  [
    ...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g),
  ].map((m) => `${m[2] ?? m[1]} ${m[3]}`);

export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );

export const jsonLdTypes = (html: string) => jsonLd(html).map((data) => data['@type']);

/** The document's title. */
export const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
