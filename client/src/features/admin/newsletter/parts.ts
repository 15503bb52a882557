import { siteLanguages, type SiteLanguage } from '@contract/i18n';
import { type DeliveryStatus } from '@contract/newsletter';
import type { IntlShape } from 'react-intl';

export const PAGE_SIZE = 25;

/** Active subscribers of each language, as the subscriptions page counts them. */
export type LanguageCounts = Record<SiteLanguage, number>;

export const selectClass =
  'h-10 rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950 sm:text-sm';

/** A language from a `<select>`'s value; '' (or anything else) is none: every language. */
export const languageFrom = (value: string): SiteLanguage | null =>
  siteLanguages.find((l) => l === value) ?? null;

export const statusStyle: Record<DeliveryStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  sending: 'bg-gold-100 text-gold-800',
  sent: 'bg-green-100 text-green-800',
  partially_sent: 'bg-orange-100 text-orange-900',
  failed: 'bg-red-100 text-red-800',
};

/** ", 3 failed" after a campaign's count, when any address failed. */
export const failedNote = (intl: IntlShape, count: number) =>
  count > 0 ? intl.formatMessage({ id: 'admin.newsletter.failedCount' }, { count }) : '';
