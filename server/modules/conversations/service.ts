/**
 * Private conversations between a member and the ministry: rules and data access. Every write of
 * a message with its attachments (and the conversation's counters) is one transaction.
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type {
  AdminConversationDetail,
  AdminConversationSummary,
  ConversationDetail,
  ConversationMessage,
  ConversationStatus,
  ConversationSummary,
  NewConversationFields,
} from '../../../contract/conversations';
import { conversationsApi } from '../../../contract/conversations';
import { fullName } from '../../../contract/auth';
import { pathTo } from '../../../contract/pages';
import { inOneChange } from '../../db/step-in-change';
import type { Database, DbOrTx } from '../../db/types';
import type { ReadCache } from '../../db/read-cache';
import { attachments, conversations, messages, users } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { badRequest, notFound } from '../../errors';
import { provenFirstName, type MailMessage } from '../../infra/mail';
import { languageOf } from '../../infra/mail-text';
import { queueMail } from '../../infra/mail-outbox';
import { adminRecipients, foldOrTell } from '../../infra/notice-folds';
import { memberMessageMail, replyToMemberMail } from './mail';
import { nameForType, type UploadedFile } from './uploads';
import { can } from '../../domain/staff';

export type ConversationRow = typeof conversations.$inferSelect;
type Side = 'member' | 'admin';

/** Where notices link to, and who hears of members' messages. */
export interface NoticeSettings {
  publicUrl: string;
  /** Hears of members' messages instead of every administrator. */
  adminNotifyEmail: string | undefined;
  /** Member messages this long after a notice are folded into one mail (infra/notice-folds.ts). */
  windowMs: number;
}

/** The fold topic of one conversation's member messages (infra/notice-folds.ts). */
export const conversationTopic = (conversationId: number): string =>
  `${CONVERSATION_TOPIC}${conversationId}`;
export const CONVERSATION_TOPIC = 'conversation:';

/** Also done in the message's transaction (the member's write is counted as stored). */
export type AlsoInTransaction = (tx: DbOrTx) => Promise<void>;

/**
 * The mail a new message brings, worked out and queued inside its transaction: kept (and
 * retried while SMTP is away) exactly when the message is. A member wrote: every administrator
 * (or ADMIN_NOTIFY_EMAIL) hears of it at once after a quiet spell; within a window the message
 * waits for the folded mail at its end. The ministry replied: the member hears of it.
 */
async function queueNotifications(
  tx: DbOrTx,
  conversation: ConversationRow,
  message: { id: number; author: SessionUser; side: Side; started: boolean; now: Date },
  notices: NoticeSettings,
): Promise<void> {
  const { publicUrl } = notices;
  const mails: MailMessage[] = [];
  if (message.side === 'member') {
    const tellNow = await foldOrTell(tx, {
      topic: conversationTopic(conversation.id),
      itemId: message.id,
      now: message.now,
      windowMs: notices.windowMs,
    });
    if (tellNow) {
      for (const { email, lang } of await adminRecipients(
        tx,
        notices.adminNotifyEmail,
        'conversations.manage',
      )) {
        const search = { conversation: conversation.id };
        mails.push(
          memberMessageMail({
            to: email,
            memberName: fullName(message.author),
            title: conversation.title,
            started: message.started,
            link: `${publicUrl}${pathTo('admin', { search, lang })}`,
            publicUrl,
            lang,
          }),
        );
      }
    }
  } else {
    const member = await memberOf(tx, conversation);
    if (member) {
      const lang = languageOf(member);
      const search = { conversation: conversation.id };
      mails.push(
        replyToMemberMail({
          to: member.email,
          firstName: provenFirstName(member),
          title: conversation.title,
          link: `${publicUrl}${pathTo('memberPortal', { search, lang })}`,
          publicUrl,
          lang,
        }),
      );
    }
  }
  for (const mail of mails) await queueMail(tx, mail, message.now);
}

const notFoundConversation = () => notFound('Conversation not found');

function summary(row: ConversationRow, side: Side): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    status: row.status as ConversationStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unreadCount: side === 'member' ? row.memberUnreadCount : row.adminUnreadCount,
  };
}

