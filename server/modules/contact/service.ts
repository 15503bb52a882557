import { and, arrayOverlaps, count, desc, eq, gt } from 'drizzle-orm';
import { CONTACT_SUBJECTS } from '../../../contract/contact';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../../../contract/i18n';
import { pathTo, SITE_NAME } from '../../../contract/pages';
import type { Database } from '../../db/types';
import { contactMessages, users } from '../../db/schema';
import { queueMail } from '../../infra/mail-outbox';
import { renderEmail, type MailMessage } from '../../infra/mail';
import { mailText } from '../../infra/mail-text';
import { rolesWith } from '../../../contract/staff';

export interface NewContactMessage {
  name: string;
  email: string;
  subject?: string | undefined;
  message: string;
  /** The page's language: the acknowledgement to the sender is written in it. */
  language?: SiteLanguage | undefined;
}

/** One acknowledgement per address in this long, however many messages it sends. */
const ACKNOWLEDGE_EVERY_MS = 60 * 60 * 1000;

/**
 * To the sender, in the language of the page they wrote on: the message arrived. It repeats
 * nothing they typed (not their name, not their words), so the form cannot be used to send
 * someone else's text to a stranger's address.
 */
function acknowledgementMail(opts: {
  to: string;
  publicUrl: string;
  lang: SiteLanguage;
}): MailMessage {
  const t = mailText(opts.lang);
  const { text, html } = renderEmail({
    greeting: t('mail.greetingNoName'),
    paragraphs: [t('mail.contact.intro', { siteName: SITE_NAME })],
    after: [t('mail.contact.after')],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.contact.subject'), text, html };
}

const subjectLabel = (value: string | undefined) =>
  CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? 'General Inquiry';

/**
 * Keeps the message and, in the same transaction, the e-mail to the ministry (CONTACT_TO, else
 * every administrator) in the mail outbox, Reply-To the sender, and the acknowledgement to the
 * sender (at most one an hour per address). Nothing is lost when SMTP is down: the outbox
 * retries. Answers the ids of the message and of the queued mail to the ministry (if any).
 */
async function receiveContactMessage(
  db: Database,
  input: NewContactMessage,
  opts: { now: Date; contactTo: string | undefined; publicUrl: string },
): Promise<{ id: number; mailId: number | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject ?? null,
        message: input.message,
        createdAt: opts.now,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not stored');

    const [earlier] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.email, input.email),
          gt(contactMessages.createdAt, new Date(opts.now.getTime() - ACKNOWLEDGE_EVERY_MS)),
        ),
      );
    // This message is one of them: more than one means the address was answered this hour.
    if ((earlier?.n ?? 0) <= 1) {
      const lang = input.language ?? DEFAULT_LANGUAGE;
      await queueMail(
        tx,
        acknowledgementMail({ to: input.email, publicUrl: opts.publicUrl, lang }),
        opts.now,
      );
    }

    const recipients = opts.contactTo
      ? [opts.contactTo]
      : (
          await tx
            .select({ email: users.email })
            .from(users)
            .where(arrayOverlaps(users.roles, rolesWith('conversations.manage')))
        ).map((u) => u.email);
    if (recipients.length === 0) return { id: row.id, mailId: null };

    const label = subjectLabel(input.subject);
    const { text, html } = renderEmail({
      greeting: `A new message from ${input.name} <${input.email}>`,
      paragraphs: [`Subject: ${label}`, ...input.message.split(/\n{2,}/)],
      after: ['Reply to this e-mail to answer them directly.'],
      action: { label: 'Open the admin panel', url: `${opts.publicUrl}${pathTo('admin')}` },
      publicUrl: opts.publicUrl,
    });
    const mailId = await queueMail(
      tx,
      {
        to: recipients.join(', '),
        subject: `[${SITE_NAME}] ${label}: message from ${input.name}`,
        text,
        html,
        replyTo: input.email,
      },
      opts.now,
    );
    return { id: row.id, mailId };
  });
}

async function listContactMessages(db: Database) {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    readAt: r.readAt ? r.readAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Answers false when there is no such message. */
async function markContactMessageRead(db: Database, id: number, now: Date) {
  const rows = await db
    .update(contactMessages)
    .set({ readAt: now })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export interface ContactServiceDeps {
  db: Database;
  clock: () => Date;
  /** CONTACT_TO: where messages are e-mailed; unset, every administrator. */
  contactTo: string | undefined;
  publicUrl: string;
}

export function createContactService({ db, clock, contactTo, publicUrl }: ContactServiceDeps) {
  return {
    receive: (input: NewContactMessage) =>
      receiveContactMessage(db, input, { now: clock(), contactTo, publicUrl }),
    list: () => listContactMessages(db),
    /** Answers false when there is no such message. */
    markRead: (id: number) => markContactMessageRead(db, id, clock()),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
