import { languageOfPath } from '@contract/i18n';
import type { Messages } from '@contract/messages/en';
import { matchPage } from '@contract/page-match';
import type { PageKey } from '@contract/pages';
import { variantQueries } from '@contract/prerendered-files';
import type { SsrQuery } from '@contract/ssr-data';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App';
import { screens } from './app/screens';
import { loadMessages } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { seedQueries } from './lib/ssr-data';

/** The app at `url` (a path in any language, with its query), in that language. */
async function page(url: string, queryClient: QueryClient = createQueryClient()) {
  const { lang } = languageOfPath(url);
  const messages: Messages = await loadMessages(lang);
  return (
    <StrictMode>
      <App queryClient={queryClient} ssrPath={url} lang={lang} messages={messages} />
    </StrictMode>
  );
}

/** Inline scripts are refused by our CSP, so markup that holds one is a mistake to stop at. */
function checked(url: string, html: string): string {
  if (html.includes('<script')) throw new Error(`Rendered ${url} contains an inline script.`);
  return html;
}

/**
 * Renders the page at `url` to HTML for pre-rendering. Nothing is fetched: queries render their
 * loading state, exactly as the browser's first render does before hydration.
 *
 * The screen is lazily loaded. A first render waits for it (and is thrown away: a boundary that
 * suspended is streamed with inline scripts, which our CSP forbids); the second renders it whole.
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(await page(url));
  for await (const chunk of prelude) void chunk;
  return checked(url, renderToString(await page(url)));
}

/**
 * Renders the page at `url` at request time with its queries already answered (`queries`, the
 * same keys the screen reads), so the HTML shows the content. The server writes the same
 * queries into the page for the browser to start from (client/src/lib/ssr-data.ts).
 *
 * What a screen loads lazily (its chunk, its copy in the page's language) is waited for by one
 * render that may wait, once per screen and language in a process; the promises it settled are
 * the ones later renders read, so from then on one render makes the page whole.
 */
export async function renderWithData(url: string, queries: readonly SsrQuery[]): Promise<string> {
  const match = matchPage(url.split('?', 1)[0] ?? '/');
  const warm = `${match?.key}:${languageOfPath(url).lang}`;
  if (!warmed.has(warm)) {
    const { prelude } = await prerenderToNodeStream(await page(url, seeded(queries)));
    for await (const chunk of prelude) void chunk;
    warmed.add(warm);
  }
  const queryClient = seeded(queries);
  try {
    return checked(url, renderToString(await page(url, queryClient)));
  } finally {
    queryClient.clear();
  }
}
const warmed = new Set<string>();

function seeded(queries: readonly SsrQuery[]): QueryClient {
  const queryClient = createQueryClient();
  seedQueries(queryClient, queries);
  return queryClient;
}

/**
 * The values of each page's variant parameters that show something else first. None today: the
 * Bible Study Center, whose `study` and `lang` name its reader, shows the studies the database
 * holds, so its pages are rendered per request rather than built.
 */
const variantValues: Partial<Record<PageKey, Record<string, readonly string[]>>> = {};

/** The canonical queries of the variants of the page at `path` to pre-render. */
export function pageVariants(path: string): string[] {
  const page = matchPage(path);
  const values = page && variantValues[page.key];
  return page && values ? variantQueries(page, values) : [];
}

/** The source file of the screen shown at `url` (a key of Vite's manifest), if any. */
export function screenSource(url: string): string | undefined {
  const match = matchPage(url);
  return match ? screens[match.key].src : undefined;
}
