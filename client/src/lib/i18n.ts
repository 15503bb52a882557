import {
  DEFAULT_LANGUAGE,
  isSiteLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  type SiteLanguage,
} from '@contract/i18n';
import { en, type MessageId, type Messages } from '@contract/messages/en';
import { useIntl } from 'react-intl';
import { apiSend } from './api';
import { authApi } from '@contract/auth';

export { chosenLanguage, preferredLanguage } from './language-choice';

/**
 * The browser side of the site's languages. Every string of the shell is a message id of the
 * catalogues (contract/messages/): `useIntl().formatMessage({ id: 'nav.home' })` or
 * `<FormattedMessage id="nav.home" />`, the id written out so catalogues.test.ts finds it.
 */

declare global {
  // react-intl's hook for typed ids: an id that is in no catalogue does not compile.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/**
 * English is in the main bundle (most pages are English, and a missing id falls back to it);
 * Spanish and Portuguese each arrive as their own chunk, preloaded by their pages.
 */
const loaders: Record<SiteLanguage, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  es: () => import('@contract/messages/es').then((m) => m.es),
  pt: () => import('@contract/messages/pt').then((m) => m.pt),
};

export const loadMessages = (lang: SiteLanguage): Promise<Messages> => loaders[lang]();

/** The language of the page being shown (the address's, given to the IntlProvider). */
export function usePageLanguage(): SiteLanguage {
  const { locale } = useIntl();
  return isSiteLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** Remembers the visitor's choice for a year (read by chosenLanguage). */
export function rememberLanguage(lang: SiteLanguage): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * Remembers a signed-in member's choice in their profile too (what reaches them away from the
 * site, e-mail, follows it). A failure changes nothing the visitor sees: the cookie has it.
 */
export async function saveMemberLanguage(lang: SiteLanguage): Promise<void> {
  await apiSend('PUT', authApi.profile(), { preferredLanguage: lang }).catch(() => undefined);
}
