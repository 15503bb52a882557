import { SITE_NAME } from '../../../contract/pages';
import {
  greeting,
  mailTo,
  type MailMessage,
  type MailReader,
  type NamedReader,
} from '../../infra/mail';
import { mailText, type MailText } from '../../infra/mail-text';
import { startOf } from '../../infra/notice-folds';

/** To the member, in their language: the ministry has answered. */
export function replyToMemberMail(
  opts: NamedReader & { title: string; link: string },
): MailMessage {
  return mailTo(opts, (t) => ({
    subject: t('mail.reply.subject', { title: opts.title }),
    greeting: greeting(opts.firstName, t),
    paragraphs: [t('mail.reply.intro', { title: opts.title }), t('mail.reply.body')],
    action: { label: t('mail.reply.action'), url: opts.link },
    after: [t('mail.reply.after', { siteName: SITE_NAME })],
  }));
}

/** To an administrator, in their language: a member started a conversation or wrote in one. */
export function memberMessageMail(
  opts: MailReader & { memberName: string; title: string; started: boolean; link: string },
): MailMessage {
  const words = { name: opts.memberName, title: opts.title };
  return mailTo(opts, (t) => ({
    subject: opts.started
      ? t('mail.memberMessage.startedSubject', { title: opts.title })
      : t('mail.memberMessage.againSubject', { title: opts.title }),
    greeting: t('mail.greetingNoName'),
    paragraphs: [
      opts.started ? t('mail.memberMessage.started', words) : t('mail.memberMessage.again', words),
    ],
    action: { label: t('mail.memberMessage.action'), url: opts.link },
  }));
}

/** The start of a message, on one line, for a folded notice ("(2 files)" in the reader's words). */
export function messageStart(content: string, files: number, t: MailText = mailText('en')): string {
  return startOf(content) || t('mail.folded.files', { count: files });
}

/** To an administrator, in their language: the member messages of one window, told together. */
export function foldedMessagesMail(
  opts: MailReader & {
    memberName: string;
    title: string;
    /** Each message's text and number of files, oldest first. */
    messages: { content: string; files: number }[];
    link: string;
  },
): MailMessage {
  const count = opts.messages.length;
  return mailTo(opts, (t) => ({
    subject: t('mail.folded.subject', { count, title: opts.title }),
    greeting: t('mail.greetingNoName'),
    paragraphs: [
      t('mail.folded.intro', { name: opts.memberName, count, title: opts.title }),
      ...opts.messages.map((m) => `“${messageStart(m.content, m.files, t)}”`),
    ],
    action: { label: t('mail.memberMessage.action'), url: opts.link },
  }));
}
