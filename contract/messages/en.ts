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
  // English the API and the contract's rules write, shown in the page's language (client/src/lib/localize.ts).
  'rule.emailRequired': 'Email is required',
  'rule.emailTooLong': 'Email is too long',
  'rule.emailInvalid': 'Please enter a valid email address',
  'rule.nameRequired': 'Name is required',
  'rule.nameTooLong': 'Name must be at most {max} characters',
  'rule.messageRequired': 'Message is required',
  'rule.messageTooLong': 'Message must be at most {max} characters',
  'rule.subjectChoose': 'Please choose a subject from the list',
  'rule.consentRequired': 'You must agree to data processing to send a message',
  'rule.passwordRequired': 'Password is required',
  'rule.passwordTooLong': 'Password is too long',
  'rule.passwordTooShort': 'Password must be at least 6 characters',
  'rule.passwordWeak': 'This password is too easy to guess.',
  'rule.confirmPassword': 'Please confirm your password',
  'rule.passwordsDontMatch': "Passwords don't match",
  'rule.firstNameRequired': 'First name is required',
  'rule.firstNameTooLong': 'First name too long',
  'rule.lastNameRequired': 'Last name is required',
  'rule.lastNameTooLong': 'Last name too long',
  'rule.usernameTooLong': 'Username is too long',
  'rule.usernameCharacters':
    'Username may only contain letters, digits, dots, dashes and underscores',
  'rule.emailRequiredShort': 'Email Required',
  'rule.emailInvalidShort': 'Invalid Email',
  'rule.validEmailRequired': 'Valid email is required',
  'rule.resetTokenRequired': 'Reset token is required',
  'rule.linkInvalid': 'Invalid Link',
  'rule.linkMissingToken': 'The link is missing its token',
  'rule.codeRequired': 'Enter the 6-digit code from your authenticator app',
  'rule.codeFormat': 'The code is 6 digits',
  'rule.recoveryCodeRequired': 'Enter one of your recovery codes',
  'rule.codeOrRecovery': 'Enter a code or a recovery code, not both',
  'rule.questionRequired': 'Question is required',
  'rule.questionTooShort': 'Please describe your question in at least 10 characters',
  'rule.questionTooLong': 'Question must be at most {max} characters',
  'rule.categoryChoose': 'Please choose a category',
  'rule.categoryChooseShort': 'Choose a category',
  'rule.titleRequired': 'Title is required',
  'rule.titleTooLong': 'Title must be at most {max} characters',
  'rule.answerRequired': 'Answer is required',
  'rule.answerTooLong': 'Answer must be at most {max} characters',
  'rule.groupNameRequired': 'Group name is required',
  'rule.groupNameTooLong': 'Group name must be at most {max} characters',
  'rule.replyRequired': 'Reply is required',
  'rule.replyTooLong': 'Reply must be at most {max} characters',
  'rule.descriptionTooLong': 'Description must be at most {max} characters',
  'rule.scheduleTooLong': 'Meeting schedule must be at most {max} characters',
  'rule.capacityNumber': 'Maximum members must be a number',
  'rule.capacityWhole': 'Maximum members must be a whole number',
  'rule.capacityRange': 'A group holds between {min} and {max} members',
  'rule.dateTime': 'Please give a valid date and time',
  'rule.subjectRequired': 'Subject is required',
  'rule.subjectTooLong': 'Subject is too long',
  'rule.atMostCharacters': 'At most {max} characters',
  'rule.searchTooLong': 'Search is too long',
  'server.invalidLogin': 'Invalid email or password',
  'server.resetLinkInvalid': 'This reset link is invalid or has expired. Please request a new one.',
  'server.passwordReset': 'Your password has been reset. Please sign in.',
  'server.resetSent':
    'If an account exists for that email, we have sent a link to reset the password.',
  'server.registered':
    'Thank you. We have sent a message to that address: follow its link to confirm the address. If it already has an account, the message tells you how to sign in.',
  'server.emailLinkInvalid': 'This link is invalid or has expired. Please ask for a new one.',
  'server.emailVerified': 'Thank you: your e-mail address is verified.',
  'server.emailChanged': 'Your e-mail address has been changed. Sign in with it from now on.',
  'server.alreadyVerified': 'Your e-mail address is already verified.',
  'server.subscribed': 'Successfully subscribed!',
  'server.subscriptionConfirmed':
    'Your subscription is confirmed. You will receive our weekly insights.',
  'server.subscriptionLinkInvalid':
    'This confirmation link is invalid, already used or expired. Please sign up again.',
  'server.unsubscribed': 'You have been unsubscribed. You will receive no more e-mails.',
  'server.unsubscribeInvalid':
    'This unsubscribe link is not valid or was already used: this address is not on the list.',
  'server.unsubscribeMissingToken': 'The unsubscribe link is missing its token',
  'server.wrongCode': 'That code is not right (or was already used). Please try again.',
  'server.wrongRecoveryCode': 'That recovery code is not right or was already used.',
  'server.signInExpired': 'Your sign-in has expired. Please enter your password again.',
  'server.notSignedIn': 'Not signed in',
  'server.notFound': 'Not found',
  'server.internal': 'Something went wrong on our side. Please try again later.',
  'server.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'server.tooLarge': 'The request is too large',
  'server.tooManyMinutes': 'Too many requests. Please try again in {minutes} minutes.',
  'server.tooManySeconds': 'Too many requests. Please try again in {seconds} seconds.',
  'server.passkeyFailed':
    'That passkey could not sign you in. Please try again or sign in with your password.',
  'server.passkeyUnknown':
    'This passkey is not registered here (it may have been removed). Please sign in with your password.',
  'server.passkeyExpired':
    'This passkey request has expired or was already used. Please try again.',
  'server.passkeyUnreadable': 'The passkey answer could not be read. Please try again.',
  'toast.loginFailed': 'Login Failed',
  'toast.registrationFailed': 'Registration Failed',
  'toast.requestFailed': 'Request Failed',
  'toast.resetFailed': 'Reset Failed',
  'toast.sendMessageFailed': 'Failed to send message',
  'toast.createConversationFailed': 'Failed to create conversation',
  'toast.subscriptionFailed': 'Subscription failed',
  'toast.tryLater': 'Please try again later.',
  'toast.resetEmailFailed': 'Failed to send reset email',
  'toast.resetPasswordFailed': 'Failed to reset password',
  'toast.verificationEmailFailed': 'Failed to send the verification email',
  'toast.registrationFallback': 'There was an error creating your account. Please try again.',
  'toast.loginFallback': 'Invalid email or password. Please try again.',
  'toast.codeFallback': 'That code did not work. Please try again.',
  'toast.submitQuestionFailed': 'Failed to submit question',
  'toast.createGroupFailed': 'Failed to create group',
  'toast.startDiscussionFailed': 'Failed to start discussion',
  'toast.sendReplyFailed': 'Failed to send reply',
  'toast.deleteFailed': 'Failed to delete',
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
