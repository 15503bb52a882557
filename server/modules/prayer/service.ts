import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { authorNotSuspended, isSuspended } from '../../domain/suspensions';
import type {
  AdminEditPrayerBody,
  AdminPrayerRequest,
  CreatePrayerBody,
  MyPrayer,
  PrayerList,
  PrayerQueue,
  PrayerRequest,
  RejectPrayerBody,
  UpdatePrayerBody,
} from '../../../contract/prayer';
import {
  FLAGS_TO_HOLD,
  hasLinkOrEmail,
  PRAYER_ALREADY_FLAGGED,
  PRAYER_ALREADY_PRAYED,
  PRAYER_NOT_FOUND,
  PRAYER_NOT_LISTED,
  PRAYER_NOTHING_TO_CHANGE,
  PRAYER_PAGE_SIZE,
  prayerCategories,
} from '../../../contract/prayer';
import { inOneChange } from '../../db/step-in-change';
import type { Database, DbOrTx } from '../../db/types';
import { prayerFlags, prayerPrayed, prayerRequests, prayerUpdates, users } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { can } from '../../domain/staff';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { NOT_FOR_YOUR_ROLE } from '../../../contract/staff';
import { queueMail } from '../../infra/mail-outbox';
import { rejectionMail } from './mail';

export interface PrayerServiceDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  /** Days a request stays on the wall. */
  expiryDays: number;
  /** Moderators approve public and members-only requests before they are listed. */
  approval: boolean;
}

type Row = typeof prayerRequests.$inferSelect;
type Viewer = SessionUser | null;
const DAY_MS = 86_400_000;

/** The UTC day of a moment ('2026-11-28'): "I prayed" counts once a member, request and day. */
export const prayerDay = (now: Date): string => now.toISOString().slice(0, 10);

/** Staff who keep the wall: those who moderate it and the pastors, who care for the requests. */
const isStaff = (viewer: Viewer): boolean =>
  can(viewer, 'prayer.moderate') || can(viewer, 'prayer.manage');

/**
 * May `viewer` see the request? Its requester always; staff of the wall any but a pastoral one,
 * which only the pastors (and the requester) see; others only an approved, open (unexpired)
 * request that is public, or members-only to a signed-in member.
 */
export function canSee(row: Row, viewer: Viewer, now: Date): boolean {
  if (viewer && viewer.id === row.userId) return true;
  if (row.visibility === 'pastoral') return can(viewer, 'prayer.manage');
  if (isStaff(viewer)) return true;
  if (row.status !== 'approved' || row.expiresAt <= now) return false;
  if (row.visibility === 'public') return true;
  return row.visibility === 'members' && viewer !== null;
}

/** The request `id`, when `staff` may moderate it: a pastoral one only for the pastors. */
const keptBy = (staff: SessionUser, id: number) =>
  can(staff, 'prayer.manage')
    ? eq(prayerRequests.id, id)
    : and(eq(prayerRequests.id, id), inArray(prayerRequests.visibility, ['public', 'members']));

/** The requests a visitor or member finds on the wall (the rule of `canSee`, as SQL). */
const listedTo = (viewer: Viewer, now: Date) =>
  and(
    eq(prayerRequests.status, 'approved'),
    gt(prayerRequests.expiresAt, now),
    viewer
      ? inArray(prayerRequests.visibility, ['public', 'members'])
      : eq(prayerRequests.visibility, 'public'),
    // A suspended member's requests leave the wall until the suspension is lifted.
    authorNotSuspended(prayerRequests.userId),
  );

const categoryOf = (value: string | null): PrayerRequest['category'] =>
  (prayerCategories as readonly string[]).includes(value ?? '')
    ? (value as PrayerRequest['category'])
    : null;

