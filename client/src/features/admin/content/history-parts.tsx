import { languageOptions } from '@content/studies';
import type { UseMutationResult } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { FieldError } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import { useUnsavedWork } from '../admin-panel';
import { useFailureMessage } from '../use-failure-message';

/**
 * What the Timeline and Characters editors share: a form of plain values turned into the
 * contract's body, checked by the contract's schema before it is sent (its messages shown in the
 * panel's language under their fields, by their path: `texts.es.title`), the server's field errors
 * put in the same place, the unsaved-changes guard, and the confirmation before a deletion.
 */

/** Which tab: it names the tab's messages (`admin.timeline.saved`, `admin.characters.saved`, …). */
export type HistoryArea = 'timeline' | 'characters';

export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageName = (code: Language) =>
  languageOptions.find((option) => option.code === code)?.name ?? code;

/** A translation with every field empty is not written: the body leaves it out (null). */
export function translationOf<T extends object>(text: T): T | null {
  const blank = Object.values(text as Record<string, string | string[]>).every((value) =>
    Array.isArray(value) ? value.every((item) => item.trim() === '') : value.trim() === '',
  );
  return blank ? null : text;
}

/** A number field's text: empty is left out, anything else is the number it reads as. */
export const numberOrUndefined = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/**
 * The editor's form of `initial` (`undefined` for a new item): `start` is its values, `toBody`
 * the body they make; `save` creates the item the first time and updates it (`current`) after.
 */
export function useHistoryForm<Form, Body, Saved extends { id: number }>({
  area,
  initial,
  start,
  toBody,
  schema,
  save,
  nameOf,
}: {
  area: HistoryArea;
  initial: Saved | undefined;
  start: Form;
  toBody: (form: Form) => Body;
  schema: z.ZodType;
  save: UseMutationResult<Saved, Error, { id?: number; body: Body }>;
  nameOf: (saved: Saved) => string;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const failure = useFailureMessage();
  const messages = { saved: `admin.${area}.saved`, failed: `admin.${area}.saveFailed` } as const;
  const [current, setCurrent] = useState(initial);
  const [values, setValues] = useState<Form>(start);
  const [saved, setSaved] = useState(JSON.stringify(start));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const dirty = JSON.stringify(values) !== saved;
  useUnsavedWork(dirty);

  const failed = (found: Record<string, string>, fallback: string) => {
    setErrors(found);
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: messages.failed }),
      description: localizer.text(Object.values(found)[0] ?? fallback),
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = toBody(values);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      failed(found, '');
      return;
    }
    setPending(true);
    try {
      const result = await save.mutateAsync({ ...(current ? { id: current.id } : {}), body });
      setCurrent(result);
      setSaved(JSON.stringify(values));
      setErrors({});
      toast({ title: intl.formatMessage({ id: messages.saved }), description: nameOf(result) });
    } catch (error) {
      const found = Object.fromEntries(
        Object.entries(serverFieldErrors(error)).flatMap(([f, m]) => (m[0] ? [[f, m[0]]] : [])),
      );
      failed(found, failure(error, messages.failed));
    } finally {
      setPending(false);
    }
  };

  return {
    current,
    values,
    setValues,
    dirty,
    pending,
    submit,
    /** The field's message in the panel's language. */
    errorOf: (path: string) => localizer.text(errors[path]),
  };
}

/** A list edited as a list: one text box an item, add and remove buttons. */
export function ListField({
  label,
  items,
  onChange,
  error,
  itemError,
  lang,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  error: string | undefined;
  itemError: (index: number) => string | undefined;
  lang: string;
}) {
  const intl = useIntl();
  const id = `list-${label.replace(/\W+/g, '-')}-${lang}`;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-navy-900">{label}</legend>
      <ol className="space-y-2">
        {items.map((item, index) => {
          const itemLabel = intl.formatMessage(
            { id: 'admin.characters.item' },
            { list: label, number: index + 1 },
          );
          const message = itemError(index);
          return (
            // The items have no identity of their own: their place is their key.
            <li key={index} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <input
                  aria-label={itemLabel}
                  lang={lang}
                  value={item}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-${index}-error` : undefined}
                  onChange={(e) =>
                    onChange(items.map((old, i) => (i === index ? e.target.value : old)))
                  }
                  className="h-10 w-full min-w-0 rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950"
                />
                <FieldError id={`${id}-${index}-error`} message={message} />
              </div>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={intl.formatMessage(
                  { id: 'admin.characters.removeItem' },
                  { list: label, number: index + 1 },
                )}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        // A long list name wraps on a phone instead of running past the screen's edge.
        className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
        onClick={() => onChange([...items, ''])}
      >
        <Plus aria-hidden="true" />
        {intl.formatMessage({ id: 'admin.characters.addItem' }, { list: label })}
      </Button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/**
 * The fields of one language's texts, under the switch that picks the language: English is the
 * original, the others its translations; `error` is what is wrong with the texts as a whole.
 */
export function LanguageTexts({
  language,
  onLanguage,
  error,
  children,
}: {
  language: Language;
  onLanguage: (language: Language) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-navy-100 bg-white p-4">
      <legend className="px-1 font-semibold text-navy-900">
        {intl.formatMessage({ id: 'admin.history.language' }, { language: languageName(language) })}
      </legend>
      <LanguageSwitch value={language} onChange={onLanguage} />
      <p className="text-sm text-slate-700">
        {intl.formatMessage({
          id: language === 'en' ? 'admin.history.english' : 'admin.history.translation',
        })}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** The texts' language switch: which language's fields the editor shows. */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}): ReactNode {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'admin.studies.textLanguage' })}>
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((language) => (
          <Button
            key={language}
            type="button"
            size="sm"
            variant={value === language ? 'default' : 'outline'}
            aria-pressed={value === language}
            onClick={() => onChange(language)}
          >
            {languageName(language)}
          </Button>
        ))}
      </div>
    </div>
  );
}
