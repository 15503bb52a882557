import type { Video } from '@contract/catalog';

/**
 * The videos to show under the numbered episodes: those that are not one of them (the same
 * YouTube video), newest first.
 */
export function latestTeachings(videos: readonly Video[], episodeIds: readonly string[]): Video[] {
  const shown = new Set(episodeIds);
  return videos
    .filter((video) => !shown.has(video.youtubeId))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}
