import { eventsApi, type AdminEvent } from '@contract/events';
import type { SiteLanguage } from '@contract/i18n';
import { pathTo } from '@contract/pages';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { IconButton } from '@client/components/icon-button';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { meetingText } from '@client/lib/event-times';
import { useAdminEvents, useDeleteEvent } from '../api/events';
import { ContentSection, RowActions } from '../content/parts';
import { EventEditor } from './event-editor';
import { countsOf } from './event-form';
import { RegistrationsDialog } from './registrations-dialog';

/** The next meeting that is not cancelled, else the first. */
const nextMeeting = (event: AdminEvent) =>
  event.occurrences.find((o) => !o.cancelled) ?? event.occurrences[0];

/**
 * The ministry's gatherings as staff keep them: every event (drafts too) with its next meeting in
 * its own zone, its places taken and its waitlist; add, change, remove; the people registered.
 */
export function EventsTab() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const events = useAdminEvents();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const [people, setPeople] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const peopleOf = events.data?.find((e) => e.id === people);

  return (
    <>
      <ContentSection
        id="events-heading"
        title={intl.formatMessage({ id: 'admin.tabs.events' })}
        description={intl.formatMessage({ id: 'admin.events.description' })}
        addLabel={intl.formatMessage({ id: 'admin.events.add' })}
        onAdd={() => setEditing('new')}
        query={events}
        what={intl.formatMessage({ id: 'admin.events.what' })}
        empty={intl.formatMessage({ id: 'admin.events.empty' })}
        compact
      >
        {(items) => (
          <ul className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
            {items.map((event) => {
              const next = nextMeeting(event);
              return (
                <li
                  key={event.id}
                  className="flex flex-wrap items-center gap-3 p-4"
                  data-testid="admin-event"
                >
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold break-words text-navy-900">
                      {event.status === 'published' ? (
                        <a
                          href={pathTo('eventDetail', { slug: event.slug })}
                          className="hover:underline"
                        >
                          {event.title}
                        </a>
                      ) : (
                        event.title
                      )}
                    </h3>
                    <p className="text-sm break-words text-slate-700">
                      <span className="font-medium">
                        {intl.formatMessage(
                          { id: 'admin.articles.status' },
                          { status: event.status },
                        )}
                      </span>
                      {` · ${meetingText(lang, event.timeZone, next?.startsAt ?? event.startsAt)}`}
                      {` (${event.timeZone.replace(/_/g, ' ')})`}
                      {event.rrule
                        ? ` · ${intl.formatMessage({ id: 'admin.events.repeats' })}`
                        : ''}
                    </p>
                    <p className="text-sm text-slate-700">{countsOf(intl, event)}</p>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <RowActions
                      name={event.title}
                      onEdit={() => setEditing(event)}
                      onDelete={() => setDeleting(event)}
                      extra={
                        <IconButton
                          icon={Users}
                          label={intl.formatMessage(
                            { id: 'admin.events.peopleLabel' },
                            { name: event.title },
                          )}
                          onClick={() => setPeople(event.id)}
                        />
                      }
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ContentSection>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'admin.events.feed' })}{' '}
        <a href={eventsApi.feed()} className="text-navy-700 underline">
          {eventsApi.feed()}
        </a>
      </p>
      {editing ? (
        <EventEditor
          event={editing === 'new' ? undefined : editing}
          language={lang as SiteLanguage}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {peopleOf ? <RegistrationsDialog event={peopleOf} onClose={() => setPeople(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={intl.formatMessage(
          { id: 'admin.events.deleteTitle' },
          { name: deleting?.title ?? '' },
        )}
        confirmLabel={intl.formatMessage({ id: 'admin.content.delete' })}
        pendingLabel={intl.formatMessage({ id: 'admin.content.deleting' })}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.title;
          remove.mutate(deleting.id, {
            onSuccess: () =>
              toast({
                title: intl.formatMessage({ id: 'admin.events.deleted' }),
                description: name,
              }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {intl.formatMessage(
          { id: 'admin.events.deleteBody' },
          { count: (deleting?.confirmedPlaces ?? 0) + (deleting?.waitlisted ?? 0) },
        )}
      </ConfirmDialog>
    </>
  );
}
