import {
  DEFAULT_LANGUAGE,
  formatLongDate,
  formatMoney,
  isSiteLanguage,
  localeOf,
  type SiteLanguage,
} from '@contract/i18n';
import { usePageLanguage } from './i18n';

/** Cuts `text` to `max` characters and adds '...' when it was longer (the home page's cards). */
export function truncate(text: string, max = 100): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * Shows a price as stored; a bare number such as '9.99' gets a dollar sign. In another language
 * a price in dollars ('9.99', '$9.99') is written the way that language writes dollars
 * ('9,99 US$'), with as many decimals as stored; any other text is shown as it is.
 */
export function formatPrice(price: string, lang: SiteLanguage = DEFAULT_LANGUAGE): string {
  const trimmed = price.trim();
  if (lang === DEFAULT_LANGUAGE) return /^\d+(\.\d+)?$/.test(trimmed) ? `$${trimmed}` : trimmed;
  const dollars = /^\$?(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!dollars) return trimmed;
  const decimals = dollars[2]?.length ?? 0;
  return new Intl.NumberFormat(localeOf[lang], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(trimmed.replace('$', '')));
}

/** Clamps a star rating to the whole numbers 0..scale. */
export function starCount(rating: number, scale = 5): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(scale, Math.max(0, Math.round(rating)));
}

/**
 * Every date, number and size a screen shows, written the way the page's language writes them
 * ("Nov 24, 2026, 4:38 PM", "24 nov 2026, 16:38"), dates and times in the reader's time zone.
 * One set of formatters per language, made on first use and kept: lists format a date per row.
 * Screens take theirs from `usePageFormat()`; code without React (a route's loader, a test)
 * asks `formatsFor(lang)`. Amounts and a publication's day follow `contract/i18n.ts`, the rule
 * the server's mail uses too.
 */
export interface PageFormat {
  /** "Nov 24, 2026, 4:38 PM", "24 nov 2026, 16:38". */
  dateTime: (iso: string) => string;
  /** "November 24, 2026", "24 de noviembre de 2026". */
  date: (iso: string) => string;
  /** "Nov 24, 2026", "24 nov 2026". */
  shortDate: (iso: string) => string;
  /** "4:38 PM", "16:38". */
  clock: (date: Date) => string;
  /** A calendar month ('2026-11') as 'Nov 2026', 'nov 2026', 'nov. de 2026', the same anywhere. */
  month: (yearMonth: string) => string;
  /** A calendar day ('2026-11-24') as 'November 24, 2026', the same wherever the reader is. */
  calendarDay: (isoDay: string) => string;
  /** An amount in cents of `currency` (Stripe's lower-case code): '$1,234.50', '1234,50 US$'. */
  money: (cents: number, currency?: string) => string;
  /** 1234 as '1,234', '1234', '1.234'. */
  count: (n: number) => string;
  /** A size in bytes: '1.2 MB', '340 KB', '12 B' ('1,2 MB'; the unit symbols are the same everywhere). */
  bytes: (bytes: number) => string;
  /** A stored price ('9.99', '$9.99', 'Free'), see `formatPrice`. */
  price: (price: string) => string;
}

function makeFormat(lang: SiteLanguage): PageFormat {
  const locale = localeOf[lang];
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const month = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    dateTime: (iso) => dateTime.format(new Date(iso)),
    date: (iso) => longDate.format(new Date(iso)),
    shortDate: (iso) => shortDate.format(new Date(iso)),
    clock: (date) => clock.format(date),
    month: (yearMonth) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    calendarDay: (isoDay) => formatLongDate(new Date(`${isoDay}T00:00:00Z`), lang),
    money: (cents, currency) => formatMoney(cents, currency, lang),
    count: (n) => whole.format(n),
    bytes: (bytes) => {
      if (bytes >= 1024 * 1024) return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
      if (bytes >= 1024) return `${whole.format(Math.round(bytes / 1024))} KB`;
      return `${bytes} B`;
    },
    price: (price) => formatPrice(price, lang),
  };
}

const formats = new Map<SiteLanguage, PageFormat>();

/** The formatters of a language (made once). */
export function formatsFor(lang: SiteLanguage): PageFormat {
  let format = formats.get(lang);
  if (!format) {
    format = makeFormat(lang);
    formats.set(lang, format);
  }
  return format;
}

/** The formatters of the page's language. */
export const usePageFormat = (): PageFormat => formatsFor(usePageLanguage());

/**
 * A publication's calendar date in the language it is written in ("March 5, 2026",
 * "5 de marzo de 2026"). Read in UTC, so the server's rendering and the browser's hydration
 * write the same day wherever each one is.
 */
export const formatPublishedDate = (iso: string, language = 'en') =>
  formatLongDate(new Date(iso), isSiteLanguage(language) ? language : DEFAULT_LANGUAGE);
