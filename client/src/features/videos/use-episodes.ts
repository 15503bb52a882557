import { videoEpisodes, type VideoEpisode } from '@content/videos';
import { contentInLanguage, type TranslationLoaders } from '@client/lib/content-in-language';

/** The five episodes in the page's language (Spanish and Portuguese from their own chunks). */
const translations: TranslationLoaders<readonly VideoEpisode[]> = {
  es: () => import('@content/videos.es').then((m) => m.videoEpisodesEs),
  pt: () => import('@content/videos.pt').then((m) => m.videoEpisodesPt),
};
export const useEpisodes = contentInLanguage(videoEpisodes, translations);
