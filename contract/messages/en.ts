/**
 * The English catalogue: the site's exact English strings, by message id, in ICU message syntax.
 * Spanish (es.ts) and Portuguese (pt.ts) have the same ids (the compiler and catalogues.test.ts
 * check it). A page's title and description are the route table's own (contract/pages.ts), so
 * English is written once.
 */
import { notFoundPage, pages, type PageKey } from '../pages';

const shell = {
  // Navigation bar, drawer and footer.
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.store': 'Store',
  'nav.memberPortal': 'Member Portal',
  'nav.donate': 'Donate',
  'nav.contact': 'Contact',
  'nav.resources': 'Resources',
  'nav.videos': 'Videos',
  'nav.bibleStudy': 'Bible Study',
  'nav.articles': 'Articles',
  'nav.studyTools': 'Study Tools',
  'nav.timeline': 'Biblical Timeline',
  'nav.characters': 'Bible Characters',
  'nav.bible': 'Holy Bible',
  'nav.community': 'Community',
  'nav.questions': 'Questions',
  'nav.studyGroups': 'Study Groups',
  'account.profile': 'Profile Settings',
  'account.admin': 'Admin Panel',
  'account.dashboard': 'Dashboard',
  'account.logout': 'Logout',
  'account.login': 'Login',
  'drawer.open': 'Open menu',
  'drawer.title': 'Navigation menu',
  'drawer.heading': 'Menu',
  'drawer.close': 'Close menu',
  'drawer.nav': 'Mobile',
  'drawer.account': 'Account',
  'footer.nav': 'Footer',
  'footer.explore': 'Explore',
  'footer.copyright': '© 2023 {siteName}. All rights reserved.',
  'footer.legal': 'Legal',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'skipLink.label': 'Skip to content',
  // Choosing a language.
  'language.label': 'Language',
  'language.suggestion': 'This page is available in English.',
  'language.suggestionLink': 'Read it in English',
  'language.dismiss': 'Dismiss',
  // Screens of the shell: not found, a screen that failed, a screen on its way.
  'notFound.heading': '404 Page Not Found',
  'notFound.body': 'Did you forget to add the page to the router?',
  'shell.returnHome': 'Return to the home page',
  'screenError.heading': 'Something went wrong',
  'screenError.body':
    'This page could not be shown. Please try again; if it keeps happening, reload the page.',
  'screenError.retry': 'Try Again',
  'shell.loading': 'Loading…',
  // The Bible reader on a page whose language has no Bible text yet.
  // E-mail: the frame of every message, and the password reset.
  'mail.greeting': 'Hello {name},',
  'mail.greetingNoName': 'Hello,',
  'mail.buttonFallback': 'If the button does not work, copy this address into your browser:',
  'mail.reset.subject': 'Reset your {siteName} password',
  'mail.reset.intro':
    'Someone (we hope you) asked to reset the password of your {siteName} account.',
  'mail.reset.body':
    'Choose a new password with the link below. It works once and expires in 1 hour.',
  'mail.reset.action': 'Reset your password',
  'mail.reset.after':
    'If you did not ask for this, you can ignore this message: your password stays as it is.',
  'mail.verify.subject': 'Confirm your {siteName} e-mail address',
  'mail.verify.intro':
    'Welcome to {siteName}. Please confirm that this e-mail address is yours with the link below.',
  'mail.verify.expiry': 'It works once and expires in {hours} hours.',
  'mail.verify.action': 'Confirm your e-mail address',
  'mail.verify.after':
    'If you did not create an account, you can ignore this message: nothing is done with this address unless the link is followed.',
  'bible.noTextInLanguage':
    'The Bible is not yet available in this language: this is the World English Bible.',
  // Study tools for readers: Scripture reference popovers, verse of the day, reading position.
  'reference.loading': 'Loading the passage…',
  'reference.error': 'The passage could not be loaded. You can open it in the Bible reader.',
  'reference.more': 'The first {shown} of {total} verses; the rest are in the reader.',
  'reference.open': 'Open in the Bible reader',
  'reference.close': 'Close',
  'verseOfTheDay.title': 'Verse of the Day',
  'verseOfTheDay.loading': 'Loading today’s verse…',
  'verseOfTheDay.error': 'Today’s verse could not be loaded.',
  'verseOfTheDay.read': 'Read {reference} in context',
  'study.continue': 'Continue where you left off',
  'study.continueProgress': '{percent}% read',
} as const;

/** The ids of a page's title and description: `page.store.title`, `page.store.description`. */
export type PageMessageId = `page.${PageKey}.${'title' | 'description'}`;
export const pageMessageId = (key: PageKey, part: 'title' | 'description'): PageMessageId =>
  `page.${key}.${part}`;

const pageMessages = Object.fromEntries(
  pages.flatMap((page) => [
    [pageMessageId(page.key, 'title'), page.title],
    [pageMessageId(page.key, 'description'), page.description],
  ]),
) as Record<PageMessageId, string>;

export const en = {
  ...shell,
  'notFound.title': notFoundPage.title,
  'notFound.description': notFoundPage.description,
  ...pageMessages,
};

export type MessageId = keyof typeof en;
/** A whole catalogue: every id, none more (an object literal typed so refuses unknown ids). */
export type Messages = Readonly<Record<MessageId, string>>;
