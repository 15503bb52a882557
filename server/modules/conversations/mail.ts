import { SITE_NAME } from '../../../contract/pages';
import { greeting, renderEmail, type MailMessage } from '../../infra/mail';

/** To the member: the ministry has answered. */
export function replyToMemberMail(opts: {
  to: string;
  firstName: string | null;
  title: string;
  link: string;
  publicUrl: string;
}): MailMessage {
  const { text, html } = renderEmail({
    greeting: greeting(opts.firstName),
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

/** How much of each message a folded notice shows. */
export const MESSAGE_START_CHARS = 140;

/** The start of a message, on one line, for a folded notice. */
export function messageStart(content: string, files: number): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (!line) return files === 1 ? '(a file)' : `(${files} files)`;
  return line.length <= MESSAGE_START_CHARS
    ? line
    : `${line.slice(0, MESSAGE_START_CHARS - 1).trimEnd()}…`;
}

/** To the administrators: the member messages of one window, told together at its end. */
export function foldedMessagesMail(opts: {
  to: string;
  memberName: string;
  title: string;
  /** Each message's start, oldest first. */
  starts: string[];
  link: string;
  publicUrl: string;
}): MailMessage {
  const count = opts.starts.length;
  const what = count === 1 ? '1 new message' : `${count} new messages`;
  const { text, html } = renderEmail({
    greeting: 'Hello,',
    paragraphs: [
      `${opts.memberName} wrote ${what} in “${opts.title}”:`,
      ...opts.starts.map((start) => `“${start}”`),
    ],
    action: { label: 'Open the conversation', url: opts.link },
    after: [],
    publicUrl: opts.publicUrl,
  });
  return { to: opts.to, subject: `${what} in: ${opts.title}`, text, html };
}
