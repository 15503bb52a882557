import { homeCopyEn, type HomeCopy } from '@content/home';
import { contentInLanguage, type TranslationLoaders } from '@client/lib/content-in-language';

/** The home page's copy in the page's language (Spanish and Portuguese from their own chunks). */
const translations: TranslationLoaders<HomeCopy> = {
  es: () => import('@content/home.es').then((m) => m.homeCopyEs),
  pt: () => import('@content/home.pt').then((m) => m.homeCopyPt),
};
export const useHomeCopy = contentInLanguage(homeCopyEn, translations);
