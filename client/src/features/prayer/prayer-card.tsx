import type { PrayerRequest, PrayerView } from '@contract/prayer';
import { Flag, HandHeart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { errorMessage } from '@client/lib/api';
import { usePlainFormAction } from '@client/lib/plain-form';
import { useFlagPrayer, usePrayed } from './api/prayer';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** A category's name in the page's language. */
export function useCategoryLabel(): (category: string) => string {
  const intl = useIntl();
  return (category) =>
    intl.formatMessage({ id: `prayer.category.${category}` as 'prayer.category.other' });
}

/**
 * One request on the wall. "I prayed" is a form that posts to the wall's own address, so it works
 * before (or without) the page's code; once the app runs it asks the API instead.
 */
export function PrayerCard({
  request,
  view,
  signedIn,
}: {
  request: PrayerRequest;
  view: PrayerView;
  signedIn: boolean;
}) {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const categoryLabel = useCategoryLabel();
  const action = usePlainFormAction('prayed');
  const prayed = usePrayed();
  const flag = useFlagPrayer();
  const [note, setNote] = useState<string | null>(null);
  const headingId = `prayer-${request.id}`;
  const answered = request.answeredAt !== null;

  const onPray = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNote(null);
    prayed.mutate(request.id, {
      onSuccess: () => setNote(intl.formatMessage({ id: 'prayer.prayedThanks' })),
      onError: (error) =>
        setNote(localizer.text(errorMessage(error, intl.formatMessage({ id: 'prayer.failed' })))),
    });
  };
  const onFlag = () =>
    flag.mutate(request.id, {
      onSuccess: () => setNote(intl.formatMessage({ id: 'prayer.flagged' })),
      onError: (error) =>
        setNote(localizer.text(errorMessage(error, intl.formatMessage({ id: 'prayer.failed' })))),
    });

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        {request.urgent ? (
          <span className={`${badge} bg-red-100 text-red-900`}>
            {intl.formatMessage({ id: 'prayer.urgent' })}
          </span>
        ) : null}
        {request.category ? (
          <span className={`${badge} bg-navy-50 text-navy-800`}>
            {categoryLabel(request.category)}
          </span>
        ) : null}
        {request.visibility === 'members' ? (
          <span className={`${badge} bg-gold-50 text-navy-900`}>
            {intl.formatMessage({ id: 'prayer.membersOnly' })}
          </span>
        ) : null}
      </div>
      <h2 id={headingId} className="font-serif text-lg font-semibold wrap-anywhere text-navy-900">
        {request.title ? (
          <span data-members-words>{request.title}</span>
        ) : (
          (request.authorName ?? intl.formatMessage({ id: 'prayer.anonymous' }))
        )}
      </h2>
      <p className="text-sm text-slate-600">
        {request.authorName ?? intl.formatMessage({ id: 'prayer.anonymous' })} ·{' '}
        <time dateTime={request.createdAt}>{format.shortDate(request.createdAt)}</time>
      </p>
      <p className="wrap-anywhere whitespace-pre-line text-slate-800" data-members-words>
        {request.body}
      </p>
      {request.updates.length > 0 ? (
        <div className="rounded-md bg-navy-50 p-3">
          <h3 className="text-sm font-semibold text-navy-900">
            {intl.formatMessage({ id: 'prayer.updates' })}
          </h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-800">
            {request.updates.map((update) => (
              <li key={update.id} className="wrap-anywhere whitespace-pre-line" data-members-words>
                <time dateTime={update.createdAt} className="font-medium">
                  {format.shortDate(update.createdAt)}:
                </time>{' '}
                {update.body}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answered ? (
        <div className="rounded-md border border-green-700 bg-green-50 p-3 text-green-900">
          <p className="text-sm font-semibold">
            {intl.formatMessage(
              { id: 'prayer.answeredOn' },
              { date: format.shortDate(request.answeredAt ?? request.createdAt) },
            )}
          </p>
          {request.praise ? (
            <p className="mt-1 wrap-anywhere whitespace-pre-line" data-members-words>
              <span className="sr-only">{intl.formatMessage({ id: 'prayer.praise' })}: </span>
              {request.praise}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        {request.prayedCount !== null ? (
          <span className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'prayer.prayedCount' }, { count: request.prayedCount })}
          </span>
        ) : null}
        {answered || request.isMine ? null : request.prayedToday ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
            <HandHeart className="size-4" aria-hidden="true" />
            {intl.formatMessage({ id: 'prayer.prayedToday' })}
          </span>
        ) : (
          <form method="post" action={action} onSubmit={onPray}>
            <input type="hidden" name="id" value={request.id} />
            {view.category ? <input type="hidden" name="category" value={view.category} /> : null}
            {view.page > 1 ? <input type="hidden" name="page" value={view.page} /> : null}
            <Button type="submit" variant="accent" disabled={prayed.isPending}>
              <HandHeart className="size-4" aria-hidden="true" />
              {intl.formatMessage({ id: 'prayer.prayedButton' })}
            </Button>
          </form>
        )}
        {signedIn && !request.isMine && !answered ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onFlag}
            disabled={flag.isPending || flag.isSuccess}
          >
            <Flag className="size-4" aria-hidden="true" />
            {intl.formatMessage({ id: 'prayer.flag' })}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="text-sm text-navy-800 empty:hidden">
        {note}
      </p>
    </article>
  );
}
