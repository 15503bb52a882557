import { catalogApi, videoListSchema } from '../../../contract/catalog';
import { pathTo } from '../../../contract/pages';
import { answersOf, routeHead, type PageLoader } from '../loader';

/**
 * The videos page: the published videos (client/src/features/videos/api/videos.ts), which give
 * the numbered episodes their current text and list the later teachings under them.
 */
export const videos: PageLoader = {
  address: () => pathTo('videos'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [
      { path: catalogApi.videos(), schema: videoListSchema },
    ]);
    return queries && { status: 200, queries, head: routeHead('videos', pathTo('videos'), lang) };
  },
};
