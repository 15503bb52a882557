/**
 * How the administrators are told of a conversation's folded member messages (the folds
 * themselves: infra/notice-folds.ts): the member messages after the last one told, in one mail
 * ("3 new messages in …", each message's start). A conversation's topic is `conversation:<id>`.
 */
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { fullName } from '../../../contract/auth';
import { pathTo } from '../../../contract/pages';
import type { DbOrTx } from '../../db/types';
import { attachments, conversations, messages, users } from '../../db/schema';
import { queueAdminMail, type NoticeTeller } from '../../infra/notice-folds';
import { foldedMessagesMail } from './mail';
import { CONVERSATION_TOPIC } from './service';

export function conversationNoticeTeller(deps: {
  publicUrl: string;
  adminNotifyEmail: string | undefined;
}): NoticeTeller {
  const { publicUrl } = deps;
  return {
    prefix: CONVERSATION_TOPIC,
    async tell(tx: DbOrTx, fold, now) {
      const conversationId = Number(fold.topic.slice(CONVERSATION_TOPIC.length));
      const [found] = await tx
        .select({ conversation: conversations, member: users })
        .from(conversations)
        .innerJoin(users, eq(users.id, conversations.userId))
        .where(eq(conversations.id, conversationId));
      if (!found) return null;
      const told = await tx
        .select({ id: messages.id, content: messages.content })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.isFromAdmin, false),
            gt(messages.id, fold.toldThroughId),
          ),
        )
        .orderBy(asc(messages.id));
      const last = told.at(-1);
      if (!last) return null;
      const files = await tx
        .select({ messageId: attachments.messageId, files: count() })
        .from(attachments)
        .where(
          inArray(
            attachments.messageId,
            told.map((m) => m.id),
          ),
        )
        .groupBy(attachments.messageId);
      const filesOf = new Map(files.map((f) => [f.messageId, f.files]));
      const search = { conversation: conversationId };
      await queueAdminMail(
        tx,
        { notifyEmail: deps.adminNotifyEmail, permission: 'conversations.manage' },
        now,
        ({ email, lang }) =>
          foldedMessagesMail({
            to: email,
            memberName: fullName(found.member),
            title: found.conversation.title,
            messages: told.map((m) => ({ content: m.content, files: filesOf.get(m.id) ?? 0 })),
            link: `${publicUrl}${pathTo('admin', { search, lang })}`,
            publicUrl,
            lang,
          }),
      );
      return last.id;
    },
  };
}
