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
  'donate.frequency': 'How often',
  'donate.once': 'One time',
  'donate.weekly': 'Weekly',
  'donate.monthly': 'Monthly',
  'donate.fund': 'Designation',
  'donate.coverFees': 'Add {fee} so the ministry receives the full {amount}',
  'donate.recurringEmail':
    'A recurring gift needs an e-mail address for its receipts (or sign in).',
  'donate.cardCouldNotLoad':
    'The card form could not load. Check your internet connection and try again.',
  'donate.tryAgain': 'Try again',
  'giving.tab': 'Giving',
  'giving.title': 'Your Giving',
  'giving.recurring': 'Recurring gifts',
  'giving.gifts': 'Gifts',
  'giving.none': 'You have not given online yet.',
  'giving.give': 'Give now',
  'giving.loadFailed': 'Your giving could not be loaded. Please try again later.',
  'giving.recurringWeekly': '{amount} every week to {fund}',
  'giving.recurringMonthly': '{amount} every month to {fund}',
  'giving.nextCharge': 'Next charge: {date}',
  'giving.pastDue': 'The last charge failed: Stripe will try again.',
  'giving.changeAmount': 'Change amount',
  'giving.newAmount': 'New amount (USD)',
  'giving.save': 'Save',
  'giving.keep': 'Keep it',
  'giving.cancel': 'Cancel gift',
  'giving.cancelQuestion': 'Stop this recurring gift? No further charges will be made.',
  'giving.cancelYes': 'Yes, stop it',
  'giving.changed': 'Your recurring gift was changed',
  'giving.canceled': 'Your recurring gift was stopped',
  'giving.changeFailed': 'The amount could not be changed',
  'giving.cancelFailed': 'The gift could not be stopped',
  'giving.status': '{status, select, succeeded {Received} failed {Failed} other {Pending}}',
  'giving.statement': 'Yearly statement',
  'giving.year': 'Year',
  'giving.printable': 'Printable statement',
  'giving.pdf': 'Download PDF',
  'giving.emailStatement': 'E-mail it to me',
  'giving.statementSent': 'Your statement is on its way to your inbox',
  'giving.statementFailed': 'The statement could not be sent',
  'giving.print': 'Print',
  'giving.receipt': 'Receipt',
  'giving.receiptFor': 'Receipt for the gift of {date}',
  'giving.receiptBody': 'Thank you for your gift of {amount} to {fund}, received on {date}.',
  'giving.receiptFee': 'It includes {fee} you added to cover the card fee.',
  'giving.receiptNumber': 'Gift number {id}',
  'giving.receiptNotFound': 'This gift is not among yours.',
  'giving.receiptPending': 'This gift has not been received yet, so it has no receipt.',
  'giving.generalFund': 'General Fund',
  'mail.renewalFailed.subject': 'Your recurring gift of {amount} could not be charged',
  'mail.renewalFailed.body':
    'Your card was declined for this period’s recurring gift of {amount}. Nothing was taken.',
  'mail.renewalFailed.retry':
    'Stripe will try again in the next few days. To keep your gift going, you can give a working card now.',
  'mail.renewalFailed.action': 'Update your card',
  'mail.statement.subject': 'Your giving statement for {year}',
  'mail.statement.intro':
    'Here is your giving statement for {year}: {count, plural, one {# gift} other {# gifts}}, {total} in all.',
  'mail.statement.line': '{date}: {amount} to {fund}',
  'mail.statement.noGoods': 'No goods or services were provided in exchange for these gifts.',
  'mail.statement.action': 'Open the printable statement',
  'bible.noTextInLanguage':
    'The Bible is not yet available in this language: this is the World English Bible.',
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
