import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type {
  AcceptAnswer,
  AcceptInvitationBody,
  Invitation,
  InvitationBody,
  InvitationList,
} from '../../../contract/people';
import {
  acceptInvitationBodySchema,
  INVITATION_ALREADY_STAFF,
  INVITATION_DAYS,
  INVITATION_INVALID,
  INVITATION_LAST_NAME_REQUIRED,
  INVITATION_NAME_REQUIRED,
  INVITATION_NOT_FOUND,
  INVITATION_PASSWORD_REQUIRED,
  invitationBodySchema,
} from '../../../contract/people';
import { isSiteLanguage, type SiteLanguage } from '../../../contract/i18n';
import { isStaffRole, type StaffRole } from '../../../contract/staff';
import type { Database, DbOrTx } from '../../db/types';
import { staffInvitations, users } from '../../db/schema';
import { findUserByEmail, uniqueUsername, usernameBase } from '../../db/users';
import { recordAudit } from '../../domain/audit';
import { hashPassword } from '../../domain/passwords';
import { createSession, hashToken, newToken, type SessionUser } from '../../domain/sessions';
import { staffColumns } from '../../domain/staff';
import { badRequest, conflict, notFound } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import { invitationMail } from './mail';

export interface InvitationServiceDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
}

/** Who acts, and from where (kept in the audit trail). */
export interface Actor {
  user: SessionUser;
  address: string | null;
}

type Row = typeof staffInvitations.$inferSelect;
const DAY_MS = 86_400_000;

const rolesOf = (roles: readonly string[]): StaffRole[] => roles.filter(isStaffRole);

function view(row: Row, inviter: string | null, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    roles: rolesOf(row.roles),
    language: isSiteLanguage(row.language) ? row.language : 'en',
    invitedBy: inviter,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** A single-use link for a week: a new token each time it is sent, only its hash kept. */
function freshLink(now: Date) {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    sentAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
  };
}

async function queueInvitation(
  tx: DbOrTx,
  deps: InvitationServiceDeps,
  row: Row,
  token: string,
  inviter: SessionUser,
  now: Date,
) {
  await queueMail(
    tx,
    invitationMail({
      to: row.email,
      inviter,
      roles: rolesOf(row.roles),
      token,
      lang: row.language as SiteLanguage,
      expiresAt: row.expiresAt,
      publicUrl: deps.publicUrl,
    }),
    now,
  );
}