/** Message text must not be blank unless files come with it. */
function requireContent(content: string, files: UploadedFile[]): void {
  if (content.length === 0 && files.length === 0) {
    throw badRequest('Please write a message or attach a file', {
      content: ['Please write a message or attach a file'],
    });
  }
}

async function insertMessage(
  tx: DbOrTx,
  opts: {
    conversationId: number;
    content: string;
    author: SessionUser;
    isFromAdmin: boolean;
    files: UploadedFile[];
    now: Date;
  },
): Promise<ConversationMessage> {
  const [message] = await tx
    .insert(messages)
    .values({
      conversationId: opts.conversationId,
      content: opts.content,
      authorId: opts.author.id,
      isFromAdmin: opts.isFromAdmin,
      createdAt: opts.now,
    })
    .returning();
  if (!message) throw new Error('message not inserted');
  const saved =
    opts.files.length === 0
      ? []
      : await tx
          .insert(attachments)
          .values(
            opts.files.map((f) => ({
              messageId: message.id,
              fileName: f.fileName,
              filePath: f.key,
              fileType: f.fileType,
              fileSize: f.fileSize,
              uploadedBy: opts.author.id,
              createdAt: opts.now,
            })),
          )
          .returning();
  return {
    id: message.id,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    isFromAdmin: message.isFromAdmin,
    senderId: message.authorId,
    senderName: opts.isFromAdmin ? 'Ministry' : fullName(opts.author),
    attachments: saved.map(attachmentAnswer),
  };
}

const attachmentAnswer = (a: typeof attachments.$inferSelect) => ({
  id: a.id,
  // Names stored before they were made to follow their type are shown as they download.
  fileName: nameForType(a.fileName, a.fileType),
  fileType: a.fileType,
  fileSize: a.fileSize,
  url: conversationsApi.attachment({ id: a.id }),
});

async function startConversation(
  db: Database,
  member: SessionUser,
  fields: NewConversationFields,
  files: UploadedFile[],
  now: Date,
  notices: NoticeSettings,
  also?: AlsoInTransaction,
): Promise<{ conversation: ConversationRow; message: ConversationMessage }> {
  requireContent(fields.content, files);
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({
        userId: member.id,
        title: fields.title,
        category: fields.category,
        status: 'open',
        adminUnreadCount: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!conversation) throw new Error('conversation not inserted');
    const message = await insertMessage(tx, {
      conversationId: conversation.id,
      content: fields.content,
      author: member,
      isFromAdmin: false,
      files,
      now,
    });
    await queueNotifications(
      tx,
      conversation,
      { id: message.id, author: member, side: 'member', started: true, now },
      notices,
    );
    await also?.(tx);
    return { conversation, message };
  });
}

/**
 * Adds a message. A member may write only in their own conversation (another's is "not found");
 * their message reopens a closed one. An administrator may write in any.
 */
async function addMessage(
  db: Database,
  opts: {
    conversationId: number;
    author: SessionUser;
    side: Side;
    content: string;
    files: UploadedFile[];
    now: Date;
    notices: NoticeSettings;
    also?: AlsoInTransaction;
  },
): Promise<{ conversation: ConversationRow; message: ConversationMessage }> {
  requireContent(opts.content, opts.files);
  return db.transaction(async (tx) => {
    // The counter update comes first: it locks the row, so a concurrent read mark waits for us.
    const owner = opts.side === 'member' ? eq(conversations.userId, opts.author.id) : sql`true`;
    const [conversation] = await tx
      .update(conversations)
      .set(
        opts.side === 'member'
          ? {
              adminUnreadCount: sql`${conversations.adminUnreadCount} + 1`,
              status: 'open',
              updatedAt: opts.now,
            }
          : {
              memberUnreadCount: sql`${conversations.memberUnreadCount} + 1`,
              updatedAt: opts.now,
            },
      )
      .where(and(eq(conversations.id, opts.conversationId), owner))
      .returning();
    if (!conversation) throw notFoundConversation();
    const message = await insertMessage(tx, {
      conversationId: conversation.id,
      content: opts.content,
      author: opts.author,
      isFromAdmin: opts.side === 'admin',
      files: opts.files,
      now: opts.now,
    });
    const { author, side, now } = opts;
    await queueNotifications(
      tx,
      conversation,
      { id: message.id, author, side, started: false, now },
      opts.notices,
    );
    await opts.also?.(tx);
    return { conversation, message };
  });
}

