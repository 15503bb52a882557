import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  languageCheck,
  memberOrNull,
  moment,
  usersKey,
  valuesCheck,
} from './columns';

/**
 * An owner's or administrator's invitation to join the staff with `roles`. Only the SHA-256 of
 * the link's token is stored; it is spent by setting `accepted_at` (single use) and revoked by
 * deleting the row. Re-sending draws a new token and a new week.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    /** Lower-cased. */
    email: text('email').notNull(),
    roles: text('roles').array().notNull(),
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: memberOrNull('invited_by'),
    /** The language the invitation is written in (the inviter's page). */
    language: text('language').notNull(),
    expiresAt: moment('expires_at').notNull(),
    sentAt: moment('sent_at').notNull(),
    acceptedAt: moment('accepted_at'),
    /** The account the roles went to. */
    acceptedBy: memberOrNull('accepted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'staff_invitations_roles_known',
      sql`${t.roles} <@ ARRAY['admin','editor','author','translator','pastor','moderator','treasurer']::text[] AND cardinality(${t.roles}) > 0`,
    ),
    languageCheck('staff_invitations_language', t.language),
    index('staff_invitations_email_idx').on(t.email),
  ],
);

/**
 * A member stopped by the staff: their sessions ended, sign-in refused until lifted (the row
 * deleted). One row a member.
 */
export const memberSuspensions = pgTable('member_suspensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => usersKey.id, { onDelete: 'cascade' }),
  suspendedBy: memberOrNull('suspended_by'),
  createdAt: createdAt(),
});

/**
 * The audit trail: who did what to which record, from where, written in the transaction of the
 * change. No foreign keys: an entry outlives the accounts it names (`actor_label` keeps the name).
 * A trigger refuses every UPDATE, and every DELETE but the retention job's.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    at: moment('at').notNull().defaultNow(),
    actorId: integer('actor_id'),
    /** The actor's e-mail address at the time. */
    actorLabel: text('actor_label'),
    /** `<area>.<verb>`: `people.roles`, `people.suspend`, `invitation.create`, `staff.sign-in`, `admin.write`… */
    action: text('action').notNull(),
    /** The record's kind and id (`user`, `42`); null when none. */
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** A short before/after summary. */
    summary: text('summary').notNull().default(''),
    address: text('address'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_actor_idx').on(t.actorId, t.at),
    index('audit_entries_action_idx').on(t.action, t.at),
  ],
);

/**
 * A member's archive of their data, one row per member: asked for (`requested`), made by the
 * background run (`claimed_at` is its lease, `attempts` how often a run took it), `ready` with its
 * file in the attachments' store (`file_key`) until `expires_at`, or `failed`. Asking again
 * replaces the row; the run deletes an expired one and its file.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => usersKey.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('requested'),
    requestedAt: moment('requested_at').notNull(),
    claimedAt: moment('claimed_at'),
    attempts: integer('attempts').notNull().default(0),
    readyAt: moment('ready_at'),
    expiresAt: moment('expires_at'),
    fileKey: text('file_key'),
    size: integer('size'),
  },
  (t) => [
    index('data_exports_status_idx').on(t.status, t.requestedAt),
    valuesCheck('data_exports_status', t.status, ['requested', 'ready', 'failed']),
  ],
);
