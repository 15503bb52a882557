import { SITE_NAME } from '../../../contract/pages';
import { greeting, renderEmail, type MailMessage } from '../../infra/mail';

export const ANSWERED_SUBJECT = `Your question has been answered`;

/** Tells the asker that the ministry has answered their question, with a link to read it. */
export function questionAnsweredMail(opts: {
  to: string;
  firstName: string | null;
  title: string;
  link: string;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: greeting(opts.firstName),
    paragraphs: [
      `Thank you for your question to ${SITE_NAME}: “${opts.title}”.`,
      'It has been answered. You can read the answer with the link below.',
    ],
    action: { label: 'Read the answer', url: opts.link },
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: ANSWERED_SUBJECT, text, html };
}
