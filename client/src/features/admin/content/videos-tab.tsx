import type { Video } from '@contract/catalog';
import { youtubeIdOf } from '@contract/publishing';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { CheckboxField, TextField, TextareaField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, serverFieldErrors } from '@client/lib/api';
import { formatDateTime } from '@client/lib/format';
import { useAdminVideos, useDeleteVideo, useSaveVideo, videoBodyOf } from '../api/publishing';
import { useUnsavedWork } from '../admin-panel';
import {
  applyFieldErrors,
  newVideoForm,
  resolverOf,
  validateVideo,
  videoFormOf,
  type VideoBodyOut,
  type VideoForm,
} from './editing';
import {
  ContentHeader,
  DeleteDialog,
  FeaturedBadge,
  RowActions,
  toggleFeatured,
  useGuardedClose,
} from './parts';

const FIELDS = [
  'title',
  'description',
  'youtubeId',
  'category',
  'duration',
  'featured',
  'publishedAt',
] as const;

/** YouTube's still of a video (img-src allows i.ytimg.com). */
const thumbnailOf = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

const newestFirst = (a: Video, b: Video) =>
  Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id;

/** The admin's videos: the teachings under "Latest Teachings", newest first. */
export function VideosTab() {
  const videos = useAdminVideos();
  const save = useSaveVideo({ errorTitle: 'Failed to update video' });
  const remove = useDeleteVideo();
  const [editing, setEditing] = useState<Video | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const list = [...(videos.data ?? [])].sort(newestFirst);

  return (
    <section aria-labelledby="videos-heading" className="space-y-6">
      <ContentHeader
        id="videos-heading"
        title="Videos"
        description="YouTube teachings shown under “Latest Teachings” on the videos page, newest first; the featured one is on the home page."
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add Video
          </Button>
        }
      />
      {videos.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : videos.isError ? (
        <LoadFailed what="The videos" onRetry={() => void videos.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-slate-700">No videos yet. Add the first one.</p>
      ) : (
        <ul className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
          {list.map((video) => (
            <li
              key={video.id}
              className="flex flex-wrap items-center gap-4 p-4"
              data-testid="admin-video"
            >
              <img
                src={thumbnailOf(video.youtubeId)}
                width={96}
                height={72}
                alt=""
                loading="lazy"
                className="h-[72px] w-24 shrink-0 rounded bg-navy-50 object-cover"
              />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words text-navy-900">{video.title}</h3>
                <p className="text-sm text-slate-700">
                  {formatDateTime(video.publishedAt)}
                  {video.duration ? ` · ${video.duration} min` : ''}
                  {video.category ? ` · ${video.category}` : ''}
                  {video.featured ? <FeaturedBadge /> : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <RowActions
                  name={video.title}
                  featured={video.featured}
                  onToggleFeatured={() => toggleFeatured(save, 'Video', videoBodyOf, video)}
                  onEdit={() => setEditing(video)}
                  onDelete={() => setDeleting(video)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <VideoDialog
          video={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog item={deleting} noun="Video" remove={remove} onClose={() => setDeleting(null)}>
        “{deleting?.title}” will be removed from the videos page.
      </DeleteDialog>
    </section>
  );
}

function VideoDialog({ video, onClose }: { video: Video | undefined; onClose: () => void }) {
  const save = useSaveVideo();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<VideoForm, unknown, VideoBodyOut>({
    resolver: resolverOf(validateVideo),
    defaultValues: video ? videoFormOf(video) : newVideoForm(),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedWork(isDirty);
  const { requestClose, dialog } = useGuardedClose(isDirty, onClose);
  const typedId = useWatch({ control: form.control, name: 'youtubeId' });
  const youtubeId = youtubeIdOf(typedId);

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    save.mutate(
      { ...(video ? { id: video.id } : {}), body },
      {
        onSuccess: (saved) => {
          toast({ title: video ? 'Video Saved' : 'Video Added', description: saved.title });
          onClose();
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error);
          const rest = applyFieldErrors(fieldErrors, FIELDS, (field, message) =>
            form.setError(field as (typeof FIELDS)[number], { message }),
          );
          setFormError(
            rest[0] ??
              (Object.keys(fieldErrors).length
                ? null
                : errorMessage(error, 'The video could not be saved. Please try again.')),
          );
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? null : requestClose())}>
      <DialogContent className="max-w-2xl p-6">
        <DialogTitle>{video ? 'Edit Video' : 'Add Video'}</DialogTitle>
        <DialogDescription className="mt-1">
          Paste the YouTube address or type the video’s 11-character id.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <TextareaField
            label="Description"
            rows={4}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="flex flex-wrap items-start gap-4">
            <div className="min-w-0 flex-1 basis-64">
              <TextField
                label="YouTube video"
                placeholder="https://www.youtube.com/watch?v=…"
                hint={
                  youtubeId
                    ? `Video id: ${youtubeId}`
                    : 'An id such as dQw4w9WgXcQ, or its address.'
                }
                error={errors.youtubeId?.message}
                {...form.register('youtubeId')}
              />
            </div>
            {youtubeId ? (
              <img
                src={thumbnailOf(youtubeId)}
                width={160}
                height={120}
                alt="The video’s YouTube thumbnail"
                className="h-[120px] w-40 shrink-0 rounded object-cover"
              />
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Category (optional)"
              error={errors.category?.message}
              {...form.register('category')}
            />
            <TextField
              label="Duration in minutes (optional)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.duration?.message}
              {...form.register('duration')}
            />
            <TextField
              label="Published"
              type="datetime-local"
              hint="Left empty: now. Newer videos are listed first."
              error={errors.publishedAt?.message}
              {...form.register('publishedAt')}
            />
          </div>
          <CheckboxField
            label="Featured"
            hint="The featured video is shown on the home page."
            {...form.register('featured')}
          />
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button type="button" variant="outline" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : video ? 'Save Video' : 'Add Video'}
            </Button>
          </div>
        </form>
      </DialogContent>
      {dialog}
    </Dialog>
  );
}
