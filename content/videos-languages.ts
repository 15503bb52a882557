/** The video episodes in every language at once (tests, the server); pages load only theirs. */
import type { Localized } from './studies';
import { videoEpisodes, type VideoEpisode } from './videos';
import { videoEpisodesEs } from './videos.es';
import { videoEpisodesPt } from './videos.pt';

/** The episodes in each language: the same ids, order, YouTube ids and lengths as the English. */
export const videoEpisodesIn: Localized<readonly VideoEpisode[]> = {
  en: videoEpisodes,
  es: videoEpisodesEs,
  pt: videoEpisodesPt,
};
