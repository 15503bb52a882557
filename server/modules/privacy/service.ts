import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  MY_DATA_FORMAT,
  RECURRING_GIFT_ACTIVE,
  type DeleteAccountBody,
  type MyData,
} from '../../../contract/privacy';
import { OWNER_STAYS, PERSON_NOT_FOUND } from '../../../contract/people';
import type { Database } from '../../db/types';
import { columnsOf } from '../../db/columns-of';
import { identityOf } from '../../db/users';
import {
  answers,
  attachments,
  bookmarks,
  contactMessages,
  conversations,
  dataExports,
  donationSubscriptions,
  donations,
  donors,
  eventRegistrations,
  events,
  highlights,
  memberPlanDays,
  memberPlans,
  messages,
  newsletterSubscriptions,
  notes,
  passkeys,
  prayerRequests,
  prayerUpdates,
  questions,
  sessions,
  studyGroupDiscussions,
  studyGroupMembers,
  studyGroupPosts,
  studyGroups,
  studyProgress,
  teachingListening,
  teachings,
  totpFactors,
  users,
} from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { conflict, forbidden, notFound } from '../../errors';
import type { FileStore } from '../../infra/file-store';
import { queueMail } from '../../infra/mail-outbox';
import { languageOf, mailText } from '../../infra/mail-text';
import type { SessionUser } from '../../domain/sessions';
import { accountDeletedMail } from './mail';

export interface PrivacyServiceDeps {
  db: Database;
  clock: () => Date;
  files: FileStore | undefined;
  publicUrl: string;
  /** The password, and a code when the authenticator app is on: 400 otherwise. */
  proveOwner: (user: SessionUser, body: DeleteAccountBody) => Promise<void>;
}

/**
 * What the export shows of gifts and recurring gifts (never Stripe's ids nor the donor's): the
 * terms both have, then each one's own.
 */
