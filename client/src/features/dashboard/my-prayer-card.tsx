import type { MessageId } from '@contract/messages/en';
import { pathTo } from '@contract/pages';
import type { PrayerRequest, UpdatePrayerBody } from '@contract/prayer';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ActionButton } from '@client/components/action-button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextareaField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorMessage } from '@client/lib/api';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { useDeletePrayer, useMyPrayer, useUpdatePrayer } from '@client/features/prayer/api/prayer';
import { HeadedSection } from '@client/components/headed-section';

/** Where the request stands, in the member's words. */
function statusId(request: PrayerRequest) {
  if (request.answeredAt) return 'prayer.status.answered' as const;
  return `prayer.status.${request.status}` as const;
}

/** One of the member's requests: its count, and an update, answered, kept or deleted. */
function OwnRequest({ request }: { request: PrayerRequest }) {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const update = useUpdatePrayer();
  const remove = useDeletePrayer();
  const [text, setText] = useState('');
  const [praise, setPraise] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const answered = request.answeredAt !== null;
  const fail = (error: unknown) =>
    setNote(localizer.text(errorMessage(error, intl.formatMessage({ id: 'prayer.failed' }))));
  /** Sends a change of the request; once saved, says so (`saved`) and runs `then`. */
  const change = (body: UpdatePrayerBody, saved: MessageId, then?: () => void) =>
    update.mutate(
      { id: request.id, body },
      {
        onSuccess: () => {
          then?.();
          setNote(intl.formatMessage({ id: saved }));
        },
        onError: fail,
      },
    );
  const headingId = `my-prayer-${request.id}`;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-navy-100 p-4">
      <h3 id={headingId} className="font-semibold wrap-anywhere text-navy-900">
        <span data-members-words>{request.title ?? request.body.slice(0, 80)}</span>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {intl.formatMessage({ id: statusId(request) })} ·{' '}
        {intl.formatMessage({ id: 'prayer.prayedCount' }, { count: request.prayedCount ?? 0 })}
        {answered ? null : (
          <>
            {' · '}
            {intl.formatMessage(
              { id: 'prayer.expires' },
              { date: format.shortDate(request.expiresAt) },
            )}
          </>
        )}
      </p>
      {answered ? null : (
        <div className="mt-3 space-y-3">
          <TextareaField
            label={intl.formatMessage({ id: 'prayer.updateLabel' })}
            value={text}
            rows={2}
            onChange={(e) => setText(e.target.value)}
          />
          <TextareaField
            label={intl.formatMessage({ id: 'prayer.praiseLabel' })}
            value={praise}
            rows={2}
            onChange={(e) => setPraise(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <ActionButton
              label="prayer.addUpdate"
              disabled={update.isPending || !text.trim()}
              onClick={() => change({ update: text.trim() }, 'prayer.saved', () => setText(''))}
            />
            <ActionButton
              label="prayer.markAnswered"
              variant="default"
              disabled={update.isPending}
              onClick={() =>
                change(
                  { answered: true, ...(praise.trim() ? { praise: praise.trim() } : {}) },
                  'prayer.saved',
                )
              }
            />
            <ActionButton
              label="prayer.keep"
              disabled={update.isPending}
              onClick={() => change({ keep: true }, 'prayer.kept')}
            />
            <ActionButton
              label="prayer.delete"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(request.id, { onError: fail })}
            />
          </div>
        </div>
      )}
      <p aria-live="polite" className="mt-2 text-sm text-navy-800 empty:hidden">
        {note}
      </p>
    </article>
  );
}

/** The dashboard's prayer: the member's requests and the ones they prayed for. */
export function MyPrayerCard() {
  const intl = useIntl();
  const mine = useMyPrayer();
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {intl.formatMessage({ id: 'prayer.mine.title' })}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {mine.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : mine.isError ? (
          <p className="text-red-700">{intl.formatMessage({ id: 'prayer.loadFailed' })}</p>
        ) : (
          <>
            {mine.data.requests.length === 0 ? (
              <p className="text-slate-700">
                {intl.formatMessage({ id: 'prayer.mine.empty' })}{' '}
                <Link href={pathTo('prayer')} className="font-medium text-navy-700 underline">
                  {intl.formatMessage({ id: 'prayer.mine.share' })}
                </Link>
              </p>
            ) : (
              <ul className="space-y-3">
                {mine.data.requests.map((request) => (
                  <li key={request.id}>
                    <OwnRequest request={request} />
                  </li>
                ))}
              </ul>
            )}
            <HeadedSection title="prayer.mine.prayedFor" look="card" level={3}>
              {mine.data.prayedFor.length === 0 ? (
                <p className="mt-2 text-slate-700">
                  {intl.formatMessage({ id: 'prayer.mine.noPrayed' })}
                </p>
              ) : (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                  {mine.data.prayedFor.map((request) => (
                    <li key={request.id} className="wrap-anywhere" data-members-words>
                      {request.title ?? request.body.slice(0, 80)}
                    </li>
                  ))}
                </ul>
              )}
            </HeadedSection>
          </>
        )}
      </CardContent>
    </Card>
  );
}
