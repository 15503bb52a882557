/**
 * Chromium for the browser tests, and pages that record every console error and uncaught page
 * error so a test can fail on them (STYLE.md practice 10).
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { urlOf } from './env';

/** Debian's Chromium (installed by scripts/ensure-chromium.ts); no browser is ever downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 740 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** The names the server under test is browsed by. */
const SERVER_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** A console error that a test expects; every allowance states why it is harmless. */
export interface AllowedConsoleError {
  reason: string;
  /** Matches the message text. */
  text: RegExp;
  /** Matches the URL the message is attributed to (for failed loads: the resource). */
  url?: RegExp;
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors that no allowance covers, in order. */
  readonly errors: string[];
  /** Requests to hosts other than our server's, which are blocked (tests only talk to it). */
  readonly blockedRequests: string[];
  allowConsoleError(rule: AllowedConsoleError): void;
  /** Throws, listing them, when any unexpected console error or page error happened. */
  assertNoConsoleErrors(): void;
  close(): Promise<void>;
}

/**
 * Allowed on every page.
 * - Requests to other hosts (video embeds, analytics) are blocked by the test, not failed by the
 *   app; Chromium logs those as net::ERR_BLOCKED_BY_CLIENT. They are listed in `blockedRequests`.
 */
const ALWAYS_ALLOWED: AllowedConsoleError[] = [
  {
    reason: 'request to another host blocked by the test harness',
    text: /net::ERR_BLOCKED_BY_CLIENT/,
    url: /^(?!http:\/\/(?:127\.0\.0\.1|localhost)[:/])/,
  },
];

function describe(message: ConsoleMessage): string {
  const where = message.location();
  const at = where.url ? ` (at ${where.url}:${where.lineNumber}:${where.columnNumber})` : '';
  return `console.${message.type()}: ${message.text()}${at}`;
}

/** Cookies a context starts with, e.g. a session from `signedInState`. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  storageState?: StorageState;
  /** The browser's User-Agent (Chromium's own when absent). */
  userAgent?: string;
  /** The browser's language (navigator.languages, Accept-Language); en-US when absent. */
  locale?: string;
  /** The browser's time zone (IANA); UTC when absent. */
  timezoneId?: string;
  /** A phone's touch screen (coarse pointer, touch events) instead of a mouse. */
  touch?: boolean;
}

/** A fresh context (no cookies unless given) with one page that records console errors. */
export async function openPage(
  browser: Browser,
  options: OpenPageOptions = {},
): Promise<PageSession> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? 'en-US',
    timezoneId: options.timezoneId ?? 'UTC',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    reducedMotion: 'reduce',
    ...(options.storageState ? { storageState: options.storageState } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const errors: string[] = [];
  const blockedRequests: string[] = [];
  const allowed = [...ALWAYS_ALLOWED];

  await context.route(
    // The server under test is also browsed as localhost (passkeys: see passkeyUrlOf).
    (url) =>
      !SERVER_HOSTS.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      blockedRequests.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );

  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url;
    const covered = allowed.some(
      (rule) => rule.text.test(text) && (!rule.url || rule.url.test(url)),
    );
    if (!covered) errors.push(describe(message));
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.stack ?? error.message}`);
  });

  return {
    context,
    page,
    errors,
    blockedRequests,
    allowConsoleError(rule) {
      allowed.push(rule);
    },
    assertNoConsoleErrors() {
      if (errors.length > 0) {
        throw new Error(
          `${errors.length} unexpected console error(s) on ${page.url()}:\n  ${errors.join('\n  ')}`,
        );
      }
    },
    close: () => context.close(),
  };
}

/** Navigate to a path of the server under test and wait until the network is quiet (hydrated). */
export async function visit(page: Page, pathname: string): Promise<Response> {
  const response = await page.goto(urlOf(pathname), { waitUntil: 'load' });
  if (!response) throw new Error(`No response for ${pathname}`);
  await page.waitForLoadState('networkidle');
  return response;
}

/**
 * Lays the page as loaded out at each width in turn and runs `check` at each, then gives the page
 * its size back. The layout follows the window's width (CSS and media-query hooks alike), not the
 * width the page loaded at, so one load serves every width. Each check waits two frames, so what
 * the change of width sets off (media-query listeners, re-renders) is laid out.
 */
export async function atEachWidth(
  page: Page,
  widths: readonly number[],
  check: (width: number) => Promise<void>,
): Promise<void> {
  const size = page.viewportSize() ?? DESKTOP;
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await check(width);
  }
  await page.setViewportSize(size);
}

/** Wait until a locator (which must match one element) is visible. */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Wait until a locator matches nothing visible. */
export async function expectHidden(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** Wait until a locator (which must match one element) holds the keyboard focus. */
export async function expectFocused(locator: Locator, timeout = 10_000): Promise<void> {
  const handle = await locator.elementHandle({ timeout });
  if (!handle) throw new Error('No element to hold the focus');
  await locator.page().waitForFunction((el) => el === document.activeElement, handle, { timeout });
}

/**
 * Run a test body with a fresh page; afterwards the page must have logged no unexpected console
 * error. When the body fails, the console errors seen so far are added to the failure.
 */
export async function withPage(
  browser: Browser,
  options: OpenPageOptions,
  body: (session: PageSession) => Promise<void>,
): Promise<void> {
  const session = await openPage(browser, options);
  try {
    try {
      await body(session);
    } catch (error) {
      if (error instanceof Error && session.errors.length > 0) {
        error.message += `\nConsole errors seen on the page:\n  ${session.errors.join('\n  ')}`;
      }
      throw error;
    }
    session.assertNoConsoleErrors();
  } finally {
    await session.close();
  }
}
