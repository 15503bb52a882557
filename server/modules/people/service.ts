import { and, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  PatchPersonBody,
  PeopleList,
  PeopleQuery,
  Person,
  PersonRow,
} from '../../../contract/people';
import {
  NOT_YOURSELF,
  ONLY_OWNER_OWNERSHIP,
  OWNER_STAYS,
  patchPersonBodySchema,
  PEOPLE_COUNT_CAP,
  PEOPLE_NOTHING_TO_CHANGE,
  PEOPLE_PAGE_SIZE,
  peopleQuerySchema,
  PERSON_NOT_FOUND,
  STAFF_NEED_MANAGER,
} from '../../../contract/people';
import { isStaffRole, NOT_FOR_YOUR_ROLE, type StaffRole } from '../../../contract/staff';
import type { Database, DbOrTx } from '../../db/types';
import {
  donations,
  memberSuspensions,
  passkeys,
  questions,
  sessions,
  studyGroupMembers,
  studyGroups,
  totpFactors,
  users,
} from '../../db/schema';
import { likePattern } from '../../db/like';
import { columnsOf } from '../../db/columns-of';
import { identityOf } from '../../db/users';
import { recordAudit } from '../../domain/audit';
import { can, staffColumns } from '../../domain/staff';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Actor } from './invitations';

export interface PeopleServiceDeps {
  db: Database;
  clock: () => Date;
}

type UserRow = typeof users.$inferSelect;

