import { pathTo } from '@contract/pages';
import { formatDuration, teachingPath } from '@contract/teachings';
import { Headphones } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatPublishedDate } from '@client/lib/format';
import { usePageLanguage } from '@client/lib/i18n';
import { useLatestTeachings } from './api/get-home';
import { NewestBand } from './newest-band';

/** How many of the newest teachings the home page shows. */
const SHOWN = 3;

/**
 * The home page's newest teachings in the page's language, each linked to its page. Shown only
 * when there are some (nothing while they load: the page arrives with them).
 */
export function LatestTeachings() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const { data } = useLatestTeachings(lang);
  const teachings = data?.items.slice(0, SHOWN) ?? [];
  if (teachings.length === 0) return null;
  return (
    <NewestBand
      id="latest-teachings-title"
      title="home.latestTeachings"
      items={teachings}
      card={(teaching) => (
        <article className="flex h-full flex-col gap-2 rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-gold-700 uppercase">
            <Headphones className="size-4" aria-hidden="true" />
            {teaching.series?.title ?? intl.formatMessage({ id: 'teachings.teaching' })}
          </p>
          <h3 className="font-serif text-xl leading-snug font-bold text-navy-900">
            <Link href={teachingPath(teaching.slug)} className="hover:underline">
              {teaching.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {teaching.speaker ? `${teaching.speaker.name} · ` : null}
            <time dateTime={teaching.publishedAt}>
              {formatPublishedDate(teaching.publishedAt, lang)}
            </time>
            {teaching.durationSeconds
              ? ` · ${intl.formatMessage(
                  { id: 'teachings.duration' },
                  { duration: formatDuration(teaching.durationSeconds) },
                )}`
              : null}
          </p>
          <p className="line-clamp-3 text-slate-700">{teaching.description}</p>
        </article>
      )}
      all={{ href: pathTo('teachings'), label: 'teachings.all' }}
    />
  );
}
