import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageOfPath, localizePath } from '../../contract/i18n';
import type { PageMeta } from '../../contract/pages';
import { SSR_DATA_ID, type SsrData, type SsrQuery } from '../../contract/ssr-data';
import { pageLoaders, type FetchApi } from './article-pages';
import { jsonInHtml, pageHead } from './page-head';
import {
  catalogueSource,
  fillTemplate,
  headTags,
  HEAD_MARKER,
  HTML_MARKER,
  preloadTags,
  TEMPLATE_COPY,
  withLanguage,
  type Manifest,
} from './page-template';

/** What the server needs of the build's server-render bundle (client/src/entry-server.tsx). */
export interface SsrBundle {
  /** The app at `url`, its queries filled with `queries`, as HTML. */
  renderWithData(url: string, queries: readonly SsrQuery[]): Promise<string>;
  /** The screen's source file at `url` (a key of Vite's manifest), for its preload tags. */
  screenSource(url: string): string | undefined;
}

const isSsrBundle = (value: unknown): value is SsrBundle =>
  typeof value === 'object' &&
  value !== null &&
  'renderWithData' in value &&
  typeof value.renderWithData === 'function' &&
  'screenSource' in value &&
  typeof value.screenSource === 'function';

/** Loads the build's server-render bundle; undefined when there is none (no build, or an old one). */
export async function importSsrBundle(file: string): Promise<SsrBundle | undefined> {
  if (!existsSync(file)) return undefined;
  const bundle: unknown = await import(pathToFileURL(path.resolve(file)).href);
  return isSsrBundle(bundle) ? bundle : undefined;
}

/** The built page template with its markers, and the manifest for preload tags. */
export function readTemplate(clientDir: string, pagesDir: string) {
  const file = path.join(pagesDir, TEMPLATE_COPY);
  const template = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  return template?.includes(HEAD_MARKER) && template.includes(HTML_MARKER)
    ? { template, manifest }
    : undefined;
}

/** The data block the browser starts from (entry-client.tsx); JSON, which no policy runs. */
export function ssrDataScript(data: SsrData): string {
  return `<script type="application/json" id="${SSR_DATA_ID}">${jsonInHtml(data)}</script>`;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export interface PageRendererOptions {
  ssr: SsrBundle;
  template: string;
  manifest: Manifest;
  publicUrl: string;
  gaMeasurementId?: string | undefined;
  fetchApi: FetchApi;
}

/**
 * Renders the pages of the route table that are made per request, from the API's answers, into
 * the build's template: the same markup the browser hydrates, the data it hydrates from, and the
 * page's head.
 */
export function createPageRenderer(opts: PageRendererOptions) {
  return {
    /**
     * The address a request is rendered at (and kept under), in the language of its path;
     * undefined: not rendered per request.
     */
    address(meta: PageMeta, pathname: string, search: string): string | undefined {
      const { lang, path } = languageOfPath(pathname);
      const address = pageLoaders[meta.key]?.address(path, search);
      return address === undefined ? undefined : localizePath(address, lang);
    },
    /**
     * Undefined when the page's data could not be had: the shell is served instead. The page's
     * data is the same in every language; the frame around it and its canonical address are
     * the language's.
     */
    async render(meta: PageMeta, address: string): Promise<RenderedPage | undefined> {
      const loader = pageLoaders[meta.key];
      const { lang, path } = languageOfPath(address);
      const data = await loader?.load(path, opts.fetchApi, opts.publicUrl, lang);
      if (!data) return undefined;
      const markup = await opts.ssr.renderWithData(address, data.queries);
      const { head } = data;
      const headHtml = [
        headTags(head.title, head.description, head.type),
        preloadTags(opts.manifest, opts.ssr.screenSource(address)),
        preloadTags(opts.manifest, catalogueSource(opts.manifest, lang)),
        pageHead({
          publicUrl: opts.publicUrl,
          canonical: head.canonical === undefined ? undefined : localizePath(head.canonical, lang),
          home: false,
          gaMeasurementId: opts.gaMeasurementId,
          image: head.image,
          alternates: head.alternates,
          jsonLd: head.jsonLd,
        }),
      ]
        .filter(Boolean)
        .join('\n    ');
      const html = fillTemplate(withLanguage(opts.template, lang), headHtml, markup).replace(
        '</body>',
        () => `${ssrDataScript({ queries: data.queries })}\n  </body>`,
      );
      return { status: data.status, html };
    },
  };
}
export type PageRenderer = ReturnType<typeof createPageRenderer>;
