import { zodResolver } from '@hookform/resolvers/zod';
import { ebookBodySchema } from '@contract/publishing';
import { type Ebook } from '@contract/catalog';
import { ArrowDown, ArrowUp, BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { formatPrice } from '@client/lib/format';
import {
  ebookBodyOf,
  useAdminEbooks,
  useDeleteEbook,
  useReorderEbooks,
  useSaveEbook,
} from '../api/publishing';
import { useUnsavedWork } from '../admin-panel';
import { applyFieldErrors, byPosition, moveEbook } from './editing';
import { ImageUpload } from './image-upload';
import {
  ContentHeader,
  DeleteDialog,
  FeaturedBadge,
  RowActions,
  toggleFeatured,
  useGuardedClose,
} from './parts';

type EbookForm = z.input<typeof ebookBodySchema>;
type EbookOut = z.output<typeof ebookBodySchema>;
const FIELDS = [
  'title',
  'description',
  'price',
  'amazonUrl',
  'rating',
  'reviewCount',
  'featured',
  'coverImage',
] as const;

/** The admin's ebooks: the store's books in its order, each editable, movable and removable. */
export function EbooksTab() {
  const ebooks = useAdminEbooks();
  const save = useSaveEbook({ errorTitle: 'Failed to update ebook' });
  const reorder = useReorderEbooks();
  const remove = useDeleteEbook();
  const [editing, setEditing] = useState<Ebook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Ebook | null>(null);
  const list = [...(ebooks.data ?? [])].sort(byPosition);

  const move = (index: number, direction: -1 | 1) => {
    if (reorder.isPending) return;
    const changes = moveEbook(list, index, direction);
    if (changes.length === 0) return;
    reorder.mutate(changes);
  };

  return (
    <section aria-labelledby="ebooks-heading" className="space-y-6">
      <ContentHeader
        id="ebooks-heading"
        title="Ebooks"
        description="The books in the store, in the store's order; the featured book comes first there and on the home page."
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add Ebook
          </Button>
        }
      />
      {ebooks.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : ebooks.isError ? (
        <LoadFailed what="The ebooks" onRetry={() => void ebooks.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-slate-700">No ebooks yet. Add the first one.</p>
      ) : (
        <ol className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
          {list.map((ebook, index) => (
            <li
              key={ebook.id}
              className="flex flex-wrap items-center gap-4 p-4"
              data-testid="admin-ebook"
            >
              {ebook.cover ? (
                <img
                  src={ebook.cover.src}
                  width={ebook.cover.width}
                  height={ebook.cover.height}
                  alt=""
                  className="h-16 w-12 shrink-0 rounded object-cover"
                />
              ) : (
                <span className="flex h-16 w-12 shrink-0 items-center justify-center rounded bg-navy-50">
                  <BookOpen className="size-6 text-navy-400" aria-hidden="true" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words text-navy-900">{ebook.title}</h3>
                <p className="text-sm text-slate-700">
                  {formatPrice(ebook.price)}
                  {ebook.featured ? <FeaturedBadge /> : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move ${ebook.title} up`}
                  aria-disabled={index === 0 || undefined}
                  className="aria-disabled:opacity-40"
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move ${ebook.title} down`}
                  aria-disabled={index === list.length - 1 || undefined}
                  className="aria-disabled:opacity-40"
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <RowActions
                  name={ebook.title}
                  featured={ebook.featured}
                  onToggleFeatured={() => toggleFeatured(save, 'Ebook', ebookBodyOf, ebook)}
                  onEdit={() => setEditing(ebook)}
                  onDelete={() => setDeleting(ebook)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <EbookDialog
          ebook={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog item={deleting} noun="Ebook" remove={remove} onClose={() => setDeleting(null)}>
        “{deleting?.title}” will be removed from the store.
      </DeleteDialog>
    </section>
  );
}

function EbookDialog({ ebook, onClose }: { ebook: Ebook | undefined; onClose: () => void }) {
  const save = useSaveEbook();
  const [formError, setFormError] = useState<string | null>(null);
  const [coverPreview, setCoverPreview] = useState<string | null>(ebook?.cover?.src ?? null);
  const form = useForm<EbookForm, unknown, EbookOut>({
    resolver: zodResolver(ebookBodySchema),
    defaultValues: ebook
      ? ebookBodyOf(ebook)
      : {
          title: '',
          description: '',
          price: '',
          amazonUrl: '',
          rating: 0,
          reviewCount: 0,
          featured: false,
          coverImage: null,
        },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedWork(isDirty);
  const { requestClose, dialog } = useGuardedClose(isDirty, onClose);

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    save.mutate(
      { ...(ebook ? { id: ebook.id } : {}), body },
      {
        onSuccess: (saved) => {
          toast({ title: ebook ? 'Ebook Saved' : 'Ebook Added', description: saved.title });
          onClose();
        },
        onError: (error) => {
          const rest = applyFieldErrors(serverFieldErrors(error), FIELDS, (field, message) =>
            form.setError(field as (typeof FIELDS)[number], { message }),
          );
          setFormError(
            rest[0] ??
              (Object.keys(serverFieldErrors(error)).length
                ? null
                : errorMessage(error, 'The ebook could not be saved. Please try again.')),
          );
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? null : requestClose())}>
      <DialogContent className="max-w-2xl p-6">
        <DialogTitle>{ebook ? 'Edit Ebook' : 'Add Ebook'}</DialogTitle>
        <DialogDescription className="mt-1">
          As the store shows it; the Amazon link opens in a new tab.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <TextareaField
            label="Description"
            rows={4}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Price"
              hint='As the store shows it: "$9.99", "Free".'
              error={errors.price?.message}
              {...form.register('price')}
            />
            <TextField
              label="Amazon link"
              type="url"
              placeholder="https://www.amazon.com/…"
              error={errors.amazonUrl?.message}
              {...form.register('amazonUrl')}
            />
            <TextField
              label="Rating (0 to 5 stars)"
              type="number"
              inputMode="numeric"
              min={0}
              max={5}
              step={1}
              error={errors.rating?.message}
              {...form.register('rating', { valueAsNumber: true })}
            />
            <TextField
              label="Reviews"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint="Stars and reviews show when both are above 0."
              error={errors.reviewCount?.message}
              {...form.register('reviewCount', { valueAsNumber: true })}
            />
          </div>
          <CheckboxField
            label="Featured"
            hint="The featured book comes first in the store and on the home page."
            {...form.register('featured')}
          />
          <Controller
            control={form.control}
            name="coverImage"
            render={({ field, fieldState }) => (
              <ImageUpload
                label="Cover image"
                value={field.value ?? null}
                preview={coverPreview}
                error={fieldState.error?.message}
                onChange={(media) => {
                  setCoverPreview(media?.url ?? null);
                  field.onChange(media?.key ?? null);
                }}
              />
            )}
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
              {save.isPending ? 'Saving...' : ebook ? 'Save Ebook' : 'Add Ebook'}
            </Button>
          </div>
        </form>
      </DialogContent>
      {dialog}
    </Dialog>
  );
}
