import { pathTo, SITE_NAME } from '../../../contract/pages';
import type { SiteLanguage } from '../../../contract/i18n';
import {
  greeting,
  mailTo,
  provenFirstName,
  type MailMessage,
  type MailReader,
  type NamedReader,
} from '../../infra/mail';
import { mailText } from '../../infra/mail-text';

/** English subjects (tests name them), read from the catalogue that every language's come from. */
const english = mailText('en');
export const RESET_SUBJECT = english('mail.reset.subject', { siteName: SITE_NAME });

/**
 * The password-reset message, in the member's language: the link (to the page in that
 * language), how long it lasts, and what to do if it was not you.
 */
export function passwordResetMail(opts: NamedReader & { token: string }): MailMessage {
  const siteName = SITE_NAME;
  const link = `${opts.publicUrl}${pathTo('resetPassword', { search: { token: opts.token }, lang: opts.lang })}`;
  return mailTo(opts, (t) => ({
    subject: t('mail.reset.subject', { siteName }),
    greeting: greeting(opts.firstName, t),
    paragraphs: [t('mail.reset.intro', { siteName }), t('mail.reset.body')],
    action: { label: t('mail.reset.action'), url: link },
    after: [t('mail.reset.after')],
  }));
}

export const VERIFY_SUBJECT = english('mail.verify.subject', { siteName: SITE_NAME });
export const REGISTRATION_ATTEMPT_SUBJECT = english('mail.registrationAttempt.subject');
export const CONFIRM_CHANGE_SUBJECT = english('mail.confirmChange.subject', {
  siteName: SITE_NAME,
});
export const CHANGE_NOTICE_SUBJECT = english('mail.changeNotice.subject', { siteName: SITE_NAME });
export const ADDRESS_IN_USE_SUBJECT = english('mail.addressInUse.subject');

interface AddressLinkOptions extends MailReader {
  link: string;
  hours: number;
}

/** The catalogue texts of one address-link mail, each id written out so the catalogue test sees it. */
const addressLinkTexts = {
  verify: {
    subject: 'mail.verify.subject',
    intro: 'mail.verify.intro',
    expiry: 'mail.verify.expiry',
    action: 'mail.verify.action',
    after: 'mail.verify.after',
  },
  confirmChange: {
    subject: 'mail.confirmChange.subject',
    intro: 'mail.confirmChange.intro',
    expiry: 'mail.confirmChange.expiry',
    action: 'mail.confirmChange.action',
    after: 'mail.confirmChange.after',
  },
} as const;

/** A link to `to` whose following proves the address is read; `kind` names its texts. */
function addressLinkMail(
  kind: keyof typeof addressLinkTexts,
  opts: AddressLinkOptions,
): MailMessage {
  const ids = addressLinkTexts[kind];
  const siteName = SITE_NAME;
  return mailTo(opts, (t) => ({
    subject: t(ids.subject, { siteName }),
    // Free text the member typed (a first name) goes to no address not yet proven theirs.
    greeting: greeting(null, t),
    paragraphs: [t(ids.intro, { siteName }), t(ids.expiry, { hours: opts.hours })],
    action: { label: t(ids.action), url: opts.link },
    after: [t(ids.after)],
  }));
}

/**
 * The link sent at registration (and on request), in the member's language: following it proves
 * the address is read.
 */
export const verifyEmailMail = (opts: AddressLinkOptions): MailMessage =>
  addressLinkMail('verify', opts);

/**
 * To the owner of an address someone tried to register again, in the owner's language. The
 * registration form answered as for a new address, so this message is the only place where the
 * account's existence shows: in its owner's inbox.
 */
export function registrationAttemptMail(opts: NamedReader): MailMessage {
  const { lang } = opts;
  return mailTo(opts, (t) => ({
    subject: t('mail.registrationAttempt.subject'),
    greeting: greeting(opts.firstName, t),
    paragraphs: [
      t('mail.registrationAttempt.intro', { siteName: SITE_NAME }),
      t('mail.registrationAttempt.body'),
    ],
    action: {
      label: t('mail.registrationAttempt.action'),
      url: `${opts.publicUrl}${pathTo('login', { lang })}`,
    },
    after: [
      t('mail.registrationAttempt.forgotten', {
        url: `${opts.publicUrl}${pathTo('forgotPassword', { lang })}`,
      }),
      t('mail.registrationAttempt.after'),
    ],
  }));
}

/**
 * To the new address a member asked to move to, in the member's language: the change happens
 * when the link is followed.
 */
