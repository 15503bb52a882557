/**
 * The site's route table, shared by the client router, the pre-renderer and the server (which
 * answers 200 for these paths and 404 for any other), and `pathTo`, which writes every link to a
 * page from it. It imports only the languages (contract/i18n.ts), so any part of the contract
 * may link to a page; which concrete paths match a route is contract/page-match.ts.
 */
import { DEFAULT_LANGUAGE, localizePath, type SiteLanguage } from './i18n';

export const SITE_NAME = 'Kingdom Truth Ministry';
export const SITE_TAGLINE =
  'Empowering believers to stand firm in the truth of Scripture, equipped with authentic biblical teaching and grounded in the earliest manuscripts.';

/** One route of the table, as written below. */
interface Route {
  /**
   * wouter pattern; `:id` segments are numeric ids, `:slug` an article's address (contract SLUG),
   * `:book/:chapter` a chapter of the Bible.
   */
  path: string;
  /**
   * The screen that shows it: client/src/features/{screen}.tsx, exporting the component named
   * after the file (home/home-screen: HomeScreen). Routes that name the same screen share it.
   */
  screen: string;
  title: string;
  description: string;
  /**
   * May search engines crawl and list the page? The public teaching and community pages yes;
   * accounts, members' and administrators' areas, and pages that only serve a link from an
   * e-mail (reset, unsubscribe) no: robots.txt keeps crawlers out of those.
   */
  indexable: boolean;
  /**
   * Rendered by the server when asked, with the data the screen shows, because that data changes
   * without a build or is too much to build (published articles, the featured items, the ebooks,
   * the videos, the verse of the day, the giving configuration and funds, the Bible's chapters,
   * the questions, the study groups, the studies): the first HTML carries the content, kept in memory until
   * the content changes.
   */
  renderedPerRequest?: boolean;
  /**
   * The screen names the page itself (its title and description come from what it shows, such
   * as an article's), so the route's own title is only a stand-in while it loads.
   */
  titledByScreen?: boolean;
  /**
   * Query parameters that change what the screen first shows (`/bible-study?study=1` is the
   * reader, not the list). Each combination of their values is pre-rendered too, and the server
   * answers a request with the one that matches, so the first HTML is the screen the address
   * opens.
   */
  variantParams?: readonly string[];
  /**
   * A public content page that arrives fully rendered and brings the app only when the visitor
   * first uses it (client/src/boot.ts): it reads like a static page on a slow phone. Pages that
   * show an account's data or render only in the browser start the app at once.
   */
  hydratesOnUse?: boolean;
}

/**
 * Order matters: `/questions/my` and `/questions/ask` come before `/questions/:id`. A new page is
 * one entry here and its screen file.
 */
