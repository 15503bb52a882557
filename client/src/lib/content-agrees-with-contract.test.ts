import { siteTaglineIn } from '@content/home';
import { studyCategories } from '@content/studies';
import { SITE_TAGLINE } from '@contract/pages';
import { articleCategories } from '@contract/publishing';
import { DEFAULT_CHANNEL_URL, DEFAULT_TAGLINE } from '@contract/site';
import { CHANNEL_URL } from '@content/videos';
import { describe, expect, it } from 'vitest';

// content/ (bundled teaching) and contract/ (the API's shapes) may not import each other, so a
// few things are written in both; the client sees both, and this is where they are held equal.
describe('content/ and contract/ agree', () => {
  it('on the study categories, which articles take too', () => {
    expect(studyCategories.slice(1)).toEqual([...articleCategories]);
  });

  it("on the site's tagline in English", () => {
    expect(siteTaglineIn.en).toBe(SITE_TAGLINE);
  });

  it("on the site identity's defaults: the tagline in each language and the channel", () => {
    expect(DEFAULT_TAGLINE).toEqual(siteTaglineIn);
    expect(DEFAULT_CHANNEL_URL).toBe(CHANNEL_URL);
  });
});
