import type { SiteLanguage } from '../../../contract/i18n';
import { renderEmail, type MailMessage } from '../../infra/mail';
import { mailText } from '../../infra/mail-text';

/**
 * The confirmation that a member's account is gone, in their language: what went, what the
 * ministry keeps (gifts, without their name or address) and that public posts stay unsigned.
 */
export function accountDeletedMail(opts: {
  to: string;
  lang: SiteLanguage;
  publicUrl: string;
}): MailMessage {
  const t = mailText(opts.lang);
  const { text, html } = renderEmail({
    greeting: t('mail.greetingNoName'),
    paragraphs: [t('mail.accountDeleted.intro'), t('mail.accountDeleted.kept')],
    after: [t('mail.accountDeleted.after')],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.accountDeleted.subject'), text, html };
}
