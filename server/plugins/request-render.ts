import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageOfPath, localizePath, type SiteLanguage } from '../../contract/i18n';
import type { PageMeta } from '../../contract/pages';
import { SSR_DATA_ID, type SsrData, type SsrQuery } from '../../contract/ssr-data';
import { jsonInHtml, pageHead } from './page-head';
import { routeHead, type FetchApi, type PageHeadData } from './page-loader';
import { pageLoaders } from './page-loaders';
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
      const address = pageLoaders[meta.key]?.address(path, search, lang);
      return address === undefined ? undefined : localizePath(address, lang);
    },
    /**
     * What a rendering of `address` is kept under while the content's version stays: the
     * address, and the UTC day `today` for a page that shows the day's things.
     */
    keptAs(meta: PageMeta, address: string, today: string): string {
      return pageLoaders[meta.key]?.daily ? `${today} ${address}` : address;
    },
    /**
     * The page at `address` as made on the UTC day `today`. Undefined when the page's data could
     * not be had: the pre-rendered page or the shell is served instead. The frame around the
     * data and the page's canonical address are the language's.
     */
    async render(
      meta: PageMeta,
      address: string,
      today: string,
    ): Promise<RenderedPage | undefined> {
      const loader = pageLoaders[meta.key];
      const { lang, path } = languageOfPath(address);
      const data = await loader?.load(path, {
        fetchApi: opts.fetchApi,
        publicUrl: opts.publicUrl,
        lang,
        today,
      });
      if (!data) return undefined;
      const { head } = data;
      const html = await compose(meta, address, data.queries, {
        ...head,
        canonical: head.canonical === undefined ? undefined : localizePath(head.canonical, lang),
      });
      return { status: data.status, html };
    },
    /**
     * A page that is otherwise pre-rendered, rendered now with `queries` answered (a plain form
     * post's outcome): the pre-rendered page's head, its markup with the answer in it.
     */
    renderWith(meta: PageMeta, lang: SiteLanguage, queries: readonly SsrQuery[]): Promise<string> {
      const canonical = localizePath(meta.path, lang);
      return compose(meta, canonical, queries, routeHead(meta.key, canonical, lang));
    },
  };

  async function compose(
    meta: PageMeta,
    address: string,
    queries: readonly SsrQuery[],
    head: PageHeadData,
  ): Promise<string> {
    const { lang } = languageOfPath(address);
    const markup = await opts.ssr.renderWithData(address, queries);
    const screen = opts.ssr.screenSource(address);
    const chunks = [screen, ...contentSources(opts.manifest, screen, lang)];
    const catalogue = catalogueSource(opts.manifest, lang);
    // A page that starts on first use preloads its chunks only when the app starts.
    const template = meta.hydratesOnUse
      ? startingOnUse(withLanguage(opts.template, lang), opts.manifest, [...chunks, catalogue])
      : withLanguage(opts.template, lang);
    const headHtml = [
      headTags(head.title, head.description, head.type),
      ...(meta.hydratesOnUse
        ? []
        : [preloadTags(opts.manifest, ...chunks), preloadTags(opts.manifest, catalogue)]),
      pageHead({
        publicUrl: opts.publicUrl,
        canonical: head.canonical,
        // As on the pre-rendered pages (pages.ts): the home page describes the organisation.
        home: meta.key === 'home',
        gaMeasurementId: opts.gaMeasurementId,
        image: head.image,
        alternates: head.alternates,
        jsonLd: head.jsonLd,
      }),
    ]
      .filter(Boolean)
      .join('\n    ');
    return fillTemplate(template, headHtml, markup).replace(
      '</body>',
      () => `${ssrDataScript({ queries: [...queries] })}\n  </body>`,
    );
  }
}
export type PageRenderer = ReturnType<typeof createPageRenderer>;
