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
import { EditorDialog, useEditorSave } from '../editor-dialog';
import { useSaveTeaching } from '../api/teachings';
import { numeric, useFieldProps } from '../parts/field-props';
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
  const fieldProps = useFieldProps(form);

  const none = { value: '', label: intl.formatMessage({ id: 'admin.teachings.none' }) };
  return (
    <EditorDialog saveLabel={intl.formatMessage({ id: 'admin.teachings.save' })} wide {...editing}>
      <TextField {...fieldProps('title', 'admin.content.title')} />
      <TextField
        {...fieldProps('slug', 'admin.teachings.slug')}
        hint={intl.formatMessage({ id: 'admin.teachings.slugHint' })}
      />
      <TextareaField {...fieldProps('description', 'admin.content.description')} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...fieldProps('language', 'admin.teachings.language')}
          options={contentLanguages.map((value) => ({
            value,
            label: contentLanguageNames[value],
          }))}
        />
        <SelectField
          {...fieldProps('seriesId', 'admin.teachings.series')}
          options={[none, ...series.map((s) => ({ value: String(s.id), label: s.title }))]}
        />
        <SelectField
          {...fieldProps('speakerId', 'admin.teachings.speaker')}
          options={[none, ...speakers.map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        <TextField
          {...fieldProps('episode', 'admin.teachings.episode')}
          {...numeric}
          min={1}
          step={1}
        />
      </div>
      <TextField
        {...fieldProps('topics', 'admin.teachings.topics')}
        hint={intl.formatMessage({ id: 'admin.teachings.topicsHint' })}
      />
      <TextareaField
        {...fieldProps('passages', 'admin.teachings.passages')}
        hint={intl.formatMessage({ id: 'admin.teachings.passagesHint' })}
        rows={3}
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
        {...fieldProps('youtubeId', 'admin.teachings.youtube')}
        placeholder="https://www.youtube.com/watch?v=…"
      />
      <TextareaField
        {...fieldProps('notes', 'admin.teachings.notes')}
        hint={intl.formatMessage({ id: 'admin.teachings.notesHint' })}
        rows={5}
      />
      <TranscriptFile
        onRead={(text) =>
          form.setValue('transcript', text, { shouldDirty: true, shouldValidate: true })
        }
      />
      <TextareaField
        {...fieldProps('transcript', 'admin.teachings.transcript')}
        hint={intl.formatMessage({ id: 'admin.teachings.transcriptHint' })}
        rows={5}
        className="font-mono text-xs"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...fieldProps('status', 'admin.teachings.status')}
          options={articleStatuses.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: 'admin.articles.status' }, { status }),
          }))}
        />
        <TextField
          {...fieldProps('publishedAt', 'admin.teachings.publishedAt')}
          type="datetime-local"
          hint={intl.formatMessage({ id: 'admin.teachings.publishedAtHint' })}
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
