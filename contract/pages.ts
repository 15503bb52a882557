import { isChapterAddress } from './bible-books';

/**
 * The route table of spec §2, shared by the client router, the pre-renderer and the server
 * (which answers 200 for these paths and 404 for any other).
 */
export type PageKey =
  | 'home'
  | 'store'
  | 'videos'
  | 'bibleStudy'
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
  | 'unsubscribe';

export interface PageMeta {
  key: PageKey;
  /** wouter pattern; `:id` segments are numeric ids, `:book/:chapter` a chapter of the Bible. */
  path: string;
  title: string;
  description: string;
  /** Pre-rendered to HTML at build time (static paths only). */
  prerender: boolean;
}

export const SITE_NAME = 'Kingdom Truth Ministry';
export const SITE_TAGLINE =
  'Empowering believers to stand firm in the truth of Scripture, equipped with authentic biblical teaching and grounded in the earliest manuscripts.';

const page = (
  key: PageKey,
  path: string,
  title: string,
  description: string,
  prerender = !path.includes(':'),
): PageMeta => ({ key, path, title, description, prerender });

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
];

export const notFoundPage = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist.',
};

/** Full document title of a page. */
export const documentTitle = (title: string): string =>
  title.startsWith(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;

/**
 * Are a dynamic route's parameters real? `:id` must be numeric; `/bible/:book/:chapter` must
 * name a book and one of its chapters. Used by the server (200 or 404) and the client router.
 */
export function validParams(page: PageMeta, params: Record<string, string | undefined>): boolean {
  if (page.key === 'bibleChapter') return isChapterAddress(params.book ?? '', params.chapter ?? '');
  return Object.values(params).every((value) => /^\d+$/.test(value ?? ''));
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
