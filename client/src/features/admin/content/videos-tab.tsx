import type { Video } from '@contract/catalog';
import { youtubeIdOf } from '@contract/publishing';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@client/components/ui/form-field';
import { videoCalls } from '../api/publishing';
import { usePageFormat } from '@client/lib/format';
import {
  newVideoForm,
  resolverOf,
  validateVideo,
  videoFormOf,
  type VideoBodyOut,
  type VideoForm,
} from './editing';
import { numeric, useFieldProps } from '../parts/field-props';
import { CatalogEditor } from './catalog-editor';
import { CatalogList } from './catalog-list';
import { TranslationFields, videoTranslationFieldNames } from './translation-fields';

const FIELDS = [
  'title',
  'description',
  'youtubeId',
  'category',
  'duration',
  'featured',
  'publishedAt',
  ...videoTranslationFieldNames,
] as const;

/** YouTube's still of a video (img-src allows i.ytimg.com). */
const thumbnailOf = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

const newestFirst = (a: Video, b: Video) =>
  Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id;

/** The admin's videos: the teachings under "Latest Teachings", newest first. */
export function VideosTab() {
  const intl = useIntl();
  const format = usePageFormat();
  return (
    <CatalogList
      kind="video"
      calls={videoCalls}
      order={newestFirst}
      picture={(video) => (
        <img
          src={thumbnailOf(video.youtubeId)}
          width={96}
          height={72}
          alt=""
          loading="lazy"
          className="h-[72px] w-24 shrink-0 rounded bg-navy-50 object-cover"
        />
      )}
      meta={(video) => (
        <>
          {format.dateTime(video.publishedAt)}
          {video.duration
            ? ` · ${intl.formatMessage({ id: 'admin.videos.minutes' }, { count: video.duration })}`
            : ''}
          {video.category ? ` · ${video.category}` : ''}
        </>
      )}
      editor={(video, onClose) => <VideoDialog video={video} onClose={onClose} />}
    />
  );
}

function VideoDialog({ video, onClose }: { video: Video | undefined; onClose: () => void }) {
  const intl = useIntl();
  const form = useForm<VideoForm, unknown, VideoBodyOut>({
    resolver: resolverOf(validateVideo),
    defaultValues: video ? videoFormOf(video) : newVideoForm(),
  });
  const { errors } = form.formState;
  const fieldProps = useFieldProps(form);
  const typedId = useWatch({ control: form.control, name: 'youtubeId' });
  const youtubeId = youtubeIdOf(typedId);

  return (
    <CatalogEditor
      kind="video"
      item={video}
      form={form}
      fields={FIELDS}
      translations={
        <TranslationFields
          withLink={false}
          register={(lang, field) =>
            form.register(`translations.${lang}.${field === 'amazonUrl' ? 'title' : field}`)
          }
          errorOf={(lang, field) =>
            field === 'amazonUrl' ? undefined : errors.translations?.[lang]?.[field]?.message
          }
        />
      }
      save={videoCalls.useSave()}
      onClose={onClose}
    >
      <div className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <TextField
            {...fieldProps('youtubeId', 'admin.videos.youtube')}
            placeholder="https://www.youtube.com/watch?v=…"
            hint={
              youtubeId
                ? intl.formatMessage({ id: 'admin.videos.idShown' }, { id: youtubeId })
                : intl.formatMessage({ id: 'admin.videos.idHint' })
            }
          />
        </div>
        {youtubeId ? (
          <img
            src={thumbnailOf(youtubeId)}
            width={160}
            height={120}
            alt={intl.formatMessage({ id: 'admin.videos.thumbnail' })}
            className="h-[120px] w-40 shrink-0 rounded object-cover"
          />
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...fieldProps('category', 'admin.videos.category')} />
        <TextField
          {...fieldProps('duration', 'admin.videos.duration')}
          {...numeric}
          min={1}
          step={1}
        />
        <TextField
          {...fieldProps('publishedAt', 'admin.videos.published')}
          type="datetime-local"
          hint={intl.formatMessage({ id: 'admin.videos.publishedHint' })}
        />
      </div>
    </CatalogEditor>
  );
}
