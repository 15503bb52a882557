import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOfPath, localizePath, type SiteLanguage } from '../../contract/i18n';
import { matchPage } from '../../contract/page-match';
import { builtAtBuildTime } from '../../contract/prerendered-files';
import type { PageMeta } from '../../contract/pages';
import { SITE_NAME, SITE_TAGLINE } from '../../contract/pages';
import { canonicalPath, languageAlternates } from '../../contract/seo';
import type { FooterPages } from '../../contract/site-pages';
import type { SsrQuery } from '../../contract/ssr-data';
import { utcDay } from '../../content/verses-of-the-day';
import { rebrandHtml, type Branding } from '../domain/site-identity';
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
import { createPageRenderer, type PageRenderer, type SsrBundle } from './render';
import { headTags, HEAD_MARKER, withLanguage } from './template';

/**
 * `npm run dev`: every page rendered on the server at each request, by the same loaders and
 * composition as the built site (./render.ts), from the sources as Vite serves them, so a page's
 * server markup and the browser's first render meet in development as they do in production (a
 * hydration mismatch shows in the browser's console at once, not after a build). Nothing is kept
 * between requests: an edit shows on the next one.
 *
 * Vite itself (a dev dependency) is made by the development entry (scripts/dev-server.ts) and
 * handed in as a `DevClient`, so the production server never loads it.
 */

/** The sources' side of development, as Vite provides it. */
export interface DevClient {
  /** client/index.html with its markers, and the scripts development needs (Vite's client). */
  template(): Promise<string>;
  /** client/src/entry-server.tsx as it is now (Vite reloads it when a source changes). */
  bundle(): Promise<SsrBundle>;
  /** Serves a source module, a public file or Vite's own address; false when none is asked. */
  serve(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
}

export interface DevPagesOptions {
  /** Vite on the app's own HTTP server (its hot-reload socket shares the port). */
  createClient: (server: Server) => Promise<DevClient>;
  publicUrl: string;
  gaMeasurementId?: string | undefined;
  /** The answers a pre-rendered page is built with (the first chapter of /bible). */
  prerenderQueries: (meta: PageMeta, lang: SiteLanguage) => SsrQuery[];
  footerPages?: (() => Promise<FooterPages>) | undefined;
  branding?: (() => Promise<Branding | undefined>) | undefined;
  /** The cookies of a signed-in member, whose personal pages are the shell (as in production). */
  sessionCookies?: readonly string[] | undefined;
}

export const devPagesPlugin = fp(
  async (app: FastifyInstance, opts: DevPagesOptions) => {
    const client = await opts.createClient(app.server);
    app.addHook('onClose', () => client.close());

    const fetchApi = inProcessApi(app);
    const renderer = async (): Promise<{ render: PageRenderer; template: string }> => {
      const template = await client.template();
      const render = createPageRenderer({
        ssr: await client.bundle(),
        // No manifest: Vite serves each module when the browser asks for it.
        template: { template, manifest: {} },
        publicUrl: opts.publicUrl,
        gaMeasurementId: opts.gaMeasurementId,
        fetchApi,
        footerPages: opts.footerPages,
      });
      return { render, template };
    };
    const branded = async (html: string) => {
      const branding = await opts.branding?.();
      return branding ? rebrandHtml(html, branding) : html;
    };

    app.decorate(
      'pageWithAnswer',
      async (meta: PageMeta, lang: SiteLanguage, queries: readonly SsrQuery[]) =>
        branded(await (await renderer()).render.renderWith(meta, lang, queries)),
    );

    const signedIn = carriesSession(opts.sessionCookies);

    /** The page at the request's address, as the built site would answer it. */
    const page = async (
      request: FastifyRequest,
      meta: PageMeta,
      pathname: string,
      search: string,
    ): Promise<{ status: number; html: string }> => {
      const { render, template } = await renderer();
      const { lang } = languageOfPath(pathname);
      const address = render.address(meta, pathname, search);
      if (address !== undefined && !(pageLoaders[meta.key]?.personal && signedIn(request))) {
        const made = await render.render(meta, address, utcDay(new Date()));
        // As built (plugin.ts), less the last rendering, which development never keeps.
        return made ?? { status: 503, html: await render.renderUnavailable(lang) };
      }
      const canonical = canonicalPath(request.url) ?? localizePath(meta.path, lang);
      const head = pageHead({
        publicUrl: opts.publicUrl,
        canonical,
        home: meta.key === 'home',
        gaMeasurementId: opts.gaMeasurementId,
        alternates: languageAlternates(canonical),
      });
      if (builtAtBuildTime(meta)) {
        const html = await render.renderWith(meta, lang, opts.prerenderQueries(meta, lang));
        return { status: 200, html: html.replace('</head>', () => `${head}\n  </head>`) };
      }
      // The shell: a generic head and an empty root, which the browser renders.
      const shell = withLanguage(template, lang).replace(
        HEAD_MARKER,
        () => `${headTags(SITE_NAME, SITE_TAGLINE)}\n    ${head}`,
      );
      return { status: 200, html: shell.replace('<!--app-html-->', '') };
    };

    const send = async (reply: FastifyReply, status: number, html: string) =>
      reply
        .status(status)
        .headers(status === 503 ? { 'retry-after': RETRY_AFTER_SECONDS } : {})
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await branded(html));

    app.setNotFoundHandler(async (request, reply) => {
      const { pathname, search } = splitUrl(request.url);
      if (isApiPath(pathname)) return noSuchEndpoint(request, reply, pathname);
      const meta =
        request.method === 'GET' || request.method === 'HEAD' ? matchPage(pathname) : undefined;
      if (meta) {
        const { status, html } = await page(request, meta, pathname, search);
        return send(reply, status, html);
      }
      // Sources, Vite's client and public files: Vite answers on the raw response.
      reply.hijack();
      if (await client.serve(request.raw, reply.raw)) return;
      const { render } = await renderer();
      const html = await branded(await render.renderNotFound(languageOfPath(pathname).lang));
      reply.raw.writeHead(404, {
        ...headersOf(reply),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      reply.raw.end(html);
    });
  },
  { name: 'pages' },
);

/** The headers the app's hooks set on a reply (security headers), for a hijacked answer. */
function headersOf(reply: FastifyReply): Record<string, string> {
  return Object.fromEntries(
    Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );
}
