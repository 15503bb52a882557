import { catalogTranslationLanguages, type CatalogTranslationLanguage } from '@contract/publishing';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField, TextareaField } from '@client/components/ui/form-field';
import { useLocalizer } from '@client/lib/localize';

export type TranslationField = 'title' | 'description' | 'amazonUrl';

/** The form fields of a video's translations, named as the body names them. */
export const videoTranslationFieldNames = catalogTranslationLanguages.flatMap((lang) =>
  (['title', 'description'] as const).map((field) => `translations.${lang}.${field}` as const),
);
/** The form fields of an ebook's translations, named as the body names them. */
export const ebookTranslationFieldNames = [
  ...videoTranslationFieldNames,
  ...catalogTranslationLanguages.map((lang) => `translations.${lang}.amazonUrl` as const),
];

/**
 * An ebook's or a video's title and description in Spanish and in Portuguese (and, for an
 * ebook, its retailer link there), edited beside the English. Left blank, the item shows in
 * English on that language's pages, with a "not translated yet" note.
 */
export function TranslationFields({
  withLink,
  register,
  errorOf,
}: {
  withLink: boolean;
  register: (lang: CatalogTranslationLanguage, field: TranslationField) => UseFormRegisterReturn;
  errorOf: (lang: CatalogTranslationLanguage, field: TranslationField) => string | undefined;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  return (
    <div className="space-y-4">
      {catalogTranslationLanguages.map((lang) => (
        <fieldset key={lang} className="space-y-3 rounded-lg border border-navy-100 p-4">
          <legend className="px-1 font-semibold text-navy-900">
            {intl.formatMessage({ id: 'admin.translations.legend' }, { language: lang })}
          </legend>
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'admin.translations.hint' })}
          </p>
          <TextField
            lang={lang}
            label={intl.formatMessage({ id: 'admin.translations.title' }, { language: lang })}
            error={localizer.text(errorOf(lang, 'title'))}
            {...register(lang, 'title')}
          />
          <TextareaField
            lang={lang}
            rows={3}
            label={intl.formatMessage({ id: 'admin.translations.description' }, { language: lang })}
            error={localizer.text(errorOf(lang, 'description'))}
            {...register(lang, 'description')}
          />
          {withLink ? (
            <TextField
              type="url"
              placeholder="https://www.amazon.com/…"
              label={intl.formatMessage({ id: 'admin.translations.link' }, { language: lang })}
              hint={intl.formatMessage({ id: 'admin.translations.linkHint' })}
              error={localizer.text(errorOf(lang, 'amazonUrl'))}
              {...register(lang, 'amazonUrl')}
            />
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}
