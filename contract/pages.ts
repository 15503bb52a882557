import { isChapterAddress } from './bible-books';
import { SLUG, SLUG_MAX } from './publishing';

/**
 * The site's route table, shared by the client router, the pre-renderer and the server
 * (which answers 200 for these paths and 404 for any other).
 */
export type PageKey =
  | 'home'
  | 'store'
  | 'videos'
  | 'bibleStudy'
  | 'articles'
  | 'articleDetail'
  | 'timeline'
  | 'characters'
  | 'bible'
  | 'bibleChapter'
  | 'donate'
  | 'contact'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'profile'
  | 'dashboard'
  | 'memberPortal'
  | 'admin'
  | 'questions'
  | 'questionsMy'
  | 'questionsAsk'
  | 'questionDetail'
  | 'studyGroups'
  | 'studyGroupDetail'
  | 'unsubscribe'
  | 'verifyEmail'
  | 'confirmEmail'
  | 'newsletterConfirm';

export interface PageMeta {
  key: PageKey;
  /**
   * wouter pattern; `:id` segments are numeric ids, `:slug` an article's address (contract SLUG),
   * `:book/:chapter` a chapter of the Bible.
   */
  path: string;
  title: string;
  description: string;
  /** Pre-rendered to HTML at build time (static paths that are not rendered per request). */
  prerender: boolean;
  /**
   * Rendered by the server when asked, with the data the screen shows, because that data changes
   * without a build (published articles): the first HTML carries the content, kept in memory until
   * the content changes.
   */
  renderedPerRequest: boolean;
  /**
   * The screen names the page itself (its title and description come from what it shows, such
   * as an article's), so the route's own title is only a stand-in while it loads.
   */
  titledByScreen: boolean;
  /**
   * Query parameters that change what the screen first shows (`/bible-study?study=1` is the
   * reader, not the list). Each combination of their values is pre-rendered too, and the server
   * answers a request with the one that matches, so the first HTML is the screen the address
   * opens.
   */
  variantParams?: readonly string[];
}

export const SITE_NAME = 'Kingdom Truth Ministry';
export const SITE_TAGLINE =
  'Empowering believers to stand firm in the truth of Scripture, equipped with authentic biblical teaching and grounded in the earliest manuscripts.';

interface PageOptions {
  variantParams?: readonly string[];
  renderedPerRequest?: boolean;
  titledByScreen?: boolean;
}

const page = (
  key: PageKey,
  path: string,
  title: string,
  description: string,
  { variantParams, renderedPerRequest = false, titledByScreen = false }: PageOptions = {},
): PageMeta => ({
  key,
  path,
  title,
  description,
  prerender: !path.includes(':') && !renderedPerRequest,
  renderedPerRequest,
  titledByScreen,
  ...(variantParams ? { variantParams } : {}),
});

/** Order matters: `/questions/my` and `/questions/ask` come before `/questions/:id`. */
export const pages: readonly PageMeta[] = [
  page(
    'home',
    '/',
    `${SITE_NAME} — Authentic Biblical Teaching`,
    'Bible studies, video teachings, ebooks and a free Bible reader to help believers stand firm in the truth of Scripture.',
  ),
  page(
    'store',
    '/store',
    'Ebook Store',
    'Ebooks on doctrine, prophecy and the Kingdom of God, available from our retailer.',
  ),
  page(
    'videos',
    '/videos',
    'Video Teachings',
    'Watch our video teaching series on the Kingdom of God and the restoration of all things.',
  ),
  page(
    'bibleStudy',
    '/bible-study',
    'Bible Study Center',
    'Long-form Bible studies in English, Spanish and Portuguese, restoring the original faith of Jesus and the apostles.',
    { variantParams: ['study', 'lang'] },
  ),
  page(
    'articles',
    '/articles',
    'Articles',
    'Articles from the ministry on doctrine, prophecy and Christian life, in English, Spanish and Portuguese.',
    { renderedPerRequest: true },
  ),
  page(
    'articleDetail',
    '/articles/:slug',
    'Article',
    'An article from the ministry on the teaching of Scripture.',
    { renderedPerRequest: true, titledByScreen: true },
  ),
  page(
    'timeline',
    '/timeline',
    'Biblical Timeline',
    "Journey through God's redemptive plan from Creation to the Kingdom in fifteen events.",
  ),
  page(
    'characters',
    '/characters',
    'Biblical Characters',
    'The lives, lessons and significance of Abraham, Moses, David, Daniel, Mary and Paul.',
  ),
  page(
    'bible',
    '/bible',
    'Holy Bible',
    'Read and search the whole World English Bible, book by book and chapter by chapter.',
  ),
  page(
    'bibleChapter',
    '/bible/:book/:chapter',
    'Holy Bible',
    'Read a chapter of the World English Bible, verse by verse.',
  ),
  page(
    'donate',
    '/donate',
    'Donate',
    'Support the ministry with a gift by card and help us share authentic biblical teaching.',
  ),
  page(
    'contact',
    '/contact',
    'Contact',
    'Write to the ministry with a question, a prayer request or feedback.',
  ),
  page('login', '/login', 'Sign In', 'Sign in to your member account.'),
  page('register', '/register', 'Create Account', 'Create a free member account.'),
  page(
    'forgotPassword',
    '/forgot-password',
    'Forgot Password',
    'Request a link to reset your password.',
  ),
  page(
    'resetPassword',
    '/reset-password',
    'Reset Password',
    'Choose a new password for your account.',
  ),
  page('profile', '/profile', 'Profile Settings', 'Manage your profile and password.'),
  page(
    'dashboard',
    '/dashboard',
    'Dashboard',
    'Your questions, study groups and account at a glance.',
  ),
  page(
    'memberPortal',
    '/member-portal',
    'Member Portal',
    'Private conversations between members and the ministry.',
  ),
  page('admin', '/admin', 'Admin Panel', 'Conversations, newsletter subscribers and campaigns.'),
  page(
    'questions',
    '/questions',
    'Questions & Answers',
    'Questions about the Bible answered by the ministry.',
  ),
  page('questionsMy', '/questions/my', 'My Questions', 'The questions you have asked.'),
  page(
    'questionsAsk',
    '/questions/ask',
    'Ask a Question',
    'Ask the ministry a question about the Bible.',
  ),
  page(
    'questionDetail',
    '/questions/:id',
    'Question',
    'A question about the Bible and its answers.',
  ),
  page(
    'studyGroups',
    '/study-groups',
    'Study Groups',
    'Join a group and study the Bible together.',
  ),
  page(
    'studyGroupDetail',
    '/study-groups/:id',
    'Study Group',
    'A Bible study group: its topic, meeting schedule, members and discussions.',
  ),
  page('unsubscribe', '/unsubscribe', 'Unsubscribe', 'Leave the newsletter with one click.'),
  page('verifyEmail', '/verify-email', 'Verify Your Email', 'Confirm your e-mail address.'),
  page(
    'confirmEmail',
    '/confirm-email',
    'Confirm Your New Email',
    'Confirm the new e-mail address of your account.',
  ),
  page(
    'newsletterConfirm',
    '/newsletter/confirm',
    'Confirm Subscription',
    'Confirm your subscription to the newsletter.',
  ),
];

