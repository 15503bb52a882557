import { defaultBibleVersionFor } from '@contract/bible';
import type { ContentLanguage } from '@contract/publishing';
import { formatDuration, teachingListHref, type TeachingSummary } from '@contract/teachings';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ScriptureReference } from '@client/components/scripture-reference';
import { BackLink } from '@client/components/text-link';
import { formatPublishedDate } from '@client/lib/format';
import { usePageLanguage } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';

/*
 * The lines that tell a teaching's place and origin, the same in a list's card and on the
 * teaching's own page: its series and episode, who gave it and when, and the passages it treats.
 */

/** A name that is a link when the page has somewhere to lead it (the list filtered by it). */
function MaybeLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Link href={href} className="hover:underline">
      {children}
    </Link>
  );
}

/** A dot between parts of a line, which a screen reader hears as a comma. */
function Separator() {
  return (
    <>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
    </>
  );
}

/** The series over the title, with the episode's number when it has one. */
export function TeachingSeries({
  teaching,
  href,
  className,
}: {
  teaching: TeachingSummary;
  href?: (slug: string) => string;
  className?: string;
}) {
  const intl = useIntl();
  if (!teaching.series) return null;
  return (
    <p className={cn('text-xs font-semibold tracking-wider text-gold-700 uppercase', className)}>
      <MaybeLink href={href?.(teaching.series.slug)}>{teaching.series.title}</MaybeLink>
      {teaching.episode ? (
        <span className="font-normal normal-case">
          {' · '}
          {intl.formatMessage({ id: 'teachings.episode' }, { episode: teaching.episode })}
        </span>
      ) : null}
    </p>
  );
}

/** Speaker, date, and the recording's length when `withDuration` asks for it. */
export function TeachingByline({
  teaching,
  speakerHref,
  withDuration = false,
  className,
}: {
  teaching: TeachingSummary;
  speakerHref?: (id: number) => string;
  withDuration?: boolean;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      {teaching.speaker ? (
        <>
          <MaybeLink href={speakerHref?.(teaching.speaker.id)}>{teaching.speaker.name}</MaybeLink>
          <Separator />
        </>
      ) : null}
      <time dateTime={teaching.publishedAt}>
        {formatPublishedDate(teaching.publishedAt, teaching.language)}
      </time>
      {withDuration && teaching.durationSeconds ? (
        <>
          <Separator />
          {intl.formatMessage(
            { id: 'teachings.duration' },
            { duration: formatDuration(teaching.durationSeconds) },
          )}
        </>
      ) : null}
    </p>
  );
}

/**
 * The passages the teaching treats, each opening its text in the Bible of the teaching's
 * language; `label` names the list when the line needs a heading of its own.
 */
export function TeachingPassages({
  teaching,
  label,
  className,
}: {
  teaching: TeachingSummary;
  label?: string;
  className?: string;
}) {
  if (teaching.passages.length === 0) return null;
  const version = defaultBibleVersionFor(teaching.language);
  return (
    <p className={cn('text-sm', className)}>
      {label ? <span className="font-semibold text-navy-900">{label}: </span> : null}
      {teaching.passages.map((passage, i) => (
        <span key={passage.osis}>
          {i > 0 ? '; ' : null}
          <ScriptureReference osis={passage.osis} version={version}>
            {passage.label}
          </ScriptureReference>
        </span>
      ))}
    </p>
  );
}

/**
 * Back to the teachings, in the language of the teaching or series shown (`language`; the
 * page's while it is not known).
 */
export function TeachingsBackLink({ language }: { language?: ContentLanguage | undefined }) {
  const intl = useIntl();
  const pageLanguage = usePageLanguage();
  return (
    <BackLink href={teachingListHref({ lang: language ?? pageLanguage, page: 1 }, pageLanguage)}>
      {intl.formatMessage({ id: 'teachings.all' })}
    </BackLink>
  );
}
