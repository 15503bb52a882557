import { pathTo } from '../../../contract/pages';
import {
  prayerHref,
  prayerListPath,
  prayerListSchema,
  prayerViewOf,
} from '../../../contract/prayer';
import { languageAlternates } from '../../../contract/seo';
import { answersOf, routeHead, type PageLoader } from '../loader';

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
    const path = prayerListPath(view);
    const queries = await answersOf(fetchApi, [{ path, schema: prayerListSchema }]);
    if (!queries) return undefined;
    const first = !view.category && view.page === 1 && !view.answered;
    const alternates = first ? languageAlternates(pathTo('prayer')) : [];
    return { status: 200, queries, head: { ...routeHead('prayer', address, lang), alternates } };
  },
};
