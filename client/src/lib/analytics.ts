/**
 * Google Analytics page views. The server puts `<meta name="ga-measurement-id" content="G-…">`
 * in the page only when GA_MEASUREMENT_ID is configured; without it nothing is loaded or sent.
 */

export const MEASUREMENT_META = 'meta[name="ga-measurement-id"]';

type Gtag = (...args: unknown[]) => void;

/** The parts of `window` that gtag uses. */
export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** The parts of `document` we touch; a fake stands in for it in tests. */
export interface AnalyticsDocument {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
  createElement(tag: 'script'): { async: boolean; src: string };
  head: { appendChild(node: never): unknown };
}

/** A usable measurement id from the meta's content, or null (absent, blank or malformed). */
export function measurementIdFrom(content: string | null | undefined): string | null {
  const id = content?.trim() ?? '';
  return /^[A-Z]{1,3}-[A-Z0-9]{4,20}$/i.test(id) ? id : null;
}

export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** The gtag command that reports one page view. */
export function pageViewCommand(path: string): ['event', 'page_view', { page_path: string }] {
  return ['event', 'page_view', { page_path: path }];
}

/**
 * Loads gtag when a measurement id is configured and returns a function that reports a page
 * view; returns null (and loads nothing) otherwise.
 */
export function startAnalytics(
  doc: AnalyticsDocument,
  win: AnalyticsWindow,
): ((path: string) => void) | null {
  const id = measurementIdFrom(doc.querySelector(MEASUREMENT_META)?.getAttribute('content'));
  if (!id) return null;

  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads the `arguments` object itself, not an array copy of it.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  gtag('js', new Date());
  // Page views are sent by us on every route change, including the first.
  gtag('config', id, { send_page_view: false });

  const script = doc.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(id);
  doc.head.appendChild(script as never);

  return (path) => gtag(...pageViewCommand(path));
}

let reporter: ((path: string) => void) | null | undefined;

/** The path of the page the browser loaded (the app may start later, after a first click). */
function loadedPath(): string {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry ? new URL(entry.name).pathname : window.location.pathname;
}

/**
 * Reports a page view, starting analytics on first use. Browser only (call from an effect). The
 * site's own count: the page the browser loaded was counted by the server from its request; any
 * other view (a route change, or the first route when the app starts after a click that already
 * left the loaded page) is sent by the beacon, a chunk of its own loaded then.
 */
export function trackPageView(path: string): void {
  const first = reporter === undefined;
  if (first) {
    reporter = startAnalytics(document, window as unknown as AnalyticsWindow);
  }
  reporter?.(path);
  if (!first || path !== loadedPath()) {
    const search = window.location.search;
    void import('./beacon').then((beacon) => beacon.sendHit(search ? path + search : path));
  }
}