export function createInvitationService(deps: InvitationServiceDeps) {
  const { db, clock } = deps;

  /** Pending invitations (not accepted), newest first; expired ones stay until revoked. */
  async function list(): Promise<InvitationList> {
    const now = clock();
    const rows = await db
      .select({ row: staffInvitations, inviter: users.email })
      .from(staffInvitations)
      .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
      .where(isNull(staffInvitations.acceptedAt))
      .orderBy(desc(staffInvitations.id))
      .limit(200);
    return { invitations: rows.map(({ row, inviter }) => view(row, inviter, now)) };
  }

  /**
   * Invites an address with roles; the mail goes out with the row. An address that already
   * holds every one of the roles is told so; a pending invitation to the same address is replaced.
   */
  async function invite(actor: Actor, input: InvitationBody): Promise<Invitation> {
    const body = invitationBodySchema.parse(input);
    const now = clock();
    const language =
      body.language ??
      (isSiteLanguage(actor.user.preferredLanguage) ? actor.user.preferredLanguage : 'en');
    return db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, body.email);
      if (existing && body.roles.every((role) => existing.roles.includes(role))) {
        throw conflict(INVITATION_ALREADY_STAFF);
      }
      await tx
        .delete(staffInvitations)
        .where(and(eq(staffInvitations.email, body.email), isNull(staffInvitations.acceptedAt)));
      const link = freshLink(now);
      const [row] = await tx
        .insert(staffInvitations)
        .values({
          email: body.email,
          roles: body.roles,
          tokenHash: link.tokenHash,
          invitedBy: actor.user.id,
          language,
          sentAt: link.sentAt,
          expiresAt: link.expiresAt,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('invitation not stored');
      await queueInvitation(tx, deps, row, link.token, actor.user, now);
      await recordAudit(tx, {
        actor: actor.user,
        action: 'invitation.create',
        target: { type: 'invitation', id: row.id },
        summary: `${row.email}: ${body.roles.join(', ')}`,
        address: actor.address,
        at: now,
      });
      return view(row, actor.user.email, now);
    });
  }

  async function pending(tx: DbOrTx, id: number): Promise<Row> {
    const [row] = await tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
      .for('update');
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    return row;
  }

  /** A new link and a new week; the old link stops working. */
  async function resend(actor: Actor, id: number): Promise<Invitation> {
    const now = clock();
    return db.transaction(async (tx) => {
      await pending(tx, id);
      const link = freshLink(now);
      const [row] = await tx
        .update(staffInvitations)
        .set({ tokenHash: link.tokenHash, sentAt: link.sentAt, expiresAt: link.expiresAt })
        .where(eq(staffInvitations.id, id))
        .returning();
      if (!row) throw notFound(INVITATION_NOT_FOUND);
      await queueInvitation(tx, deps, row, link.token, actor.user, now);
      await recordAudit(tx, {
        actor: actor.user,
        action: 'invitation.resend',
        target: { type: 'invitation', id },
        summary: row.email,
        address: actor.address,
        at: now,
      });
      return view(row, actor.user.email, now);
    });
  }

  async function revoke(actor: Actor, id: number): Promise<void> {
    const now = clock();
    await db.transaction(async (tx) => {
      const row = await pending(tx, id);
      await tx.delete(staffInvitations).where(eq(staffInvitations.id, id));
      await recordAudit(tx, {
        actor: actor.user,
        action: 'invitation.revoke',
        target: { type: 'invitation', id },
        summary: `${row.email}: ${row.roles.join(', ')}`,
        address: actor.address,
        at: now,
      });
    });
  }

  /**
   * Follows an invitation's link. An address without an account gets one (verified: the link
   * proves it), with the password chosen here, and a session that must next set up two-step
   * verification; an existing account gets the roles added (its address proven by the link too)
   * and signs in as usual. The link is spent either way, in the same transaction.
   */
  async function accept(
    input: AcceptInvitationBody,
    context: { address: string | null; userAgent?: string | undefined },
  ): Promise<AcceptAnswer & { session?: { token: string; expiresAt: Date } }> {
    const body = acceptInvitationBodySchema.parse(input);
    const now = clock();
    const tokenHash = hashToken(body.token);
    const [found] = await db
      .select()
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.tokenHash, tokenHash),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      );
    if (!found) throw badRequest(INVITATION_INVALID);
    const existing = await findUserByEmail(db, found.email);
    let hash: string | undefined;
    if (!existing) {
      const fieldErrors: Record<string, string[]> = {};
      if (!body.password) fieldErrors.password = [INVITATION_PASSWORD_REQUIRED];
      if (!body.firstName) fieldErrors.firstName = [INVITATION_NAME_REQUIRED];
      if (!body.lastName) fieldErrors.lastName = [INVITATION_LAST_NAME_REQUIRED];
      const first = Object.values(fieldErrors)[0]?.[0];
      if (first) throw badRequest(first, fieldErrors);
      hash = await hashPassword(body.password ?? '');
    }
    return db.transaction(async (tx) => {
      // Spent here, whoever follows the link at the same moment: one of them only.
      const [spent] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(staffInvitations.id, found.id),
            isNull(staffInvitations.acceptedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (!spent) throw badRequest(INVITATION_INVALID);
      const invited = rolesOf(spent.roles);
      const account = await findUserByEmail(tx, spent.email);
      let userId: number;
      let roles: StaffRole[];
      let session: { token: string; expiresAt: Date } | undefined;
      if (account) {
        roles = [...new Set([...rolesOf(account.roles), ...invited])];
        await tx
          .update(users)
          .set({
            ...staffColumns(roles),
            emailVerifiedAt: account.emailVerifiedAt ?? now,
            updatedAt: now,
          })
          .where(eq(users.id, account.id));
        userId = account.id;
      } else {
        roles = invited;
        const username = await uniqueUsername(tx, usernameBase(spent.email));
        const [created] = await tx
          .insert(users)
          .values({
            email: spent.email,
            username,
            password: hash ?? '',
            firstName: body.firstName ?? null,
            lastName: body.lastName ?? null,
            preferredLanguage: spent.language,
            emailVerifiedAt: now,
            ...staffColumns(roles),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('account not created');
        userId = created.id;
        session = await createSession(tx, userId, now, context.userAgent);
      }
      await tx
        .update(staffInvitations)
        .set({ acceptedBy: userId })
        .where(eq(staffInvitations.id, spent.id));
      await recordAudit(tx, {
        actor: { id: userId, email: spent.email },
        action: 'invitation.accept',
        target: { type: 'user', id: userId },
        summary: `${account ? 'existing account' : 'new account'}: ${invited.join(', ')}`,
        address: context.address,
        at: now,
      });
      return {
        outcome: account ? 'roles-added' : 'created',
        email: spent.email,
        roles,
        ...(session ? { session } : {}),
      } as const;
    });
  }

  return { list, invite, resend, revoke, accept };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
