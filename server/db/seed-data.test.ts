import { describe, expect, it } from 'vitest';
import { restorationStudy } from '../../content/home';
import { videoEpisodes } from '../../content/videos';
import { seedEbooks } from './seed-data';

describe('the demo catalogue', () => {
  it("gives the home page's three featured cards three different titles", () => {
    const featuredEbook = seedEbooks.find((e) => e.featured);
    const featuredVideo = videoEpisodes.find((v) => v.featured);
    expect(featuredEbook).toBeDefined();
    expect(featuredVideo).toBeDefined();
    const titles = [featuredVideo?.title, restorationStudy.title, featuredEbook?.title];
    expect(new Set(titles).size, titles.join(' | ')).toBe(3);
  });
});
