import { eventIcsPath, type GroupSchedule } from '@contract/events';
import { pathTo } from '@contract/pages';
import { CalendarClock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import {
  meetingText,
  useVisitorZone,
  wallMinutes,
  wallTimeText,
  zoneName,
} from '@client/lib/event-times';
import { usePageLanguage } from '@client/lib/i18n';
import { ruleWords } from '@client/lib/recurrence';
import { useGroupSchedule, useRemoveSchedule } from './api/group-schedule';
import { ScheduleEditor } from './schedule-editor';

const link = 'font-medium text-navy-700 underline';

/** "Meets every Tuesday, 7:00 PM–8:30 PM (America/Sao Paulo)", in the page's language. */
function MeetsLine({ schedule }: { schedule: GroupSchedule }) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const rule = ruleWords(intl, schedule.rrule);
  const values = {
    rule,
    start: wallTimeText(lang, schedule.startsLocal),
    end: wallTimeText(lang, schedule.endsLocal),
    zone: zoneName(schedule.timeZone),
  };
  return (
    <p className="text-lg font-semibold text-navy-900">
      {intl.formatMessage(
        { id: rule ? 'groups.schedule.meets' : 'groups.schedule.meetsOwnWay' },
        values,
      )}
    </p>
  );
}

function ScheduleDetails({ schedule }: { schedule: GroupSchedule }) {
  const intl = useIntl();
  const lang = usePageLanguage();
  // The server's rendering shows the group's own zone; the browser then shows the reader's.
  const zone = useVisitorZone() ?? schedule.timeZone;
  const minutes = wallMinutes(schedule.startsLocal, schedule.endsLocal);
  const endOf = (start: string) => new Date(Date.parse(start) + minutes * 60_000).toISOString();
  const place = schedule.placeName || schedule.placeAddress || schedule.mapUrl;
  return (
    <div className="space-y-4">
      <MeetsLine schedule={schedule} />
      {place || schedule.onlineUrl ? (
        <div className="space-y-1 text-navy-900">
          {schedule.placeName ? <p data-members-words>{schedule.placeName}</p> : null}
          {schedule.placeAddress ? (
            <p className="text-sm" data-members-words>
              {schedule.placeAddress}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {schedule.mapUrl ? (
              <a href={schedule.mapUrl} className={link} rel="noopener noreferrer">
                {intl.formatMessage({ id: 'events.map' })}
              </a>
            ) : null}
            {schedule.onlineUrl ? (
              <a href={schedule.onlineUrl} className={link} rel="noopener noreferrer">
                {intl.formatMessage({ id: 'events.joinOnline' })}
              </a>
            ) : null}
          </p>
        </div>
      ) : null}
      {schedule.next.length > 0 ? (
        <div>
          <h3 className="font-sans text-sm font-semibold text-slate-700">
            {intl.formatMessage({ id: 'groups.schedule.next' }, { zone: zoneName(zone) })}
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-navy-900" data-testid="group-next-meetings">
            {schedule.next.map((start) => (
              <li key={start}>
                <time dateTime={start}>{meetingText(lang, zone, start, endOf(start))}</time>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <TextLink href={pathTo('eventDetail', { slug: schedule.slug })} className={link}>
          {intl.formatMessage({ id: 'groups.schedule.eventPage' })}
        </TextLink>
        <a href={eventIcsPath(schedule.slug)} className={link} download>
          {intl.formatMessage({ id: 'events.addToCalendar' })}
        </a>
      </p>
    </div>
  );
}

/**
 * The group's meetings, to its members (and staff): the rule in words, where, the next meetings
 * in the reader's own zone and the series in the calendar; its leader (and staff who moderate
 * groups) set, change and remove them here.
 */
export function GroupMeetings({ groupId, canManage }: { groupId: number; canManage: boolean }) {
  const intl = useIntl();
  const { data, isPending, isError } = useGroupSchedule(groupId, true);
  const remove = useRemoveSchedule(groupId);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const schedule = data?.schedule ?? null;
  return (
    <section
      aria-labelledby="group-meetings"
      className="mt-8 rounded-lg border border-navy-100 bg-white p-4 sm:p-5"
    >
      <h2
        id="group-meetings"
        className="flex items-center gap-2 font-serif text-2xl font-semibold text-navy-900"
      >
        <CalendarClock className="size-5 shrink-0" aria-hidden="true" />
        {intl.formatMessage({ id: 'groups.schedule.heading' })}
      </h2>
      <div className="mt-4" aria-busy={isPending}>
        {isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : isError ? (
          <p role="alert" className="text-red-800">
            {intl.formatMessage({ id: 'groups.schedule.loadFailed' })}
          </p>
        ) : schedule ? (
          <ScheduleDetails schedule={schedule} />
        ) : (
          <p className="text-slate-700">{intl.formatMessage({ id: 'groups.schedule.none' })}</p>
        )}
      </div>
      {canManage && !isPending && !isError ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {intl.formatMessage({ id: schedule ? 'groups.schedule.edit' : 'groups.schedule.set' })}
          </Button>
          {schedule ? (
            <Button variant="ghost" className="text-red-700" onClick={() => setAsking(true)}>
              <Trash2 aria-hidden="true" />
              {intl.formatMessage({ id: 'groups.schedule.remove' })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing ? (
        <ScheduleEditor groupId={groupId} schedule={schedule} onClose={() => setEditing(false)} />
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={intl.formatMessage({ id: 'groups.schedule.removeTitle' })}
        confirmLabel={intl.formatMessage({ id: 'groups.schedule.remove' })}
        pendingLabel={intl.formatMessage({ id: 'groups.schedule.removing' })}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast({ title: intl.formatMessage({ id: 'groups.schedule.removed' }) });
            },
          })
        }
      >
        {intl.formatMessage({ id: 'groups.schedule.removeBody' })}
      </ConfirmDialog>
    </section>
  );
}
