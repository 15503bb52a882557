import { pathTo } from '@contract/pages';
import {
  timelineCategoryValues,
  timelineEventBodySchema,
  type AdminTimelineEvent,
  type TimelineCategoryValue,
  type TimelineEventBody,
} from '@contract/timeline';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { timelineCategoryIds } from '@client/lib/fixed-labels';
import { useAdminTimeline, useDeleteTimelineEvent, useSaveTimelineEvent } from '../api/history';
import {
  HistoryDeleteDialog,
  LANGUAGES,
  LanguageTexts,
  languageName,
  numberOrUndefined,
  translationOf,
  useHistoryForm,
  type Language,
} from './history-parts';
import { ContentSection, EditorPage, RowActions, OpenableRow } from './parts';

/** The Biblical Timeline's events, in order, and their editor. */
export function TimelineTab() {
  const [open, setOpen] = useState<{ event: AdminTimelineEvent | undefined } | null>(null);
  if (open) return <EventEditor initial={open.event} onClose={() => setOpen(null)} />;
  return <EventList onOpen={(event) => setOpen({ event })} />;
}

const writtenIn = (event: AdminTimelineEvent) =>
  LANGUAGES.filter((l) => event.texts[l] !== undefined)
    .map(languageName)
    .join(', ');

function EventList({ onOpen }: { onOpen: (event: AdminTimelineEvent | undefined) => void }) {
  const intl = useIntl();
  const events = useAdminTimeline();
  const remove = useDeleteTimelineEvent();
  const [deleting, setDeleting] = useState<AdminTimelineEvent | null>(null);
  return (
    <>
      <ContentSection
        id="timeline-heading"
        title={intl.formatMessage({ id: 'admin.timeline.title' })}
        description={intl.formatMessage({ id: 'admin.timeline.description' })}
        addLabel={intl.formatMessage({ id: 'admin.timeline.add' })}
        onAdd={() => onOpen(undefined)}
        query={events}
        what={intl.formatMessage({ id: 'timeline.what' })}
        empty={intl.formatMessage({ id: 'admin.timeline.none' })}
      >
        {(items) => (
          <ol className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
            {items.map((event) => (
              <OpenableRow
                key={event.id}
                testId="admin-timeline-event"
                name={event.texts.en.title}
                onOpen={() => onOpen(event)}
                meta={
                  <>
                    <span lang="en">{event.texts.en.year}</span>
                    <span>
                      ·{' '}
                      {intl.formatMessage(
                        { id: 'admin.history.written' },
                        { languages: writtenIn(event) },
                      )}
                    </span>
                  </>
                }
                actions={
                  <RowActions
                    name={event.texts.en.title}
                    onEdit={() => onOpen(event)}
                    onDelete={() => setDeleting(event)}
                    extra={
                      <Button asChild size="icon" variant="ghost">
                        <a
                          href={pathTo('timeline', { hash: `event-${event.id}-title` })}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={`${intl.formatMessage({ id: 'nav.timeline' })}: ${event.texts.en.title}`}
                        >
                          <ExternalLink aria-hidden="true" />
                        </a>
                      </Button>
                    }
                  />
                }
              />
            ))}
          </ol>
        )}
      </ContentSection>
      <HistoryDeleteDialog
        item={deleting ? { id: deleting.id, name: deleting.texts.en.title } : null}
        remove={remove}
        title="admin.timeline.deleteTitle"
        deleted="admin.timeline.deleted"
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

interface EventText {
  year: string;
  title: string;
  description: string;
  significance: string;
}
interface EventForm {
  texts: Record<Language, EventText>;
  category: TimelineCategoryValue;
  parallaxSpeed: string;
  order: string;
}

const blankText: EventText = { year: '', title: '', description: '', significance: '' };

function formOf(event: AdminTimelineEvent | undefined): EventForm {
  return {
    texts: {
      en: { ...blankText, ...event?.texts.en },
      es: { ...blankText, ...event?.texts.es },
      pt: { ...blankText, ...event?.texts.pt },
    },
    category: event?.category ?? 'creation',
    parallaxSpeed: String(event?.parallaxSpeed ?? 1),
    order: event ? String(event.order) : '',
  };
}

const bodyOf = (form: EventForm): TimelineEventBody => ({
  texts: { en: form.texts.en, es: translationOf(form.texts.es), pt: translationOf(form.texts.pt) },
  category: form.category,
  parallaxSpeed: Number(form.parallaxSpeed),
  order: numberOrUndefined(form.order),
});

function EventEditor({
  initial,
  onClose,
}: {
  initial: AdminTimelineEvent | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const save = useSaveTimelineEvent();
  const [current, setCurrent] = useState(initial);
  const [language, setLanguage] = useState<Language>('en');
  const form = useHistoryForm({
    start: formOf(initial),
    toBody: bodyOf,
    schema: timelineEventBodySchema,
    save: async (body: TimelineEventBody) => {
      const saved = await save.mutateAsync({ ...(current ? { id: current.id } : {}), body });
      setCurrent(saved);
      return saved;
    },
    messages: { saved: 'admin.timeline.saved', failed: 'admin.timeline.saveFailed' },
    nameOf: (saved) => saved.texts.en.title,
  });
  const { values, setValues, errorOf } = form;
  const text = values.texts[language];
  const setText = (next: Partial<EventText>) =>
    setValues((before) => ({
      ...before,
      texts: { ...before.texts, [language]: { ...before.texts[language], ...next } },
    }));
  const at = (field: keyof EventText) => `texts.${language}.${field}`;

  return (
    <EditorPage
      back={intl.formatMessage({ id: 'admin.timeline.back' })}
      heading={intl.formatMessage({ id: current ? 'admin.timeline.edit' : 'admin.timeline.new' })}
      dirty={form.dirty}
      onClose={onClose}
      onSubmit={(e) => void form.submit(e)}
      saveLabel={intl.formatMessage({ id: 'admin.history.save' })}
      saving={form.pending}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={intl.formatMessage({ id: 'admin.timeline.category' })}
          options={timelineCategoryValues.map((value) => ({
            value,
            label: intl.formatMessage({ id: timelineCategoryIds[value] }),
          }))}
          value={values.category}
          onChange={(e) =>
            setValues((v) => ({ ...v, category: e.target.value as TimelineCategoryValue }))
          }
          error={errorOf('category')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.timeline.parallax' })}
          hint={intl.formatMessage({ id: 'admin.timeline.parallaxHint' })}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0.4"
          max="1.6"
          value={values.parallaxSpeed}
          onChange={(e) => setValues((v) => ({ ...v, parallaxSpeed: e.target.value }))}
          error={errorOf('parallaxSpeed')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.history.order' })}
          hint={intl.formatMessage({ id: 'admin.history.orderHint' })}
          type="number"
          inputMode="numeric"
          min="0"
          value={values.order}
          onChange={(e) => setValues((v) => ({ ...v, order: e.target.value }))}
          error={errorOf('order')}
        />
      </div>
      <LanguageTexts language={language} onLanguage={setLanguage} error={errorOf('texts')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage({ id: 'admin.timeline.year' })}
            hint={intl.formatMessage({ id: 'admin.timeline.yearHint' })}
            lang={language}
            value={text.year}
            onChange={(e) => setText({ year: e.target.value })}
            error={errorOf(at('year'))}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.timeline.eventTitle' })}
            lang={language}
            value={text.title}
            onChange={(e) => setText({ title: e.target.value })}
            error={errorOf(at('title'))}
          />
        </div>
        <TextareaField
          label={intl.formatMessage({ id: 'admin.timeline.description.label' })}
          lang={language}
          rows={4}
          value={text.description}
          onChange={(e) => setText({ description: e.target.value })}
          error={errorOf(at('description'))}
        />
        <TextareaField
          label={intl.formatMessage({ id: 'admin.timeline.significance' })}
          lang={language}
          rows={3}
          value={text.significance}
          onChange={(e) => setText({ significance: e.target.value })}
          error={errorOf(at('significance'))}
        />
      </LanguageTexts>
    </EditorPage>
  );
}
