import { defaultBibleVersionFor } from '@contract/bible';
import { eventIcsPath, type EventDetail } from '@contract/events';
import { pathTo } from '@contract/pages';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearch } from 'wouter';
import { ArticleBody } from '@client/components/article-body';
import { PageIntro } from '@client/components/page-intro';
import { BackLink, TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { usePageLanguage } from '@client/lib/i18n';
import { useLocalizer } from '@client/lib/localize';
import { useCancelMine, useEvent, useRegistrationLink } from './api/events';
import { meetingText, useVisitorZone, zoneName } from '@client/lib/event-times';
import { ruleWords } from '@client/lib/recurrence';
import { HeadedSection } from '@client/components/headed-section';
import { RegisterForm } from './register-form';
import { useFailureText } from './failure-text';

/** The e-mailed link's action (`?confirm=` or `?cancel=`), done by pressing a button. */
function LinkAction({ slug }: { slug: string }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const failureText = useFailureText();
  const params = new URLSearchParams(useSearch());
  const action = params.get('confirm') ? 'confirm' : params.get('cancel') ? 'cancel' : null;
  const token = (action && params.get(action)) || '';
  const link = useRegistrationLink(slug);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (!action) return null;
  return (
    <div className="mt-6 rounded-md border border-navy-200 bg-navy-50 p-4">
      <Button
        type="button"
        disabled={link.isPending || link.isSuccess}
        onClick={() =>
          link.mutate(
            { action, token },
            {
              onSuccess: (answer) => setOutcome(localizer.text(answer.message) ?? answer.message),
              onError: (error) => setOutcome(failureText(error)),
            },
          )
        }
      >
        {intl.formatMessage({
          id: action === 'confirm' ? 'events.confirmLink' : 'events.cancelLink',
        })}
      </Button>
      <p aria-live="polite" className="mt-2 text-sm text-navy-900">
        {outcome}
      </p>
    </div>
  );
}

function Registration({ event }: { event: EventDetail }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { data: user } = useCurrentUser();
  const cancel = useCancelMine(event.slug, event.id);
  const [failure, setFailure] = useState<string | null>(null);
  const mine = event.mine;
  return (
    <HeadedSection
      title="events.register"
      look="section"
      className="mt-10 rounded-lg border border-slate-200 bg-white p-5"
    >
      {event.placesLeft !== null ? (
        <p className="mt-2 text-sm text-slate-700">
          {event.placesLeft > 0
            ? intl.formatMessage({ id: 'events.placesLeft' }, { count: event.placesLeft })
            : intl.formatMessage({ id: 'events.full' })}
        </p>
      ) : null}
      {mine ? (
        <div className="mt-4 space-y-3">
          <p className="font-medium text-navy-900">
            {mine.status === 'confirmed'
              ? intl.formatMessage({ id: 'events.mine.confirmed' }, { places: mine.places })
              : intl.formatMessage({
                  id:
                    mine.status === 'waitlisted' ? 'events.mine.waitlisted' : 'events.mine.pending',
                })}
          </p>
          {event.onlineUrl ? (
            <p>
              <a
                href={event.onlineUrl}
                className="font-medium text-navy-700 underline"
                rel="noopener noreferrer"
              >
                {intl.formatMessage({ id: 'events.joinOnline' })}
              </a>
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onError: (error) => setFailure(failureText(error)),
              })
            }
          >
            {intl.formatMessage({ id: 'events.mine.cancel' })}
          </Button>
          <p aria-live="polite" className="text-sm text-red-800">
            {failure}
          </p>
        </div>
      ) : event.registrationOpen ? (
        <div className="mt-4">
          <RegisterForm slug={event.slug} id={event.id} member={!!user} />
        </div>
      ) : (
        <p className="mt-4 text-slate-700">{intl.formatMessage({ id: 'events.closed' })}</p>
      )}
    </HeadedSection>
  );
}

/**
 * An event: when (in the visitor's own zone, the event's named), where, its next meetings, an
 * "Add to calendar" file, a share link and registration.
 */
