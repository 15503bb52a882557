import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  languageOfPath,
  localizePath,
  siteLanguages,
  type SiteLanguage,
} from '../../contract/i18n';
import { matchPage } from '../../contract/page-match';
import { pages, type PageMeta } from '../../contract/pages';
import { prerenderedFile, variantCandidates } from '../../contract/prerendered-files';
import { canonicalPath, languageAlternates } from '../../contract/seo';
import type { SsrQuery } from '../../contract/ssr-data';
import { utcDay } from '../../content/verses-of-the-day';
import { bodyOf, chooseEncoding, matchesEtag, type CachedAnswer } from '../infra/cached-answer';
import type { ContentVersion } from '../infra/content-version';
import { pageHead } from './head';
import { inProcessApi } from './loader';
import {
  carriesSession,
  isApiPath,
  noSuchEndpoint,
  RETRY_AFTER_SECONDS,
  splitUrl,
} from './requests';
import { pageLoaders } from './registry';
import { withLanguage } from './template';
import { readTemplate } from './compose';
import { createPageRenderer, type PageRenderer, type SsrBundle } from './render';
import type { FooterPages } from '../../contract/site-pages';
import { rebrandHtml, type Branding } from '../domain/site-identity';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A pre-rendered page rendered now with some of its queries answered (a plain form post's
     * outcome); undefined without the build's server-render bundle.
     */
    pageWithAnswer(
      meta: PageMeta,
      lang: SiteLanguage,
      queries: readonly SsrQuery[],
    ): Promise<string | undefined>;
  }
}

/** A page or file answered from memory: a cached answer and how it is sent. */
interface Resource extends CachedAnswer {
  contentType: string;
  cacheControl: string;
}