async function listMemberConversations(
  db: Database,
  member: SessionUser,
): Promise<ConversationSummary[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, member.id))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
  return rows.map((r) => summary(r, 'member'));
}

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

async function listAllConversations(
  db: Database,
  status: ConversationStatus | undefined,
): Promise<AdminConversationSummary[]> {
  const rows = await db
    .select({ conversation: conversations, member: memberColumns })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .where(status ? eq(conversations.status, status) : undefined)
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(1000);
  return rows.map((r) => ({
    ...summary(r.conversation, 'admin'),
    member: { id: r.member.id, name: fullName(r.member), email: r.member.email },
  }));
}

async function threadOf(db: DbOrTx, conversationId: number): Promise<ConversationMessage[]> {
  const rows = await db
    .select({ message: messages, author: memberColumns })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const ids = rows.map((r) => r.message.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(attachments)
          .where(inArray(attachments.messageId, ids))
          .orderBy(asc(attachments.id));
  const byMessage = new Map<number, ReturnType<typeof attachmentAnswer>[]>();
  for (const f of files) {
    const list = byMessage.get(f.messageId) ?? [];
    list.push(attachmentAnswer(f));
    byMessage.set(f.messageId, list);
  }
  return rows.map(({ message, author }) => ({
    id: message.id,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    isFromAdmin: message.isFromAdmin,
    senderId: message.authorId,
    senderName: message.isFromAdmin ? 'Ministry' : author ? fullName(author) : 'Member',
    attachments: byMessage.get(message.id) ?? [],
  }));
}

/**
 * A thread as one side reads it; reading changes nothing (marking read is its own request). A
 * member sees only their own (another's answers "not found").
 */
async function openConversation(
  db: Database,
  opts: { conversationId: number; reader: SessionUser; side: 'member' },
): Promise<ConversationDetail>;
async function openConversation(
  db: Database,
  opts: { conversationId: number; reader: SessionUser; side: 'admin' },
): Promise<AdminConversationDetail>;
async function openConversation(
  db: Database,
  opts: { conversationId: number; reader: SessionUser; side: Side },
): Promise<ConversationDetail | AdminConversationDetail> {
  const [found] = await db
    .select({ conversation: conversations, member: memberColumns })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .where(and(eq(conversations.id, opts.conversationId), ownedBy(opts)));
  if (!found) throw notFoundConversation();
  const base = {
    ...summary(found.conversation, opts.side),
    messages: await threadOf(db, found.conversation.id),
  };
  if (opts.side === 'member') return base;
  const member = found.member;
  return {
    ...base,
    member: { id: member.id, name: fullName(member), email: member.email },
  };
}

/** A member's own conversations only; administrators read every one. */
const ownedBy = (opts: { reader: SessionUser; side: Side }) =>
  opts.side === 'member' ? eq(conversations.userId, opts.reader.id) : sql`true`;

/**
 * Clears one side's unread count (all administrators share one inbox). One statement: it waits
 * for a message being added (whose counter update holds the row), so nothing is lost between.
 */
async function markConversationRead(
  db: Database,
  opts: { conversationId: number; reader: SessionUser; side: Side },
): Promise<ConversationSummary> {
  const own = and(eq(conversations.id, opts.conversationId), ownedBy(opts));
  const count =
    opts.side === 'member' ? conversations.memberUnreadCount : conversations.adminUnreadCount;
  // Only a count above zero is written: a thread shown again costs no write (nor drops the
  // read cache of every conversation list).
  const [updated] = await inOneChange(db, (tx) =>
    tx
      .update(conversations)
      .set(opts.side === 'member' ? { memberUnreadCount: 0 } : { adminUnreadCount: 0 })
      .where(and(own, gt(count, 0)))
      .returning(),
  );
  const [row] = updated ? [updated] : await db.select().from(conversations).where(own);
  if (!row) throw notFoundConversation();
  return summary(row, opts.side);
}

async function setConversationStatus(
  db: Database,
  conversationId: number,
  status: ConversationStatus,
): Promise<ConversationSummary> {
  const [row] = await inOneChange(db, (tx) =>
    tx
      .update(conversations)
      .set({ status })
      .where(eq(conversations.id, conversationId))
      .returning(),
  );
  if (!row) throw notFoundConversation();
  return summary(row, 'admin');
}

/** An attachment the reader may see: the conversation's member, or any administrator. */
async function findAttachment(db: Database, id: number, reader: SessionUser) {
  const [row] = await db
    .select({ attachment: attachments, ownerId: conversations.userId })
    .from(attachments)
    .innerJoin(messages, eq(messages.id, attachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(attachments.id, id));
  if (!row || (!can(reader, 'conversations.manage') && row.ownerId !== reader.id)) {
    throw notFound('Attachment not found');
  }
  return row.attachment;
}

/** Who hears of a member's message: ADMIN_NOTIFY_EMAIL, else every administrator. */
/**
 * Who hears of members' messages, each with the language their mail is written in: the
 * ADMIN_NOTIFY_EMAIL address (English: it names no member), else every administrator in theirs.
 */
async function memberOf(db: DbOrTx, conversation: ConversationRow) {
  const [member] = await db.select().from(users).where(eq(users.id, conversation.userId));
  return member;
}

export interface ConversationServiceDeps {
  db: Database;
  /** Lists and threads are read again and again by polling screens; kept until the next write. */
  reads: ReadCache;
  clock: () => Date;
  notices: NoticeSettings;
}

/** What an open thread is read from (the member's name comes from users). */
const thread = [conversations, messages, attachments, users];

export function createConversationService({ db, reads, clock, notices }: ConversationServiceDeps) {
  return {
    // ---- member ---------------------------------------------------------------------------
    listOwn: (member: SessionUser) =>
      reads.get(`conversations:member:${member.id}`, [conversations], () =>
        listMemberConversations(db, member),
      ),
    openOwn: (reader: SessionUser, conversationId: number) =>
      reads.get(`conversation:member:${reader.id}:${conversationId}`, thread, () =>
        openConversation(db, { conversationId, reader, side: 'member' }),
      ),
    start: (
      member: SessionUser,
      fields: NewConversationFields,
      files: UploadedFile[],
      also?: AlsoInTransaction,
    ) => startConversation(db, member, fields, files, clock(), notices, also),

    // ---- administrator --------------------------------------------------------------------
    listAll: (status: ConversationStatus | undefined) =>
      reads.get(`conversations:admin:${status ?? 'all'}`, [conversations, users], () =>
        listAllConversations(db, status),
      ),
    openAny: (reader: SessionUser, conversationId: number) =>
      reads.get(`conversation:admin:${conversationId}`, thread, () =>
        openConversation(db, { conversationId, reader, side: 'admin' }),
      ),
    /** One conversation's summary as the administrators' list shows it. */
    adminSummary: async (conversationId: number, dbOrTx: DbOrTx = db) => {
      const [row] = await dbOrTx
        .select()
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      return row ? summary(row, 'admin') : null;
    },
    setStatus: (conversationId: number, status: ConversationStatus) =>
      setConversationStatus(db, conversationId, status),

    // ---- both -----------------------------------------------------------------------------
    addMessage: (message: {
      conversationId: number;
      author: SessionUser;
      side: Side;
      content: string;
      files: UploadedFile[];
      also?: AlsoInTransaction;
    }) => addMessage(db, { ...message, now: clock(), notices }),
    markRead: (read: { conversationId: number; reader: SessionUser; side: Side }) =>
      markConversationRead(db, read),
    findAttachment: (id: number, reader: SessionUser) => findAttachment(db, id, reader),
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
