/**
 * Pre-renders the public pages to HTML after `vite build` (client) and the SSR build.
 *
 * For every page of contract/pages.ts with `prerender: true` it writes `${pagesDir}/index.html`
 * ('/') or `${pagesDir}${path}.html`, plus `${pagesDir}/404.html`; each is Vite's built template
 * with `<!--app-html-->` replaced by the rendered markup and `<!--app-head-->` by the page's
 * title and description. The template itself (`${clientDir}/index.html`, served as the shell of
 * dynamic routes such as /questions/5) gets a generic title and description in place, and keeps
 * an empty root so the browser renders it from scratch.
 *
 * Run directly: `tsx scripts/prerender.ts` (dist/client, dist/ssr/entry-server.js, dist/pages).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { documentTitle, notFoundPage, pages, SITE_NAME, SITE_TAGLINE } from '../contract/pages';

export interface PrerenderOptions {
  /** Vite's client build output, holding index.html. */
  clientDir: string;
  /** The SSR bundle exporting `render(url: string): string`. */
  ssrEntry: string;
  /** Where the pre-rendered pages are written (emptied first). */
  pagesDir: string;
}

const HEAD_MARKER = '<!--app-head-->';
const HTML_MARKER = '<!--app-html-->';
/** A copy of the untouched template, so running again without a new client build still works. */
const TEMPLATE_COPY = '.index.template';
const NOT_FOUND_URL = '/__not_found__';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The `<head>` tags of one page. */
export function headTags(title: string, description: string): string {
  const t = escapeHtml(title);
  const d = escapeHtml(description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:type" content="website" />`,
  ].join('\n    ');
}

/** Fills the template's markers; a function replacement keeps `$` in the markup literal. */
export function fillTemplate(template: string, head: string, html: string): string {
  return template.replace(HEAD_MARKER, () => head).replace(HTML_MARKER, () => html);
}

/** The output file of a page path: '/' -> index.html, '/questions/my' -> questions/my.html. */
export function pageFile(pagesDir: string, path: string): string {
  return path === '/' ? join(pagesDir, 'index.html') : join(pagesDir, `${path.slice(1)}.html`);
}

async function readTemplate(clientDir: string, pagesDir: string): Promise<string> {
  const built = await readFile(join(clientDir, 'index.html'), 'utf8');
  if (built.includes(HEAD_MARKER) && built.includes(HTML_MARKER)) return built;
  const copy = join(pagesDir, TEMPLATE_COPY);
  if (existsSync(copy)) return readFile(copy, 'utf8');
  throw new Error(
    `${join(clientDir, 'index.html')} has no ${HEAD_MARKER} / ${HTML_MARKER} markers: run \`vite build\` first.`,
  );
}

export async function prerender({
  clientDir,
  ssrEntry,
  pagesDir,
}: PrerenderOptions): Promise<string[]> {
  const template = await readTemplate(clientDir, pagesDir);
  const ssr = (await import(pathToFileURL(resolve(ssrEntry)).href)) as {
    render: (url: string) => string;
  };
  if (typeof ssr.render !== 'function') throw new Error(`${ssrEntry} does not export render()`);

  await rm(pagesDir, { recursive: true, force: true });
  await mkdir(pagesDir, { recursive: true });
  await writeFile(join(pagesDir, TEMPLATE_COPY), template);

  const written: string[] = [];
  const write = async (file: string, content: string) => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    written.push(file);
  };

  for (const page of pages.filter((p) => p.prerender)) {
    const html = ssr.render(page.path);
    const head = headTags(documentTitle(page.title), page.description);
    await write(pageFile(pagesDir, page.path), fillTemplate(template, head, html));
  }

  const notFound = ssr.render(NOT_FOUND_URL);
  await write(
    join(pagesDir, '404.html'),
    fillTemplate(
      template,
      headTags(documentTitle(notFoundPage.title), notFoundPage.description),
      notFound,
    ),
  );

  // The shell of dynamic routes: generic head, empty root (the browser renders it).
  const shell = template.replace(HEAD_MARKER, () => headTags(SITE_NAME, SITE_TAGLINE));
  await write(join(clientDir, 'index.html'), shell);

  return written;
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isMain) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = await prerender({
    clientDir: join(root, 'dist/client'),
    ssrEntry: join(root, 'dist/ssr/entry-server.js'),
    pagesDir: join(root, 'dist/pages'),
  });
  console.log(`Pre-rendered ${files.length} files:`);
  for (const file of files) console.log(`  ${file.slice(root.length)}`);
}
