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
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` for a screen's chunk and the shared chunks it imports (not the
 * entry, which the page already loads as its script), so the browser fetches them in parallel
 * with the entry instead of after it.
 */
export function preloadTags(manifest: Manifest, src: string | undefined): string {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (src) visit(src);
  return [
    ...[...styles].map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`),
    ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
  ].join('\n    ');
}
