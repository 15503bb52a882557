import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteLanguage } from '../../contract/i18n';
import { SSR_DATA_ID, type SsrData, type SsrQuery } from '../../contract/ssr-data';
import { jsonInHtml } from './head';
import {
  catalogueSource,
  contentSources,
  fillTemplate,
  headTags,
  HEAD_MARKER,
  HTML_MARKER,
  preloadTags,
  startingOnUse,
  TEMPLATE_COPY,
  withLanguage,
  type Manifest,
} from './template';

/**
 * The one way a page's HTML is made, by the build's pre-renderer (scripts/prerender.ts) and by the
 * server at request time (./render.ts) alike, so a page is the same whichever made it.
 */

/** The built page template with its markers, and Vite's manifest for preload tags. */
export interface PageTemplate {
  template: string;
  manifest: Manifest;
}

/**
 * The build's template: Vite's index.html while it still has its markers (the pre-renderer, right
 * after `vite build`), else the copy the pre-renderer keeps beside the pages (the server: by then
 * index.html is the shell); undefined when neither is there (no build).
 */
export function readTemplate(clientDir: string, pagesDir: string): PageTemplate | undefined {
  const hasMarkers = (html: string) => html.includes(HEAD_MARKER) && html.includes(HTML_MARKER);
  const built = path.join(clientDir, 'index.html');
  const copy = path.join(pagesDir, TEMPLATE_COPY);
  const template = [built, copy]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .find(hasMarkers);
  if (template === undefined) return undefined;
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  return { template, manifest };
}

/** The data block the browser starts from (entry-client.tsx); JSON, which no policy runs. */
export function ssrDataScript(data: SsrData): string {
  return `<script type="application/json" id="${SSR_DATA_ID}">${jsonInHtml(data)}</script>`;
}

export interface PageParts extends PageTemplate {
  lang: SiteLanguage;
  /** The page starts the app on first use (contract/pages.ts `hydratesOnUse`). */
  hydratesOnUse: boolean;
  /** The screen's source (a key of the manifest), whose chunks the page preloads. */
  screen: string | undefined;
  /** The rendered app. */
  markup: string;
  title: string;
  description: string;
  type?: 'website' | 'article' | undefined;
  /** More of the head: addresses, the social card, JSON-LD (./head.ts). */
  moreHead?: string | undefined;
  /** The answers the page was rendered from, written for the browser to start from. */
  queries?: readonly SsrQuery[] | undefined;
  /** The path the page was rendered at, written with the answers (contract/ssr-data.ts). */
  path?: string | undefined;
}

/**
 * A page: the template in the page's language, its head (title and description, the screen's
 * chunks preloaded or left for first use, `moreHead`), the rendered app, and the data block when
 * it was rendered from answers.
 */
export function composePage(parts: PageParts): string {
  const { manifest, lang, screen } = parts;
  const chunks = [screen, ...contentSources(manifest, screen, lang)];
  const catalogue = catalogueSource(manifest, lang);
  // A page that starts on first use preloads its chunks only when the app starts.
  const template = parts.hydratesOnUse
    ? startingOnUse(withLanguage(parts.template, lang), manifest, [...chunks, catalogue])
    : withLanguage(parts.template, lang);
  const head = [
    headTags(parts.title, parts.description, parts.type),
    ...(parts.hydratesOnUse
      ? []
      : [preloadTags(manifest, ...chunks), preloadTags(manifest, catalogue)]),
    parts.moreHead ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const html = fillTemplate(template, head, parts.markup);
  const { queries, path } = parts;
  if (queries === undefined) return html;
  const data = { queries: [...queries], ...(path === undefined ? {} : { path }) };
  return html.replace('</body>', () => `${ssrDataScript(data)}\n  </body>`);
}
