import type { Video } from '@contract/catalog';
import { describe, expect, it } from 'vitest';
import { latestTeachings } from './latest-teachings';

const video = (id: number, youtubeId: string, publishedAt: string): Video => ({
  id,
  title: `Video ${id}`,
  translations: {},
  description: 'A teaching.',
  youtubeId,
  category: null,
  duration: null,
  publishedAt,
  featured: false,
});

describe('latestTeachings', () => {
  it('leaves out the numbered episodes (by YouTube id) and puts the newest first', () => {
    const videos = [
      video(1, 'episode1xxx', '2026-01-01T00:00:00Z'),
      video(2, 'olderxxxxxx', '2026-02-01T00:00:00Z'),
      video(3, 'newerxxxxxx', '2026-03-01T00:00:00Z'),
    ];
    expect(latestTeachings(videos, ['episode1xxx']).map((v) => v.id)).toEqual([3, 2]);
    expect(latestTeachings(videos.slice(0, 1), ['episode1xxx'])).toEqual([]);
  });
});
