/**
 * Outgoing mail. With `SMTP_URL` messages go out over SMTP; without it each message is written as
 * an `.eml` file under `DATA_DIR/outbox` (open it in any mail program) and its subject and path
 * are logged. Services receive a `Mailer` as a dependency; tests hand in one pointed at a real
 * in-process SMTP server (server/test/smtp.ts).
 */
import type { MailAttachment } from '../db/schema';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { SITE_NAME } from '../../contract/pages';
import { escapeHtml } from './html';
import { DEFAULT_LANGUAGE, localizePath, type SiteLanguage } from '../../contract/i18n';
import { mailText, type MailText } from './mail-text';

export interface MailMessage {
  to: string;
  /** Another sender than `MAIL_FROM` (the name the administrator gave mail). */
  from?: string;
  subject: string;
  text: string;
  html: string;
  /** Contact messages: the visitor's address, so the ministry can simply reply. */
  replyTo?: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` for newsletters. */
  headers?: Record<string, string>;
  /** Files sent with it (an event's `.ics`). */
  attachments?: MailAttachment[];
}

export interface MailResult {
  messageId: string;
  /** Where the message was written when there is no SMTP server. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

interface MinimalLogger {
  info(obj: object, msg: string): void;
}

export interface MailerOptions {
  from: string;
  /** `smtp://user:pass@host:587` or `smtps://…`; absent: write to `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  logger?: MinimalLogger;
}

/**
 * A pool of reused SMTP connections unless the URL says otherwise (`?pool=false`): a newsletter
 * goes to thousands of readers, and a connection per message is slow and unkind to the server.
 */
function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '5');
  return url.toString();
}

/**
 * The transport, made when the first message is sent: nodemailer is loaded then rather than at
 * start (docs/decisions/0085-rare-code-loaded-on-use.md). Closing before any message closes nothing.
 */
function lazyTransport(options: string | { streamTransport: true; buffer: true }) {
  let transport: Promise<Transporter> | undefined;
  let closed = false;
  return {
    get: () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) => {
        const made: Transporter = nodemailer.createTransport(options);
        if (closed) made.close();
        return made;
      })),
    close() {
      closed = true;
      void transport?.then((made) => made.close());
    },
  };
}

export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = lazyTransport(pooledUrl(opts.smtpUrl));
    return {
      async send(message) {
        const info = (await (await transport.get()).sendMail({ from: opts.from, ...message })) as {
          messageId: string;
        };
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const transport = lazyTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = (await (await transport.get()).sendMail({ from: opts.from, ...message })) as {
        messageId: string;
        message: Buffer;
      };
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      opts.logger?.info({ subject: message.subject, file }, 'mail written to the outbox');
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

// ---- templates -----------------------------------------------------------------------------

/** "Hello Ruth," to a member who gave a first name, else "Hello,", in the message's language. */
export const greeting = (firstName: string | null, text: MailText = mailText(DEFAULT_LANGUAGE)) =>
  firstName ? text('mail.greeting', { name: firstName }) : text('mail.greetingNoName');

/**
 * The member's first name for a greeting, only once the account's address is proven to be theirs.
 * A first name is free text typed by whoever registered; until the address has followed a link,
 * it could be anyone's, and ministry-branded mail must not carry a stranger's text to it.
 */
export const provenFirstName = (user: {
  firstName: string | null;
  emailVerifiedAt: Date | null;
}): string | null => (user.emailVerifiedAt ? user.firstName : null);

export interface EmailContent {
  /** First line of the message, e.g. "Hello Ruth,"; none for a newsletter, which opens with its own words. */
  greeting?: string;
  /** Plain-text paragraphs; escaped for the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** The site's address; the footer links its home page in the message's language. */
  publicUrl: string;
  /**
   * Already-sanitised HTML that replaces the escaped paragraphs in the HTML part (newsletter
   * campaigns written with Markdown); `paragraphs` still make the plain-text part.
   */
  htmlBody?: string;
  /** Small print under the site's name, e.g. the ministry's tagline and an unsubscribe link. */
  footer?: { text: string; link?: { label: string; url: string } }[];
  /** The language the message is written in (English when not given). */
  lang?: SiteLanguage;
}

/** Whom a message goes to: their address, the site's address and the language they read. */
export interface MailReader {
  to: string;
  publicUrl: string;
  lang: SiteLanguage;
}

/** A reader greeted by their first name, where they gave one. */
export interface NamedReader extends MailReader {
  firstName: string | null;
}

/** What a message to one reader says: its subject and the layout's parts, in their words. */
export type MailWords = Omit<EmailContent, 'publicUrl' | 'lang'> & { subject: string };

/**
 * A message to one reader in their language: `words` is given the catalogue of that language and
 * says the subject and the layout's parts; the layout's footer leads to the site in it too.
 */
export function mailTo(reader: MailReader, words: (t: MailText) => MailWords): MailMessage {
  const { subject, ...content } = words(mailText(reader.lang));
  const { text, html } = renderEmail({
    ...content,
    publicUrl: reader.publicUrl,
    lang: reader.lang,
  });
  return { to: reader.to, subject, text, html };
}

/** The one layout of our mail: a plain-text and an HTML part with the same words. */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const lang = content.lang ?? DEFAULT_LANGUAGE;
  // The site's address in the footer leads to the home page in the message's language.
  const home =
    lang === DEFAULT_LANGUAGE
      ? content.publicUrl
      : `${content.publicUrl}${localizePath('/', lang)}`;
  const text = [
    ...(content.greeting === undefined ? [] : [content.greeting, '']),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    '—',
    SITE_NAME,
    home,
    ...(content.footer ?? []).flatMap((f) => [
      '',
      f.link ? `${f.text} ${f.link.label}: ${f.link.url}` : f.text,
    ]),
    '',
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1e2a4a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(mailText(lang)('mail.buttonFallback'))}<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(SITE_NAME)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Georgia,serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<h1 style="margin:0 0 24px;font-size:20px;color:#1e2a4a">${escapeHtml(SITE_NAME)}</h1>
${content.greeting === undefined ? '' : p(content.greeting)}
${content.htmlBody ?? content.paragraphs.map(p).join('\n')}
${button}
${(content.after ?? []).map(p).join('\n')}
<hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0">
<p style="margin:0;font-size:13px;color:#555"><a href="${escapeHtml(home)}">${escapeHtml(SITE_NAME)}</a></p>
${(content.footer ?? [])
  .map(
    (f) =>
      `<p style="margin:8px 0 0;font-size:12px;color:#555">${escapeHtml(f.text)}${
        f.link ? ` <a href="${escapeHtml(f.link.url)}">${escapeHtml(f.link.label)}</a>` : ''
      }</p>`,
  )
  .join('\n')}
</div></body></html>
`;
  return { text, html };
}
