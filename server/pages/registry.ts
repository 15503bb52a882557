import type { PageKey } from '../../contract/pages';
import type { PageLoader } from './loader';
import { articleDetail } from './loaders/article';
import { articleList } from './loaders/articles';
import { bibleChapter } from './loaders/bible-chapter';
import { bibleStudy } from './loaders/bible-study';
import { contact } from './loaders/contact';
import { donate } from './loaders/donate';
import { eventDetail, eventList } from './loaders/events';
import { home } from './loaders/home';
import { prayer } from './loaders/prayer';
import { questionDetail } from './loaders/question';
import { search } from './loaders/search';
import { sitePage } from './loaders/site-page';
import { store } from './loaders/store';
import { studyGroupDetail } from './loaders/study-group';
import { teachingDetail, teachingList, teachingSeries } from './loaders/teachings';
import { characters, timeline } from './loaders/timeline';
import { videos } from './loaders/videos';

/**
 * The pages rendered at each request (contract/pages.ts `renderedPerRequest`), each by its
 * loader (./loaders/, one file a page): which API answers it shows, and its head. The answers are
 * asked of the API itself, so a page shows exactly what the API answers.
 */
export const pageLoaders: Partial<Record<PageKey, PageLoader>> = {
  home,
  store,
  videos,
  articles: articleList,
  articleDetail,
  donate,
  contact,
  bibleChapter,
  bibleStudy,
  questionDetail,
  studyGroupDetail,
  teachings: teachingList,
  teachingDetail,
  teachingSeries,
  prayer,
  events: eventList,
  eventDetail,
  search,
  sitePage,
  timeline,
  characters,
};