export const notFoundPage = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist.',
};

/** Full document title of a page. */
export const documentTitle = (title: string): string =>
  title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;

/** Could `value` be an article's address? */
export const isSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG.test(value);

/**
 * Are a dynamic route's parameters real? `:id` must be numeric, `:slug` an article's address;
 * `/bible/:book/:chapter` must name a book and one of its chapters. Used by the server (200 or
 * 404) and the client router.
 */
export function validParams(page: PageMeta, params: Record<string, string | undefined>): boolean {
  if (page.key === 'bibleChapter') return isChapterAddress(params.book ?? '', params.chapter ?? '');
  return Object.entries(params).every(([name, value = '']) =>
    name === 'slug' ? isSlug(value) : /^\d+$/.test(value),
  );
}

/** Does a concrete path match one of the route patterns? Used by the server to choose 200 or 404. */
export function matchPage(pathname: string): PageMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  return pages.find((p) => {
    const pattern = p.path.split('/');
    if (pattern.length !== parts.length) return false;
    const params: Record<string, string> = {};
    const fixed = pattern.every((seg, i) => {
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = parts[i] ?? '';
        return (parts[i] ?? '').length > 0;
      }
      return seg === parts[i];
    });
    return fixed && validParams(p, params);
  });
}

/**
 * The file a page (or one of its variants, by canonical query) is pre-rendered to, relative to
 * the pages folder: '/' -> index.html, '/questions/my' -> questions/my.html,
 * ('/bible-study', 'study=1&lang=es') -> bible-study.study-1.lang-es.html.
 */
export function prerenderedFile(path: string, query = ''): string {
  const base = path === '/' ? 'index' : path.slice(1);
  const suffix = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `.${pair.replace('=', '-')}`)
    .join('');
  return `${base}${suffix}.html`;
}

/** A plain value: nothing else may become part of a file name. */
const PLAIN_VALUE = /^[A-Za-z0-9]+$/;

/** The canonical query of some variant parameters: the page's order, absent ones left out. */
function canonicalQuery(page: PageMeta, values: Record<string, string | undefined>): string {
  return (page.variantParams ?? [])
    .flatMap((name) => (values[name] === undefined ? [] : [`${name}=${values[name]}`]))
    .join('&');
}

/** Every subset of `names`, the largest first; of equal size, those with earlier names first. */
function subsets(names: readonly string[]): string[][] {
  const all = names.reduceRight<string[][]>(
    (acc, name) => [...acc.map((set) => [name, ...set]), ...acc],
    [[]],
  );
  return all.sort((a, b) => b.length - a.length);
}

/**
 * The canonical queries of every variant to pre-render: each parameter absent or one of its
 * values (the page itself, with none, is left out).
 */
export function variantQueries(
  page: PageMeta,
  values: Partial<Record<string, readonly string[]>>,
): string[] {
  const names = (page.variantParams ?? []).filter((name) => values[name]?.length);
  const combos = names.reduce<Record<string, string>[]>(
    (acc, name) =>
      acc.flatMap((combo) => [
        ...(values[name] ?? []).map((value) => ({ ...combo, [name]: value })),
        combo,
      ]),
    [{}],
  );
  return combos.map((combo) => canonicalQuery(page, combo)).filter(Boolean);
}

/**
 * The variants to look for, for a request's query string, the most specific first and the page
 * itself ('') last. The screen reads each parameter on its own and ignores a value it does not
 * know, so the first variant that was pre-rendered is what it will show. Only each parameter's
 * first, plain value counts.
 */
export function variantCandidates(page: PageMeta, search: string): string[] {
  const params = new URLSearchParams(search);
  const given = (page.variantParams ?? []).filter((name) => {
    const value = params.get(name);
    return value !== null && PLAIN_VALUE.test(value);
  });
  return subsets(given).map((names) =>
    canonicalQuery(page, Object.fromEntries(names.map((name) => [name, params.get(name) ?? '']))),
  );
}
