import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@client/components/ui/form-field';
import { LANGUAGES, languageName, type HistoryArea, type Language } from './history-parts';
import { ContentSection, EditorPage, OpenableRow, RemoveDialog, RowActions } from './parts';
import { numeric } from '../parts/field-props';

/**
 * The screens the Timeline and Characters tabs share: the list (each row opens its editor, in
 * English first, with the languages it is written in) and the editor's page around its fields.
 */

interface HistoryItem {
  id: number;
  texts: { en: unknown; es?: unknown; pt?: unknown };
}

/** The tab: its list, or the editor of the item opened (`undefined` while a new one is written). */
export function HistoryTab<T extends HistoryItem>({
  area,
  query,
  remove,
  testId,
  nameOf,
  meta,
  extra,
  editor,
}: {
  area: HistoryArea;
  query: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, Error, number>;
  testId: string;
  /** The item's English name, as the list and its buttons call it. */
  nameOf: (item: T) => string;
  /** What the row says before the languages it is written in. */
  meta: (item: T) => ReactNode;
  /** Buttons between Edit and Delete. */
  extra?: (item: T) => ReactNode;
  editor: (item: T | undefined, onClose: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<{ item: T | undefined } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const onOpen = (item: T | undefined) => setOpen({ item });
  const writtenIn = (item: T) =>
    LANGUAGES.filter((l) => item.texts[l] !== undefined)
      .map(languageName)
      .join(', ');
  if (open) return editor(open.item, () => setOpen(null));
  return (
    <>
      <ContentSection
        id={`${area}-heading`}
        title={intl.formatMessage({ id: `admin.${area}.title` })}
        description={intl.formatMessage({ id: `admin.${area}.description` })}
        addLabel={intl.formatMessage({ id: `admin.${area}.add` })}
        onAdd={() => onOpen(undefined)}
        query={query}
        what={intl.formatMessage({ id: `${area}.what` })}
        empty={intl.formatMessage({ id: `admin.${area}.none` })}
      >
        {(items) => (
          <ol className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
            {items.map((item) => (
              <OpenableRow
                key={item.id}
                testId={testId}
                name={nameOf(item)}
                onOpen={() => onOpen(item)}
                meta={
                  <>
                    {meta(item)}
                    <span>
                      ·{' '}
                      {intl.formatMessage(
                        { id: 'admin.history.written' },
                        { languages: writtenIn(item) },
                      )}
                    </span>
                  </>
                }
                actions={
                  <RowActions
                    name={nameOf(item)}
                    onEdit={() => onOpen(item)}
                    onDelete={() => setDeleting(item)}
                    extra={extra?.(item)}
                  />
                }
              />
            ))}
          </ol>
        )}
      </ContentSection>
      <RemoveDialog
        item={deleting ? { id: deleting.id, name: nameOf(deleting) } : null}
        remove={remove}
        title={intl.formatMessage({ id: `admin.${area}.deleteTitle` })}
        deleted={intl.formatMessage({ id: `admin.${area}.deleted` })}
        onClose={() => setDeleting(null)}
      >
        {intl.formatMessage(
          { id: 'admin.history.deleteBody' },
          { title: deleting ? nameOf(deleting) : '' },
        )}
      </RemoveDialog>
    </>
  );
}

/** The editor's page: Back to the list, New or Edit, the fields, Save. */
export function HistoryEditorPage({
  area,
  editing,
  form,
  onClose,
  children,
}: {
  area: HistoryArea;
  /** Whether the item is already saved (Edit) or still new (New). */
  editing: boolean;
  form: { dirty: boolean; pending: boolean; submit: (event: React.FormEvent) => Promise<void> };
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <EditorPage
      back={intl.formatMessage({ id: `admin.${area}.back` })}
      heading={intl.formatMessage({ id: editing ? `admin.${area}.edit` : `admin.${area}.new` })}
      dirty={form.dirty}
      onClose={onClose}
      onSubmit={(e) => void form.submit(e)}
      saveLabel={intl.formatMessage({ id: 'admin.history.save' })}
      saving={form.pending}
    >
      {children}
    </EditorPage>
  );
}

/**
 * The language whose texts the editor shows, that language's texts, a setter for some of them,
 * and the path of a field of theirs in the schema's messages (`texts.es.title`).
 */
export function useLanguageTexts<
  Text extends object,
  Form extends { texts: Record<Language, Text> },
>(values: { texts: Record<Language, Text> }, setValues: Dispatch<SetStateAction<Form>>) {
  const [language, setLanguage] = useState<Language>('en');
  const setText = (next: Partial<Text>) =>
    setValues((before) => ({
      ...before,
      texts: { ...before.texts, [language]: { ...before.texts[language], ...next } },
    }));
  return {
    language,
    setLanguage,
    text: values.texts[language],
    setText,
    at: (field: string) => `texts.${language}.${field}`,
  };
}

/** The item's place in the list: smaller first, empty to put it after the others. */
export function OrderField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'admin.history.order' })}
      hint={intl.formatMessage({ id: 'admin.history.orderHint' })}
      {...numeric}
      min="0"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
