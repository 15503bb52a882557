import { pageText } from '../../../contract/messages/catalogues';
import { documentTitle, pathTo } from '../../../contract/pages';
import {
  prayerHref,
  prayerListPath,
  prayerListSchema,
  prayerViewOf,
} from '../../../contract/prayer';
import { languageAlternates } from '../../../contract/seo';
import type { PageLoader } from '../loader';

/**
 * The prayer wall (/prayer, by category and page): the requests a visitor may read, so the wall
 * reads without JavaScript. A member's wall has their members-only requests too: the screen asks
 * again as the member once it runs. Members pray and share every day, which the content's version
 * does not follow, so the page is made at every request (`live`).
 */
export const prayer: PageLoader = {
  address(_pathname, search) {
    return prayerHref(prayerViewOf(search));
  },
  live: true,
  async load(address, { fetchApi, lang }) {
    const view = prayerViewOf(address.slice(address.indexOf('?') + 1));
    const key = prayerListPath(view);
    const answer = await fetchApi(key);
    const parsed = prayerListSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return undefined;
    const text = pageText('prayer', lang);
    const first = !view.category && view.page === 1 && !view.answered;
    return {
      status: 200,
      queries: [{ key: [key], data: parsed.data }],
      head: {
        title: documentTitle(text.title),
        description: text.description,
        type: 'website',
        canonical: address,
        alternates: first ? languageAlternates(pathTo('prayer')) : [],
      },
    };
  },
};
