import { SITE_NAME } from '../../../contract/pages';
import { renderEmail, type MailMessage } from '../../infra/mail';

/** To the member: the ministry has answered. */
export function replyToMemberMail(opts: {
  to: string;
  firstName: string | null;
  title: string;
  link: string;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: opts.firstName ? `Hello ${opts.firstName},` : 'Hello,',
    paragraphs: [
      `The ministry has replied to your conversation “${opts.title}”.`,
      'Open your member portal to read the reply and answer it.',
    ],
    action: { label: 'Read the reply', url: opts.link },
    after: [`You receive this because you wrote to ${SITE_NAME} from your member portal.`],
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: `New reply: ${opts.title}`, text, html };
}

/** To the administrators: a member started a conversation or wrote in one. */
export function memberMessageMail(opts: {
  to: string;
  memberName: string;
  title: string;
  started: boolean;
  link: string;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      opts.started
        ? `${opts.memberName} started a new conversation, “${opts.title}”.`
        : `${opts.memberName} wrote again in “${opts.title}”.`,
    ],
    action: { label: 'Open the conversation', url: opts.link },
    after: [],
    publicUrl: opts.publicUrl,
  });
  const subject = opts.started
    ? `New conversation: ${opts.title}`
    : `New message in: ${opts.title}`;
  return { to: opts.to, subject, text, html };
}
