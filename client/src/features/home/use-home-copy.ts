import { homeCopyEn, type HomeCopy } from '@content/home';
import type { HomeTexts } from '@contract/home';
import { useIntl } from 'react-intl';
import { contentInLanguage, type TranslationLoaders } from '@client/lib/content-in-language';
import { usePageLanguage } from '@client/lib/i18n';
import { useHome } from './api/get-home';

/** The home page's copy as built, in the page's language (Spanish and Portuguese in their chunks). */
const translations: TranslationLoaders<HomeCopy> = {
  es: () => import('@content/home.es').then((m) => m.homeCopyEs),
  pt: () => import('@content/home.pt').then((m) => m.homeCopyPt),
};
const useBuiltCopy = contentInLanguage(homeCopyEn, translations);

/**
 * The home page's texts in the page's language as the ministry keeps them (the page arrives with
 * them), and the published study its fixed card opens (null: the list). Until they are known (a
 * page built without them), the texts the site was built with.
 */
export function useHomeCopy(): HomeTexts & { studyId: number | null } {
  const intl = useIntl();
  const built = useBuiltCopy();
  const { data } = useHome(usePageLanguage());
  if (data) return { ...data.texts, studyId: data.studyId };
  return {
    hero: {
      ...built.hero,
      studyButton: intl.formatMessage({ id: 'home.beginBibleStudy' }),
      videosButton: intl.formatMessage({ id: 'home.watchVideos' }),
    },
    mission: { title: built.mission.title, paragraphs: [...built.mission.paragraphs] },
    restorationStudy: {
      ...built.restorationStudy,
      action: intl.formatMessage({ id: 'home.beginStudy' }),
    },
    newsletter: built.newsletter,
    studyId: null,
  };
}
