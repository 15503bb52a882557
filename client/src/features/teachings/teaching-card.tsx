import { defaultBibleVersionFor } from '@contract/bible';
import { formatDuration, teachingPath, type TeachingSummary } from '@contract/teachings';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ScriptureReference } from '@client/components/scripture-reference';
import { formatPublishedDate } from '@client/lib/format';

/** A teaching in a list: title, series, speaker, date, length and passages. */
export function TeachingCard({
  teaching,
  seriesHref,
  speakerHref,
}: {
  teaching: TeachingSummary;
  /** Where a click on the series or speaker leads (the list filtered by it). */
  seriesHref?: (slug: string) => string;
  speakerHref?: (id: number) => string;
}) {
  const intl = useIntl();
  const version = defaultBibleVersionFor(teaching.language);
  return (
    <article
      lang={teaching.language}
      className="flex h-full flex-col gap-2 rounded-xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      {teaching.series ? (
        <p className="text-xs font-semibold tracking-wider text-gold-700 uppercase">
          {seriesHref ? (
            <Link href={seriesHref(teaching.series.slug)} className="hover:underline">
              {teaching.series.title}
            </Link>
          ) : (
            teaching.series.title
          )}
          {teaching.episode ? (
            <span className="font-normal normal-case">
              {' · '}
              {intl.formatMessage({ id: 'teachings.episode' }, { episode: teaching.episode })}
            </span>
          ) : null}
        </p>
      ) : null}
      <h3 className="font-serif text-xl leading-snug font-bold text-navy-900">
        <Link href={teachingPath(teaching.slug)} className="hover:underline">
          {teaching.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">
        {teaching.speaker ? (
          <>
            {speakerHref ? (
              <Link href={speakerHref(teaching.speaker.id)} className="hover:underline">
                {teaching.speaker.name}
              </Link>
            ) : (
              teaching.speaker.name
            )}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
          </>
        ) : null}
        <time dateTime={teaching.publishedAt}>
          {formatPublishedDate(teaching.publishedAt, teaching.language)}
        </time>
        {teaching.durationSeconds ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {intl.formatMessage(
              { id: 'teachings.duration' },
              { duration: formatDuration(teaching.durationSeconds) },
            )}
          </>
        ) : null}
      </p>
      {teaching.passages.length > 0 ? (
        <p className="text-sm">
          {teaching.passages.map((passage, i) => (
            <span key={passage.osis}>
              {i > 0 ? '; ' : null}
              <ScriptureReference osis={passage.osis} version={version}>
                {passage.label}
              </ScriptureReference>
            </span>
          ))}
        </p>
      ) : null}
      <p className="line-clamp-3 text-slate-700">{teaching.description}</p>
    </article>
  );
}
