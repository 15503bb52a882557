import { SITE_NAME } from '../../../contract/pages';
import { renderEmail, type MailMessage } from '../../infra/mail';

export const RESET_SUBJECT = `Reset your ${SITE_NAME} password`;

/** The password-reset message: the link, how long it lasts, and what to do if it was not you. */
export function passwordResetMail(opts: {
  to: string;
  firstName: string | null;
  link: string;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: opts.firstName ? `Hello ${opts.firstName},` : 'Hello,',
    paragraphs: [
      `Someone (we hope you) asked to reset the password of your ${SITE_NAME} account.`,
      'Choose a new password with the link below. It works once and expires in 1 hour.',
    ],
    action: { label: 'Reset your password', url: opts.link },
    after: [
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ],
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: RESET_SUBJECT, text, html };
}
