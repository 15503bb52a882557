import {
  DEFAULT_LANGUAGE,
  formatLongDate,
  isSiteLanguage,
  localeOf,
  type SiteLanguage,
} from '@contract/i18n';

/** Amounts are written by the one rule the server's mail uses too. */
export { formatMoney } from '@contract/i18n';

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

// Dates and times the member area and the admin panel show, in the reader's time zone. One
// formatter each, made once: lists of messages and sessions format a date per row.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const clockTimeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "Nov 24, 2026, 4:38 PM". */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "November 24, 2026". */
export const formatDate = (iso: string) => longDateFormat.format(new Date(iso));

/** "Nov 24, 2026". */
export const formatShortDate = (iso: string) => shortDateFormat.format(new Date(iso));

/** "4:38 PM". */
export const formatClockTime = (date: Date) => clockTimeFormat.format(date);

/**
 * A publication's calendar date in the language it is written in ("March 5, 2026",
 * "5 de marzo de 2026"). Read in UTC, so the server's rendering and the browser's hydration
 * write the same day wherever each one is.
 */
export const formatPublishedDate = (iso: string, language = 'en') =>
  formatLongDate(new Date(iso), isSiteLanguage(language) ? language : DEFAULT_LANGUAGE);
