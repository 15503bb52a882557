import { formatMoney, localeOf } from '@contract/i18n';
import type { MessageId } from '@contract/messages/en';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { usePageLanguage } from '@client/lib/i18n';
import { useLocalizer } from '@client/lib/localize';

/**
 * The admin panel's dates, months, amounts and counts in the page's language ("Nov 24, 2026, 4:38 PM",
 * "24 nov 2026, 16:38"), in the reader's time zone. One formatter each, made once per language:
 * lists format a date per row.
 */
export function useAdminFormat() {
  const lang = usePageLanguage();
  return useMemo(() => {
    const locale = localeOf[lang];
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    // A report's month (YYYY-MM) is a calendar month, the same wherever the reader is.
    const month = new Intl.DateTimeFormat(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      shortDate: (iso: string) => shortDate.format(new Date(iso)),
      clock: (date: Date) => clock.format(date),
      /** '2026-11' as 'Nov 2026', 'nov 2026', 'nov. de 2026'. */
      month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
      money: (cents: number, currency?: string) => formatMoney(cents, currency, lang),
      /** 1234 as '1,234', '1234', '1.234'. */
      count: (n: number) => whole.format(n),
    };
  }, [lang]);
}

/**
 * A failure's message: the server's, when the page's language has it (English pages always do),
 * else the screen's own message `id`.
 */
export function useFailureMessage() {
  const intl = useIntl();
  const localizer = useLocalizer();
  return useCallback(
    (error: unknown, id: MessageId) => localizer.error(error, '') || intl.formatMessage({ id }),
    [intl, localizer],
  );
}
