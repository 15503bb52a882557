import { catalogApi, videoListSchema } from '../../../contract/catalog';
import { episodesSchema, homeApi } from '../../../contract/home';
import { pathTo } from '../../../contract/pages';
import { answersOf, routeHead, type PageLoader } from '../loader';

/**
 * The videos page: the five numbered episodes as the ministry keeps them and the published
 * videos (client/src/features/videos/api/videos.ts), which give the episodes their current text
 * and list the later teachings under them.
 */
export const videos: PageLoader = {
  address: () => pathTo('videos'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [
      { path: catalogApi.videos(), schema: videoListSchema },
      { path: homeApi.episodes(), schema: episodesSchema },
    ]);
    return queries && { status: 200, queries, head: routeHead('videos', pathTo('videos'), lang) };
  },
};
