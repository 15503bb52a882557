import type { Episode } from '@contract/home';
import type { SiteLanguage } from '@contract/i18n';
import { videoEpisodes, type VideoEpisode } from '@content/videos';
import { contentInLanguage, type TranslationLoaders } from '@client/lib/content-in-language';
import { usePageLanguage } from '@client/lib/i18n';
import { useEpisodesAnswer } from './api/episodes';
import type { ShownEpisode as EpisodeInLanguage } from './published-episodes';

/** The five episodes as built, in the page's language (Spanish and Portuguese in their chunks). */
const translations: TranslationLoaders<readonly VideoEpisode[]> = {
  es: () => import('@content/videos.es').then((m) => m.videoEpisodesEs),
  pt: () => import('@content/videos.pt').then((m) => m.videoEpisodesPt),
};
const useBuiltEpisodes = contentInLanguage(videoEpisodes, translations);

/** The ministry's episodes in `lang`: each one's translation, or its English, marked. */
export function episodesIn(episodes: readonly Episode[], lang: SiteLanguage): EpisodeInLanguage[] {
  return episodes.map((episode) => {
    const title = episode.title[lang];
    const description = episode.description[lang];
    const translated = title !== undefined && description !== undefined;
    return {
      episode: {
        id: episode.number,
        title: translated ? title : episode.title.en,
        description: translated ? description : episode.description.en,
        youtubeId: episode.youtubeId,
        duration: episode.duration,
        featured: episode.number === 1,
      },
      untranslated: !translated,
    };
  });
}

/**
 * The five episodes in the page's language as the ministry keeps them (the page arrives with
 * them); until they are known (a page built without them), the episodes as built.
 */
export function useEpisodes(): EpisodeInLanguage[] {
  const lang = usePageLanguage();
  const built = useBuiltEpisodes();
  const { data } = useEpisodesAnswer();
  if (data) return episodesIn(data.episodes, lang);
  return built.map((episode) => {
    const english = videoEpisodes.find((e) => e.id === episode.id);
    return { episode, untranslated: lang !== 'en' && english?.title === episode.title };
  });
}
