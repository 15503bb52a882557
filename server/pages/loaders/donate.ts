import { STRIPE_CONFIG_PATH, stripeConfigSchema } from '../../../contract/donations';
import { pathTo } from '../../../contract/pages';
import { answersOf, routeHead, type PageLoader } from '../loader';

/**
 * The donate page with what it shows from the server's configuration (giving set up or not, the
 * card fee, the open funds), so it arrives in its final layout and asks the API nothing on load.
 * Stripe's return parameters are read by the page itself: one address for every query.
 */
export const donate: PageLoader = {
  address: () => pathTo('donate'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [
      { path: STRIPE_CONFIG_PATH, schema: stripeConfigSchema },
    ]);
    return queries && { status: 200, queries, head: routeHead('donate', pathTo('donate'), lang) };
  },
};
