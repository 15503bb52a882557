import { pathTo } from '../../../contract/pages';
import { siteApi, siteIdentitySchema } from '../../../contract/site';
import { answersOf, routeHead, type PageLoader } from '../loader';

/**
 * The contact page with the ministry's "Alternative Ways to Connect" as the administrator keeps
 * them (client/src/features/contact/api/site-links.ts), in the page's language in the first HTML.
 */
export const contact: PageLoader = {
  address: () => pathTo('contact'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [
      { path: siteApi.site(), schema: siteIdentitySchema },
    ]);
    return queries && { status: 200, queries, head: routeHead('contact', pathTo('contact'), lang) };
  },
};