export function createPrayerService(deps: PrayerServiceDeps) {
  const { db, clock } = deps;

  async function rowsToRequests(
    rows: { row: Row; firstName: string | null }[],
    viewer: Viewer,
    from: DbOrTx = db,
  ): Promise<PrayerRequest[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.row.id);
    const [updates, prayed] = await Promise.all([
      from
        .select()
        .from(prayerUpdates)
        .where(inArray(prayerUpdates.requestId, ids))
        .orderBy(asc(prayerUpdates.createdAt), asc(prayerUpdates.id)),
      viewer
        ? from
            .select({ requestId: prayerPrayed.requestId })
            .from(prayerPrayed)
            .where(
              and(
                inArray(prayerPrayed.requestId, ids),
                eq(prayerPrayed.userId, viewer.id),
                eq(prayerPrayed.day, prayerDay(clock())),
              ),
            )
        : Promise.resolve([]),
    ]);
    const prayedToday = new Set(prayed.map((p) => p.requestId));
    return rows.map(({ row, firstName }) => {
      const mine = viewer?.id === row.userId;
      return {
        id: row.id,
        title: row.title,
        body: row.body,
        category: categoryOf(row.category),
        visibility: row.visibility as PrayerRequest['visibility'],
        authorName: row.anonymous && !mine ? null : firstName?.trim() || null,
        anonymous: row.anonymous,
        isMine: mine,
        status: row.status as PrayerRequest['status'],
        urgent: row.urgent,
        prayedCount: mine || isStaff(viewer) ? row.prayedCount : null,
        prayedToday: prayedToday.has(row.id),
        answeredAt: row.answeredAt?.toISOString() ?? null,
        praise: row.praise,
        updates: updates
          .filter((u) => u.requestId === row.id)
          .map((u) => ({ id: u.id, body: u.body, createdAt: u.createdAt.toISOString() })),
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    });
  }

  const withName = { row: prayerRequests, firstName: users.firstName };

  async function findRow(tx: DbOrTx, id: number) {
    const [found] = await tx
      .select(withName)
      .from(prayerRequests)
      .innerJoin(users, eq(users.id, prayerRequests.userId))
      .where(eq(prayerRequests.id, id));
    return found;
  }

  /** The request as `viewer` may see it; 404 when they may not (a pastoral one included). */
  async function visibleRow(tx: DbOrTx, id: number, viewer: Viewer) {
    const found = await findRow(tx, id);
    if (!found || !canSee(found.row, viewer, clock())) throw notFound(PRAYER_NOT_FOUND);
    // Hidden from others (staff aside) while its requester is suspended.
    const others = !viewer || (viewer.id !== found.row.userId && !isStaff(viewer));
    if (others && (await isSuspended(tx, found.row.userId))) throw notFound(PRAYER_NOT_FOUND);
    return found;
  }

  async function one(id: number, viewer: Viewer): Promise<PrayerRequest> {
    const found = await visibleRow(db, id, viewer);
    const [request] = await rowsToRequests([found], viewer);
    if (!request) throw notFound(PRAYER_NOT_FOUND);
    return request;
  }

  return {
    /**
     * The wall: open requests, urgent first, then those prayed for least, then the newest, 20 a
     * page; or the answered ones (praise reports), newest answer first.
     */
    async list(
      viewer: Viewer,
      query: { category?: string | undefined; page: number; answered?: 'true' | 'false' },
    ): Promise<PrayerList> {
      const answered = query.answered === 'true';
      const where = and(
        listedTo(viewer, clock()),
        answered ? isNotNull(prayerRequests.answeredAt) : isNull(prayerRequests.answeredAt),
        query.category ? eq(prayerRequests.category, query.category) : undefined,
      );
      const [total, rows] = await Promise.all([
        db.$count(prayerRequests, where),
        db
          .select(withName)
          .from(prayerRequests)
          .innerJoin(users, eq(users.id, prayerRequests.userId))
          .where(where)
          .orderBy(
            ...(answered
              ? [desc(prayerRequests.answeredAt)]
              : [desc(prayerRequests.urgent), asc(prayerRequests.prayedCount)]),
            desc(prayerRequests.createdAt),
            desc(prayerRequests.id),
          )
          .limit(PRAYER_PAGE_SIZE)
          .offset((query.page - 1) * PRAYER_PAGE_SIZE),
      ]);
      return {
        items: await rowsToRequests(rows, viewer),
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / PRAYER_PAGE_SIZE)),
        total,
      };
    },

    get: one,

    async create(member: SessionUser, body: CreatePrayerBody): Promise<PrayerRequest> {
      const now = clock();
      const text = `${body.title ?? ''}\n${body.body}`;
      const links = hasLinkOrEmail(text);
      // A pastoral request is read by the pastors alone: nobody else to protect from it.
      const waits = body.visibility !== 'pastoral' && (deps.approval || links);
      const [row] = await db
        .insert(prayerRequests)
        .values({
          userId: member.id,
          title: body.title ?? null,
          body: body.body,
          category: body.category ?? null,
          visibility: body.visibility,
          anonymous: body.anonymous ?? false,
          status: waits ? 'waiting' : 'approved',
          heldForLinks: links,
          expiresAt: new Date(now.getTime() + deps.expiryDays * DAY_MS),
          createdAt: now,
        })
        .returning({ id: prayerRequests.id });
      if (!row) throw new Error('the prayer request was not stored');
      return one(row.id, member);
    },

    /** The requester's changes: an update, answered with a praise report, or kept longer. */
    async update(member: SessionUser, id: number, body: UpdatePrayerBody): Promise<PrayerRequest> {
      if (body.update === undefined && !body.answered && !body.keep && body.praise === undefined) {
        throw badRequest(PRAYER_NOTHING_TO_CHANGE);
      }
      const now = clock();
      await db.transaction(async (tx) => {
        const found = await findRow(tx, id);
        if (!found || found.row.userId !== member.id) throw notFound(PRAYER_NOT_FOUND);
        if (body.update) {
          await tx
            .insert(prayerUpdates)
            .values({ requestId: id, body: body.update, createdAt: now });
        }
        const set: Partial<typeof prayerRequests.$inferInsert> = {};
        if (body.answered) {
          set.answeredAt = found.row.answeredAt ?? now;
          set.praise = body.praise ?? found.row.praise;
        } else if (body.praise !== undefined && found.row.answeredAt) {
          set.praise = body.praise;
        }
        if (body.keep) {
          set.expiresAt = new Date(now.getTime() + deps.expiryDays * DAY_MS);
          set.expiryReminderAt = null;
        }
        // New words from the requester are read by a moderator first, as the request was.
        const newWords = [body.update, set.praise !== found.row.praise ? set.praise : undefined]
          .filter(Boolean)
          .join('\n');
        if (
          newWords &&
          found.row.visibility !== 'pastoral' &&
          found.row.status === 'approved' &&
          hasLinkOrEmail(newWords)
        ) {
          set.status = 'waiting';
          set.heldForLinks = true;
        }
        if (Object.keys(set).length > 0) {
          await tx.update(prayerRequests).set(set).where(eq(prayerRequests.id, id));
        }
      });
      return one(id, member);
    },

    async remove(member: SessionUser, id: number): Promise<void> {
      const removed = await db
        .delete(prayerRequests)
        .where(and(eq(prayerRequests.id, id), eq(prayerRequests.userId, member.id)))
        .returning({ id: prayerRequests.id });
      if (removed.length === 0) throw notFound(PRAYER_NOT_FOUND);
    },

    /**
     * "I prayed": once a member, request and UTC day. The row's key decides between concurrent
     * presses (the insert that loses inserts nothing); the count moves in the same transaction.
     */
    async prayed(member: SessionUser, id: number): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const found = await visibleRow(tx, id, member);
        if (found.row.status !== 'approved' || found.row.answeredAt) {
          throw conflict(PRAYER_NOT_LISTED);
        }
        const [inserted] = await tx
          .insert(prayerPrayed)
          .values({ requestId: id, userId: member.id, day: prayerDay(now), createdAt: now })
          .onConflictDoNothing()
          .returning({ id: prayerPrayed.requestId });
        if (!inserted) throw conflict(PRAYER_ALREADY_PRAYED);
        await tx
          .update(prayerRequests)
          .set({ prayedCount: sql`${prayerRequests.prayedCount} + 1` })
          .where(eq(prayerRequests.id, id));
      });
    },

    /** A member's flag, once each; enough flags send the request back to the moderators. */
    async flag(member: SessionUser, id: number): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        await visibleRow(tx, id, member);
        const [inserted] = await tx
          .insert(prayerFlags)
          .values({ requestId: id, userId: member.id, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: prayerFlags.requestId });
        if (!inserted) throw conflict(PRAYER_ALREADY_FLAGGED);
        await tx
          .update(prayerRequests)
          .set({
            flagCount: sql`${prayerRequests.flagCount} + 1`,
            status: sql`CASE WHEN ${prayerRequests.flagCount} + 1 >= ${FLAGS_TO_HOLD} AND ${prayerRequests.status} = 'approved' THEN 'waiting' ELSE ${prayerRequests.status} END`,
          })
          .where(eq(prayerRequests.id, id));
      });
    },

    async mine(member: SessionUser): Promise<MyPrayer> {
      const now = clock();
      const own = await db
        .select(withName)
        .from(prayerRequests)
        .innerJoin(users, eq(users.id, prayerRequests.userId))
        .where(eq(prayerRequests.userId, member.id))
        .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id));
      const prayedIds = db
        .selectDistinct({ id: prayerPrayed.requestId })
        .from(prayerPrayed)
        .where(eq(prayerPrayed.userId, member.id));
      const prayedRows = await db
        .select(withName)
        .from(prayerRequests)
        .innerJoin(users, eq(users.id, prayerRequests.userId))
        .where(
          and(
            inArray(prayerRequests.id, prayedIds),
            or(listedTo(member, now), eq(prayerRequests.userId, member.id)),
          ),
        )
        .orderBy(desc(prayerRequests.createdAt))
        .limit(50);
      return {
        requests: await rowsToRequests(own, member),
        prayedFor: await rowsToRequests(prayedRows, member),
      };
    },

    // ---- moderation -----------------------------------------------------------------------

    /** A moderators' queue, oldest first. */
    async queue(staff: SessionUser, status: PrayerQueue): Promise<AdminPrayerRequest[]> {
      // Pastoral requests are the pastors' alone, not the wall's moderators'.
      if (status === 'pastoral' && !can(staff, 'prayer.manage')) throw forbidden(NOT_FOR_YOUR_ROLE);
      const where =
        status === 'pastoral'
          ? eq(prayerRequests.visibility, 'pastoral')
          : and(
              status === 'flagged'
                ? gt(prayerRequests.flagCount, 0)
                : eq(prayerRequests.status, status),
              inArray(prayerRequests.visibility, ['public', 'members']),
            );
      const rows = await withRequester()
        .where(where)
        .orderBy(asc(prayerRequests.createdAt), asc(prayerRequests.id))
        .limit(200);
      return toAdminRequests(staff, rows);
    },

    async approve(staff: SessionUser, id: number): Promise<AdminPrayerRequest> {
      const now = clock();
      await db.transaction(async (tx) => {
        const done = await tx
          .update(prayerRequests)
          .set({ status: 'approved', flagCount: 0, reviewedAt: now, moderatorNote: null })
          .where(keptBy(staff, id))
          .returning({ id: prayerRequests.id });
        if (done.length === 0) throw notFound(PRAYER_NOT_FOUND);
        // The flags were read: members may flag it again if something new is wrong.
        await tx.delete(prayerFlags).where(eq(prayerFlags.requestId, id));
      });
      return adminOne(staff, id);
    },

    /** Rejects the request; a note, when given, is e-mailed to the member in their language. */
    async reject(
      staff: SessionUser,
      id: number,
      body: RejectPrayerBody,
    ): Promise<AdminPrayerRequest> {
      const now = clock();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(prayerRequests)
          .set({ status: 'rejected', reviewedAt: now, moderatorNote: body.note ?? null })
          .where(keptBy(staff, id))
          .returning();
        if (!row) throw notFound(PRAYER_NOT_FOUND);
        if (body.note) {
          const [member] = await tx.select().from(users).where(eq(users.id, row.userId));
          if (member) {
            await queueMail(
              tx,
              rejectionMail({ member, request: row, note: body.note, publicUrl: deps.publicUrl }),
              now,
            );
          }
        }
      });
      return adminOne(staff, id);
    },

    /** One request as the staff's queue shows it. */
    adminGet: (staff: SessionUser, id: number, from?: DbOrTx) => adminOne(staff, id, from),

    /** Staff edits: words taken out for privacy, and urgency. */
    async edit(
      staff: SessionUser,
      id: number,
      body: AdminEditPrayerBody,
    ): Promise<AdminPrayerRequest> {
      if (body.title === undefined && body.body === undefined && body.urgent === undefined) {
        throw badRequest(PRAYER_NOTHING_TO_CHANGE);
      }
      const set: Partial<typeof prayerRequests.$inferInsert> = {};
      if (body.title !== undefined) set.title = body.title || null;
      if (body.body !== undefined) set.body = body.body;
      if (body.urgent !== undefined) set.urgent = body.urgent;
      const done = await inOneChange(db, (tx) =>
        tx
          .update(prayerRequests)
          .set(set)
          .where(keptBy(staff, id))
          .returning({ id: prayerRequests.id }),
      );
      if (done.length === 0) throw notFound(PRAYER_NOT_FOUND);
      return adminOne(staff, id);
    },
  };

  /**
   * Requests with their requesters' names and addresses, as moderators see them; `from`: the
   * database, or the transaction of a change (the audit trail reads it there).
   */
  function withRequester(from: DbOrTx = db) {
    return from
      .select({
        row: prayerRequests,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
      })
      .from(prayerRequests)
      .innerJoin(users, eq(users.id, prayerRequests.userId));
  }

  async function toAdminRequests(
    staff: SessionUser,
    rows: Awaited<ReturnType<typeof withRequester>>,
    from: DbOrTx = db,
  ): Promise<AdminPrayerRequest[]> {
    const requests = await rowsToRequests(rows, staff, from);
    return requests.map((request, i) => {
      const r = rows[i];
      if (!r) throw new Error('rows and requests differ');
      return {
        ...request,
        requesterName: [r.firstName, r.lastName].filter((n) => n?.trim()).join(' ') || r.username,
        requesterEmail: r.email,
        flagCount: r.row.flagCount,
        heldForLinks: r.row.heldForLinks,
        moderatorNote: r.row.moderatorNote,
      };
    });
  }

  async function adminOne(
    staff: SessionUser,
    id: number,
    from: DbOrTx = db,
  ): Promise<AdminPrayerRequest> {
    const rows = await withRequester(from).where(keptBy(staff, id));
    const [request] = await toAdminRequests(staff, rows, from);
    if (!request) throw notFound(PRAYER_NOT_FOUND);
    return request;
  }
}

export type PrayerService = ReturnType<typeof createPrayerService>;

/** Requests whose expiry is within a week and whose requester has not been asked yet. */
export const dueForReminder = (now: Date) =>
  and(
    isNull(prayerRequests.expiryReminderAt),
    isNull(prayerRequests.answeredAt),
    gt(prayerRequests.expiresAt, now),
    lte(prayerRequests.expiresAt, new Date(now.getTime() + 7 * DAY_MS)),
    inArray(prayerRequests.status, ['approved', 'waiting']),
  );
