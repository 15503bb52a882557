import { prayerVisibilities, prayerStatuses } from '../../contract/prayer';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, memberKey, moment, valuesCheck } from './columns';

/**
 * A member's prayer request on the wall. Public and members-only requests wait for a moderator
 * (`status` 'waiting') unless the ministry turns approval off; one with a link or an e-mail
 * address waits whatever the setting (`held_for_links`). It leaves the wall at `expires_at`
 * unless the requester keeps it; `expiry_reminder_at` marks the e-mail asking them, sent once.
 */
export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: id(),
    userId: memberKey(),
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
    reviewedAt: moment('reviewed_at'),
    answeredAt: moment('answered_at'),
    praise: text('praise'),
    expiresAt: moment('expires_at').notNull(),
    expiryReminderAt: moment('expiry_reminder_at'),
    createdAt: createdAt(),
  },
  (t) => [
    valuesCheck('prayer_requests_visibility', t.visibility, prayerVisibilities),
    valuesCheck('prayer_requests_status', t.status, prayerStatuses),
    check('prayer_requests_counts', sql`${t.prayedCount} >= 0 AND ${t.flagCount} >= 0`),
    index('prayer_requests_wall_idx').on(t.status, t.visibility, t.expiresAt),
    index('prayer_requests_user_idx').on(t.userId),
  ],
);

/** The requester's updates to their request, oldest first. */
export const prayerUpdates = pgTable(
  'prayer_updates',
  {
    id: id(),
    requestId: belongsTo('request_id', () => prayerRequests.id),
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
    requestId: belongsTo('request_id', () => prayerRequests.id),
    userId: memberKey(),
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
    requestId: belongsTo('request_id', () => prayerRequests.id),
    userId: memberKey(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
);
