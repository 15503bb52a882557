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
  // Study tools: the reader's verse actions, My Notes and reading plans.
  'verseActions.toolbar': 'Actions for {reference}',
  'verseActions.select': 'Select verse {verse}',
  'verseActions.copy': 'Copy',
  'verseActions.share': 'Share',
  'verseActions.copied': 'Copied with its reference',
  'verseActions.linkCopied': 'Link copied',
  'verseActions.copyFailed': 'Could not copy. Please select the text and copy it yourself.',
  'verseActions.highlight': 'Highlight',
  'verseActions.highlightIn': 'Highlight in {color}',
  'verseActions.color.yellow': 'yellow',
  'verseActions.color.green': 'green',
  'verseActions.color.blue': 'blue',
  'verseActions.color.pink': 'pink',
  'verseActions.color.orange': 'orange',
  'verseActions.removeHighlight': 'Remove highlight',
  'verseActions.bookmark': 'Bookmark',
  'verseActions.removeBookmark': 'Remove bookmark',
  'verseActions.note': 'Note',
  'verseActions.close': 'Close',
  'verseActions.signIn': 'Sign in to highlight, bookmark and write notes',
  'verseActions.highlighted': '(highlighted {color})',
  'verseActions.bookmarked': '(bookmarked)',
  'verseActions.noteCount': '({count, plural, one {# note} other {# notes}})',
  'noteDialog.title': 'Note on {reference}',
  'noteDialog.hint': 'Plain text, up to 5,000 characters. Only you can read it.',
  'noteDialog.label': 'Your note',
  'noteDialog.save': 'Save Note',
  'noteDialog.cancel': 'Cancel',
  'noteDialog.saved': 'Note saved',
  'studyTools.error.highlight': 'Failed to save highlight',
  'studyTools.error.bookmark': 'Failed to save bookmark',
  'studyTools.error.note': 'Failed to save note',
  'myNotes.title': 'My Notes',
  'myNotes.lead':
    'Your notes, highlights and bookmarks on the Bible, kept on your account on every device.',
  'myNotes.signIn': 'Please log in to see your notes, highlights and bookmarks.',
  'myNotes.search': 'Search',
  'myNotes.sort': 'Order',
  'myNotes.sort.book': 'Book order',
  'myNotes.sort.date': 'Newest first',
  'myNotes.exportText': 'Export as Text',
  'myNotes.exportMarkdown': 'Export as Markdown',
  'myNotes.exportFailed': 'The export failed. Please try again.',
  'myNotes.tab.notes': 'Notes',
  'myNotes.tab.highlights': 'Highlights',
  'myNotes.tab.bookmarks': 'Bookmarks',
  'myNotes.loadFailed': 'This list could not be loaded.',
  'myNotes.retry': 'Try Again',
  'myNotes.emptyNotes': 'You have no notes yet. Select a verse in the Bible reader to write one.',
  'myNotes.emptyHighlights': 'You have no highlights yet.',
  'myNotes.emptyBookmarks': 'You have no bookmarks yet.',
  'myNotes.noMatch': 'Nothing matches your search.',
  'myNotes.noteCount': '{count, plural, one {# note} other {# notes}}',
  'myNotes.pages': 'Note pages',
  'myNotes.previous': 'Previous',
  'myNotes.next': 'Next',
  'myNotes.pageOf': 'Page {page} of {pages}',
  'myNotes.edit': 'Edit',
  'myNotes.editLabel': 'Note on {reference}',
  'myNotes.save': 'Save',
  'myNotes.delete': 'Delete',
  'myNotes.deleteTitle': 'Delete this note?',
  'myNotes.deleteBody': 'Your note on {reference} will be deleted for good.',
  'plans.title': 'Reading Plans',
  'plans.lead':
    'Read the Bible through a few chapters a day, and keep track of every day you read.',
  'plans.mine': 'My Reading Plans',
  'plans.none': 'You are not following a reading plan yet.',
  'plans.choose': 'Choose a Plan',
  'plans.loadFailed': 'The reading plans could not be loaded.',
  'plans.size': '{days} days · {chapters} chapters',
  'plans.signIn': 'Sign in to start this plan',
  'plans.following': 'You are following this plan.',
  'plans.reminderOptional': 'Daily e-mail reminder (optional)',
  'plans.start': 'Start Plan',
  'plans.dayOf': 'Day {day} of {days}',
  'plans.progress': '{percent}% read',
  'plans.streak': '{count, plural, one {# day in a row} other {# days in a row}}',
  'plans.today': "Today's Reading",
  'plans.markToday': 'Mark Today as Read',
  'plans.todayDone': 'Read Today',
  'plans.recentDays': 'Recent days',
  'plans.day': 'Day {day}',
  'plans.reminder': 'Daily e-mail reminder',
  'plans.reminderHint': 'At this time in {timeZone}. Leave it empty for no e-mail.',
  'plans.saveReminder': 'Save Reminder',
  'plans.stop': 'Stop Plan',
  'plans.stopTitle': 'Stop this plan?',
  'plans.stopBody':
    '{planName} will leave your plans, and its reminders will stop. You can start it again later.',
  'plans.error.start': 'Failed to start the plan',
  'plans.error.tick': 'Failed to save the day',
  'plans.error.update': 'Failed to change the plan',
  'planUnsubscribe.title': 'Stop Reminders',
  'planUnsubscribe.lead': "Stop this reading plan's daily e-mail. The plan itself goes on.",
  'planUnsubscribe.button': 'Stop Reminders',
  'planUnsubscribe.done': 'You will receive no more reminders for this plan.',
  'planUnsubscribe.invalid': 'This link is no longer valid.',
  'planUnsubscribe.incomplete':
    'This link is incomplete. Please use the link at the bottom of one of our e-mails.',
  'planUnsubscribe.failed': 'Something went wrong. Please try again later.',
  'planUnsubscribe.plans': 'Reading Plans',
  // Reading plans: their names, and the daily reminder e-mail.
  'plans.name.newTestament90': 'The New Testament in 90 days',
  'plans.name.psalmsProverbsMonth': 'Psalms and Proverbs in a month',
  'plans.name.bibleYear': 'The whole Bible in a year',
  'mail.planReminder.subject': '{planName}: day {day}',
  'mail.planReminder.intro': "Today's reading in {planName}, day {day} of {dayCount}:",
  'mail.planReminder.action': 'Start reading',
  'mail.planReminder.after': 'Tick the day in your reading plans when you have read it.',
  'mail.planReminder.why':
    'You receive this because you asked {siteName} for a daily reminder of your reading plan.',
  'mail.planReminder.unsubscribe': 'Stop these reminders',
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
