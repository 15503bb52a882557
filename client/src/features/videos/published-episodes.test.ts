import type { Video } from '@contract/catalog';
import { videoEpisodes } from '@content/videos';
import { videoEpisodesEs } from '@content/videos.es';
import { describe, expect, it } from 'vitest';
import { publishedEpisodes } from './published-episodes';

const [first, second] = videoEpisodes;
if (!first || !second) throw new Error('the episodes are bundled');

const asStored = (overrides: Partial<Video> = {}): Video => ({
  id: 7,
  translations: {},
  title: first.title,
  description: first.description,
  youtubeId: first.youtubeId,
  category: null,
  duration: first.duration,
  publishedAt: '2026-01-01T00:00:00Z',
  featured: true,
  ...overrides,
});

describe('publishedEpisodes', () => {
  it('shows the bundled episodes (and their translation) while the videos are unchanged or unknown', () => {
    expect(publishedEpisodes(videoEpisodes, undefined, 'en').map((s) => s.episode)).toEqual(
      videoEpisodes,
    );
    const es = publishedEpisodes(videoEpisodesEs, [asStored()], 'es');
    expect(es[0]).toEqual({ episode: videoEpisodesEs[0], untranslated: false });
  });

  it("shows an episode's new name and description, in English, marked on another language's page", () => {
    const renamed = asStored({ title: 'The Good News', description: 'Anew.', duration: 44 });
    const [en] = publishedEpisodes(videoEpisodes, [renamed], 'en');
    expect(en).toEqual({
      episode: { ...first, title: 'The Good News', description: 'Anew.', duration: 44 },
      untranslated: false,
    });
    const es = publishedEpisodes(videoEpisodesEs, [renamed], 'es');
    expect(es[0]?.episode.title).toBe('The Good News');
    expect(es[0]?.untranslated).toBe(true);
    // The others keep their translation.
    expect(es[1]).toEqual({ episode: videoEpisodesEs[1], untranslated: false });
    expect(es.map((s) => s.episode.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the bundled length when the video has none', () => {
    const [en] = publishedEpisodes(videoEpisodes, [asStored({ duration: null })], 'en');
    expect(en?.episode.duration).toBe(first.duration);
  });
});
