import { zodResolver } from '@hookform/resolvers/zod';
import { eventStatuses, type AdminEvent } from '@contract/events';
import { languageNames, siteLanguages, type SiteLanguage } from '@contract/i18n';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PlaceFields } from '@client/components/place-fields';
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/ui/form-field';
import { ownTimeZone, timeZoneChoices } from '@client/lib/event-times';
import { useLocalizer } from '@client/lib/localize';
import { EditorDialog, useEditorSave } from '../editor-dialog';
import { useSaveEvent } from '../api/events';
import { ImageUpload } from '../content/image-upload';
import {
  choiceOf,
  EVENT_FIELDS,
  eventFormOf,
  eventFormSchema,
  newEventForm,
  repeatChoices,
  ruleFor,
  type EventForm,
  type EventFormOut,
  type RepeatChoice,
} from './event-form';

const grid = 'grid gap-4 sm:grid-cols-2';
const group = 'min-w-0 space-y-4 rounded-lg border border-navy-100 p-4';
const legend = 'px-1 text-sm font-semibold text-navy-900';

/**
 * Adds or changes an event: every field of the admin API, its times written in the event's own
 * zone, its repetition chosen from the usual ones (or written as a rule), its image uploaded
 * through the media pipeline.
 */
export function EventEditor({
  event,
  language,
  onClose,
}: {
  event: AdminEvent | undefined;
  /** A new event's language: the panel's. */
  language: SiteLanguage;
  onClose: () => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const [preview, setPreview] = useState<string | null>(event?.image?.src ?? null);
  const form = useForm<EventForm, unknown, EventFormOut>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: event ? eventFormOf(event) : newEventForm(language, ownTimeZone()),
  });
  const editing = useEditorSave({
    form,
    fields: EVENT_FIELDS,
    id: event?.id,
    save: useSaveEvent(),
    messages: {
      add: 'admin.events.add',
      edit: 'admin.events.edit',
      dialogDescription: 'admin.events.dialogDescription',
      added: 'admin.events.added',
      saved: 'admin.events.saved',
      saveFailed: 'admin.events.saveFailed',
    },
    nameOf: (saved) => saved.title,
    onClose,
  });
  const { errors } = form.formState;
  const error = (field: keyof EventForm) => localizer.text(errors[field]?.message);
  const zone = useWatch({ control: form.control, name: 'timeZone' });
  const zones = useMemo(() => timeZoneChoices(zone), [zone]);
  const [repeat, setRepeat] = useState<RepeatChoice>(() =>
    choiceOf(event?.rrule ?? '', event?.startsLocal ?? ''),
  );
  const chooseRepeat = (choice: RepeatChoice) => {
    setRepeat(choice);
    const rule = ruleFor(choice, form.getValues('startsLocal'), form.getValues('rrule'));
    form.setValue('rrule', rule, { shouldDirty: true });
  };

  return (
    <EditorDialog saveLabel={intl.formatMessage({ id: 'admin.events.save' })} wide {...editing}>
      <TextField
        label={intl.formatMessage({ id: 'admin.content.title' })}
        error={error('title')}
        {...form.register('title')}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.events.slug' })}
        hint={intl.formatMessage({ id: 'admin.events.slugHint' })}
        error={error('slug')}
        {...form.register('slug')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.events.descriptionField' })}
        hint={intl.formatMessage({ id: 'admin.events.descriptionHint' })}
        rows={6}
        error={error('description')}
        {...form.register('description')}
      />
      <div className={grid}>
        <SelectField
          label={intl.formatMessage({ id: 'admin.events.language' })}
          options={siteLanguages.map((value) => ({ value, label: languageNames[value] }))}
          error={error('language')}
          {...form.register('language')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.events.status' })}
          options={eventStatuses.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: 'admin.articles.status' }, { status }),
          }))}
          error={error('status')}
          {...form.register('status')}
        />
      </div>

      <fieldset className={group}>
        <legend className={legend}>{intl.formatMessage({ id: 'admin.events.when' })}</legend>
        <SelectField
          label={intl.formatMessage({ id: 'admin.events.timeZone' })}
          hint={intl.formatMessage({ id: 'admin.events.timeZoneHint' })}
          options={zones.map((value) => ({ value, label: value.replace(/_/g, ' ') }))}
          error={error('timeZone')}
          {...form.register('timeZone')}
        />
        <div className={grid}>
          <TextField
            label={intl.formatMessage({ id: 'admin.events.starts' })}
            type="datetime-local"
            error={error('startsLocal')}
            {...form.register('startsLocal')}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.events.ends' })}
            type="datetime-local"
            error={error('endsLocal')}
            {...form.register('endsLocal')}
          />
        </div>
        <SelectField
          label={intl.formatMessage({ id: 'admin.events.repeat' })}
          options={repeatChoices.map((choice) => ({
            value: choice,
            label: intl.formatMessage({ id: 'admin.events.repeatChoice' }, { choice }),
          }))}
          value={repeat}
          onChange={(e) => chooseRepeat(e.target.value as RepeatChoice)}
        />
        {repeat !== 'none' ? (
          <TextField
            label={intl.formatMessage({ id: 'admin.events.rule' })}
            hint={intl.formatMessage({ id: 'admin.events.ruleHint' })}
            readOnly={repeat !== 'custom'}
            className="font-mono text-sm"
            error={error('rrule')}
            {...form.register('rrule')}
          />
        ) : null}
      </fieldset>

      <PlaceFields
        legend={intl.formatMessage({ id: 'admin.events.where' })}
        labels={{
          placeName: intl.formatMessage({ id: 'admin.events.placeName' }),
          placeAddress: intl.formatMessage({ id: 'admin.events.placeAddress' }),
          mapUrl: intl.formatMessage({ id: 'admin.events.mapUrl' }),
          onlineUrl: intl.formatMessage({ id: 'admin.events.onlineUrl' }),
        }}
        onlineHint={intl.formatMessage({ id: 'admin.events.onlineUrlHint' })}
        register={(name) => form.register(name)}
        error={error}
      />

      <fieldset className={group}>
        <legend className={legend}>
          {intl.formatMessage({ id: 'admin.events.registration' })}
        </legend>
        <CheckboxField
          label={intl.formatMessage({ id: 'admin.events.registrationOpen' })}
          {...form.register('registrationOpen')}
        />
        <div className={grid}>
          <TextField
            label={intl.formatMessage({ id: 'admin.events.capacity' })}
            hint={intl.formatMessage({ id: 'admin.events.capacityHint' })}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={error('capacity')}
            {...form.register('capacity')}
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.events.registrationUntil' })}
            hint={intl.formatMessage({ id: 'admin.events.registrationUntilHint' })}
            type="datetime-local"
            error={error('registrationUntilLocal')}
            {...form.register('registrationUntilLocal')}
          />
        </div>
      </fieldset>

      <Controller
        control={form.control}
        name="imageKey"
        render={({ field, fieldState }) => (
          <ImageUpload
            label={intl.formatMessage({ id: 'admin.events.image' })}
            value={field.value || null}
            preview={preview}
            error={localizer.text(fieldState.error?.message)}
            onChange={(media) => {
              setPreview(media?.url ?? null);
              field.onChange(media?.key ?? '');
            }}
          />
        )}
      />
      <div className={grid}>
        <TextField
          label={intl.formatMessage({ id: 'admin.events.studyUrl' })}
          type="url"
          placeholder="https://"
          error={error('studyUrl')}
          {...form.register('studyUrl')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.events.studyGroupId' })}
          hint={intl.formatMessage({ id: 'admin.events.studyGroupIdHint' })}
          inputMode="numeric"
          error={error('studyGroupId')}
          {...form.register('studyGroupId')}
        />
      </div>
    </EditorDialog>
  );
}