export interface PagesOptions {
  /** Vite's output: hashed assets and the shell index.html. */
  clientDir: string;
  /**
   * Pre-rendered pages: bible.html, login.html, questions/my.html, 404.html, and variants of a
   * page for its query parameters (contract/prerendered-files.ts).
   */
  pagesDir: string;
  /** PUBLIC_URL without a trailing slash: the origin of canonical links and the social card. */
  publicUrl: string;
  /** Injected into every page's head when set, so the client loads analytics. */
  gaMeasurementId?: string | undefined;
  /**
   * The build's server-render bundle, loaded on the first request for a page rendered per
   * request (articles); without one (development, tests without a build) such pages are served
   * by the shell and render in the browser.
   */
  ssr?: (() => Promise<SsrBundle | undefined>) | undefined;
  /** Pages rendered per request are kept while the published content's version stays. */
  contentVersion: ContentVersion;
  /**
   * Today, for the pages that show the day's things (the home page's verse of the day). The
   * app leaves it to the real time, which the server-render's screens read too: the day a page
   * is loaded for is the day its screen shows.
   */
  clock?: (() => Date) | undefined;
  /**
   * The cookies that mark a signed-in member: such a request for a page the API answers members
   * differently (a question, a group) is served the shell, which asks as that member.
   */
  sessionCookies?: readonly string[] | undefined;
  /**
   * Where an old address (an imported site's) now lives, asked before the 404 page and for the
   * home page with WordPress's `?p=123`; undefined when it is no such address.
   */
  redirectOf?: ((pathname: string, search: string) => Promise<string | undefined>) | undefined;
  /** The footer's published pages, which pages rendered per request carry (render.ts). */
  footerPages?: (() => Promise<FooterPages>) | undefined;
  /**
   * The ministry's identity as the administrator set it (undefined: the spec's, which the pages
   * are written with): every page is sent with it written in (domain/site-identity.ts).
   */
  branding?: (() => Promise<Branding | undefined>) | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Computes a value on first call and keeps it. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * A page with `head` added to its head. Pages are compressed on first request, not at start:
 * brotli at its best quality costs ~20 ms a page, which made up half of the server's start-up
 * when done for every page.
 */
function preparePage(html: string, head: string): Resource {
  const body = Buffer.from(head ? html.replace('</head>', () => `${head}\n  </head>`) : html);
  return {
    body,
    gzip: once(() => gzipSync(body, { level: 9 })),
    brotli: once(() => brotliCompressSync(body)),
    etag: etagOf(body),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
  };
}

/**
 * Bounds the pages kept for addresses that are not pre-rendered as they are (chapters,
 * questions, groups, a study's address), whose count grows with what visitors ask for. Counted
 * by their plain bytes; the compressed twins made on demand add less than that again.
 */
const MAX_VARIANT_BYTES = 16 * 1024 * 1024;
/** Pages rendered per request (articles and their lists), by their plain bytes. */
const MAX_RENDERED_BYTES = 32 * 1024 * 1024;
/**
 * Unknown articles' 404 pages, kept apart by count, so that asking for many addresses that do
 * not exist cannot push the real pages out.
 */
const MAX_MISSING_PAGES = 200;
/**
 * The last rendering of each address, whatever the content's version, served while the API cannot
 * answer for it; mostly the same pages `rendered` holds, so it adds little.
 */
const MAX_LAST_RENDERED_BYTES = 16 * 1024 * 1024;
/** A page's data cannot be had now (the API failed) and nothing rendered before stands in. */
const UNAVAILABLE = Symbol('unavailable');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Every built file by its URL path, read once at start: the build never changes under a running
 * server, and a map lookup answers far faster than a file read per request. Hashed files under
 * /assets/ are cached for a year; the rest are revalidated. The build's .br/.gz twins are used.
 */
function loadStaticFiles(clientDir: string): Map<string, Resource> {
  const files = new Map<string, Resource>();
  for (const full of listFiles(clientDir)) {
    const rel = path.relative(clientDir, full).split(path.sep).join('/');
    if (rel === 'index.html' || rel.startsWith('.') || /\.(br|gz)$/.test(rel)) continue;
    const contentType = CONTENT_TYPES[path.extname(rel).toLowerCase()];
    if (!contentType) continue;
    const body = readFileSync(full);
    const twin = (ext: string) =>
      once(() => (existsSync(full + ext) ? readFileSync(full + ext) : undefined));
    files.set(`/${rel}`, {
      body,
      gzip: twin('.gz'),
      brotli: twin('.br'),
      etag: etagOf(body),
      contentType,
      cacheControl: rel.startsWith('assets/') ? IMMUTABLE : 'no-cache',
    });
  }
  return files;
}

function listHtml(dir: string): string[] {
  return listFiles(dir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.relative(dir, f));
}

/** WordPress's address of a post by its id, `/?p=123` (or `page_id`). */
const OLD_POST_ID = /[?&](?:p|page_id)=\d/;

const FALLBACK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>' +
  '<body><main><h1>The site is not built yet</h1><p>Run <code>npm run build</code>.</p></main></body></html>';

/**
 * Serves the built client: static files, pre-rendered pages for the routes of the route table,
 * pages rendered at request time (articles) for the routes that need them, the shell for other
 * dynamic routes, the 404 page with status 404 for anything else, and a JSON 404 for unknown API
 * paths.
 */
export const pagesPlugin = fp(
  async (app: FastifyInstance, opts: PagesOptions) => {
    const built = new Map<string, string>();
    for (const file of listHtml(opts.pagesDir)) {
      built.set(file, readFileSync(path.join(opts.pagesDir, file), 'utf8'));
    }
    const shellFile = path.join(opts.clientDir, 'index.html');
    const shellHtml = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : undefined;
    /** The head's addressed tags: canonical, the page in each language, the social card. */
    const headOf = (canonical: string | undefined, home: boolean) =>
      pageHead({
        publicUrl: opts.publicUrl,
        canonical,
        home,
        gaMeasurementId: opts.gaMeasurementId,
        alternates: languageAlternates(canonical),
      });
    /**
     * The pre-rendered file an address is served from: the page's file in the address's
     * language, or its variant for the query parameters that change the first screen (the
     * closest one built); none for pages served by the shell.
     */
    const fileOf = (meta: PageMeta, lang: SiteLanguage, search: string): string | undefined =>
      meta.prerender
        ? variantCandidates(meta, search)
            .map((query) => prerenderedFile(localizePath(meta.path, lang), query))
            .find((file) => built.has(file))
        : undefined;
    const make = (
      meta: PageMeta,
      lang: SiteLanguage,
      file: string | undefined,
      canonical: string,
    ) => {
      const html = file ? built.get(file) : shellHtml && withLanguage(shellHtml, lang);
      return html === undefined
        ? preparePage(FALLBACK_HTML, '')
        : preparePage(html, headOf(canonical, meta.key === 'home'));
    };

    // Each pre-rendered page at its own address in each language, made once at start.
    const prerendered = new Map<string, Resource>();
    for (const lang of siteLanguages) {
      for (const meta of pages.filter((p) => p.prerender)) {
        const path = localizePath(meta.path, lang);
        prerendered.set(path, make(meta, lang, fileOf(meta, lang, ''), path));
      }
    }
    // Other addresses (served by the shell, or a pre-rendered variant named by its query) are
    // made on first request and kept, so a page's bytes and ETag stay the same between requests.
    const variants = new LRUCache<string, Resource>({
      maxSize: MAX_VARIANT_BYTES,
      sizeCalculation: (resource) => resource.body.length,
    });
    const pageFor = (
      meta: PageMeta,
      lang: SiteLanguage,
      search: string,
      canonical: string,
    ): Resource => {
      const file = fileOf(meta, lang, search);
      if (canonical === localizePath(meta.path, lang) && file === fileOf(meta, lang, '')) {
        const found = prerendered.get(canonical);
        if (found) return found;
      }
      const key = `${file ?? `shell-${lang}`} ${canonical}`;
      let resource = variants.get(key);
      if (!resource) {
        resource = make(meta, lang, file, canonical);
        variants.set(key, resource);
      }
      return resource;
    };
    /** The not-found page of each language (an address under /es that is no page: Spanish). */
    const notFoundPages = new Map(
      siteLanguages.map((lang) => {
        const html =
          built.get(prerenderedFile(localizePath('/404', lang))) ??
          built.get('404.html') ??
          shellHtml;
        return [
          lang,
          html === undefined
            ? preparePage(FALLBACK_HTML, '')
            : preparePage(html, headOf(undefined, false)),
        ] as const;
      }),
    );
    const notFoundPage = (pathname: string): Resource =>
      notFoundPages.get(languageOfPath(pathname).lang) ?? preparePage(FALLBACK_HTML, '');

    const staticFiles = loadStaticFiles(opts.clientDir);

    const fetchApi = inProcessApi(app);
    const template = readTemplate(opts.clientDir, opts.pagesDir);
    let renderer: Promise<PageRenderer | undefined> | undefined;
    const pageRenderer = () =>
      (renderer ??= (async () => {
        if (!template || !opts.ssr) return undefined;
        try {
          const ssr = await opts.ssr();
          return ssr
            ? createPageRenderer({
                ssr,
                template,
                publicUrl: opts.publicUrl,
                gaMeasurementId: opts.gaMeasurementId,
                fetchApi,
                footerPages: opts.footerPages,
              })
            : undefined;
        } catch (error) {
          app.log.error({ err: error }, 'The server-render bundle could not be loaded');
          return undefined;
        }
      })());
    interface Kept {
      resource: Resource;
      status: number;
    }
    const rendered = new LRUCache<string, Kept>({
      maxSize: MAX_RENDERED_BYTES,
      sizeCalculation: (kept) => kept.resource.body.length,
    });
    const missing = new LRUCache<string, Kept>({ max: MAX_MISSING_PAGES });
    const lastRendered = new LRUCache<string, Kept>({
      maxSize: MAX_LAST_RENDERED_BYTES,
      sizeCalculation: (kept) => kept.resource.body.length,
    });
    const making = new Map<string, Promise<Kept | typeof UNAVAILABLE | undefined>>();
    let keptVersion = opts.contentVersion.current();
    const clock = opts.clock ?? (() => new Date());
    const renderAndKeep = async (
      render: PageRenderer,
      meta: PageMeta,
      address: string,
      version: string,
      today: string,
      key: string,
    ): Promise<Kept | typeof UNAVAILABLE | undefined> => {
      try {
        const page = await render.render(meta, address, today);
        // The server cannot tell a page that is not there from one it could not read: the last
        // rendering of the address if there is one, else 503, and nothing kept.
        if (!page) return lastRendered.get(address) ?? UNAVAILABLE;
        const kept = { resource: preparePage(page.html, ''), status: page.status };
        // Kept only if nothing changed meanwhile; otherwise the next request renders anew.
        if (opts.contentVersion.current() === version && !pageLoaders[meta.key]?.live) {
          (page.status === 200 ? rendered : missing).set(key, kept);
          if (page.status === 200) lastRendered.set(address, kept);
        }
        return kept;
      } catch (error) {
        app.log.error({ err: error, address }, 'Rendering failed; the shell is served instead');
        return undefined;
      }
    };
    /**
     * A page rendered per request, from memory while the content's version stays; UNAVAILABLE
     * when its data cannot be had; undefined when it cannot be rendered (no build, or the
     * rendering failed): the shell renders it instead.
     */
    const renderedPage = async (
      meta: PageMeta,
      pathname: string,
      search: string,
    ): Promise<Kept | typeof UNAVAILABLE | undefined> => {
      const render = await pageRenderer();
      const address = render?.address(meta, pathname, search);
      if (!render || address === undefined) return undefined;
      const version = opts.contentVersion.current();
      if (version !== keptVersion) {
        keptVersion = version;
        rendered.clear();
        missing.clear();
      }
      const today = utcDay(clock());
      const key = `${version} ${render.keptAs(meta, address, today)}`;
      const found = rendered.get(key) ?? missing.get(key);
      if (found) return found;
      // Requests arriving while a page is being made wait for that one rendering.
      let pending = making.get(key);
      if (!pending) {
        pending = renderAndKeep(render, meta, address, version, today, key).finally(() =>
          making.delete(key),
        );
        making.set(key, pending);
      }
      return pending;
    };

    app.decorate(
      'pageWithAnswer',
      async (meta: PageMeta, lang: SiteLanguage, queries: readonly SsrQuery[]) => {
        const render = await pageRenderer();
        const html = await render?.renderWith(meta, lang, queries);
        const branding = html === undefined ? undefined : await opts.branding?.();
        return html !== undefined && branding ? rebrandHtml(html, branding) : html;
      },
    );

    /**
     * Each page as the identity makes it, kept beside the page it was made from until the
     * identity changes (its key), so its bytes and ETag stay the same between requests.
     */
    let brandKey: string | undefined;
    let branded = new WeakMap<Resource, Resource>();
    const withBranding = async (resource: Resource): Promise<Resource> => {
      if (!opts.branding || !resource.contentType.startsWith('text/html')) return resource;
      const branding = await opts.branding();
      if (!branding) return resource;
      if (branding.key !== brandKey) {
        brandKey = branding.key;
        branded = new WeakMap();
      }
      let made = branded.get(resource);
      if (!made) {
        made = preparePage(rebrandHtml(resource.body.toString('utf8'), branding), '');
        branded.set(resource, made);
      }
      return made;
    };

    const send = async (
      request: FastifyRequest,
      reply: FastifyReply,
      sent: Resource,
      status: number,
    ) => {
      const resource = await withBranding(sent);
      reply
        .status(status)
        .header('content-type', resource.contentType)
        .header('cache-control', resource.cacheControl)
        .header('vary', 'accept-encoding')
        .header('etag', resource.etag);
      if (status === 200 && matchesEtag(request.headers['if-none-match'], resource.etag)) {
        return reply.status(304).send();
      }
      // Every page and file is worth compressing when a twin exists, whatever its size.
      const encoding = chooseEncoding(resource, request.headers['accept-encoding'], 0);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(bodyOf(resource, encoding));
    };

    /** The page a request is answered 503 with, in each language, made on first need. */
    const unavailablePages = new Map<SiteLanguage, Resource>();
    const unavailablePage = async (pathname: string): Promise<Resource> => {
      const { lang } = languageOfPath(pathname);
      let page = unavailablePages.get(lang);
      if (!page) {
        const html = await (await pageRenderer())?.renderUnavailable(lang);
        page = {
          ...preparePage(html ?? withLanguage(shellHtml ?? FALLBACK_HTML, lang), ''),
          cacheControl: 'no-store',
        };
        unavailablePages.set(lang, page);
      }
      return page;
    };

    const signedIn = carriesSession(opts.sessionCookies);

    app.setNotFoundHandler(async (request, reply) => {
      const { pathname, search } = splitUrl(request.url);
      if (isApiPath(pathname)) return noSuchEndpoint(request, reply, pathname);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      }
      const file = staticFiles.get(pathname);
      if (file) return send(request, reply, file, 200);
      const meta = matchPage(pathname);
      if (opts.redirectOf && (!meta || (meta.key === 'home' && OLD_POST_ID.test(search)))) {
        const target = await opts.redirectOf(pathname, search);
        if (target) return reply.redirect(target, 301);
      }
      if (!meta) return send(request, reply, notFoundPage(pathname), 404);
      if (meta.renderedPerRequest && !(pageLoaders[meta.key]?.personal && signedIn(request))) {
        const page = await renderedPage(meta, pathname, search);
        if (page === UNAVAILABLE) {
          reply.header('retry-after', RETRY_AFTER_SECONDS);
          return send(request, reply, await unavailablePage(pathname), 503);
        }
        if (page) return send(request, reply, page.resource, page.status);
      }
      const { lang } = languageOfPath(pathname);
      const canonical = canonicalPath(request.url) ?? localizePath(meta.path, lang);
      return send(request, reply, pageFor(meta, lang, search, canonical), 200);
    });
  },
  { name: 'pages' },
);