export const confirmEmailChangeMail = (opts: AddressLinkOptions): MailMessage =>
  addressLinkMail('confirmChange', opts);

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

/** To the account's current address, in its language, when a move to another one is asked for. */
export function emailChangeNoticeMail(opts: NamedReader & { newEmail: string }): MailMessage {
  const { lang } = opts;
  const siteName = SITE_NAME;
  return mailTo(opts, (t) => ({
    subject: t('mail.changeNotice.subject', { siteName }),
    greeting: greeting(opts.firstName, t),
    paragraphs: [
      t('mail.changeNotice.intro', { siteName, address: maskEmail(opts.newEmail) }),
      t('mail.changeNotice.body'),
    ],
    action: {
      label: t('mail.changeNotice.action'),
      url: `${opts.publicUrl}${pathTo('profile', { lang })}`,
    },
    after: [
      t('mail.changeNotice.after'),
      t('mail.changeNotice.cannotSignIn', {
        url: `${opts.publicUrl}${pathTo('forgotPassword', { lang })}`,
      }),
    ],
  }));
}

/**
 * To the owner of an address another account asked to move to, in the owner's language. That
 * member was answered as if the address were free, so only this inbox learns of the attempt;
 * nothing changes.
 */
export function addressInUseMail(opts: NamedReader): MailMessage {
  return mailTo(opts, (t) => ({
    subject: t('mail.addressInUse.subject'),
    greeting: greeting(opts.firstName, t),
    paragraphs: [
      t('mail.addressInUse.intro', { siteName: SITE_NAME }),
      t('mail.addressInUse.body'),
    ],
    after: [
      t('mail.addressInUse.after', {
        url: `${opts.publicUrl}${pathTo('forgotPassword', { lang: opts.lang })}`,
      }),
    ],
  }));
}

/** What changed in how an account signs in; each is told to the account's address. */
export type SignInChange =
  | { kind: 'passwordChanged' }
  | { kind: 'passwordReset' }
  | { kind: 'passkeyAdded'; name: string }
  | { kind: 'passkeyRemoved'; name: string }
  | { kind: 'totpOn' }
  | { kind: 'totpOff' }
  | { kind: 'recoveryCodes' }
  | { kind: 'recentPasskeysRemoved'; count: number }
  | { kind: 'factorsRemoved' };

export const SIGN_IN_CHANGE_SUBJECT = english('mail.signInChange.subject', {
  siteName: SITE_NAME,
});

/**
 * To the account's address, in the account's language, at every change of its password, passkeys
 * or authenticator app: whoever changed it, the owner hears of it, with the way back (a new
 * password) if it was not them.
 */
export function signInChangeMail(opts: {
  user: { email: string; firstName: string | null; emailVerifiedAt: Date | null };
  changes: SignInChange[];
  publicUrl: string;
  lang: SiteLanguage;
}): MailMessage {
  const siteName = SITE_NAME;
  const { lang } = opts;
  const nameOf = (name: string) => (opts.user.emailVerifiedAt ? name : '…');
  return mailTo({ to: opts.user.email, publicUrl: opts.publicUrl, lang }, (t) => {
    const line = (change: SignInChange): string => {
      switch (change.kind) {
        case 'passwordChanged':
          return t('mail.signInChange.passwordChanged', { siteName });
        case 'passwordReset':
          return t('mail.signInChange.passwordReset', { siteName });
        // A passkey's name may be the member's own text: named only to a proven address.
        case 'passkeyAdded':
          return t('mail.signInChange.passkeyAdded', { siteName, name: nameOf(change.name) });
        case 'passkeyRemoved':
          return t('mail.signInChange.passkeyRemoved', { siteName, name: nameOf(change.name) });
        case 'totpOn':
          return t('mail.signInChange.totpOn', { siteName });
        case 'totpOff':
          return t('mail.signInChange.totpOff', { siteName });
        case 'recoveryCodes':
          return t('mail.signInChange.recoveryCodes', { siteName });
        case 'recentPasskeysRemoved':
          return t('mail.signInChange.recentPasskeysRemoved', { count: change.count });
        case 'factorsRemoved':
          return t('mail.signInChange.factorsRemoved', { siteName });
      }
    };
    return {
      subject: t('mail.signInChange.subject', { siteName }),
      greeting: greeting(provenFirstName(opts.user), t),
      paragraphs: [...opts.changes.map(line), t('mail.signInChange.after')],
      action: {
        label: t('mail.signInChange.action'),
        url: `${opts.publicUrl}${pathTo('forgotPassword', { lang })}`,
      },
    };
  });
}
