import { zodResolver } from '@hookform/resolvers/zod';
import {
  eventMessageBodySchema,
  type AdminEvent,
  type AdminRegistration,
  type EventMessageBody,
} from '@contract/events';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { usePageLanguage } from '@client/lib/i18n';
import { useLocalizer } from '@client/lib/localize';
import { meetingText } from '@client/lib/event-times';
import { HeadedSection } from '@client/components/headed-section';
import {
  registrationsCsvUrl,
  useEventRegistrations,
  useMarkAttendance,
  useMeetingCancelled,
  useMessageRegistrants,
} from '../api/events';
import { useFailureMessage } from '../use-failure-message';
import { ColumnHeads } from '../parts/column-heads';
import { countsOf } from './event-form';

/**
 * One event's people: who has a place, who waits, who has not confirmed their address yet (as
 * a table, and as CSV); who came to the meetings held; its next meetings, each of which may be
 * cancelled alone; and a message to everyone registered.
 */
/** How each part of the window (people, meetings, attendance, message) is set out and headed. */
const dialogPart = { level: 3, look: 'dialog', className: 'mt-6' } as const;

export function RegistrationsDialog({
  event,
  onClose,
}: {
  event: AdminEvent;
  onClose: () => void;
}) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const registrations = useEventRegistrations(event.id);
  const meeting = useMeetingCancelled(event.id);

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[95vh] max-w-3xl overflow-y-auto p-4 sm:p-6">
        <DialogTitle>
          {intl.formatMessage({ id: 'admin.events.peopleTitle' }, { title: event.title })}
        </DialogTitle>
        <DialogDescription className="mt-1">{countsOf(intl, event)}</DialogDescription>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild variant="outline" size="sm">
            <a href={registrationsCsvUrl(event.id)} download>
              <Download aria-hidden="true" /> {intl.formatMessage({ id: 'admin.events.csv' })}
            </a>
          </Button>
        </div>
        <HeadedSection id="event-people" title="admin.events.people" {...dialogPart}>
          {registrations.isPending ? (
            <Skeleton className="mt-2 h-24 w-full" />
          ) : registrations.isError ? (
            <LoadFailed
              what={intl.formatMessage({ id: 'admin.events.people' })}
              onRetry={() => void registrations.refetch()}
            />
          ) : registrations.data.length === 0 ? (
            <p className="mt-2 text-slate-700">
              {intl.formatMessage({ id: 'admin.events.nobody' })}
            </p>
          ) : (
            // The table may scroll sideways on a phone: a stop in the tab order lets the keys scroll it.
            <div
              className="mt-2 overflow-x-auto"
              role="region"
              aria-labelledby="event-people"
              tabIndex={0}
            >
              <table className="w-full min-w-[32rem] text-left text-sm">
                <ColumnHeads
                  className="text-slate-700"
                  labels={(['name', 'email', 'places', 'status'] as const).map((column) =>
                    intl.formatMessage({ id: `admin.events.col.${column}` }),
                  )}
                />
                <tbody>
                  {registrations.data.map((r) => (
                    <tr
                      key={r.id}
                      className="border-b border-navy-50 align-top"
                      data-testid="admin-registration"
                    >
                      <td className="py-2 pr-3 break-words">
                        {r.name}
                        {r.note ? (
                          <span className="block text-xs text-slate-600">{r.note}</span>
                        ) : null}
                      </td>
                      <td className="py-2 pr-3 break-all">{r.email}</td>
                      <td className="py-2 pr-3">{r.places}</td>
                      <td className="py-2">
                        {intl.formatMessage(
                          { id: 'admin.events.registrationStatus' },
                          { status: r.status },
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </HeadedSection>
        {event.pastMeetings.length > 0 && registrations.data ? (
          <AttendanceSection event={event} people={registrations.data} />
        ) : null}
        {event.rrule && event.occurrences.length > 0 ? (
          <HeadedSection title="admin.events.meetings" {...dialogPart}>
            <ul className="mt-2 divide-y divide-navy-50 text-sm">
              {event.occurrences.slice(0, 12).map((o) => (
                <li key={o.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className={o.cancelled ? 'text-slate-600 line-through' : undefined}>
                    {meetingText(lang, event.timeZone, o.startsAt)}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={meeting.isPending}
                    onClick={() => meeting.mutate({ occurrence: o.key, cancelled: !o.cancelled })}
                  >
                    {intl.formatMessage({
                      id: o.cancelled
                        ? 'admin.events.restoreMeeting'
                        : 'admin.events.cancelMeeting',
                    })}
                  </Button>
                </li>
              ))}
            </ul>
          </HeadedSection>
        ) : null}
        <MessageForm eventId={event.id} />
        <div className="mt-6 flex justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {intl.formatMessage({ id: 'admin.events.close' })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Who came to one meeting held (the latest first): each person with a place is ticked or not,
 * with the meeting's count of registered and present.
 */
function AttendanceSection({
  event,
  people,
}: {
  event: AdminEvent;
  people: readonly AdminRegistration[];
}) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const mark = useMarkAttendance(event.id);
  const [chosen, setChosen] = useState(event.pastMeetings[0]?.key ?? '');
  const meeting = event.pastMeetings.find((m) => m.key === chosen) ?? event.pastMeetings[0];
  if (!meeting) return null;
  const placed = people.filter((p) => p.status === 'confirmed');
  const present = placed.filter((p) => p.attended.includes(meeting.key));
  return (
    <HeadedSection
      title="admin.events.attendance"
      lead="admin.events.attendanceHint"
      {...dialogPart}
    >
      <div className="mt-3 max-w-sm">
        <SelectField
          label={intl.formatMessage({ id: 'admin.events.attendanceMeeting' })}
          value={meeting.key}
          onChange={(e) => setChosen(e.target.value)}
          options={event.pastMeetings.map((m) => ({
            value: m.key,
            label: meetingText(lang, event.timeZone, m.startsAt),
          }))}
        />
      </div>
      <p className="mt-3 text-sm font-medium text-navy-900" data-testid="attendance-counts">
        {intl.formatMessage(
          { id: 'admin.events.attendanceCounts' },
          { registered: placed.length, attended: present.length },
        )}
      </p>
      <ul className="mt-2 space-y-2">
        {placed.map((p) => (
          <li key={p.id}>
            <CheckboxField
              label={intl.formatMessage({ id: 'admin.events.attendedLabel' }, { name: p.name })}
              checked={p.attended.includes(meeting.key)}
              disabled={mark.isPending}
              onChange={(e) =>
                mark.mutate({
                  registrationId: p.id,
                  occurrence: meeting.key,
                  attended: e.target.checked,
                })
              }
            />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

/** A message to everyone registered, framed in each person's language by the server. */
function MessageForm({ eventId }: { eventId: number }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const failure = useFailureMessage();
  const send = useMessageRegistrants(eventId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EventMessageBody>({
    resolver: zodResolver(eventMessageBodySchema),
    defaultValues: { subject: '', body: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    send.mutate(body, {
      onSuccess: (answer) => {
        toast({
          title: intl.formatMessage({ id: 'admin.events.messageSent' }, { count: answer.sent }),
        });
        form.reset();
      },
      onError: (e) => {
        const fieldErrors = serverFieldErrors(e);
        for (const field of ['subject', 'body'] as const) {
          const message = fieldErrors[field]?.[0];
          if (message) form.setError(field, { message });
        }
        if (!fieldErrors.subject && !fieldErrors.body) {
          setFormError(failure(e, 'admin.events.messageFailed'));
        }
      },
    });
  });
  return (
    <HeadedSection title="admin.events.message" lead="admin.events.messageHint" {...dialogPart}>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <TextField
          label={intl.formatMessage({ id: 'admin.events.messageSubject' })}
          error={localizer.text(errors.subject?.message)}
          {...form.register('subject')}
        />
        <TextareaField
          label={intl.formatMessage({ id: 'admin.events.messageBody' })}
          rows={5}
          error={localizer.text(errors.body?.message)}
          {...form.register('body')}
        />
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={send.isPending}>
          {intl.formatMessage({
            id: send.isPending ? 'admin.events.messageSending' : 'admin.events.messageSend',
          })}
        </Button>
      </form>
    </HeadedSection>
  );
}
