import type { MessageId } from '@contract/messages/en';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CheckboxField, TextField, TextareaField } from '@client/components/ui/form-field';
import { useLocalizer } from '@client/lib/localize';
import { EditorDialog, useEditorSave, type EditorMessages } from '../editor-dialog';

/** Each catalogue's editor messages, named in full (the catalogue test finds an id's uses by its whole name). */
const MESSAGES = {
  ebook: {
    add: 'admin.ebooks.add',
    edit: 'admin.ebooks.edit',
    dialogDescription: 'admin.ebooks.dialogDescription',
    added: 'admin.ebooks.added',
    saved: 'admin.ebooks.saved',
    saveFailed: 'admin.ebooks.saveFailed',
    save: 'admin.ebooks.save',
    featuredHint: 'admin.ebooks.featuredHint',
  },
  video: {
    add: 'admin.videos.add',
    edit: 'admin.videos.edit',
    dialogDescription: 'admin.videos.dialogDescription',
    added: 'admin.videos.added',
    saved: 'admin.videos.saved',
    saveFailed: 'admin.videos.saveFailed',
    save: 'admin.videos.save',
    featuredHint: 'admin.videos.featuredHint',
  },
} as const satisfies Record<string, EditorMessages & Record<'save' | 'featuredHint', MessageId>>;

/** What every catalogue item's form has. */
interface CatalogForm extends FieldValues {
  title: string;
  description: string;
  featured?: boolean | undefined;
}

/**
 * An ebook's or a video's editor dialog: its title and description, the fields of its kind
 * (`children`), its translations, whether it is featured, and anything after (`after`: the
 * ebook's cover). Saving adds `item` when undefined, else changes it.
 */
export function CatalogEditor<F extends CatalogForm, Out, Saved extends { title: string }>({
  kind,
  item,
  form,
  fields,
  save,
  translations,
  after,
  onClose,
  children,
}: {
  kind: keyof typeof MESSAGES;
  item: { id: number } | undefined;
  form: UseFormReturn<F, unknown, Out>;
  /** The form's fields, which the server's field errors may name. */
  fields: readonly string[];
  save: Parameters<typeof useEditorSave<F, Out, Saved>>[0]['save'];
  translations: ReactNode;
  after?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const messages = MESSAGES[kind];
  // Every form this takes has these fields (CatalogForm); the compiler cannot see it through F.
  const field = (name: keyof CatalogForm) => name as Path<F>;
  const errorOf = (name: keyof CatalogForm) =>
    localizer.text(form.getFieldState(field(name), form.formState).error?.message);
  const editing = useEditorSave({
    form,
    fields,
    id: item?.id,
    save,
    messages,
    nameOf: (saved) => saved.title,
    onClose,
  });
  return (
    <EditorDialog
      saveLabel={intl.formatMessage({ id: item ? messages.save : messages.add })}
      {...editing}
    >
      <TextField
        label={intl.formatMessage({ id: 'admin.content.title' })}
        error={errorOf('title')}
        {...form.register(field('title'))}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'admin.content.description' })}
        rows={4}
        error={errorOf('description')}
        {...form.register(field('description'))}
      />
      {children}
      {translations}
      <CheckboxField
        label={intl.formatMessage({ id: 'admin.content.featured' })}
        hint={intl.formatMessage({ id: messages.featuredHint })}
        {...form.register(field('featured'))}
      />
      {after}
    </EditorDialog>
  );
}
