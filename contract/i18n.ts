/**
 * The languages the site speaks, and how an address names one: English at today's paths,
 * Spanish under `/es/…` and Portuguese under `/pt/…` (`/es/` is the Spanish home page). Shared by
 * the router, the pre-renderer, the server and every link (`pathTo(key, params, { lang })`).
 */

export const siteLanguages = ['en', 'es', 'pt'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/** The language of unprefixed addresses, and of `hreflang="x-default"`. */
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/** Each language by its own name, as the language switch lists them (never by a flag). */
export const languageNames: Readonly<Record<SiteLanguage, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

/**
 * The cookie that remembers the visitor's choice of language (set by the language switch, read
 * by the browser to stop suggesting another language and by the server at `/`).
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The locale each language writes its amounts and dates in (Brazil's Portuguese, the US's dollars). */
export const localeOf: Readonly<Record<SiteLanguage, string>> = {
  en: 'en-US',
  es: 'es',
  pt: 'pt-BR',
};

/** "$1,234.50", "1234,50 US$": an amount in cents of `currency` (Stripe's lower-case code). */
export const formatMoney = (
  cents: number,
  currency = 'usd',
  lang: SiteLanguage = DEFAULT_LANGUAGE,
) =>
  new Intl.NumberFormat(localeOf[lang], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);

/**
 * "March 5, 2026", "5 de marzo de 2026": a calendar day, read in UTC so the server and the
 * browser write the same day wherever each one is.
 */
export const formatLongDate = (date: Date, lang: SiteLanguage = DEFAULT_LANGUAGE) =>
  new Intl.DateTimeFormat(localeOf[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (siteLanguages as readonly string[]).includes(value);

/** The languages that take a prefix: every one but the default. */
const PREFIX = /^\/(es|pt)(?=[/?#]|$)/;

/**
 * The language an address is in and the page's path within it: '/es/store' ->
 * `{ lang: 'es', path: '/store' }`, '/es' and '/es/' -> `{ lang: 'es', path: '/' }`, '/store' ->
 * `{ lang: 'en', path: '/store' }`. A query or fragment after the path is kept.
 */
export function languageOfPath(pathname: string): { lang: SiteLanguage; path: string } {
  const match = PREFIX.exec(pathname);
  if (!match?.[1] || !isSiteLanguage(match[1])) return { lang: DEFAULT_LANGUAGE, path: pathname };
  const rest = pathname.slice(match[0].length);
  return { lang: match[1], path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The base a language's addresses sit under: '' for English, '/es' for Spanish. */
export const languageBase = (lang: SiteLanguage): string =>
  lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;

/**
 * A page's path (with its query and fragment) in a language: ('/store', 'es') -> '/es/store',
 * ('/', 'pt') -> '/pt/', ('/?a=1', 'es') -> '/es/?a=1'; English paths unchanged.
 */
export function localizePath(path: string, lang: SiteLanguage): string {
  const base = languageBase(lang);
  return base ? `${base}${path}` : path;
}
