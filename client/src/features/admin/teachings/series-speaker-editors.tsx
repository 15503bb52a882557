import { zodResolver } from '@hookform/resolvers/zod';
import {
  contentLanguageNames,
  contentLanguages,
  mediaPath,
  MEDIA_MAX_BYTES,
  MEDIA_WIDTHS,
  type ContentLanguage,
} from '@contract/publishing';
import {
  seriesBodySchema,
  speakerBodySchema,
  type Series,
  type SeriesBody,
  type Speaker,
  type SpeakerBody,
} from '@contract/teachings';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { SelectField, TextField, TextareaField } from '@client/components/ui/form-field';
import { useLocalizer } from '@client/lib/localize';
import { uploadArtwork } from '../api/publishing';
import { useSaveSeries, useSaveSpeaker } from '../api/teachings';
import { ImageUpload } from '../content/image-upload';
import { EditorDialog, useEditorSave } from '../editor-dialog';

/** The smallest rendition the media store makes: enough for the editor's preview. */
const previewOf = (key: string | null | undefined) =>
  key ? mediaPath(key, MEDIA_WIDTHS[0]) : null;

type SeriesForm = z.input<typeof seriesBodySchema>;

export function SeriesEditor({
  series,
  language,
  onClose,
}: {
  series: Series | undefined;
  language: ContentLanguage;
  onClose: () => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const form = useForm<SeriesForm, unknown, SeriesBody>({
    resolver: zodResolver(seriesBodySchema),
    defaultValues: series
      ? {
          title: series.title,
          slug: series.slug,
          description: series.description,
          language: series.language,
          artwork: series.artwork,
          spotifyUrl: series.spotifyUrl ?? '',
        }
      : { title: '', slug: '', description: '', language, artwork: null, spotifyUrl: '' },
  });
  const editing = useEditorSave({
    form,
    fields: ['title', 'slug', 'description', 'language', 'artwork', 'spotifyUrl'],
    id: series?.id,
    save: useSaveSeries(),
    messages: {
      add: 'admin.teachings.series.add',
      edit: 'admin.teachings.series.edit',
      dialogDescription: 'admin.teachings.series.dialogDescription',
      added: 'admin.teachings.series.added',
      saved: 'admin.teachings.series.saved',
      saveFailed: 'admin.teachings.series.saveFailed',
    },
    nameOf: (saved) => saved.title,
    onClose,
  });
  const [preview, setPreview] = useState(previewOf(series?.artwork));
  const { errors } = form.formState;
  return (
    <EditorDialog
      saveLabel={intl.formatMessage({ id: 'admin.teachings.series.save' })}
      {...editing}
    >
      <TextField
        label={intl.formatMessage({ id: 'admin.content.title' })}
        error={localizer.text(errors.title?.message)}
        {...form.register('title')}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.teachings.slug' })}
        hint={intl.formatMessage({ id: 'admin.teachings.slugHint' })}
        error={localizer.text(errors.slug?.message)}
        {...form.register('slug')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.content.description' })}
        rows={4}
        error={localizer.text(errors.description?.message)}
        {...form.register('description')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'admin.teachings.language' })}
        options={contentLanguages.map((value) => ({ value, label: contentLanguageNames[value] }))}
        error={localizer.text(errors.language?.message)}
        {...form.register('language')}
      />
      <Controller
        control={form.control}
        name="artwork"
        render={({ field, fieldState }) => (
          <ImageUpload
            label={intl.formatMessage({ id: 'admin.teachings.series.artwork' })}
            value={field.value ?? null}
            preview={preview}
            error={localizer.text(fieldState.error?.message)}
            upload={uploadArtwork}
            hint={intl.formatMessage(
              { id: 'admin.teachings.series.artworkHint' },
              { max: MEDIA_MAX_BYTES / 1024 / 1024 },
            )}
            notice={
              series?.artworkNeedsUpload && field.value === series.artwork
                ? intl.formatMessage({ id: 'admin.rule.teachings.artworkReupload' })
                : undefined
            }
            onChange={(media) => {
              setPreview(media?.url ?? null);
              field.onChange(media?.key ?? null);
            }}
          />
        )}
      />
      <TextField
        label={intl.formatMessage({ id: 'admin.teachings.series.spotify' })}
        hint={intl.formatMessage({ id: 'admin.teachings.series.spotifyHint' })}
        type="url"
        inputMode="url"
        error={localizer.text(errors.spotifyUrl?.message)}
        {...form.register('spotifyUrl')}
      />
    </EditorDialog>
  );
}

type SpeakerForm = z.input<typeof speakerBodySchema>;

export function SpeakerEditor({
  speaker,
  onClose,
}: {
  speaker: Speaker | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const form = useForm<SpeakerForm, unknown, SpeakerBody>({
    resolver: zodResolver(speakerBodySchema),
    defaultValues: speaker
      ? { name: speaker.name, bio: speaker.bio ?? '', photo: speaker.photo }
      : { name: '', bio: '', photo: null },
  });
  const editing = useEditorSave({
    form,
    fields: ['name', 'bio', 'photo'],
    id: speaker?.id,
    save: useSaveSpeaker(),
    messages: {
      add: 'admin.teachings.speakers.add',
      edit: 'admin.teachings.speakers.edit',
      dialogDescription: 'admin.teachings.speakers.dialogDescription',
      added: 'admin.teachings.speakers.added',
      saved: 'admin.teachings.speakers.saved',
      saveFailed: 'admin.teachings.speakers.saveFailed',
    },
    nameOf: (saved) => saved.name,
    onClose,
  });
  const [preview, setPreview] = useState(previewOf(speaker?.photo));
  const { errors } = form.formState;
  return (
    <EditorDialog
      saveLabel={intl.formatMessage({ id: 'admin.teachings.speakers.save' })}
      {...editing}
    >
      <TextField
        label={intl.formatMessage({ id: 'admin.teachings.speakers.name' })}
        error={localizer.text(errors.name?.message)}
        {...form.register('name')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.teachings.speakers.bio' })}
        rows={4}
        error={localizer.text(errors.bio?.message)}
        {...form.register('bio')}
      />
      <Controller
        control={form.control}
        name="photo"
        render={({ field, fieldState }) => (
          <ImageUpload
            label={intl.formatMessage({ id: 'admin.teachings.speakers.photo' })}
            value={field.value ?? null}
            preview={preview}
            error={localizer.text(fieldState.error?.message)}
            onChange={(media) => {
              setPreview(media?.url ?? null);
              field.onChange(media?.key ?? null);
            }}
          />
        )}
      />
    </EditorDialog>
  );
}
