import { catalogApi, ebookListSchema } from '../../../contract/catalog';
import { pathTo } from '../../../contract/pages';
import { answersOf, routeHead, type PageLoader } from '../loader';

/** The store: its ebooks (client/src/features/store/api/get-ebooks.ts). */
export const store: PageLoader = {
  address: () => pathTo('store'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [
      { path: catalogApi.ebooks(), schema: ebookListSchema },
    ]);
    return queries && { status: 200, queries, head: routeHead('store', pathTo('store'), lang) };
  },
};
