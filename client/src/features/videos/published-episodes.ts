import type { Video } from '@contract/catalog';
import type { SiteLanguage } from '@contract/i18n';
import { videoEpisodes, type VideoEpisode } from '@content/videos';

/** An episode as the Videos page shows it. */
export interface ShownEpisode {
  episode: VideoEpisode;
  /** Shown in English on another language's page: marked so, with a short notice. */
  untranslated: boolean;
}

/**
 * The five numbered episodes (in the page's language) as the administrator keeps them: an
 * episode whose video (the same YouTube video) was renamed or described anew shows that text,
 * written in English, in place of the bundled one and its translation (a translation of the old
 * text would say something else); its length is the video's when it has one. Until the videos
 * are known (no answer), the bundled episodes as they are.
 */
export function publishedEpisodes(
  episodes: readonly VideoEpisode[],
  videos: readonly Video[] | undefined,
  lang: SiteLanguage,
): ShownEpisode[] {
  return episodes.map((episode) => {
    const english = videoEpisodes.find((e) => e.id === episode.id);
    const untranslated = lang !== 'en' && english?.title === episode.title;
    const video = videos?.find((v) => v.youtubeId === episode.youtubeId);
    if (!video) return { episode, untranslated };
    const duration = video.duration ?? episode.duration;
    const edited = video.title !== english?.title || video.description !== english.description;
    return edited
      ? {
          episode: { ...episode, title: video.title, description: video.description, duration },
          untranslated: lang !== 'en',
        }
      : { episode: { ...episode, duration }, untranslated };
  });
}
