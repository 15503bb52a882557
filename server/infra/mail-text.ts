import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../../contract/i18n';
import { catalogues } from '../../contract/messages/catalogues';
import type { MessageId } from '../../contract/messages/en';

const cache = createIntlCache();
const made = new Map<SiteLanguage, IntlShape<string>>();

/**
 * A message's words in one language, from the site's catalogues (contract/messages): e-mail is
 * written in its reader's language, with the same ICU messages the pages use.
 */
export type MailText = (id: MessageId, values?: Record<string, string | number>) => string;

/** The words of `lang` (a member's stored choice; anything else is English). */
export function mailText(lang: string | null | undefined): MailText {
  const language = isSiteLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  let intl = made.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, messages: catalogues[language] }, cache);
    made.set(language, intl);
  }
  const shape = intl;
  return (id, values) => shape.formatMessage({ id }, values);
}

/** The language a member's mail is written in: their stored choice, else English. */
export const languageOf = (member: { preferredLanguage: string | null }): SiteLanguage =>
  isSiteLanguage(member.preferredLanguage) ? member.preferredLanguage : DEFAULT_LANGUAGE;
