import { pathTo, SITE_NAME } from '../../../contract/pages';
import type { SiteLanguage } from '../../../contract/i18n';
import { greeting, renderEmail, type MailMessage } from '../../infra/mail';
import { mailText } from '../../infra/mail-text';

/** English subjects (tests name them), read from the catalogue that every language's come from. */
const english = mailText('en');
export const RESET_SUBJECT = english('mail.reset.subject', { siteName: SITE_NAME });

/**
 * The password-reset message, in the member's language: the link (to the page in that
 * language), how long it lasts, and what to do if it was not you.
 */
export function passwordResetMail(opts: {
  to: string;
  firstName: string | null;
  token: string;
  lang: SiteLanguage;
  publicUrl: string;
}): MailMessage {
  const t = mailText(opts.lang);
  const siteName = SITE_NAME;
  const link = `${opts.publicUrl}${pathTo('resetPassword', { search: { token: opts.token }, lang: opts.lang })}`;
  const { text, html } = renderEmail({
    greeting: greeting(opts.firstName, t),
    paragraphs: [t('mail.reset.intro', { siteName }), t('mail.reset.body')],
    action: { label: t('mail.reset.action'), url: link },
    after: [t('mail.reset.after')],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.reset.subject', { siteName }), text, html };
}

export const VERIFY_SUBJECT = english('mail.verify.subject', { siteName: SITE_NAME });
export const REGISTRATION_ATTEMPT_SUBJECT = 'Someone tried to register with your e-mail address';
export const CONFIRM_CHANGE_SUBJECT = `Confirm your new ${SITE_NAME} e-mail address`;
export const CHANGE_NOTICE_SUBJECT = `Your ${SITE_NAME} e-mail address is being changed`;
export const ADDRESS_IN_USE_SUBJECT = 'Someone tried to move an account to your e-mail address';

/**
 * The link sent at registration (and on request), in the member's language: following it proves
 * the address is read.
 */
export function verifyEmailMail(opts: {
  to: string;
  firstName: string | null;
  link: string;
  hours: number;
  publicUrl: string;
  lang: SiteLanguage;
}): MailMessage {
  const t = mailText(opts.lang);
  const siteName = SITE_NAME;
  const { text, html } = renderEmail({
    greeting: greeting(opts.firstName, t),
    paragraphs: [
      t('mail.verify.intro', { siteName }),
      t('mail.verify.expiry', { hours: opts.hours }),
    ],
    action: { label: t('mail.verify.action'), url: opts.link },
    after: [t('mail.verify.after')],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.verify.subject', { siteName }), text, html };
}

/**
 * To the owner of an address someone tried to register again. The registration form answered
 * as for a new address, so this message is the only place where the account's existence shows:
 * in its owner's inbox.
 */
export function registrationAttemptMail(opts: {
  to: string;
  firstName: string | null;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: greeting(opts.firstName),
    paragraphs: [
      `Someone (perhaps you) tried to create a new ${SITE_NAME} account with this e-mail address. It already has an account, so no new one was made and yours is unchanged.`,
      'If it was you, simply sign in.',
    ],
    action: { label: 'Sign in', url: `${opts.publicUrl}${pathTo('login')}` },
    after: [
      `Forgotten your password? Choose a new one at ${opts.publicUrl}${pathTo('forgotPassword')}`,
      'If it was not you, you can ignore this message.',
    ],
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: REGISTRATION_ATTEMPT_SUBJECT, text, html };
}

/** To the new address a member asked to move to: the change happens when the link is followed. */
export function confirmEmailChangeMail(opts: {
  to: string;
  firstName: string | null;
  link: string;
  hours: number;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: greeting(opts.firstName),
    paragraphs: [
      `You asked to use this address for your ${SITE_NAME} account. Confirm it with the link below; until then your account keeps its current address.`,
      `The link works once and expires in ${opts.hours} hours.`,
    ],
    action: { label: 'Confirm your new e-mail address', url: opts.link },
    after: ['If you did not ask for this, you can ignore this message.'],
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: CONFIRM_CHANGE_SUBJECT, text, html };
}

/**
 * An address shown so its owner can recognise it, and nobody reading another inbox learns it:
 * "naomi@example.org" becomes "n…@e….org".
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}…@${domain.slice(0, 1)}…${tld}`;
}

/** To the account's current address when a move to another one is asked for. */
export function emailChangeNoticeMail(opts: {
  to: string;
  firstName: string | null;
  newEmail: string;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: greeting(opts.firstName),
    paragraphs: [
      `Someone signed in to your ${SITE_NAME} account asked to change its e-mail address to ${maskEmail(opts.newEmail)}. The change happens only when the link we sent to that address is followed.`,
      'If this was you, there is nothing more to do here.',
    ],
    action: { label: 'Change your password', url: `${opts.publicUrl}${pathTo('profile')}` },
    after: [
      'If this was not you, change your password now: someone knows it. Signing in and changing it ends every other session.',
      `Cannot sign in? Choose a new password at ${opts.publicUrl}${pathTo('forgotPassword')}`,
    ],
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: CHANGE_NOTICE_SUBJECT, text, html };
}

/**
 * To the owner of an address another account asked to move to. That member was answered as if
 * the address were free, so only this inbox learns of the attempt; nothing changes.
 */
export function addressInUseMail(opts: {
  to: string;
  firstName: string | null;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: greeting(opts.firstName),
    paragraphs: [
      `Someone asked to move another ${SITE_NAME} account to this e-mail address. It already belongs to your account, so nothing was changed.`,
      'You do not need to do anything.',
    ],
    after: [
      `If you are worried about your own account, you can choose a new password at ${opts.publicUrl}${pathTo('forgotPassword')}`,
    ],
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: ADDRESS_IN_USE_SUBJECT, text, html };
}
