import { languageNames, siteLanguages } from '@contract/i18n';

/**
 * The site's languages as a `<select>`'s options, each named in itself and marked so (`lang`), so
 * that a screen reader says "Español" as Spanish.
 */
export function LanguageOptions() {
  return siteLanguages.map((lang) => (
    <option key={lang} value={lang} lang={lang}>
      {languageNames[lang]}
    </option>
  ));
}
