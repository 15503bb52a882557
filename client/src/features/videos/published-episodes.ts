import { catalogTextIn, type Video } from '@contract/catalog';
import type { SiteLanguage } from '@contract/i18n';
import { videoEpisodes, type VideoEpisode } from '@content/videos';

/** An episode as the Videos page shows it. */
export interface ShownEpisode {
  episode: VideoEpisode;
  /** Shown in English on another language's page: marked so, with a short notice. */
  untranslated: boolean;
}

/**
 * The numbered episodes with their videos' current text: an episode whose video (the same
 * YouTube video) was renamed or described anew in the Videos tab shows that text (its
 * translation where written, else the English, marked) in place of the episode's own; its length
 * is the video's when it has one. Until the videos are known (no answer), the episodes as given.
 */
export function withVideoTexts(
  shown: readonly ShownEpisode[],
  videos: readonly Video[] | undefined,
  lang: SiteLanguage,
): ShownEpisode[] {
  return shown.map(({ episode, untranslated }) => {
    const english = videoEpisodes.find((e) => e.id === episode.id);
    const video = videos?.find((v) => v.youtubeId === episode.youtubeId);
    if (!video) return { episode, untranslated };
    const duration = video.duration ?? episode.duration;
    const edited = video.title !== english?.title || video.description !== english.description;
    if (!edited) return { episode: { ...episode, duration }, untranslated };
    const text = catalogTextIn(video, lang);
    return {
      episode: { ...episode, title: text.title, description: text.description, duration },
      untranslated: text.untranslated,
    };
  });
}

/**
 * The five episodes as built (in the page's language) with their videos' current text (see
 * `withVideoTexts`); an episode whose translation is its English is marked untranslated.
 */
export function publishedEpisodes(
  episodes: readonly VideoEpisode[],
  videos: readonly Video[] | undefined,
  lang: SiteLanguage,
): ShownEpisode[] {
  const shown = episodes.map((episode) => {
    const english = videoEpisodes.find((e) => e.id === episode.id);
    return { episode, untranslated: lang !== 'en' && english?.title === episode.title };
  });
  return withVideoTexts(shown, videos, lang);
}
