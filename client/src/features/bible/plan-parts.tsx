import { BIBLE_BOOKS, bookDisplayName, bookSlug } from '@contract/bible-books';
import { pathTo } from '@contract/pages';
import { planNameId, type PlanPassageAnswer } from '@contract/study-tools';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { SelectField } from '@client/components/ui/form-field';
import { usePageLanguage } from '@client/lib/i18n';

/** A plan's name in the page's language. */
export function usePlanName() {
  const intl = useIntl();
  return (planId: string) => intl.formatMessage({ id: planNameId(planId) });
}

/** A day's passages, each a link opening its first chapter in the reader: 'Psalms 1–4'. */
export function PassageLinks({ passages }: { passages: PlanPassageAnswer[] }) {
  const lang = usePageLanguage();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {passages.map((p) => {
        const book = BIBLE_BOOKS.find((b) => b.osis === p.book);
        if (!book) return null;
        const name = bookDisplayName(book, lang);
        const label =
          p.fromChapter === p.toChapter
            ? `${name} ${p.fromChapter}`
            : `${name} ${p.fromChapter}–${p.toChapter}`;
        return (
          <li key={`${p.book}${p.fromChapter}`}>
            <Link
              href={pathTo('bibleChapter', { book: bookSlug(book.name), chapter: p.fromChapter })}
              className="font-medium text-navy-700 underline"
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The browser's time zone (IANA), offered first when a member starts a plan. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The zones a member may choose, as the contract accepts them (an IANA region name, or UTC),
 * labelled with their offset now ("America/Sao Paulo (GMT-3)"). `current` is kept even if this
 * browser does not list it, so a saved choice never disappears from its own field.
 */
function timeZoneOptions(current: string, locale: string) {
  const zones = new Set(
    (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter(
      (zone) => zone.includes('/'),
    ),
  );
  zones.add('UTC');
  zones.add(current);
  return [...zones].sort().map((zone) => {
    let offset = '';
    try {
      offset =
        new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
          .formatToParts(new Date())
          .find((part) => part.type === 'timeZoneName')?.value ?? '';
    } catch {
      // A zone this engine cannot format is still offered by its name.
    }
    const name = zone.replaceAll('_', ' ');
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
}

/** The time zone a plan's days and reminder follow: detected, and the member may change it. */
export function TimeZoneField({
  value,
  onChange,
}: {
  value: string;
  onChange: (zone: string) => void;
}) {
  const intl = useIntl();
  const options = useMemo(() => timeZoneOptions(value, intl.locale), [value, intl.locale]);
  return (
    <SelectField
      label={intl.formatMessage({ id: 'plans.timeZone' })}
      hint={intl.formatMessage({ id: 'plans.timeZoneHint' })}
      value={value}
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
