/**
 * What one member may send: messages and attachment bytes per hour, and attachment bytes in all
 * (administrators are not limited). The counts live in the database (`member_writes`), so they
 * hold across processes on one PostgreSQL and across restarts; every decision takes the member's
 * row lock first, so parallel requests are counted one after another. Bytes are reserved before
 * they are written (in steps, as a file streams in): the files on disk never go beyond a budget,
 * even for an instant. See docs/decisions/0008-member-limits-and-folded-notices.md.
 */
import { and, asc, eq, gt, inArray, lte, sql, sum } from 'drizzle-orm';
import type { MemberLimits } from '../../config';
import type { Database, DbOrTx } from '../../db/types';
import { attachments, memberWrites, users } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { HttpError } from '../../errors';
import { tooMany } from '../../plugins/rate-limit';
import { can } from '../../domain/staff';

export const LIMIT_WINDOW_MS = 60 * 60 * 1000;
/** Bytes reserved at a time as a file streams in: a few database round trips per 10 MB file. */
export const RESERVE_STEP = 1024 * 1024;

/** A 429 that knows when to come back (the route sends it as `Retry-After`). */
export class RetryLater extends HttpError {
  constructor(readonly retryAfterMs: number) {
    const refused = tooMany(retryAfterMs);
    super(refused.statusCode, refused.message, refused.code);
  }
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.retryAfterMs / 1000));
  }
}

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export const storageFull = (limit: number) =>
  new HttpError(
    413,
    `Your attachments have reached their limit of ${mb(limit)} MB in all. Send your message without files.`,
    'STORAGE_FULL',
  );

/** One message on its way: its bytes are reserved before they are written. */
export interface WriteTicket {
  /** Before a file is opened: refuses at once when not one more byte may be stored. */
  beforeFile(): Promise<void>;
  /** Before `bytes` more are written: reserves them, or throws 429 (the hour) or 413 (storage). */
  take(bytes: number): Promise<void>;
  /** In the message's transaction: it is kept, with the bytes written. */
  stored(tx: DbOrTx): Promise<void>;
  /** The message was not kept; its files were removed (their bytes still count for the hour). */
  refused(): Promise<void>;
}

const unlimited: WriteTicket = {
  beforeFile: async () => {},
  take: async () => {},
  stored: async () => {},
  refused: async () => {},
};

/** The member's row, locked until the transaction ends: their counts are decided one at a time. */
async function lockMember(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

const asNumber = (value: string | number | null | undefined) => Number(value ?? 0);

export function createMemberLimits(deps: {
  db: Database;
  limits: MemberLimits;
  clock: () => Date;
}) {
  const { db, limits, clock } = deps;

  /** When the oldest of these rows leaves the hour (at least a second from now). */
  async function retryAfter(tx: DbOrTx, userId: number, now: Date, bytesOnly: boolean) {
    const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
    const [oldest] = await tx
      .select({ createdAt: memberWrites.createdAt })
      .from(memberWrites)
      .where(
        and(
          eq(memberWrites.userId, userId),
          gt(memberWrites.createdAt, since),
          bytesOnly
            ? gt(memberWrites.bytes, 0)
            : inArray(memberWrites.state, ['pending', 'stored']),
        ),
      )
      .orderBy(asc(memberWrites.createdAt))
      .limit(1);
    const at = oldest ? oldest.createdAt.getTime() + LIMIT_WINDOW_MS : now.getTime() + 1000;
    return new RetryLater(Math.max(1000, at - now.getTime()));
  }

  /**
   * Before the body is read: counts the message, or refuses it with 429 when the member has sent
   * the hour's messages already. Staff who answer conversations get a ticket that limits nothing.
   */
  async function begin(member: SessionUser): Promise<WriteTicket> {
    if (can(member, 'conversations.manage')) return unlimited;
    const userId = member.id;
    const id = await db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const now = clock();
      const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
      // What left the hour counts for nothing any more.
      await tx
        .delete(memberWrites)
        .where(and(eq(memberWrites.userId, userId), lte(memberWrites.createdAt, since)));
      const [sent] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(memberWrites)
        .where(
          and(eq(memberWrites.userId, userId), inArray(memberWrites.state, ['pending', 'stored'])),
        );
      if ((sent?.count ?? 0) >= limits.messagesPerHour) {
        throw await retryAfter(tx, userId, now, false);
      }
      const [row] = await tx
        .insert(memberWrites)
        .values({ userId, createdAt: now })
        .returning({ id: memberWrites.id });
      if (!row) throw new Error('member write not recorded');
      return row.id;
    });

    let reserved = 0;
    let written = 0;

    /** Reserves at least `need` more bytes (a step when the budgets allow), or refuses. */
    async function reserve(need: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockMember(tx, userId);
        const now = clock();
        const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
        const [hour] = await tx
          .select({ bytes: sum(memberWrites.bytes) })
          .from(memberWrites)
          .where(and(eq(memberWrites.userId, userId), gt(memberWrites.createdAt, since)));
        const [kept] = await tx
          .select({ bytes: sum(attachments.fileSize) })
          .from(attachments)
          .where(eq(attachments.uploadedBy, userId));
        // Reservations of messages still streaming count too (a crashed one's only for the hour).
        const [streaming] = await tx
          .select({ bytes: sum(memberWrites.bytes) })
          .from(memberWrites)
          .where(
            and(
              eq(memberWrites.userId, userId),
              eq(memberWrites.state, 'pending'),
              gt(memberWrites.createdAt, since),
            ),
          );
        const storageLeft =
          limits.storageBytes - asNumber(kept?.bytes) - asNumber(streaming?.bytes);
        if (storageLeft < need) throw storageFull(limits.storageBytes);
        const hourLeft = limits.uploadBytesPerHour - asNumber(hour?.bytes);
        if (hourLeft < need) throw await retryAfter(tx, userId, now, true);
        const step = Math.min(Math.max(need, RESERVE_STEP), hourLeft, storageLeft);
        await tx
          .update(memberWrites)
          .set({ bytes: sql`${memberWrites.bytes} + ${step}` })
          .where(eq(memberWrites.id, id));
        reserved += step;
      });
    }

    /** The reservation becomes what was written, in its final state. */
    const settle = (tx: DbOrTx, state: 'stored' | 'refused') =>
      tx.update(memberWrites).set({ state, bytes: written }).where(eq(memberWrites.id, id));

    return {
      async beforeFile() {
        if (reserved - written < 1) await reserve(1);
      },
      async take(bytes) {
        if (written + bytes > reserved) await reserve(written + bytes - reserved);
        written += bytes;
      },
      async stored(tx) {
        await settle(tx, 'stored');
      },
      async refused() {
        // Nothing written: the attempt cost nothing and is forgotten.
        if (written === 0) await db.delete(memberWrites).where(eq(memberWrites.id, id));
        else await settle(db, 'refused');
      },
    };
  }

  return { begin };
}

export type MemberLimiter = ReturnType<typeof createMemberLimits>;
