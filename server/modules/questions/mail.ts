import { SITE_NAME } from '../../../contract/pages';
import { greeting, mailTo, type MailMessage, type NamedReader } from '../../infra/mail';
import { mailText } from '../../infra/mail-text';

export const ANSWERED_SUBJECT = mailText('en')('mail.answered.subject');

/**
 * Tells the asker, in their language, that the ministry has answered their question, with a link
 * to read it (on the page in that language).
 */
export function questionAnsweredMail(
  opts: NamedReader & { title: string; link: string },
): MailMessage {
  return mailTo(opts, (t) => ({
    subject: t('mail.answered.subject'),
    greeting: greeting(opts.firstName, t),
    paragraphs: [
      t('mail.answered.intro', { siteName: SITE_NAME, title: opts.title }),
      t('mail.answered.body'),
    ],
    action: { label: t('mail.answered.action'), url: opts.link },
  }));
}