const routes = {
  home: {
    path: '/',
    screen: 'home/home-screen',
    title: `${SITE_NAME} — Authentic Biblical Teaching`,
    description:
      'Bible studies, video teachings, ebooks and a free Bible reader to help believers stand firm in the truth of Scripture.',
    indexable: true,
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  store: {
    path: '/store',
    screen: 'store/store-screen',
    title: 'Ebook Store',
    description:
      'Ebooks on doctrine, prophecy and the Kingdom of God, available from our retailer.',
    indexable: true,
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  videos: {
    path: '/videos',
    screen: 'videos/videos-screen',
    title: 'Video Teachings',
    description:
      'Watch our video teaching series on the Kingdom of God and the restoration of all things.',
    indexable: true,
    // With the videos as the administrator keeps them (the episodes' text, the later teachings).
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  bibleStudy: {
    path: '/bible-study',
    screen: 'studies/bible-study-screen',
    title: 'Bible Study Center',
    description:
      'Long-form Bible studies in English, Spanish and Portuguese, restoring the original faith of Jesus and the apostles.',
    indexable: true,
    variantParams: ['study', 'lang'],
    // With the studies as the administrator keeps them.
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  articles: {
    path: '/articles',
    screen: 'articles/articles-screen',
    title: 'Articles',
    description:
      'Articles from the ministry on doctrine, prophecy and Christian life, in English, Spanish and Portuguese.',
    indexable: true,
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  articleDetail: {
    path: '/articles/:slug',
    screen: 'articles/article-detail-screen',
    title: 'Article',
    description: 'An article from the ministry on the teaching of Scripture.',
    indexable: true,
    renderedPerRequest: true,
    titledByScreen: true,
    hydratesOnUse: true,
  },
  teachings: {
    path: '/teachings',
    screen: 'teachings/teachings-screen',
    title: 'Teachings',
    description:
      'Sermons and teachings to listen to, in series, by Bible book and topic, with transcripts and podcasts.',
    indexable: true,
    renderedPerRequest: true,
  },
  teachingSeries: {
    path: '/teachings/series/:slug',
    screen: 'teachings/series-screen',
    title: 'Teaching Series',
    description: 'A series of teachings to listen to in order, with its podcast feed.',
    indexable: true,
    renderedPerRequest: true,
    titledByScreen: true,
  },
  teachingDetail: {
    path: '/teachings/:slug',
    screen: 'teachings/teaching-detail-screen',
    title: 'Teaching',
    description: 'A teaching to listen to, with its passages, notes and transcript.',
    indexable: true,
    renderedPerRequest: true,
    titledByScreen: true,
  },
  sitePage: {
    path: '/pages/:slug',
    screen: 'site-pages/site-page-screen',
    title: 'Page',
    description: 'A page from the ministry.',
    indexable: true,
    // The pages the ministry writes (About, Privacy Policy…), as the administrator keeps them.
    renderedPerRequest: true,
    titledByScreen: true,
    hydratesOnUse: true,
  },
  timeline: {
    path: '/timeline',
    screen: 'timeline/timeline-screen',
    title: 'Biblical Timeline',
    description:
      "Journey through God's redemptive plan from Creation to the Kingdom in fifteen events.",
    indexable: true,
    // With the events as the administrator keeps them.
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  characters: {
    path: '/characters',
    screen: 'characters/characters-screen',
    title: 'Biblical Characters',
    description:
      'The lives, lessons and significance of Abraham, Moses, David, Daniel, Mary and Paul.',
    indexable: true,
    // With the characters as the administrator keeps them.
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  bible: {
    path: '/bible',
    screen: 'bible/bible-screen',
    title: 'Holy Bible',
    description:
      'Read and search the whole World English Bible, book by book and chapter by chapter.',
    indexable: true,
    hydratesOnUse: true,
  },
  // The same screen as /bible: moving between the two updates it in place.
  bibleChapter: {
    path: '/bible/:book/:chapter',
    screen: 'bible/bible-screen',
    title: 'Holy Bible',
    description: 'Read a chapter of the World English Bible, verse by verse.',
    indexable: true,
    renderedPerRequest: true,
  },
  donate: {
    path: '/donate',
    screen: 'donate/donate-screen',
    title: 'Donate',
    description:
      'Support the ministry with a gift by card and help us share authentic biblical teaching.',
    indexable: true,
    // With the server's giving configuration in it (set up or not, the fee, the funds).
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  contact: {
    path: '/contact',
    screen: 'contact/contact-screen',
    title: 'Contact',
    description: 'Write to the ministry with a question, a prayer request or feedback.',
    indexable: true,
    // With the administrator's "Alternative Ways to Connect" links in it.
    renderedPerRequest: true,
    hydratesOnUse: true,
  },
  login: {
    path: '/login',
    screen: 'auth/login-screen',
    title: 'Sign In',
    description: 'Sign in to your member account.',
    indexable: false,
  },
  register: {
    path: '/register',
    screen: 'auth/register-screen',
    title: 'Create Account',
    description: 'Create a free member account.',
    indexable: false,
  },
  forgotPassword: {
    path: '/forgot-password',
    screen: 'auth/forgot-password-screen',
    title: 'Forgot Password',
    description: 'Request a link to reset your password.',
    indexable: false,
  },
  resetPassword: {
    path: '/reset-password',
    screen: 'auth/reset-password-screen',
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    indexable: false,
  },
  acceptInvitation: {
    path: '/accept-invitation',
    screen: 'people/accept-invitation-screen',
    title: 'Join the Team',
    description: 'Accept an invitation to the ministry’s team.',
    indexable: false,
  },
  profile: {
    path: '/profile',
    screen: 'profile/profile-screen',
    title: 'Profile Settings',
    description: 'Manage your profile and password.',
    indexable: false,
  },
  givingReceipt: {
    path: '/profile/giving-receipt',
    screen: 'profile/giving-receipt-screen',
    title: 'Gift Receipt',
    description: 'The receipt for one of your gifts.',
    indexable: false,
  },
  givingStatement: {
    path: '/profile/giving-statement',
    screen: 'profile/giving-statement-screen',
    title: 'Giving Statement',
    description: 'Your gifts in one year, for your tax records.',
    indexable: false,
  },
  dashboard: {
    path: '/dashboard',
    screen: 'dashboard/dashboard-screen',
    title: 'Dashboard',
    description: 'Your questions, study groups and account at a glance.',
    indexable: false,
  },
  memberPortal: {
    path: '/member-portal',
    screen: 'member-portal/member-portal-screen',
    title: 'Member Portal',
    description: 'Private conversations between members and the ministry.',
    indexable: false,
  },
  admin: {
    path: '/admin',
    screen: 'admin/admin-screen',
    title: 'Admin Panel',
    description: 'Conversations, newsletter subscribers and campaigns.',
    indexable: false,
  },
  questions: {
    path: '/questions',
    screen: 'questions/questions-screen',
    title: 'Questions & Answers',
    description: 'Questions about the Bible answered by the ministry.',
    indexable: true,
  },
  questionsMy: {
    path: '/questions/my',
    screen: 'questions/my-questions-screen',
    title: 'My Questions',
    description: 'The questions you have asked.',
    indexable: false,
  },
  questionsAsk: {
    path: '/questions/ask',
    screen: 'questions/ask-question-screen',
    title: 'Ask a Question',
    description: 'Ask the ministry a question about the Bible.',
    indexable: false,
  },
  questionDetail: {
    path: '/questions/:id',
    screen: 'questions/question-detail-screen',
    title: 'Question',
    description: 'A question about the Bible and its answers.',
    indexable: true,
    renderedPerRequest: true,
  },
  studyGroups: {
    path: '/study-groups',
    screen: 'study-groups/study-groups-screen',
    title: 'Study Groups',
    description: 'Join a group and study the Bible together.',
    indexable: true,
  },
  studyGroupDetail: {
    path: '/study-groups/:id',
    screen: 'study-groups/study-group-detail-screen',
    title: 'Study Group',
    description: 'A Bible study group: its topic, meeting schedule, members and discussions.',
    indexable: true,
    renderedPerRequest: true,
  },
  prayer: {
    path: '/prayer',
    screen: 'prayer/prayer-screen',
    title: 'Prayer Wall',
    description:
      'Share a prayer request and pray for one another: requests from the ministry’s members and friends.',
    indexable: true,
    // With the requests a visitor may read, so the wall reads (and "I prayed" posts) without
    // JavaScript; members see their members-only requests once the app asks as them.
    renderedPerRequest: true,
  },
  events: {
    path: '/events',
    screen: 'events/events-screen',
    title: 'Events',
    description:
      'When and where the ministry meets: online studies, conferences and seminars. Register for a place.',
    indexable: true,
    // Places left and new events change with registrations and the staff's writes.
    renderedPerRequest: true,
  },
  eventDetail: {
    path: '/events/:slug',
    screen: 'events/event-screen',
    title: 'Event',
    description: 'A gathering of the ministry: when and where it meets, and how to register.',
    indexable: true,
    renderedPerRequest: true,
    titledByScreen: true,
  },
  myNotes: {
    path: '/my-notes',
    screen: 'bible/my-notes-screen',
    title: 'My Notes',
    description: 'Your highlights, bookmarks and notes on the Bible.',
    indexable: false,
  },
  readingPlans: {
    path: '/reading-plans',
    screen: 'bible/reading-plans-screen',
    title: 'Reading Plans',
    description: 'Read the Bible through with a plan: a few chapters a day.',
    indexable: false,
  },
  readingPlanUnsubscribe: {
    path: '/reading-plans/unsubscribe',
    screen: 'bible/plan-unsubscribe-screen',
    title: 'Stop Reminders',
    description: 'Stop the daily e-mail of a reading plan with one click.',
    indexable: false,
  },
  unsubscribe: {
    path: '/unsubscribe',
    screen: 'newsletter/unsubscribe-screen',
    title: 'Unsubscribe',
    description: 'Leave the newsletter with one click.',
    indexable: false,
  },
  verifyEmail: {
    path: '/verify-email',
    screen: 'auth/verify-email-screen',
    title: 'Verify Your Email',
    description: 'Confirm your e-mail address.',
    indexable: false,
  },
  confirmEmail: {
    path: '/confirm-email',
    screen: 'auth/confirm-email-screen',
    title: 'Confirm Your New Email',
    description: 'Confirm the new e-mail address of your account.',
    indexable: false,
  },
  newsletterConfirm: {
    path: '/newsletter/confirm',
    screen: 'newsletter/confirm-subscription-screen',
    title: 'Confirm Subscription',
    description: 'Confirm your subscription to the newsletter.',
    indexable: false,
  },
  // Results for one query: rendered with them (it works without JavaScript), never listed.
  search: {
    path: '/search',
    screen: 'search/search-screen',
    title: 'Search',
    description:
      'Search the studies, articles, videos, questions, characters, timeline and the Bible.',
    indexable: false,
    renderedPerRequest: true,
  },
} as const satisfies Record<string, Route>;

export type PageKey = keyof typeof routes;

/** A route of the table with its key, and whether the build pre-renders it. */
export interface PageMeta extends Route {
  key: PageKey;
  /**
   * A static path, whose HTML needs no request to be made: the build pre-renders it unless the
   * page is rendered per request (`builtAtBuildTime`, contract/prerendered-files.ts).
   */
  prerender: boolean;
  renderedPerRequest: boolean;
  titledByScreen: boolean;
  hydratesOnUse: boolean;
}

/**
 * The public content pages a reader on a phone arrives at: the pages the speed and
 * console-cleanliness checks go through (`npm run bench:pages`, e2e/visitor-console.e2e.ts).
 */
export const contentPagePaths = [
  '/',
  '/store',
  '/videos',
  '/bible-study',
  '/timeline',
  '/characters',
  '/bible',
  '/contact',
  '/donate',
  '/articles',
] as const;

/** The table in its order, the order routes are matched in. */
export const pages: readonly PageMeta[] = Object.entries(routes).map(
  ([key, route]: [string, Route]): PageMeta => {
    const { renderedPerRequest = false, titledByScreen = false, hydratesOnUse = false } = route;
    return {
      ...route,
      key: key as PageKey,
      prerender: !route.path.includes(':'),
      renderedPerRequest,
      titledByScreen,
      hydratesOnUse,
    };
  },
);

/** The names of a pattern's parameters: '/bible/:book/:chapter' -> 'book' | 'chapter'. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a page's path needs: `{ id }` for '/questions/:id'. */
type PageParams<K extends PageKey> = Record<
  ParamNames<(typeof routes)[K]['path']>,
  string | number
>;

/**
 * What a link may add after the path: a query (undefined values left out) and a fragment; and
 * the language of the page linked to (English, unprefixed, when left out).
 */
export interface LinkOptions {
  search?: Readonly<Record<string, string | number | undefined>>;
  /** Without the '#': 'v16'. */
  hash?: string;
  lang?: SiteLanguage;
}

type PathToArgs<K extends PageKey> = [ParamNames<(typeof routes)[K]['path']>] extends [never]
  ? [options?: LinkOptions]
  : [params: PageParams<K>, options?: LinkOptions];

/**
 * The address of a page, as every link to it is written: `pathTo('store')`,
 * `pathTo('questionDetail', { id: 4 })`, `pathTo('resetPassword', { search: { token } })`,
 * `pathTo('bibleChapter', { book: '1-John', chapter: 3 }, { hash: 'v16' })`. Parameters are
 * encoded as path segments; the query is written as URLSearchParams writes it. With `{ lang }`
 * the page in that language: `pathTo('store', { lang: 'es' })` is '/es/store'. Inside the app the
 * router adds the page's own language to every link, so screens leave `lang` out.
 */
export function pathTo<K extends PageKey>(key: K, ...args: PathToArgs<K>): string {
  const pattern: string = routes[key].path;
  const dynamic = pattern.includes(':');
  const params = (dynamic ? args[0] : undefined) as Record<string, string | number> | undefined;
  const options = (dynamic ? args[1] : args[0]) as LinkOptions | undefined;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(options?.search ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  ).toString();
  return localizePath(
    `${path}${query ? `?${query}` : ''}${options?.hash ? `#${options.hash}` : ''}`,
    options?.lang ?? DEFAULT_LANGUAGE,
  );
}

export const notFoundPage = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist.',
};

/** Full document title of a page. */
export const documentTitle = (title: string): string =>
  title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
