import { publicCharactersSchema, charactersApi } from '../../../contract/characters';
import { pathTo } from '../../../contract/pages';
import { publicTimelineSchema, timelineApi } from '../../../contract/timeline';
import { answersOf, routeHead, type PageLoader } from '../loader';

/**
 * The Biblical Timeline: its events in the page's language as the ministry keeps them
 * (client/src/features/timeline/api/timeline.ts).
 */
export const timeline: PageLoader = {
  address: () => pathTo('timeline'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [
      { path: timelineApi.timeline({ search: { lang } }), schema: publicTimelineSchema },
    ]);
    return (
      queries && { status: 200, queries, head: routeHead('timeline', pathTo('timeline'), lang) }
    );
  },
};

/** The Biblical Characters in the page's language (client/src/features/characters/api/). */
export const characters: PageLoader = {
  address: () => pathTo('characters'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [
      { path: charactersApi.characters({ search: { lang } }), schema: publicCharactersSchema },
    ]);
    return (
      queries && {
        status: 200,
        queries,
        head: routeHead('characters', pathTo('characters'), lang),
      }
    );
  },
};
