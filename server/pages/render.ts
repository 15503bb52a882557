import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageOfPath, localizePath, type SiteLanguage } from '../../contract/i18n';
import { catalogues } from '../../contract/messages/catalogues';
import { documentTitle, type PageMeta } from '../../contract/pages';
import { sitePagesApi, type FooterPages } from '../../contract/site-pages';
import { UNAVAILABLE_PATH, type SsrQuery } from '../../contract/ssr-data';
import { composePage, type PageTemplate } from './compose';
import { pageHead } from './head';
import { notFoundHead, routeHead, type FetchApi, type PageHeadData } from './loader';
import { pageLoaders } from './registry';

/** What the server needs of the build's server-render bundle (client/src/entry-server.tsx). */
export interface SsrBundle {
  /** The app at `url`, its queries filled with `queries`, as HTML. */
  renderWithData(url: string, queries: readonly SsrQuery[]): Promise<string>;
  /** The screen's source file at `url` (a key of Vite's manifest), for its preload tags. */
  screenSource(url: string): string | undefined;
}

export const isSsrBundle = (value: unknown): value is SsrBundle =>
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

/** The address the app shows its not-found screen at (no route has it). */
export const NOT_FOUND_URL = '/__not_found__';
/** What composing a page reads of its entry in the route table; the not-found page has none. */
type ComposedAs = Pick<PageMeta, 'hydratesOnUse' | 'indexable'> & { key?: PageMeta['key'] };
const NOT_FOUND_PAGE: ComposedAs = { hydratesOnUse: false, indexable: false };

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export interface PageRendererOptions {
  ssr: SsrBundle;
  template: PageTemplate;
  publicUrl: string;
  gaMeasurementId?: string | undefined;
  fetchApi: FetchApi;
  /**
   * The footer's pages (privacy, terms) published in each language: a page carries them when
   * there are any, so its footer links them from the first HTML.
   */
  footerPages?: (() => Promise<FooterPages>) | undefined;
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
      const html = await compose(
        meta,
        address,
        data.queries,
        {
          ...head,
          canonical: head.canonical === undefined ? undefined : localizePath(head.canonical, lang),
        },
        // Its one address's path: the query asked for stays in the address bar as it was.
        address.split('?')[0],
      );
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
    /**
     * The page a request is answered 503 with when its page's data cannot be had, in `lang`: the
     * site around "this page could not be shown" (no address, nothing to index). It starts no
     * app, which would render at the request's address the page that could not be made.
     */
    async renderUnavailable(lang: SiteLanguage): Promise<string> {
      const text = catalogues[lang];
      // Made without asking anything (the footer's pages neither): the API may be what failed.
      const html = composePage({
        ...opts.template,
        lang,
        hydratesOnUse: false,
        screen: undefined,
        markup: await opts.ssr.renderWithData(localizePath(UNAVAILABLE_PATH, lang), []),
        title: documentTitle(text['screenError.heading']),
        description: text['screenError.body'],
        moreHead: pageHead({
          publicUrl: opts.publicUrl,
          canonical: undefined,
          home: false,
          gaMeasurementId: opts.gaMeasurementId,
          noindex: true,
        }),
      });
      return html.replace(/<script type="module"[^>]*><\/script>\s*/g, '');
    },
    /** The not-found page in `lang`, as the build pre-renders it (no address, nothing to index). */
    renderNotFound(lang: SiteLanguage): Promise<string> {
      return compose(NOT_FOUND_PAGE, localizePath(NOT_FOUND_URL, lang), [], notFoundHead(lang));
    },
  };

  /** The page's queries, with the footer's pages when any is published. */
  async function withFooter(queries: readonly SsrQuery[]): Promise<readonly SsrQuery[]> {
    const footer = await opts.footerPages?.();
    if (!footer || Object.values(footer).every((slugs) => slugs.length === 0)) return queries;
    return [...queries, { key: [sitePagesApi.footer()], data: footer }];
  }

  async function compose(
    meta: ComposedAs,
    address: string,
    pageQueries: readonly SsrQuery[],
    head: PageHeadData,
    /** The path the page is rendered at, for the browser to show (a page rendered per request). */
    path?: string,
  ): Promise<string> {
    const queries = await withFooter(pageQueries);
    return composePage({
      ...opts.template,
      lang: languageOfPath(address).lang,
      hydratesOnUse: meta.hydratesOnUse,
      screen: opts.ssr.screenSource(address),
      markup: await opts.ssr.renderWithData(address, queries),
      title: head.title,
      description: head.description,
      type: head.type,
      moreHead: pageHead({
        publicUrl: opts.publicUrl,
        canonical: head.canonical,
        // As on the pre-rendered pages (plugin.ts): the home page describes the organisation.
        home: meta.key === 'home',
        gaMeasurementId: opts.gaMeasurementId,
        image: head.image,
        alternates: head.alternates,
        jsonLd: head.jsonLd,
        noindex: !meta.indexable,
      }),
      queries,
      path,
    });
  }
}
export type PageRenderer = ReturnType<typeof createPageRenderer>;
