import { pathTo } from '../../../contract/pages';
import { greeting, mailTo, provenFirstName, type MailMessage } from '../../infra/mail';
import { languageOf } from '../../infra/mail-text';

interface Member {
  email: string;
  firstName: string | null;
  emailVerifiedAt: Date | null;
  preferredLanguage: string | null;
}
interface Request {
  title: string | null;
  body: string;
}

/** The request as a mail names it: its title, or its first words. */
export function requestLabel(request: Request): string {
  const text = (request.title ?? request.body).replace(/\s+/g, ' ').trim();
  return text.length <= 60 ? text : `${text.slice(0, 59).trimEnd()}…`;
}

/** The moderator's note to a member whose request was not put on the wall, in their language. */
export function rejectionMail(opts: {
  member: Member;
  request: Request;
  note: string;
  publicUrl: string;
}): MailMessage {
  const lang = languageOf(opts.member);
  return mailTo({ to: opts.member.email, publicUrl: opts.publicUrl, lang }, (t) => ({
    subject: t('mail.prayerRejected.subject'),
    greeting: greeting(provenFirstName(opts.member), t),
    paragraphs: [
      t('mail.prayerRejected.intro', { request: requestLabel(opts.request) }),
      opts.note,
    ],
    action: {
      label: t('mail.prayerRejected.action'),
      url: `${opts.publicUrl}${pathTo('prayer', { lang })}`,
    },
    after: [t('mail.prayerRejected.after')],
  }));
}

/** A week before a request leaves the wall: does its requester want to keep it? */
export function expiryReminderMail(opts: {
  member: Member;
  request: Request & { expiresAt: Date };
  publicUrl: string;
}): MailMessage {
  const lang = languageOf(opts.member);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    opts.request.expiresAt,
  );
  return mailTo({ to: opts.member.email, publicUrl: opts.publicUrl, lang }, (t) => ({
    subject: t('mail.prayerExpiry.subject'),
    greeting: greeting(provenFirstName(opts.member), t),
    paragraphs: [t('mail.prayerExpiry.intro', { request: requestLabel(opts.request), date })],
    action: {
      label: t('mail.prayerExpiry.action'),
      url: `${opts.publicUrl}${pathTo('dashboard', { lang })}`,
    },
    after: [t('mail.prayerExpiry.after')],
  }));
}
