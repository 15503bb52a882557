import {
  adminEditPrayerBodySchema,
  prayerQueues,
  type AdminPrayerRequest,
  type PrayerQueue,
} from '@contract/prayer';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { filterChipClass } from '@client/components/filter-link';
import { ActionButton } from '@client/components/action-button';
import { TextareaField, TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { useModeratePrayer, usePrayerQueue, type ModerationAction } from './api/prayer';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** One request in a queue, with what a moderator may do to it. */
function QueueItem({ request }: { request: AdminPrayerRequest }) {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const moderate = useModeratePrayer();
  const [mode, setMode] = useState<'view' | 'edit' | 'reject'>('view');
  const [title, setTitle] = useState(request.title ?? '');
  const [body, setBody] = useState(request.body);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const run = (action: ModerationAction) =>
    moderate.mutate(action, {
      onSuccess: () => {
        setMode('view');
        setError(undefined);
        toast({ title: intl.formatMessage({ id: 'admin.prayer.done' }) });
      },
      onError: (failure) =>
        setError(
          localizer.text(errorMessage(failure, intl.formatMessage({ id: 'prayer.failed' }))),
        ),
    });

  const saveEdit = () => {
    const parsed = adminEditPrayerBodySchema.safeParse({ title, body });
    if (!parsed.success) {
      setError(localizer.text(parsed.error.issues[0]?.message));
      return;
    }
    run({ kind: 'edit', id: request.id, body: parsed.data });
  };

  const headingId = `moderate-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-navy-100 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`${badge} bg-navy-50 text-navy-800`}>
          {intl.formatMessage({ id: `prayer.visibility.${request.visibility}` })}
        </span>
        {request.urgent ? (
          <span className={`${badge} bg-red-100 text-red-900`}>
            {intl.formatMessage({ id: 'prayer.urgent' })}
          </span>
        ) : null}
        {request.flagCount > 0 ? (
          <span className={`${badge} bg-gold-50 text-navy-900`}>
            {intl.formatMessage({ id: 'admin.prayer.flags' }, { count: request.flagCount })}
          </span>
        ) : null}
        {request.heldForLinks ? (
          <span className={`${badge} bg-gold-50 text-navy-900`}>
            {intl.formatMessage({ id: 'admin.prayer.links' })}
          </span>
        ) : null}
      </div>
      <h3 id={headingId} className="mt-2 font-semibold wrap-anywhere text-navy-900">
        {request.title ?? intl.formatMessage({ id: 'prayer.form.body' })}
      </h3>
      <p className="text-sm wrap-anywhere text-slate-600">
        {intl.formatMessage(
          { id: 'admin.prayer.from' },
          { name: request.requesterName, email: request.requesterEmail },
        )}{' '}
        · <time dateTime={request.createdAt}>{format.dateTime(request.createdAt)}</time>
      </p>
      {mode === 'edit' ? (
        <div className="mt-3 space-y-3">
          <TextField
            label={intl.formatMessage({ id: 'prayer.form.title' })}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextareaField
            label={intl.formatMessage({ id: 'prayer.form.body' })}
            value={body}
            rows={5}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
      ) : (
        <p className="mt-3 wrap-anywhere whitespace-pre-line text-slate-800">{request.body}</p>
      )}
      {mode === 'reject' ? (
        <div className="mt-3">
          <TextareaField
            label={intl.formatMessage({ id: 'admin.prayer.note' })}
            value={note}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {mode === 'view' ? (
          <>
            {request.visibility !== 'pastoral' &&
            (request.status !== 'approved' || request.flagCount > 0) ? (
              <ActionButton
                label="admin.prayer.approve"
                variant="default"
                disabled={moderate.isPending}
                onClick={() => run({ kind: 'approve', id: request.id })}
              />
            ) : null}
            {request.visibility !== 'pastoral' && request.status !== 'rejected' ? (
              <ActionButton label="admin.prayer.reject" onClick={() => setMode('reject')} />
            ) : null}
            <ActionButton label="admin.prayer.edit" onClick={() => setMode('edit')} />
            <ActionButton
              label={request.urgent ? 'admin.prayer.notUrgent' : 'admin.prayer.markUrgent'}
              disabled={moderate.isPending}
              onClick={() =>
                run({ kind: 'edit', id: request.id, body: { urgent: !request.urgent } })
              }
            />
          </>
        ) : (
          <>
            <ActionButton
              label={mode === 'edit' ? 'admin.prayer.save' : 'admin.prayer.reject'}
              variant="default"
              disabled={moderate.isPending}
              onClick={() =>
                mode === 'edit'
                  ? saveEdit()
                  : run({
                      kind: 'reject',
                      id: request.id,
                      body: note.trim() ? { note: note.trim() } : {},
                    })
              }
            />
            <ActionButton
              label="admin.prayer.cancel"
              variant="ghost"
              onClick={() => setMode('view')}
            />
          </>
        )}
      </div>
    </article>
  );
}

/**
 * The admin panel's Prayer tab: the moderators' queues (waiting and flagged requests, the
 * pastoral ones, those already decided), oldest first.
 */
export function PrayerTab() {
  const intl = useIntl();
  const [queue, setQueue] = useState<PrayerQueue>('waiting');
  const requests = usePrayerQueue(queue);
  return (
    <div className="space-y-6">
      <nav aria-label={intl.formatMessage({ id: 'admin.prayer.queues' })}>
        <ul className="flex flex-wrap gap-2">
          {prayerQueues.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-pressed={queue === name}
                onClick={() => setQueue(name)}
                className={filterChipClass(queue === name)}
              >
                {intl.formatMessage({ id: `admin.prayer.queue.${name}` })}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {requests.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : requests.isError ? (
        <p className="text-red-700">{intl.formatMessage({ id: 'prayer.loadFailed' })}</p>
      ) : requests.data.length === 0 ? (
        <p className="text-slate-700">{intl.formatMessage({ id: 'admin.prayer.empty' })}</p>
      ) : (
        <ul className="space-y-4">
          {requests.data.map((request) => (
            <li key={`${queue}-${request.id}`}>
              <QueueItem request={request} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
