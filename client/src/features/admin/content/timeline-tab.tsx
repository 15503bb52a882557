import { pathTo } from '@contract/pages';
import {
  timelineCategoryValues,
  timelineEventBodySchema,
  type AdminTimelineEvent,
  type TimelineCategoryValue,
  type TimelineEventBody,
} from '@contract/timeline';
import { ExternalLink } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { SelectField, TextareaField, TextField } from '@client/components/ui/form-field';
import { timelineCategoryIds } from '@client/lib/fixed-labels';
import { useAdminTimeline, useDeleteTimelineEvent, useSaveTimelineEvent } from '../api/history';
import {
  LanguageTexts,
  numberOrUndefined,
  translationOf,
  useHistoryForm,
  type Language,
} from './history-parts';
import { HistoryEditorPage, HistoryTab, OrderField, useLanguageTexts } from './history-screens';

/** The Biblical Timeline's events, in order, and their editor. */
export function TimelineTab() {
  const intl = useIntl();
  return (
    <HistoryTab
      area="timeline"
      query={useAdminTimeline()}
      remove={useDeleteTimelineEvent()}
      testId="admin-timeline-event"
      nameOf={(event) => event.texts.en.title}
      meta={(event) => <span lang="en">{event.texts.en.year}</span>}
      extra={(event) => (
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
      )}
      editor={(event, onClose) => <EventEditor initial={event} onClose={onClose} />}
    />
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
  const form = useHistoryForm({
    area: 'timeline',
    initial,
    start: formOf(initial),
    toBody: bodyOf,
    schema: timelineEventBodySchema,
    save: useSaveTimelineEvent(),
    nameOf: (saved) => saved.texts.en.title,
  });
  const { values, setValues, errorOf } = form;
  const { language, setLanguage, text, setText, at } = useLanguageTexts(values, setValues);

  return (
    <HistoryEditorPage area="timeline" editing={!!form.current} form={form} onClose={onClose}>
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
        <OrderField
          value={values.order}
          onChange={(order) => setValues((v) => ({ ...v, order }))}
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
    </HistoryEditorPage>
  );
}
