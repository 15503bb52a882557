import { isSiteLanguage, LANGUAGE_COOKIE, type SiteLanguage } from '@contract/i18n';
import { cookieValue } from './cookies';

/*
 * What the browser says about languages, apart from the catalogues (client/src/lib/i18n.ts), so
 * the boot module (client/src/boot.ts) can read it without bringing them.
 */

/** The language the visitor chose with the language switch, if any (the `lang` cookie). */
export function chosenLanguage(
  cookies: string = globalThis.document?.cookie ?? '',
): SiteLanguage | undefined {
  const value = cookieValue(LANGUAGE_COOKIE, cookies);
  return isSiteLanguage(value) ? value : undefined;
}

/**
 * The site language a browser's preferences ask for before English, if it is one we have
 * ('es-MX' and 'es' are Spanish): `navigator.languages`, which carries the same list the
 * browser sends as Accept-Language.
 */
export function preferredLanguage(languages: readonly string[]): SiteLanguage | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isSiteLanguage(primary)) return primary;
  }
  return undefined;
}
