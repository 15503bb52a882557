import { mailTo, type MailMessage, type MailReader } from '../../infra/mail';

/**
 * The confirmation that a member's account is gone, in their language: what went, what the
 * ministry keeps (gifts, without their name or address) and that public posts stay unsigned.
 */
export function accountDeletedMail(opts: MailReader): MailMessage {
  return mailTo(opts, (t) => ({
    subject: t('mail.accountDeleted.subject'),
    greeting: t('mail.greetingNoName'),
    paragraphs: [t('mail.accountDeleted.intro'), t('mail.accountDeleted.kept')],
    after: [t('mail.accountDeleted.after')],
  }));
}
