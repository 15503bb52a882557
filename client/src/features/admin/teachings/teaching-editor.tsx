import { zodResolver } from '@hookform/resolvers/zod';
import { contentLanguageNames, contentLanguages } from '@contract/publishing';
import { articleStatuses, type ContentLanguage } from '@contract/publishing';
import {
  TRANSCRIPT_MAX_CHARS,
  type AdminTeaching,
  type Audio,
  type Series,
  type Speaker,
} from '@contract/teachings';
import { FileText } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField, TextareaField } from '@client/components/ui/form-field';
import { useLocalizer } from '@client/lib/localize';
import { EditorDialog, useEditorSave } from '../editor-dialog';
import { useSaveTeaching } from '../api/teachings';
import { AudioField } from './audio-field';
import {
  audioOf,
  newTeachingForm,
  TEACHING_FIELDS,
  teachingFormOf,
  teachingFormSchema,
  type TeachingForm,
  type TeachingFormOut,
} from './teaching-form';

/**
 * Adds or changes a teaching: every field of the admin API, its audio uploaded at once (with its
 * progress), its transcript read from a WebVTT or SRT file into the field.
 */
export function TeachingEditor({
  teaching,
  series,
  speakers,
  language,
  onClose,
}: {
  teaching: AdminTeaching | undefined;
  series: readonly Series[];
  speakers: readonly Speaker[];
  /** A new teaching's language: the panel's. */
  language: ContentLanguage;
  onClose: () => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const [audio, setAudio] = useState<Audio | null>(audioOf(teaching));
  const form = useForm<TeachingForm, unknown, TeachingFormOut>({
    resolver: zodResolver(teachingFormSchema),
    defaultValues: teaching ? teachingFormOf(teaching) : newTeachingForm(language),
  });
  const editing = useEditorSave({
    form,
    fields: TEACHING_FIELDS,
    id: teaching?.id,
    save: useSaveTeaching(),
    messages: {
      add: 'admin.teachings.add',
      edit: 'admin.teachings.edit',
      dialogDescription: 'admin.teachings.dialogDescription',
      added: 'admin.teachings.added',
      saved: 'admin.teachings.saved',
      saveFailed: 'admin.teachings.saveFailed',
    },
    nameOf: (saved) => saved.title,
    onClose,
  });
  const { errors } = form.formState;
  const error = (field: keyof TeachingForm) => localizer.text(errors[field]?.message);

  const none = { value: '', label: intl.formatMessage({ id: 'admin.teachings.none' }) };
  return (
    <EditorDialog saveLabel={intl.formatMessage({ id: 'admin.teachings.save' })} wide {...editing}>
      <TextField
        label={intl.formatMessage({ id: 'admin.content.title' })}
        error={error('title')}
        {...form.register('title')}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.teachings.slug' })}
        hint={intl.formatMessage({ id: 'admin.teachings.slugHint' })}
        error={error('slug')}
        {...form.register('slug')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.content.description' })}
        rows={3}
        error={error('description')}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'admin.teachings.language' })}
          options={contentLanguages.map((value) => ({
            value,
            label: contentLanguageNames[value],
          }))}
          error={error('language')}
          {...form.register('language')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.teachings.series' })}
          options={[none, ...series.map((s) => ({ value: String(s.id), label: s.title }))]}
          error={error('seriesId')}
          {...form.register('seriesId')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.teachings.speaker' })}
          options={[none, ...speakers.map((s) => ({ value: String(s.id), label: s.name }))]}
          error={error('speakerId')}
          {...form.register('speakerId')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.teachings.episode' })}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={error('episode')}
          {...form.register('episode')}
        />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'admin.teachings.topics' })}
        hint={intl.formatMessage({ id: 'admin.teachings.topicsHint' })}
        error={error('topics')}
        {...form.register('topics')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.teachings.passages' })}
        hint={intl.formatMessage({ id: 'admin.teachings.passagesHint' })}
        rows={3}
        error={error('passages')}
        {...form.register('passages')}
      />
      <Controller
        control={form.control}
        name="audioKey"
        render={({ field, fieldState }) => (
          <AudioField
            audio={audio}
            error={fieldState.error?.message}
            onChange={(uploaded) => {
              setAudio(uploaded);
              field.onChange(uploaded?.key ?? '');
            }}
          />
        )}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.teachings.youtube' })}
        placeholder="https://www.youtube.com/watch?v=…"
        error={error('youtubeId')}
        {...form.register('youtubeId')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.teachings.notes' })}
        hint={intl.formatMessage({ id: 'admin.teachings.notesHint' })}
        rows={5}
        error={error('notes')}
        {...form.register('notes')}
      />
      <TranscriptFile
        onRead={(text) =>
          form.setValue('transcript', text, { shouldDirty: true, shouldValidate: true })
        }
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.teachings.transcript' })}
        hint={intl.formatMessage({ id: 'admin.teachings.transcriptHint' })}
        rows={5}
        className="font-mono text-xs"
        error={error('transcript')}
        {...form.register('transcript')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'admin.teachings.status' })}
          options={articleStatuses.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: 'admin.articles.status' }, { status }),
          }))}
          error={error('status')}
          {...form.register('status')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.teachings.publishedAt' })}
          type="datetime-local"
          hint={intl.formatMessage({ id: 'admin.teachings.publishedAtHint' })}
          error={error('publishedAt')}
          {...form.register('publishedAt')}
        />
      </div>
    </EditorDialog>
  );
}

/** Reads a WebVTT or SRT file into the transcript field (the server reads its timings). */
function TranscriptFile({ onRead }: { onRead: (text: string) => void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > TRANSCRIPT_MAX_CHARS * 4) {
      setProblem(intl.formatMessage({ id: 'admin.teachings.transcriptTooLarge' }));
      return;
    }
    setProblem(null);
    onRead(await file.text());
  };
  return (
    <div className="space-y-1">
      <input
        ref={input}
        type="file"
        accept=".vtt,.srt,text/vtt,application/x-subrip,text/plain"
        className="sr-only"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'admin.teachings.transcriptFile' })}
        onChange={(event) => void onFile(event)}
      />
      <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
        <FileText aria-hidden="true" />{' '}
        {intl.formatMessage({ id: 'admin.teachings.transcriptUpload' })}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
