import { siteLanguages, type SiteLanguage } from '@contract/i18n';
import { useIntl } from 'react-intl';
import { usePageFormat } from '@client/lib/format';
import { type LanguageCounts } from './parts';

/**
 * The question every send asks first, naming how many readers it goes to and in which languages
 * ("Send “Advent” to 1,234 readers: 800 in English, 300 in Spanish, 134 in Portuguese?"), counted
 * from the subscriptions answer's active readers per language; null until they are counted.
 */
export function useAudienceQuestion(languageCounts: LanguageCounts | undefined) {
  const intl = useIntl();
  const format = usePageFormat();
  return (campaign: { title: string; language: SiteLanguage | null }): string | null => {
    if (!languageCounts) return null;
    const languages = campaign.language
      ? [campaign.language]
      : siteLanguages.filter((lang) => languageCounts[lang] > 0);
    const total = languages.reduce((sum, lang) => sum + languageCounts[lang], 0);
    const parts = new Intl.ListFormat(intl.locale, { type: 'unit' }).format(
      languages.map((language) =>
        intl.formatMessage(
          { id: 'newsletterAdmin.readersIn' },
          { count: format.count(languageCounts[language]), language },
        ),
      ),
    );
    return intl.formatMessage(
      { id: 'newsletterAdmin.confirmAudience' },
      { title: campaign.title, total: format.count(total), count: total, parts },
    );
  };
}
