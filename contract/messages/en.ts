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
  // The newsletter: its confirmation mail, and the footer of every campaign.
  'mail.newsletter.confirm.subject':
    'Please confirm your subscription to the {siteName} newsletter',
  'mail.newsletter.confirm.intro':
    'Someone (we hope you) asked to receive the {siteName} newsletter at this address: weekly insights and updates on biblical teachings.',
  'mail.newsletter.confirm.expiry':
    'Please confirm your subscription with the link below. It expires in {days} days.',
  'mail.newsletter.confirm.action': 'Confirm your subscription',
  'mail.newsletter.confirm.after':
    'If you did not ask for this, ignore this message: you will not be subscribed and will hear no more from us.',
  'mail.newsletter.footer': 'You receive this because you subscribed to our newsletter.',
  'mail.newsletter.unsubscribe': 'Unsubscribe',
  // Conversations: to the member when the ministry replies, to the administrators when a member writes.
  'mail.reply.subject': 'New reply: {title}',
  'mail.reply.intro': 'The ministry has replied to your conversation “{title}”.',
  'mail.reply.body': 'Open your member portal to read the reply and answer it.',
  'mail.reply.action': 'Read the reply',
  'mail.reply.after': 'You receive this because you wrote to {siteName} from your member portal.',
  'mail.memberMessage.startedSubject': 'New conversation: {title}',
  'mail.memberMessage.againSubject': 'New message in: {title}',
  'mail.memberMessage.started': '{name} started a new conversation, “{title}”.',
  'mail.memberMessage.again': '{name} wrote again in “{title}”.',
  'mail.memberMessage.action': 'Open the conversation',
  'mail.folded.subject': '{count, plural, one {1 new message} other {# new messages}} in: {title}',
  'mail.folded.intro':
    '{name} wrote {count, plural, one {1 new message} other {# new messages}} in “{title}”:',
  'mail.folded.files': '{count, plural, one {(a file)} other {(# files)}}',
  // Questions: to the member who asked, once the ministry answers.
  'mail.answered.subject': 'Your question has been answered',
  'mail.answered.intro': 'Thank you for your question to {siteName}: “{title}”.',
  'mail.answered.body': 'It has been answered. You can read the answer with the link below.',
  'mail.answered.action': 'Read the answer',
  // The receipt of a gift.
  'mail.receipt.greeting': 'Dear friend,',
  'mail.receipt.subject': 'Thank you for your gift of {amount}',
  'mail.receipt.intro':
    'Thank you for your gift of {amount}. We have received it, and it helps us share authentic biblical teaching.',
  'mail.receipt.message': 'Your message: “{message}”',
  'mail.receipt.reference': 'Date: {date}. Reference: {reference}.',
  'mail.receipt.after': 'With gratitude and in His service.',
  // The contact form: the acknowledgement to the visitor who wrote.
  'mail.contact.subject': 'We have received your message',
  'mail.contact.intro':
    'Thank you for writing to {siteName}. We have received your message and will answer you by e-mail as soon as we can.',
  'mail.contact.after': 'If you did not write to us, you can ignore this message.',
  // The admin's newsletter tab: readers by language, and the language a campaign is written for.
  'newsletterAdmin.byLanguage': 'Active subscribers by language',
  'newsletterAdmin.filterLanguage': 'Show subscribers who read',
  'newsletterAdmin.allLanguages': 'All languages',
  'newsletterAdmin.writtenFor': 'Written for',
  'newsletterAdmin.everyReader': 'Every reader (all languages)',
  'newsletterAdmin.readersOf': '{language} readers ({count})',
  'newsletterAdmin.sendsToLanguage':
    '“{title}” goes to every subscriber who reads {language} ({count}) now. This cannot be undone.',
  // Account mail: a second registration, and moving an account to another address.
  'mail.registrationAttempt.subject': 'Someone tried to register with your e-mail address',
  'mail.registrationAttempt.intro':
    'Someone (perhaps you) tried to create a new {siteName} account with this e-mail address. It already has an account, so no new one was made and yours is unchanged.',
  'mail.registrationAttempt.body': 'If it was you, simply sign in.',
  'mail.registrationAttempt.action': 'Sign in',
  'mail.registrationAttempt.forgotten': 'Forgotten your password? Choose a new one at {url}',
  'mail.registrationAttempt.after': 'If it was not you, you can ignore this message.',
  'mail.confirmChange.subject': 'Confirm your new {siteName} e-mail address',
  'mail.confirmChange.intro':
    'You asked to use this address for your {siteName} account. Confirm it with the link below; until then your account keeps its current address.',
  'mail.confirmChange.expiry': 'The link works once and expires in {hours} hours.',
  'mail.confirmChange.action': 'Confirm your new e-mail address',
  'mail.confirmChange.after': 'If you did not ask for this, you can ignore this message.',
  'mail.changeNotice.subject': 'Your {siteName} e-mail address is being changed',
  'mail.changeNotice.intro':
    'Someone signed in to your {siteName} account asked to change its e-mail address to {address}. The change happens only when the link we sent to that address is followed.',
  'mail.changeNotice.body': 'If this was you, there is nothing more to do here.',
  'mail.changeNotice.action': 'Change your password',
  'mail.changeNotice.after':
    'If this was not you, change your password now: someone knows it. Signing in and changing it ends every other session.',
  'mail.changeNotice.cannotSignIn': 'Cannot sign in? Choose a new password at {url}',
  'mail.addressInUse.subject': 'Someone tried to move an account to your e-mail address',
  'mail.addressInUse.intro':
    'Someone asked to move another {siteName} account to this e-mail address. It already belongs to your account, so nothing was changed.',
  'mail.addressInUse.body': 'You do not need to do anything.',
  'mail.addressInUse.after':
    'If you are worried about your own account, you can choose a new password at {url}',
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
