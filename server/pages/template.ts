import { DEFAULT_LANGUAGE, type SiteLanguage } from '../../contract/i18n';
import { SITE_NAME } from '../../contract/pages';
import { escapeHtml } from '../infra/html';

/**
 * Vite's built index.html as a template for a page: what the build's pre-renderer and the
 * server's per-request rendering both fill, so a page is the same whichever made it.
 */

export const HEAD_MARKER = '<!--app-head-->';
export const HTML_MARKER = '<!--app-html-->';
/**
 * The untouched template, kept beside the pre-rendered pages: the built index.html itself
 * becomes the shell of dynamic routes (markers filled), and the server renders from the copy.
 */
export const TEMPLATE_COPY = '.index.template';

/** The `<head>` tags of one page. */
export function headTags(
  title: string,
  description: string,
  type: 'website' | 'article' = 'website',
): string {
  const t = escapeHtml(title);
  const d = escapeHtml(description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:type" content="${type}" />`,
  ].join('\n    ');
}

/**
 * A page's document in its language: the template is written `<html lang="en">`, and a Spanish
 * or Portuguese page says so there (screen readers' voices, hyphenation, search engines).
 */
export function withLanguage(html: string, lang: SiteLanguage): string {
  return lang === DEFAULT_LANGUAGE ? html : html.replace('<html lang="en"', `<html lang="${lang}"`);
}

/**
 * The catalogue chunk of a language's pages (a key of Vite's manifest), for its preload tags;
 * none for English, whose messages are in the entry.
 */
export function catalogueSource(manifest: Manifest, lang: SiteLanguage): string | undefined {
  if (lang === DEFAULT_LANGUAGE) return undefined;
  const file = `contract/messages/${lang}.ts`;
  return Object.keys(manifest).find((key) => key === file || key.endsWith(`/${file}`));
}

/** Fills the template's markers; a function replacement keeps `$` in the markup literal. */
export function fillTemplate(template: string, head: string, html: string): string {
  return template.replace(HEAD_MARKER, () => head).replace(HTML_MARKER, () => html);
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The content chunks in a language that a screen imports when it shows (`content/timeline.es.ts`
 * for /es/timeline), keys of Vite's manifest: found among the dynamic imports of the screen's
 * chunk and of the shared chunks it imports, so a screen needs no list of its own. None for
 * English, whose content is in the screen's chunk.
 */
export function contentSources(
  manifest: Manifest,
  screenSrc: string | undefined,
  lang: SiteLanguage,
): string[] {
  if (lang === DEFAULT_LANGUAGE || !screenSrc) return [];
  const content = new RegExp(`(^|/)content/[^/]+\\.${lang}\\.ts$`);
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.dynamicImports ?? []) {
      if (content.test(imported)) found.add(imported);
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screenSrc);
  return [...found];
}

/** The chunks of `sources` and the shared chunks they import (not the entry), with their stylesheets. */
function chunkFiles(manifest: Manifest, ...sources: (string | undefined)[]) {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const src of sources) if (src) visit(src);
  return { files, styles };
}

/**
 * `<link rel="modulepreload">` for a screen's chunk (and any more chunks: its content in the
 * page's language) and the shared chunks they import (not the entry, which the page already
 * loads as its script), so the browser fetches them in parallel with the entry instead of after
 * it.
 */
export function preloadTags(manifest: Manifest, ...sources: (string | undefined)[]): string {
  const { files, styles } = chunkFiles(manifest, ...sources);
  return [
    ...[...styles].map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`),
    ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
  ].join('\n    ');
}

const ROOT_TAG = '<div id="root">';

/**
 * A page that starts the app on first use (contract/pages.ts `hydratesOnUse`): its #root says
 * so, and lists the chunks of `sources` (its screen, its language's catalogue) for the boot
 * module to preload when the app starts, instead of the head preloading them on load. The
 * attribute names are client/src/lib/first-use.ts's.
 */
export function startingOnUse(html: string, manifest: Manifest, sources: (string | undefined)[]) {
  const files = new Set(sources.flatMap((src) => [...chunkFiles(manifest, src).files]));
  const preload = [...files].map((f) => `/${f}`).join(' ');
  return html.replace(
    ROOT_TAG,
    () => `<div id="root" data-hydrate="on-use" data-preload="${escapeHtml(preload)}">`,
  );
}

/**
 * The template with its stylesheets written into the page (Tailwind's output is ~11 KiB
 * compressed): the first paint waits for no other request. The policy allows inline styles.
 */
export function withInlineStyles(template: string, readAsset: (file: string) => string): string {
  return template.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)"\s*\/?>/g,
    (_, file: string) => `<style>${readAsset(file).replaceAll('</style', '<\\/style')}</style>`,
  );
}