const TERMS = ['amount', 'fee', 'currency', 'frequency'] as const;
const GIFT_FIELDS = [...TERMS, 'purpose', 'message', 'status', 'createdAt'] as const;
const RECURRING_FIELDS = [...TERMS, 'status', 'nextChargeAt', 'canceledAt', 'createdAt'] as const;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A row as plain JSON: dates as ISO text, the member's own id and secrets left out. */
function plain(
  row: Record<string, unknown>,
  omit: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'userId' || omit.includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Recurring gifts still charged: their Stripe subscription must end before the account does. */
const LIVE_SUBSCRIPTIONS = ['incomplete', 'active', 'past_due', 'unpaid'];

export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { db, clock } = deps;

  /** Everything kept with the member's account number, in one object (`myDataSchema`). */
  async function myData(user: SessionUser): Promise<MyData> {
    const id = user.id;
    const t = mailText(languageOf(user));
    const [
      account,
      totp,
      keys,
      liveSessions,
      threads,
      asked,
      prayers,
      memberships,
      discussions,
      posts,
      gifts,
      recurring,
      newsletter,
      marks,
      saved,
      written,
      plans,
      progress,
      registrations,
      listening,
    ] = await Promise.all([
      db.select().from(users).where(eq(users.id, id)),
      db
        .select({ enabledAt: totpFactors.enabledAt })
        .from(totpFactors)
        .where(eq(totpFactors.userId, id)),
      db
        .select(columnsOf(passkeys, 'name', 'createdAt', 'lastUsedAt'))
        .from(passkeys)
        .where(eq(passkeys.userId, id)),
      db
        .select(columnsOf(sessions, 'createdAt', 'lastSeenAt', 'userAgent'))
        .from(sessions)
        .where(eq(sessions.userId, id)),
      db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, id))
        .orderBy(asc(conversations.id)),
      db.select().from(questions).where(eq(questions.submittedBy, id)).orderBy(asc(questions.id)),
      db
        .select()
        .from(prayerRequests)
        .where(eq(prayerRequests.userId, id))
        .orderBy(asc(prayerRequests.id)),
      db
        .select({
          groupId: studyGroups.id,
          group: studyGroups.name,
          ...columnsOf(studyGroupMembers, 'role', 'joinedAt'),
        })
        .from(studyGroupMembers)
        .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
        .where(eq(studyGroupMembers.userId, id)),
      db.select().from(studyGroupDiscussions).where(eq(studyGroupDiscussions.userId, id)),
      db.select().from(studyGroupPosts).where(eq(studyGroupPosts.userId, id)),
      db
        .select(columnsOf(donations, ...GIFT_FIELDS))
        .from(donations)
        .where(eq(donations.userId, id))
        .orderBy(asc(donations.id)),
      db
        .select(columnsOf(donationSubscriptions, ...RECURRING_FIELDS))
        .from(donationSubscriptions)
        .where(eq(donationSubscriptions.userId, id)),
      db
        .select(columnsOf(newsletterSubscriptions, 'language', 'subscribedAt', 'confirmedAt'))
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, user.email)),
      db.select().from(highlights).where(eq(highlights.userId, id)),
      db.select().from(bookmarks).where(eq(bookmarks.userId, id)),
      db.select().from(notes).where(eq(notes.userId, id)),
      db.select().from(memberPlans).where(eq(memberPlans.userId, id)),
      db.select().from(studyProgress).where(eq(studyProgress.userId, id)),
      db
        .select({
          event: events.title,
          startsAt: events.startsAt,
          ...columnsOf(
            eventRegistrations,
            'name',
            'email',
            'places',
            'note',
            'status',
            'createdAt',
          ),
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(eq(eventRegistrations.userId, id)),
      db
        .select({
          teaching: teachings.title,
          seconds: teachingListening.seconds,
          updatedAt: teachingListening.updatedAt,
        })
        .from(teachingListening)
        .innerJoin(teachings, eq(teachings.id, teachingListening.teachingId))
        .where(eq(teachingListening.userId, id)),
    ]);
    const threadIds = threads.map((c) => c.id);
    const [said, files, answered, prayerNews, planDays] = await Promise.all([
      threadIds.length
        ? db
            .select()
            .from(messages)
            .where(inArray(messages.conversationId, threadIds))
            .orderBy(asc(messages.createdAt), asc(messages.id))
        : [],
      threadIds.length
        ? db
            .select(columnsOf(attachments, 'messageId', 'fileName', 'fileType', 'fileSize'))
            .from(attachments)
            .innerJoin(messages, eq(messages.id, attachments.messageId))
            .where(inArray(messages.conversationId, threadIds))
        : [],
      asked.length
        ? db
            .select(columnsOf(answers, 'questionId', 'content', 'createdAt'))
            .from(answers)
            .where(
              inArray(
                answers.questionId,
                asked.map((q) => q.id),
              ),
            )
        : [],
      prayers.length
        ? db
            .select()
            .from(prayerUpdates)
            .where(
              inArray(
                prayerUpdates.requestId,
                prayers.map((p) => p.id),
              ),
            )
        : [],
      plans.length
        ? db
            .select()
            .from(memberPlanDays)
            .where(
              inArray(
                memberPlanDays.memberPlanId,
                plans.map((p) => p.id),
              ),
            )
        : [],
    ]);
    const me = account[0];
    // The session's account: it exists while the request runs.
    if (!me) throw notFound(PERSON_NOT_FOUND);
    const subscription = newsletter[0];
    return {
      format: MY_DATA_FORMAT,
      readme: [1, 2, 3, 4].map((n) => t(`privacy.readme.${n}` as 'privacy.readme.1')),
      exportedAt: clock().toISOString(),
      account: {
        ...identityOf(me),
        preferredLanguage: me.preferredLanguage,
        roles: me.roles,
        emailVerifiedAt: iso(me.emailVerifiedAt),
        createdAt: me.createdAt.toISOString(),
        lastSignInAt: iso(me.lastSignInAt),
      },
      security: {
        authenticatorApp: totp.some((f) => f.enabledAt !== null),
        passkeys: keys.map((k) => ({
          name: k.name,
          createdAt: k.createdAt.toISOString(),
          lastUsedAt: iso(k.lastUsedAt),
        })),
        sessions: liveSessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          userAgent: s.userAgent,
        })),
      },
      conversations: threads.map((c) => ({
        id: c.id,
        title: c.title,
        category: c.category,
        status: c.status,
        createdAt: c.createdAt.toISOString(),
        messages: said
          .filter((m) => m.conversationId === c.id)
          .map((m) => ({
            from: m.isFromAdmin ? ('ministry' as const) : ('you' as const),
            content: m.content,
            createdAt: m.createdAt.toISOString(),
            attachments: files
              .filter((f) => f.messageId === m.id)
              .map(({ fileName, fileType, fileSize }) => ({ fileName, fileType, fileSize })),
          })),
      })),
      questions: asked.map((q) => ({
        ...plain(q, ['submittedBy']),
        answers: answered.filter((a) => a.questionId === q.id).map((a) => plain(a, ['questionId'])),
      })),
      prayerRequests: prayers.map((p) => ({
        ...plain(p, ['flagCount', 'moderatorNote', 'expiryReminderAt']),
        updates: prayerNews.filter((u) => u.requestId === p.id).map((u) => plain(u, ['requestId'])),
      })),
      studyGroups: {
        memberships: memberships.map((m) => plain(m)),
        discussions: discussions.map((d) => plain(d)),
        posts: posts.map((p) => plain(p)),
      },
      gifts: gifts.map((g) => plain(g)),
      recurringGifts: recurring.map((g) => plain(g)),
      newsletter: subscription
        ? {
            language: subscription.language,
            subscribedAt: subscription.subscribedAt.toISOString(),
            confirmedAt: iso(subscription.confirmedAt),
          }
        : null,
      studyTools: {
        highlights: marks.map((h) => plain(h)),
        bookmarks: saved.map((b) => plain(b)),
        notes: written.map((n) => plain(n)),
        readingPlans: plans.map((p) => ({
          ...plain(p, ['unsubscribeToken']),
          daysDone: planDays.filter((d) => d.memberPlanId === p.id).map((d) => d.day),
        })),
        studyProgress: progress.map((p) => plain(p)),
        listening: listening.map((l) => plain(l)),
      },
      eventRegistrations: registrations.map((r) => plain(r)),
    };
  }

  /**
   * Ends the member's account, proved by its owner (password, and a code when the app is on).
   * In one transaction: gifts and recurring gifts lose the donor's name, address and message but
   * keep amount, date and fund (the ministry's accounts); public questions lose the name and
   * address given at asking; their newsletter subscription and contact messages go; the account
   * row goes, and with it (cascades) sessions, factors, conversations and their messages,
   * prayer requests, group memberships, study tools, registrations. Group posts and public
   * answers stay without an author ("Former member"). The confirmation is mailed in the member's
   * language, the trail gets a line without the address. The attachments' files, and a
   * prepared archive of their data, are removed once the rows are gone. The owner transfers
   * ownership first; a live recurring gift is cancelled first (it is charged by Stripe until
   * then).
   */
  async function deleteAccount(
    user: SessionUser,
    body: DeleteAccountBody,
    address: string,
  ): Promise<void> {
    await deps.proveOwner(user, body);
    if (user.roles.includes('owner')) throw forbidden(OWNER_STAYS);
    const now = clock();
    const id = user.id;
    const filePaths = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      const live = await tx
        .select({ id: donationSubscriptions.id })
        .from(donationSubscriptions)
        .where(
          and(
            eq(donationSubscriptions.userId, id),
            inArray(donationSubscriptions.status, LIVE_SUBSCRIPTIONS),
          ),
        )
        .limit(1);
      if (live.length) throw conflict(RECURRING_GIFT_ACTIVE);
      const files = await tx
        .select({ path: attachments.filePath })
        .from(attachments)
        .innerJoin(messages, eq(messages.id, attachments.messageId))
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(conversations.userId, id));
      // The prepared archive of their data goes with them (its row by the cascade).
      const archive = await tx
        .select({ path: dataExports.fileKey })
        .from(dataExports)
        .where(eq(dataExports.userId, id));
      await tx
        .update(donations)
        .set({ email: null, message: null, updatedAt: now })
        .where(eq(donations.userId, id));
      // Stripe's customer keeps what Stripe needs; ours keeps no name and no reachable address.
      await tx
        .update(donors)
        .set({ name: null, email: sql`'deleted-' || ${donors.id} || '@deleted.invalid'` })
        .where(eq(donors.userId, id));
      await tx
        .update(questions)
        .set({ submitterName: null, submitterEmail: null, updatedAt: now })
        .where(eq(questions.submittedBy, id));
      await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
      await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
      // Registrations made signed out with the same address are the member's too.
      await tx
        .delete(eventRegistrations)
        .where(and(isNull(eventRegistrations.userId), eq(eventRegistrations.email, user.email)));
      await tx.delete(users).where(eq(users.id, id));
      await recordAudit(tx, {
        actor: null,
        action: 'account.delete',
        target: { type: 'user', id },
        summary: user.roles.length ? `staff (${user.roles.join(', ')})` : 'member',
        address,
        at: now,
      });
      await queueMail(
        tx,
        accountDeletedMail({ to: user.email, lang: languageOf(user), publicUrl: deps.publicUrl }),
        now,
      );
      return [...files, ...archive].flatMap((f) => (f.path ? [f.path] : []));
    });
    const store = deps.files;
    if (store) await Promise.all(filePaths.map((key) => store.remove(key).catch(() => {})));
  }

  return { myData, deleteAccount };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
