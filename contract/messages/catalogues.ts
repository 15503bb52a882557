/**
 * All three catalogues, for code that may need any language at once: the build's pre-renderer,
 * the server (page heads, later e-mails through react-intl's `createIntl`). The browser loads only
 * its page's catalogue (client/src/lib/i18n.ts).
 */
import type { SiteLanguage } from '../i18n';
import type { PageKey } from '../pages';
import { en, pageMessageId, type Messages } from './en';
import { es } from './es';
import { pt } from './pt';

export const catalogues: Readonly<Record<SiteLanguage, Messages>> = { en, es, pt };

/**
 * Every catalogue id under these prefixes is English the contract or the server writes, shown in
 * the page's language by looking its English up (client/src/lib/localize.ts): a new validation or
 * server message needs only its entry in the three catalogues, under one of them. The password
 * estimator's advice (zxcvbn writes it in English) is here too.
 */
export const ENGLISH_TEXT_PREFIXES = [
  'rule.',
  'admin.rule.',
  'server.',
  'password.warning.',
  'password.suggestion.',
] as const;

/** A page's title and description in a language (the not-found page's for no page). */
export function pageText(
  key: PageKey | undefined,
  lang: SiteLanguage,
): { title: string; description: string } {
  const messages = catalogues[lang];
  return key === undefined
    ? { title: messages['notFound.title'], description: messages['notFound.description'] }
    : {
        title: messages[pageMessageId(key, 'title')],
        description: messages[pageMessageId(key, 'description')],
      };
}
