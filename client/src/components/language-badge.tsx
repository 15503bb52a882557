import type { SiteLanguage } from '@contract/i18n';
import { useIntl } from 'react-intl';
import { usePageLanguage } from '@client/lib/i18n';

/**
 * The `lang` of members' words written in `language`: that language when it is not the page's
 * (so screen readers speak it so, and the no-English check knows it is quoted), else nothing.
 */
export function useWordsLanguage(language: SiteLanguage): SiteLanguage | undefined {
  return language === usePageLanguage() ? undefined : language;
}

/**
 * Says, in the page's language, that an item (a question, a study group) is written in another
 * ('En inglés' on a Spanish page); nothing when it is in the page's own.
 */
export function LanguageBadge({ language }: { language: SiteLanguage }) {
  const intl = useIntl();
  const other = useWordsLanguage(language);
  if (other === undefined) return null;
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
      {intl.formatMessage({ id: 'content.writtenIn' }, { language })}
    </span>
  );
}
