import type { SiteLanguage } from '@contract/i18n';
import { videoEpisodes, type VideoEpisode } from '@content/videos';
import { contentInLanguage, type TranslationLoaders } from '@client/lib/content-in-language';

/** The five episodes in the page's language (Spanish and Portuguese from their own chunks). */
const translations: TranslationLoaders<readonly VideoEpisode[]> = {
  es: () => import('@content/videos.es').then((m) => m.videoEpisodesEs),
  pt: () => import('@content/videos.pt').then((m) => m.videoEpisodesPt),
};
export const useEpisodes = contentInLanguage(videoEpisodes, translations);

/** An episode still in English on another language's page (no translation yet). */
export function isUntranslated(episode: VideoEpisode, lang: SiteLanguage): boolean {
  if (lang === 'en') return false;
  return videoEpisodes.find((e) => e.id === episode.id)?.title === episode.title;
}
