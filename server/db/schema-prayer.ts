import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The members' table as these foreign keys name it. schema.ts defines it and re-exports this
 * file, so importing it from there would make an import cycle; only its key is needed here.
 */
const users = pgTable('users', { id: integer('id').primaryKey() });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A member's prayer request on the wall. Public and members-only requests wait for a moderator
 * (`status` 'waiting') unless the ministry turns approval off; one with a link or an e-mail
 * address waits whatever the setting (`held_for_links`). It leaves the wall at `expires_at`
 * unless the requester keeps it; `expiry_reminder_at` marks the e-mail asking them, sent once.
 */
export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    body: text('body').notNull(),
    category: text('category'),
    visibility: text('visibility').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status').notNull(),
    heldForLinks: boolean('held_for_links').notNull().default(false),
    urgent: boolean('urgent').notNull().default(false),
    /** Kept with the row, moved in the transaction that records each prayer. */
    prayedCount: integer('prayed_count').notNull().default(0),
    /** Members' flags since a moderator last looked at it. */
    flagCount: integer('flag_count').notNull().default(0),
    moderatorNote: text('moderator_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    praise: text('praise'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    expiryReminderAt: timestamp('expiry_reminder_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('prayer_requests_visibility', sql`${t.visibility} IN ('public', 'members', 'pastoral')`),
    check('prayer_requests_status', sql`${t.status} IN ('waiting', 'approved', 'rejected')`),
    check('prayer_requests_counts', sql`${t.prayedCount} >= 0 AND ${t.flagCount} >= 0`),
    index('prayer_requests_wall_idx').on(t.status, t.visibility, t.expiresAt),
    index('prayer_requests_user_idx').on(t.userId),
  ],
);

/** The requester's updates to their request, oldest first. */
export const prayerUpdates = pgTable(
  'prayer_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => prayerRequests.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prayer_updates_request_idx').on(t.requestId)],
);

/**
 * "I prayed": one row a member, request and UTC day. The key refuses a second prayer the same
 * day whatever the timing of concurrent requests; the count moves only when the row went in.
 */
export const prayerPrayed = pgTable(
  'prayer_prayed',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => prayerRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId, t.day] }),
    index('prayer_prayed_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A member's flag on a request, once each. */
export const prayerFlags = pgTable(
  'prayer_flags',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => prayerRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
);
