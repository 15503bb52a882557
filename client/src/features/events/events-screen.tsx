import { eventsApi, type Occurrence } from '@contract/events';
import { pathTo } from '@contract/pages';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ActionButton } from '@client/components/action-button';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageLanguage } from '@client/lib/i18n';
import { useEventList } from './api/events';
import { dayIn, meetingText, useVisitorZone } from '@client/lib/event-times';
import { HeadedSection } from '@client/components/headed-section';
import { PageTitle } from '@client/components/page-intro';

function MeetingItem({
  item,
  zone,
  id,
}: {
  item: Occurrence;
  zone: string | undefined;
  id?: string | undefined;
}) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const shown = zone ?? item.timeZone;
  return (
    <li id={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <Link
        href={pathTo('eventDetail', { slug: item.slug })}
        className="font-serif text-lg font-semibold text-navy-800 underline-offset-2 hover:underline"
      >
        {item.title}
      </Link>
      <p className="mt-1 text-sm text-slate-700">
        <time dateTime={item.startsAt}>{meetingText(lang, shown, item.startsAt, item.endsAt)}</time>
      </p>
      <p className="mt-1 flex flex-wrap gap-2 text-xs">
        {item.cancelled ? (
          <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">
            {intl.formatMessage({ id: 'events.cancelled' })}
          </span>
        ) : null}
        {item.online ? (
          <span className="rounded-full bg-navy-50 px-2 py-0.5 font-semibold text-navy-800">
            {intl.formatMessage({ id: 'events.online' })}
          </span>
        ) : null}
        {item.placeName ? <span className="text-slate-700">{item.placeName}</span> : null}
      </p>
    </li>
  );
}

const monthOf = (day: string) => day.slice(0, 7);
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** A month as a grid of days; days with meetings link to their list below. */
function MonthView({ items, zone }: { items: Occurrence[]; zone: string | undefined }) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const [month, setMonth] = useState(() => monthOf(new Date().toISOString()));
  const byDay = new Map<string, Occurrence[]>();
  for (const item of items) {
    const day = dayIn(item.startsAt, zone ?? item.timeZone);
    if (monthOf(day) === month) byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  // Weeks start on Sunday; blanks before the first day.
  const cells: (number | null)[] = [
    ...Array.from({ length: first.getUTCDay() }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const title = new Intl.DateTimeFormat(lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(first);
  const weekday = (i: number) =>
    new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 1 + i)),
    );
  const dayKey = (d: number) => `${month}-${String(d).padStart(2, '0')}`;

  return (
    <section aria-labelledby="events-month" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="events-month" className="font-serif text-2xl font-bold text-navy-900">
          {intl.formatMessage({ id: 'events.month' })}: <span className="capitalize">{title}</span>
        </h2>
        <div className="flex gap-2">
          <ActionButton label="events.prevMonth" onClick={() => setMonth(shiftMonth(month, -1))} />
          <ActionButton label="events.nextMonth" onClick={() => setMonth(shiftMonth(month, 1))} />
        </div>
      </div>
      <table className="mt-4 w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => (
              <th key={i} scope="col" className="py-1 font-semibold text-slate-700">
                {weekday(i)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((d, j) => (
                <td key={j} className="h-10 border border-slate-200 p-0">
                  {d === null ? null : byDay.has(dayKey(d)) ? (
                    <a
                      href={`#day-${dayKey(d)}`}
                      className="flex h-10 items-center justify-center bg-navy-700 font-bold text-white"
                      aria-label={`${d}: ${(byDay.get(dayKey(d)) ?? []).map((o) => o.title).join(', ')}`}
                    >
                      {d}
                    </a>
                  ) : (
                    <span className="text-slate-600">{d}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 space-y-3">
        {[...byDay.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .flatMap(([day, list]) =>
            list.map((item, i) => (
              <MeetingItem
                key={`${item.eventId}-${item.key}`}
                id={i === 0 ? `day-${day}` : undefined}
                item={item}
                zone={zone}
              />
            )),
          )}
      </ul>
    </section>
  );
}

/**
 * The gatherings: what is coming (times in the visitor's own zone), a month view, and the past
 * year's events; a calendar feed to subscribe to.
 */
export function EventsScreen() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const list = useEventList();
  const zone = useVisitorZone();
  const now = useMemo(() => new Date().toISOString(), []);
  const items = list.data?.items ?? [];
  const upcoming = items.filter((i) => i.endsAt >= now);
  const past = items.filter((i) => i.endsAt < now).reverse();
  const feed = `webcal://${typeof window === 'undefined' ? '' : window.location.host}${eventsApi.feed({ search: { lang } })}`;

  return (
    <div className="container-page py-12 sm:py-16">
      <PageTitle
        title={intl.formatMessage({ id: 'page.events.title' })}
        lead={intl.formatMessage({ id: 'events.intro' })}
      />
      <p className="mt-4 text-sm">
        <a
          href={zone ? feed : eventsApi.feed({ search: { lang } })}
          className="font-medium text-navy-700 underline"
        >
          {intl.formatMessage({ id: 'events.subscribe' })}
        </a>
      </p>
      {list.isPending ? (
        <div className="mt-8 space-y-3" aria-busy="true">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : list.isError ? (
        <p className="mt-8 text-red-800">{intl.formatMessage({ id: 'events.loadFailed' })}</p>
      ) : (
        <>
          <HeadedSection title="events.upcoming" look="section" className="mt-10">
            {upcoming.length === 0 ? (
              <p className="mt-4 text-slate-700">
                {intl.formatMessage({ id: 'events.noUpcoming' })}
              </p>
            ) : (
              <ul className="mt-4 space-y-3">
                {upcoming.slice(0, 30).map((item) => (
                  <MeetingItem key={`${item.eventId}-${item.key}`} item={item} zone={zone} />
                ))}
              </ul>
            )}
          </HeadedSection>
          <MonthView items={items} zone={zone} />
          {past.length > 0 ? (
            <HeadedSection title="events.past" look="section" className="mt-12">
              <ul className="mt-4 space-y-3">
                {past.slice(0, 50).map((item) => (
                  <MeetingItem key={`${item.eventId}-${item.key}`} item={item} zone={zone} />
                ))}
              </ul>
            </HeadedSection>
          ) : null}
        </>
      )}
    </div>
  );
}
