import { languageNames, type SiteLanguage } from '@contract/i18n';
import { useIntl } from 'react-intl';

/** The readers a campaign is for: one language's name, or "All languages". */
export function CampaignLanguage({ language }: { language: SiteLanguage | null }) {
  const intl = useIntl();
  return (
    <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
      {language ? (
        <span lang={language}>{languageNames[language]}</span>
      ) : (
        intl.formatMessage({ id: 'newsletterAdmin.allLanguages' })
      )}
    </span>
  );
}
