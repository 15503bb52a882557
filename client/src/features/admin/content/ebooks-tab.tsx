import { zodResolver } from '@hookform/resolvers/zod';
import { ebookBodySchema } from '@contract/publishing';
import { type Ebook } from '@contract/catalog';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { TextField } from '@client/components/ui/form-field';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { ebookCalls, useReorderEbooks } from '../api/publishing';
import { byPosition, moveEbook } from './editing';
import { numeric, useFieldProps } from '../parts/field-props';
import { MoveButton } from '../parts/move-button';
import { CatalogEditor } from './catalog-editor';
import { CatalogList } from './catalog-list';
import { ImageUpload } from './image-upload';
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
  const reorder = useReorderEbooks();

  const move = (list: Ebook[], index: number, direction: -1 | 1) => {
    if (reorder.isPending) return;
    const changes = moveEbook(list, index, direction);
    if (changes.length === 0) return;
    reorder.mutate(changes);
  };
  const moveButton = (ebook: Ebook, index: number, list: Ebook[], direction: -1 | 1) => (
    <MoveButton
      direction={direction}
      label={intl.formatMessage(
        { id: direction < 0 ? 'admin.ebooks.up' : 'admin.ebooks.down' },
        { title: ebook.title },
      )}
      atEnd={direction < 0 ? index === 0 : index === list.length - 1}
      onMove={() => move(list, index, direction)}
    />
  );

  return (
    <CatalogList
      kind="ebook"
      calls={ebookCalls}
      order={byPosition}
      picture={(ebook) =>
        ebook.cover ? (
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
        )
      }
      meta={(ebook) => format.price(ebook.price)}
      moves={(ebook, index, list) => (
        <>
          {moveButton(ebook, index, list, -1)}
          {moveButton(ebook, index, list, 1)}
        </>
      )}
      editor={(ebook, onClose) => <EbookDialog ebook={ebook} onClose={onClose} />}
    />
  );
}

function EbookDialog({ ebook, onClose }: { ebook: Ebook | undefined; onClose: () => void }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const [coverPreview, setCoverPreview] = useState<string | null>(ebook?.cover?.src ?? null);
  const form = useForm<EbookForm, unknown, EbookOut>({
    resolver: zodResolver(ebookBodySchema),
    defaultValues: ebook
      ? ebookCalls.bodyOf(ebook)
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
  const fieldProps = useFieldProps(form);
  const { errors } = form.formState;

  return (
    <CatalogEditor
      kind="ebook"
      item={ebook}
      form={form}
      fields={FIELDS}
      translations={
        <TranslationFields
          withLink
          register={(lang, field) => form.register(`translations.${lang}.${field}`)}
          errorOf={(lang, field) => errors.translations?.[lang]?.[field]?.message}
        />
      }
      save={ebookCalls.useSave()}
      after={
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
      }
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...fieldProps('price', 'admin.ebooks.price')}
          hint={intl.formatMessage({ id: 'admin.ebooks.priceHint' })}
        />
        <TextField
          {...fieldProps('amazonUrl', 'admin.ebooks.amazon')}
          type="url"
          placeholder="https://www.amazon.com/…"
        />
        <TextField
          {...fieldProps('rating', 'admin.ebooks.rating', { valueAsNumber: true })}
          {...numeric}
          min={0}
          max={5}
          step={1}
        />
        <TextField
          {...fieldProps('reviewCount', 'admin.ebooks.reviews', { valueAsNumber: true })}
          {...numeric}
          min={0}
          step={1}
          hint={intl.formatMessage({ id: 'admin.ebooks.reviewsHint' })}
        />
      </div>
    </CatalogEditor>
  );
}