export function EventScreen() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: event, isPending, error } = useEvent(slug);
  const zone = useVisitorZone();
  const [copied, setCopied] = useState(false);

  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="sr-only">{intl.formatMessage({ id: 'page.eventDetail.title' })}</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }
  if (error || !event) {
    return (
      <PageIntro
        title={intl.formatMessage({
          id: errorStatus(error) === 404 ? 'events.notFound' : 'events.loadFailed',
        })}
      >
        <TextLink href={pathTo('events')}>
          {intl.formatMessage({ id: 'page.events.title' })}
        </TextLink>
      </PageIntro>
    );
  }

  const shown = zone ?? event.timeZone;
  const next = event.occurrences.find((o) => !o.cancelled) ?? event.occurrences[0];
  const start = next?.startsAt ?? event.startsAt;
  const end = next?.endsAt ?? event.endsAt;
  // The rule in the reader's words; a rule written by hand that they cannot say is left out.
  const repeats = event.rrule ? ruleWords(intl, event.rrule) : null;
  const share = async () => {
    await navigator.clipboard?.writeText(window.location.href.split('?')[0] ?? '');
    setCopied(true);
  };

  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <BackLink href={pathTo('events')}>{intl.formatMessage({ id: 'page.events.title' })}</BackLink>
      <h1
        className="mt-4 break-words font-serif text-3xl font-bold text-navy-900 sm:text-4xl"
        lang={event.language === lang ? undefined : event.language}
      >
        {event.title}
      </h1>
      {event.image ? (
        <img
          src={event.image.src}
          srcSet={event.image.srcSet}
          sizes="(min-width: 768px) 48rem, 100vw"
          width={event.image.width}
          height={event.image.height}
          alt=""
          className="mt-6 h-auto w-full rounded-xl object-cover"
        />
      ) : null}
      <LinkAction slug={event.slug} />
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-700">
            {intl.formatMessage({ id: 'events.when' })}
          </dt>
          <dd className="mt-1 text-navy-900">
            <time dateTime={start}>{meetingText(lang, shown, start, end)}</time>
            {repeats ? (
              <span className="mt-1 block text-sm text-navy-900">
                {intl.formatMessage({ id: 'events.repeats' }, { rule: repeats })}
              </span>
            ) : null}
            {zone && zone !== event.timeZone ? (
              <span className="mt-1 block text-sm text-slate-700">
                {intl.formatMessage(
                  { id: 'events.eventTime' },
                  {
                    time: meetingText(lang, event.timeZone, start),
                    zone: zoneName(event.timeZone),
                  },
                )}
              </span>
            ) : null}
            <span className="mt-1 block text-xs text-slate-600">
              {intl.formatMessage(
                { id: 'events.zoneNote' },
                { zone: zoneName(shown), eventZone: zoneName(event.timeZone) },
              )}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">
            {intl.formatMessage({ id: 'events.where' })}
          </dt>
          <dd className="mt-1 text-navy-900">
            {event.placeName ? <span className="block">{event.placeName}</span> : null}
            {event.placeAddress ? (
              <span className="block text-sm">{event.placeAddress}</span>
            ) : null}
            {event.mapUrl ? (
              <a
                href={event.mapUrl}
                className="text-sm text-navy-700 underline"
                rel="noopener noreferrer"
              >
                {intl.formatMessage({ id: 'events.map' })}
              </a>
            ) : null}
            {event.online ? (
              <span className="block text-sm">{intl.formatMessage({ id: 'events.online' })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3 text-sm">
        <a href={eventIcsPath(event.slug)} className="font-medium text-navy-700 underline" download>
          {intl.formatMessage({ id: 'events.addToCalendar' })}
        </a>
        <button
          type="button"
          onClick={() => void share()}
          className="font-medium text-navy-700 underline"
        >
          {intl.formatMessage({ id: 'events.share' })}
        </button>
        <span aria-live="polite">
          {copied ? intl.formatMessage({ id: 'events.shared' }) : null}
        </span>
      </div>
      <div className="mt-8 break-words" lang={event.language === lang ? undefined : event.language}>
        <ArticleBody html={event.html} version={defaultBibleVersionFor(event.language)} />
      </div>
      {event.studyUrl ? (
        <p className="mt-4">
          <a href={event.studyUrl} className="font-medium text-navy-700 underline">
            {intl.formatMessage({ id: 'events.study' })}
          </a>
        </p>
      ) : null}
      {event.occurrences.length > 1 ? (
        <HeadedSection title="events.nextMeetings" look="panel" className="mt-8">
          <ul className="mt-3 space-y-1 text-sm">
            {event.occurrences.slice(0, 8).map((o) => (
              <li
                key={o.key}
                className={o.cancelled ? 'text-slate-600 line-through' : 'text-navy-900'}
              >
                <time dateTime={o.startsAt}>{meetingText(lang, shown, o.startsAt, o.endsAt)}</time>
                {o.cancelled ? ` (${intl.formatMessage({ id: 'events.cancelled' })})` : null}
              </li>
            ))}
          </ul>
        </HeadedSection>
      ) : null}
      <Registration event={event} />
    </div>
  );
}
