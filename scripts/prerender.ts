/**
 * Pre-renders the public pages to HTML after `vite build` (client) and the SSR build.
 *
 * For every page of contract/pages.ts the build makes (`builtAtBuildTime`: a static path, and
 * not rendered per request, which the server makes from its data at each request only) it writes
 * `${pagesDir}${path}.html` (`login.html`, `es/bible.html`), one file more for each variant the
 * SSR bundle names for the page's query parameters (`bible.version-rv1909.html` for
 * `/bible?version=rv1909`), plus `${pagesDir}/404.html`; each is Vite's built template
 * with `<!--app-html-->` replaced by the rendered markup and `<!--app-head-->` by the page's
 * title and description. The template itself (`${clientDir}/index.html`, served as the shell of
 * dynamic routes such as /questions/5) gets a generic title and description in place, and keeps
 * an empty root so the browser renders it from scratch.
 *
 * Run directly: `tsx scripts/prerender.ts` (dist/client, dist/ssr/entry-server.js, dist/pages).
 */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { localizePath, siteLanguages, type SiteLanguage } from '../contract/i18n';
import { pageText } from '../contract/messages/catalogues';
import { documentTitle, pages, SITE_NAME, SITE_TAGLINE } from '../contract/pages';
import { builtAtBuildTime, prerenderedFile } from '../contract/prerendered-files';
import { composePage, readTemplate, type PageTemplate } from '../server/pages/compose';
import { NOT_FOUND_URL } from '../server/pages/render';
import {
  fillTemplate,
  headTags,
  HEAD_MARKER,
  HTML_MARKER,
  preloadTags,
  TEMPLATE_COPY,
  withInlineStyles,
  type Manifest,
} from '../server/pages/template';
import type { SsrQuery } from '../contract/ssr-data';
import { buildQueries, type PrerenderQueries } from './prerender-data';

export { fillTemplate, headTags, preloadTags, type Manifest };

export interface PrerenderOptions {
  /** Vite's client build output, holding index.html. */
  clientDir: string;
  /** The SSR bundle exporting `render(url)`, `screenSource(url)` and `pageVariants(path)`. */
  ssrEntry: string;
  /** Where the pre-rendered pages are written (emptied first). */
  pagesDir: string;
  /** The languages to pre-render the pages in; all the site's by default. */
  languages?: readonly SiteLanguage[];
  /** The answers a page is made with, where the build has them (scripts/prerender-data.ts). */
  queries?: PrerenderQueries;
}

/**
 * The output file of a page path (and variant query): '/' -> index.html, '/questions/my' ->
 * questions/my.html, '/es/store' -> es/store.html.
 */
export function pageFile(pagesDir: string, path: string, query = ''): string {
  return join(pagesDir, prerenderedFile(path, query));
}

/** The build's template, or why there is none. */
function builtTemplate(clientDir: string, pagesDir: string): PageTemplate {
  const found = readTemplate(clientDir, pagesDir);
  if (!found) {
    throw new Error(
      `${join(clientDir, 'index.html')} has no ${HEAD_MARKER} / ${HTML_MARKER} markers: run \`vite build\` first.`,
    );
  }
  return found;
}

export async function prerender({
  clientDir,
  ssrEntry,
  pagesDir,
  languages = siteLanguages,
  queries = () => [],
}: PrerenderOptions): Promise<string[]> {
  const built = builtTemplate(clientDir, pagesDir);
  const template = withInlineStyles(built.template, (file) =>
    readFileSync(join(clientDir, file), 'utf8'),
  );
  const { manifest } = built;
  const ssr = (await import(pathToFileURL(resolve(ssrEntry)).href)) as {
    render: (url: string) => Promise<string>;
    renderWithData: (url: string, queries: readonly SsrQuery[]) => Promise<string>;
    screenSource: (url: string) => string | undefined;
    pageVariants?: (path: string) => string[];
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

  // Each page in each language: English at its path, the others under /es and /pt.
  for (const lang of languages) {
    for (const page of pages.filter(builtAtBuildTime)) {
      const text = pageText(page.key, lang);
      const path = localizePath(page.path, lang);
      const answers = queries(page.key, lang);
      for (const query of ['', ...(ssr.pageVariants?.(page.path) ?? [])]) {
        const url = query ? `${path}?${query}` : path;
        const html = composePage({
          template,
          manifest,
          lang,
          hydratesOnUse: page.hydratesOnUse,
          screen: ssr.screenSource(page.path),
          markup:
            answers.length === 0 ? await ssr.render(url) : await ssr.renderWithData(url, answers),
          title: documentTitle(text.title),
          description: text.description,
          queries: answers.length === 0 ? undefined : answers,
        });
        await write(pageFile(pagesDir, path, query), html);
      }
    }

    const notFound = pageText(undefined, lang);
    await write(
      pageFile(pagesDir, localizePath('/404', lang)),
      composePage({
        template,
        manifest,
        lang,
        hydratesOnUse: false,
        screen: undefined,
        markup: await ssr.render(localizePath(NOT_FOUND_URL, lang)),
        title: documentTitle(notFound.title),
        description: notFound.description,
      }),
    );
  }

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
    queries: buildQueries(),
  });
  console.log(`Pre-rendered ${files.length} files:`);
  for (const file of files) console.log(`  ${file.slice(root.length)}`);
}
