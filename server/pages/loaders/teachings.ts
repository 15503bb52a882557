import { pageText } from '../../../contract/messages/catalogues';
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
import { oneThingPage, type PageLoader } from '../loader';

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
    const text = pageText('teachings', lang);
    const key = teachingListApiPath(view);
    const answer = await fetchApi(key);
    const parsed = teachingPageSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return undefined;
    const plain = view.lang === lang && !view.series && !view.speaker && !view.book && !view.topic;
    return {
      status: 200,
      queries: [{ key: [key], data: parsed.data }],
      head: {
        title: documentTitle(text.title),
        description: text.description,
        type: 'website',
        canonical: address,
        alternates: plain && view.page === 1 ? languageAlternates(pathTo('teachings')) : [],
      },
    };
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