const suspendedSql = sql<boolean>`EXISTS (SELECT 1 FROM ${memberSuspensions} WHERE ${memberSuspensions.userId} = ${users.id})`;
/** The text the name search reads: the trigram index `users_name_trgm_idx` is on this expression. */
const nameText = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.username})`;

/** Writes the audit trail's lines for what `actor` does to the person `id` in `tx`. */
function personAudit(tx: DbOrTx, actor: Actor, id: number, at: Date) {
  const target = { type: 'user', id };
  return (action: string, summary: string) =>
    recordAudit(tx, { actor: actor.user, action, target, summary, address: actor.address, at });
}

const rolesOf = (roles: readonly string[]): StaffRole[] => roles.filter(isStaffRole);

function rowView(user: UserRow, suspended: boolean): PersonRow {
  return {
    ...identityOf(user),
    roles: rolesOf(user.roles),
    emailVerified: user.emailVerifiedAt !== null || user.isAdmin,
    suspended,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}

/** A short device name from a browser's user agent, without parsing it all. */
function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /(Edg|Firefox|Chrome|Safari)\//.exec(userAgent)?.[1];
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(userAgent)?.[1];
  return [browser === 'Edg' ? 'Edge' : browser, system].filter(Boolean).join(' · ') || null;
}

export function createPeopleService(deps: PeopleServiceDeps) {
  const { db, clock } = deps;

  /** Every account, newest first, narrowed by a search of name and e-mail, role and status. */
  async function list(input: PeopleQuery): Promise<PeopleList> {
    const query = peopleQuerySchema.parse(input);
    const where: SQL[] = [];
    if (query.q) {
      const pattern = likePattern(query.q.toLowerCase());
      where.push(sql`(${users.email} ILIKE ${pattern} OR ${nameText} ILIKE ${pattern})`);
    }
    if (query.role === 'member') where.push(sql`cardinality(${users.roles}) = 0`);
    else if (query.role) where.push(sql`${users.roles} @> ARRAY[${query.role}]::text[]`);
    if (query.status === 'suspended') where.push(suspendedSql);
    if (query.status === 'active') where.push(sql`NOT ${suspendedSql}`);
    if (query.status === 'unverified') {
      where.push(and(isNull(users.emailVerifiedAt), eq(users.isAdmin, false)) as SQL);
    }
    const condition = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ user: users, suspended: suspendedSql })
        .from(users)
        .where(condition)
        .orderBy(desc(users.id))
        .limit(PEOPLE_PAGE_SIZE)
        .offset((query.page - 1) * PEOPLE_PAGE_SIZE),
      // Counted up to a cap: an exact count of a broad search over 100,000 accounts costs more
      // than the page itself, and nobody pages that far.
      db.select({ n: count() }).from(
        db
          .select({ id: users.id })
          .from(users)
          .where(condition)
          .limit(PEOPLE_COUNT_CAP + 1)
          .as('matching'),
      ),
    ]);
    const n = total?.n ?? 0;
    return {
      people: rows.map(({ user, suspended }) => rowView(user, suspended)),
      total: Math.min(n, PEOPLE_COUNT_CAP),
      more: n > PEOPLE_COUNT_CAP,
      page: query.page,
      pageSize: PEOPLE_PAGE_SIZE,
    };
  }

  async function find(tx: DbOrTx, id: number, lock = false) {
    const base = tx.select().from(users).where(eq(users.id, id));
    const [user] = lock ? await base.for('update') : await base;
    if (!user) throw notFound(PERSON_NOT_FOUND);
    return user;
  }

  /** One person: what the staff need to help them or stop them; gifts only to giving's readers. */
  async function get(viewer: Actor['user'], id: number): Promise<Person> {
    const now = clock();
    const user = await find(db, id);
    const [suspension, liveSessions, totp, keys, groups, asked, gifts] = await Promise.all([
      db.select().from(memberSuspensions).where(eq(memberSuspensions.userId, id)),
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(20),
      db
        .select({ userId: totpFactors.userId })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, id), isNotNull(totpFactors.enabledAt))),
      db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, id)),
      db
        .select({ id: studyGroups.id, name: studyGroups.name })
        .from(studyGroupMembers)
        .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
        .where(eq(studyGroupMembers.userId, id))
        .limit(50),
      db
        .select(columnsOf(questions, 'id', 'title', 'status', 'createdAt'))
        .from(questions)
        .where(eq(questions.submittedBy, id))
        .orderBy(desc(questions.id))
        .limit(20),
      can(viewer, 'giving.read')
        ? db
            .select(columnsOf(donations, 'amount', 'currency', 'status', 'createdAt'))
            .from(donations)
            .where(eq(donations.userId, id))
            .orderBy(desc(donations.id))
            .limit(50)
        : Promise.resolve(null),
    ]);
    return {
      ...rowView(user, suspension.length > 0),
      twoStep: { authenticator: totp.length > 0, passkeys: keys[0]?.n ?? 0 },
      sessions: liveSessions.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        device: deviceOf(s.userAgent),
      })),
      groups,
      questions: asked.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
      gifts: gifts ? gifts.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })) : null,
    };
  }

  /**
   * Changes a person's roles and/or suspends them. The owner role moves only by the owner's own
   * hand (a transfer: the new owner gets it, the old one becomes an administrator); nobody takes
   * it away otherwise, nor suspends or changes the owner but the owner. Suspending ends every
   * session at once; staff may be suspended only by those who manage people.
   */
  async function update(actor: Actor, id: number, input: PatchPersonBody): Promise<Person> {
    const body = patchPersonBodySchema.parse(input);
    if (body.roles === undefined && body.suspended === undefined) {
      throw badRequest(PEOPLE_NOTHING_TO_CHANGE);
    }
    const now = clock();
    const manages = can(actor.user, 'people.manage');
    await db.transaction(async (tx) => {
      const user = await find(tx, id, true);
      const audit = personAudit(tx, actor, id, now);
      const before = rolesOf(user.roles);
      const isOwner = before.includes('owner');
      const actorIsOwner = actor.user.roles.includes('owner');
      if (!manages && (body.roles !== undefined || before.length > 0)) {
        throw forbidden(body.roles !== undefined ? NOT_FOR_YOUR_ROLE : STAFF_NEED_MANAGER);
      }
      if (body.roles !== undefined) {
        const after = rolesOf(body.roles);
        const grantsOwner = !isOwner && after.includes('owner');
        const dropsOwner = isOwner && !after.includes('owner');
        if ((grantsOwner || dropsOwner || isOwner) && !actorIsOwner) {
          throw forbidden(ONLY_OWNER_OWNERSHIP);
        }
        if (dropsOwner) throw forbidden(OWNER_STAYS);
        if (grantsOwner) {
          // The transfer: the one owner hands the role on in this transaction.
          const kept = rolesOf(actor.user.roles).filter((role) => role !== 'owner');
          await tx
            .update(users)
            .set({ ...staffColumns([...kept, 'admin']), updatedAt: now })
            .where(eq(users.id, actor.user.id));
          await audit('people.ownership', `${actor.user.email} → ${user.email}`);
        }
        const same = before.length === after.length && before.every((r) => after.includes(r));
        if (!same) {
          await tx
            .update(users)
            .set({ ...staffColumns(after), updatedAt: now })
            .where(eq(users.id, id));
          await audit(
            'people.roles',
            `${user.email}: ${before.join(', ') || 'member'} → ${after.join(', ') || 'member'}`,
          );
        }
      }
      if (body.suspended !== undefined) {
        if (id === actor.user.id) throw forbidden(NOT_YOURSELF);
        if (isOwner) throw forbidden(OWNER_STAYS);
        if (body.suspended) {
          const [added] = await tx
            .insert(memberSuspensions)
            .values({ userId: id, suspendedBy: actor.user.id, createdAt: now })
            .onConflictDoNothing()
            .returning();
          await tx.delete(sessions).where(eq(sessions.userId, id));
          if (added) {
            await audit('people.suspend', `${user.email}: active → suspended`);
          }
        } else {
          const lifted = await tx
            .delete(memberSuspensions)
            .where(eq(memberSuspensions.userId, id))
            .returning();
          if (lifted.length) {
            await audit('people.unsuspend', `${user.email}: suspended → active`);
          }
        }
      }
    });
    return get(actor.user, id);
  }

  /**
   * Deletes an account and what cascades with it (sessions, factors, notes…); records others
   * keep (gifts, public answers) lose their link to it. Never the owner, never oneself here.
   */
  async function remove(actor: Actor, id: number): Promise<void> {
    const now = clock();
    await db.transaction(async (tx) => {
      const user = await find(tx, id, true);
      if (id === actor.user.id) throw forbidden(NOT_YOURSELF);
      if (user.roles.includes('owner')) throw forbidden(OWNER_STAYS);
      await tx.delete(users).where(eq(users.id, id));
      const roles = user.roles.length ? ` (${user.roles.join(', ')})` : '';
      await personAudit(tx, actor, id, now)('people.delete', `${user.email}${roles}`);
    });
  }

  return { list, get, update, remove };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
