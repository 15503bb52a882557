import { zodResolver } from '@hookform/resolvers/zod';
import { ebookBodySchema } from '@contract/publishing';
import { type Ebook } from '@contract/catalog';
import { ArrowDown, ArrowUp, BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { CheckboxField, TextField, TextareaField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import {
  ebookBodyOf,
  useAdminEbooks,
  useDeleteEbook,
  useReorderEbooks,
  useSaveEbook,
} from '../api/publishing';
import { EditorDialog, useSaveFailure } from '../editor-dialog';
import { byPosition, moveEbook } from './editing';
import { ImageUpload } from './image-upload';
import { ContentSection, DeleteDialog, FeaturedBadge, RowActions, toggleFeatured } from './parts';
import { ebookTranslationFieldNames, TranslationFields } from './translation-fields';

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
  ...ebookTranslationFieldNames,
] as const;

/** The admin's ebooks: the store's books in its order, each editable, movable and removable. */
export function EbooksTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const ebooks = useAdminEbooks();
  const save = useSaveEbook({
    errorTitle: intl.formatMessage({ id: 'admin.ebooks.updateFailed' }),
  });
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
    <>
      <ContentSection
        id="ebooks-heading"
        title={intl.formatMessage({ id: 'admin.tabs.ebooks' })}
        description={intl.formatMessage({ id: 'admin.ebooks.description' })}
        addLabel={intl.formatMessage({ id: 'admin.ebooks.add' })}
        onAdd={() => setEditing('new')}
        query={ebooks}
        what={intl.formatMessage({ id: 'admin.ebooks.what' })}
        empty={intl.formatMessage({ id: 'admin.ebooks.none' })}
      >
        {() => (
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
                    {format.price(ebook.price)}
                    {ebook.featured ? <FeaturedBadge /> : null}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={intl.formatMessage(
                      { id: 'admin.ebooks.up' },
                      { title: ebook.title },
                    )}
                    aria-disabled={index === 0 || undefined}
                    className="aria-disabled:opacity-40"
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={intl.formatMessage(
                      { id: 'admin.ebooks.down' },
                      { title: ebook.title },
                    )}
                    aria-disabled={index === list.length - 1 || undefined}
                    className="aria-disabled:opacity-40"
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <RowActions
                    name={ebook.title}
                    featured={ebook.featured}
                    onToggleFeatured={() => toggleFeatured(save, 'ebook', ebookBodyOf, ebook, intl)}
                    onEdit={() => setEditing(ebook)}
                    onDelete={() => setDeleting(ebook)}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </ContentSection>
      {editing ? (
        <EbookDialog
          ebook={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog item={deleting} kind="ebook" remove={remove} onClose={() => setDeleting(null)}>
        {intl.formatMessage({ id: 'admin.ebooks.deleteBody' }, { title: deleting?.title ?? '' })}
      </DeleteDialog>
    </>
  );
}

function EbookDialog({ ebook, onClose }: { ebook: Ebook | undefined; onClose: () => void }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const save = useSaveEbook();
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
          translations: {},
        },
  });
  const failed = useSaveFailure(form, FIELDS, 'admin.ebooks.saveFailed');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    failed.clear();
    save.mutate(
      { ...(ebook ? { id: ebook.id } : {}), body },
      {
        onSuccess: (saved) => {
          toast({
            title: intl.formatMessage({ id: ebook ? 'admin.ebooks.saved' : 'admin.ebooks.added' }),
            description: saved.title,
          });
          onClose();
        },
        onError: failed.onError,
      },
    );
  });

  return (
    <EditorDialog
      title={intl.formatMessage({ id: ebook ? 'admin.ebooks.edit' : 'admin.ebooks.add' })}
      description={intl.formatMessage({ id: 'admin.ebooks.dialogDescription' })}
      form={form}
      formError={failed.formError}
      saving={save.isPending}
      saveLabel={intl.formatMessage({ id: ebook ? 'admin.ebooks.save' : 'admin.ebooks.add' })}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <TextField
        label={intl.formatMessage({ id: 'admin.content.title' })}
        error={localizer.text(errors.title?.message)}
        {...form.register('title')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.content.description' })}
        rows={4}
        error={localizer.text(errors.description?.message)}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'admin.ebooks.price' })}
          hint={intl.formatMessage({ id: 'admin.ebooks.priceHint' })}
          error={localizer.text(errors.price?.message)}
          {...form.register('price')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.ebooks.amazon' })}
          type="url"
          placeholder="https://www.amazon.com/…"
          error={localizer.text(errors.amazonUrl?.message)}
          {...form.register('amazonUrl')}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.ebooks.rating' })}
          type="number"
          inputMode="numeric"
          min={0}
          max={5}
          step={1}
          error={localizer.text(errors.rating?.message)}
          {...form.register('rating', { valueAsNumber: true })}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.ebooks.reviews' })}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint={intl.formatMessage({ id: 'admin.ebooks.reviewsHint' })}
          error={localizer.text(errors.reviewCount?.message)}
          {...form.register('reviewCount', { valueAsNumber: true })}
        />
      </div>
      <TranslationFields
        withLink
        register={(lang, field) => form.register(`translations.${lang}.${field}`)}
        errorOf={(lang, field) => errors.translations?.[lang]?.[field]?.message}
      />
      <CheckboxField
        label={intl.formatMessage({ id: 'admin.content.featured' })}
        hint={intl.formatMessage({ id: 'admin.ebooks.featuredHint' })}
        {...form.register('featured')}
      />
      <Controller
        control={form.control}
        name="coverImage"
        render={({ field, fieldState }) => (
          <ImageUpload
            label={intl.formatMessage({ id: 'admin.ebooks.cover' })}
            value={field.value ?? null}
            preview={coverPreview}
            error={localizer.text(fieldState.error?.message)}
            onChange={(media) => {
              setCoverPreview(media?.url ?? null);
              field.onChange(media?.key ?? null);
            }}
          />
        )}
      />
    </EditorDialog>
  );
}
