import { documentTitle, pathTo } from '../../../contract/pages';
import {
  publicSeriesSchema,
  publicTeachingSchema,
  seriesApiPath,
  seriesPath,
  teachingApiPath,
  teachingListApiPath,
  teachingListHref,
  teachingListViewOf,
  teachingPageSchema,
  teachingPath,
} from '../../../contract/teachings';
import { languageAlternates } from '../../../contract/seo';
import { answersOf, oneThingPage, routeHead, type PageLoader } from '../loader';

/**
 * The Teachings pages, rendered at each request: the list (a view of it per address), one
 * teaching, and a series. What they show changes with the editors' writes and with scheduled
 * times coming, so each is made from the API's answers at every request (`live`).
 */

const lastSegment = (address: string) => address.slice(address.lastIndexOf('/') + 1);

export const teachingList: PageLoader = {
  live: true,
  address(_pathname, search, lang) {
    return teachingListHref(teachingListViewOf(search, lang), lang);
  },
  async load(address, { fetchApi, lang }) {
    const view = teachingListViewOf(address.slice(address.indexOf('?') + 1), lang);
    const path = teachingListApiPath(view);
    const queries = await answersOf(fetchApi, [{ path, schema: teachingPageSchema }]);
    if (!queries) return undefined;
    const plain = view.lang === lang && !view.series && !view.speaker && !view.book && !view.topic;
    const alternates = plain && view.page === 1 ? languageAlternates(pathTo('teachings')) : [];
    return { status: 200, queries, head: { ...routeHead('teachings', address, lang), alternates } };
  },
};

export const teachingDetail: PageLoader = {
  live: true,
  address: (pathname) => pathname.replace(/\/+$/, ''),
  load(address, { fetchApi, lang }) {
    const path = teachingApiPath(decodeURIComponent(lastSegment(address)));
    return oneThingPage(
      { fetchApi, lang },
      { path, schema: publicTeachingSchema, key: [path] },
      (teaching) => ({
        title: documentTitle(teaching.title),
        description: teaching.description,
        type: 'article',
        canonical: teachingPath(teaching.slug),
      }),
    );
  },
};

export const teachingSeries: PageLoader = {
  live: true,
  address: (pathname) => pathname.replace(/\/+$/, ''),
  load(address, { fetchApi, lang }) {
    const path = seriesApiPath(decodeURIComponent(lastSegment(address)));
    return oneThingPage(
      { fetchApi, lang },
      { path, schema: publicSeriesSchema, key: [path] },
      (series) => ({
        title: documentTitle(series.title),
        description: series.description,
        type: 'website',
        canonical: seriesPath(series.slug),
      }),
    );
  },
};
