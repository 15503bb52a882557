import type { SiteLanguage } from '@contract/i18n';
import { videoEpisodes, type VideoEpisode } from '@content/videos';
import { use } from 'react';
import { usePageLanguage } from '@client/lib/i18n';

/**
 * The five episodes in the page's language. English is part of the screen's chunk; Spanish and
 * Portuguese each come as their own chunk, loaded only by their pages (the pre-renderer waits for
 * it; the browser keeps the pre-rendered page while it arrives).
 */
const loaders: Record<Exclude<SiteLanguage, 'en'>, () => Promise<readonly VideoEpisode[]>> = {
  es: () => import('@content/videos.es').then((m) => m.videoEpisodesEs),
  pt: () => import('@content/videos.pt').then((m) => m.videoEpisodesPt),
};
const loading = new Map<SiteLanguage, Promise<readonly VideoEpisode[]>>();

export function useEpisodes(): readonly VideoEpisode[] {
  const lang = usePageLanguage();
  if (lang === 'en') return videoEpisodes;
  let episodes = loading.get(lang);
  if (!episodes) {
    episodes = loaders[lang]();
    loading.set(lang, episodes);
  }
  return use(episodes);
}

/** An episode still in English on another language's page (no translation yet). */
export function isUntranslated(episode: VideoEpisode, lang: SiteLanguage): boolean {
  if (lang === 'en') return false;
  return videoEpisodes.find((e) => e.id === episode.id)?.title === episode.title;
}
