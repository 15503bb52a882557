import { articleStatuses } from '../../contract/publishing';
import { deliveryStatuses } from '../../contract/newsletter';
import { QUESTION_STATUSES } from '../../contract/questions';
import { conversationStatuses } from '../../contract/conversations';
import { HIGHLIGHT_COLORS } from '../../contract/study-tools';
import { sql } from 'drizzle-orm';
import type { EbookTranslations, VideoTranslations } from '../../contract/publishing';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  id,
  languageCheck,
  memberKey,
  memberOrNull,
  moment,
  updatedAt,
  valuesCheck,
} from './columns';

/** A file sent with a message; `content` is its text (calendar files are text). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    /** argon2id hash, never the password itself. */
    password: text('password').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Holds the owner or admin role (kept with `roles`, checked by `users_is_admin_roles`). */
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * The staff roles held (contract/staff.ts: owner, admin, editor, author, translator, pastor,
     * moderator, treasurer); empty for members. Written only through `server/domain/staff.ts`.
     */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    resetToken: text('reset_token').unique(),
    resetTokenExpires: moment('reset_token_expires'),
    /**
     * When the owner of `email` followed a link sent to it; null until then (and for accounts
     * made before addresses were verified). Administrators count as verified: the operator names
     * their address.
     */
    emailVerifiedAt: moment('email_verified_at'),
    /**
     * The site language the member chose (contract/i18n.ts: en, es, pt), for what reaches them
     * away from a page (e-mail); null until they choose one.
     */
    preferredLanguage: text('preferred_language'),
    /** The latest sign-in (password, code or passkey); null until the first. */
    lastSignInAt: moment('last_sign_in_at'),
    /**
     * The sign-in before the latest: null on a member's first, so the screens greet a new member
     * with "Welcome" and a returning one with "Welcome back".
     */
    previousSignInAt: moment('previous_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    languageCheck('users_preferred_language', t.preferredLanguage, true),
    // 'Alice' and 'alice' would be told apart by nobody reading them: one of them only.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    check(
      'users_roles_known',
      sql`${t.roles} <@ ARRAY['owner','admin','editor','author','translator','pastor','moderator','treasurer']::text[]`,
    ),
    // `isAdmin` is what the spec's answers and older rules read: true exactly for owner and admin.
    check(
      'users_is_admin_roles',
      sql`${t.isAdmin} = (${t.roles} && ARRAY['owner','admin']::text[])`,
    ),
    // The People screen's "by role" filter, and "who are the staff".
    index('users_roles_idx').using('gin', t.roles),
    // Exactly one owner at most (a transfer moves the role in one transaction).
    uniqueIndex('users_one_owner')
      .on(sql`(true)`)
      .where(sql`'owner' = ANY(${t.roles})`),
  ],
);

/**
 * Links that prove someone reads an address: `verify` (the account's own address, sent at
 * registration) and `change` (the new address a member asked to move to; the account's address
 * changes only when it is followed). Only the token's SHA-256 is stored; a row is spent by
 * deleting it.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: memberKey(),
    purpose: text('purpose').notNull(),
    /** The address the link was sent to, lower-cased. */
    email: text('email').notNull(),
    /** SHA-256 (hex) of the token in the link. */
    token: text('token').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_id_idx').on(t.userId),
    valuesCheck('email_tokens_purpose_values', t.purpose, ['verify', 'change']),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random token in the cookie; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: memberKey(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    userAgent: text('user_agent'),
    /**
     * Whether the sign-in that opened this session proved two factors: a passkey with user
     * verification (something the member has, unlocked by something they know or are), or a
     * password and a code of the member's authenticator app (or a recovery code). A password
     * alone leaves it false; administrator actions need it true.
     */
    multiFactor: boolean('multi_factor').notNull().default(false),
    /**
     * The passkey that opened this session, if one did: removing the passkey ends the sessions it
     * opened (whoever holds a lost device is signed out with it).
     */
    passkeyId: integer('passkey_id').references((): AnyPgColumn => passkeys.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_passkey_id_idx').on(t.passkeyId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * A member's passkeys (WebAuthn credentials). Binary values are stored base64url-encoded, as the
 * browser and SimpleWebAuthn exchange them.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: memberKey(),
    /** The credential ID the authenticator chose; it names the passkey at sign-in. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key the authenticator made for this site. */
    publicKey: text('public_key').notNull(),
    /** The WebAuthn user handle given to the authenticator (random, one per member). */
    userHandle: text('user_handle').notNull(),
    /** The authenticator's signature counter at its last use (0: it keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** `singleDevice` (a security key) or `multiDevice` (synced by a password manager). */
    deviceType: text('device_type').notNull(),
    /** Whether the authenticator says the passkey is backed up (synced). */
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
  },
  (t) => [
    index('passkeys_user_id_idx').on(t.userId),
    valuesCheck('passkeys_device_type_values', t.deviceType, ['singleDevice', 'multiDevice']),
  ],
);

/**
 * Challenges handed to browsers for a passkey ceremony, kept in the database so any process can
 * check the answer. Only the challenge's SHA-256 is stored; a row is spent by deleting it.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** SHA-256 (hex) of the challenge. */
    id: text('id').primaryKey(),
    /** `register` (a member adding a passkey) or `sign-in`. */
    purpose: text('purpose').notNull(),
    /** The member adding a passkey; null for sign-in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The user handle offered to the authenticator when adding a passkey. */
    userHandle: text('user_handle'),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
    valuesCheck('webauthn_challenges_purpose_values', t.purpose, ['register', 'sign-in']),
  ],
);

/**
 * A member's authenticator app (TOTP). The row exists from the start of enrolment; only with
 * `enabledAt` set (after a correct code) does sign-in ask for a code. The shared secret is
 * encrypted (AES-256-GCM, key derived from the session secret): a copy of the database alone
 * cannot make codes.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: moment('enabled_at'),
  /** The last time step whose code was accepted: no code of it or before it works again. */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Single-use codes for signing in without the app; only a keyed hash of each is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: memberKey(),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and which waits for the second factor: a few minutes, in a
 * cookie of its own. As with sessions, only the SHA-256 of the cookie's token is stored.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: memberKey(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_sign_ins_expires_at_idx').on(t.expiresAt)],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    /** The article's address (/articles/{slug}), unique across languages. */
    slug: text('slug').notNull().unique(),
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    category: text('category'),
    readTime: integer('read_time'),
    /** draft, scheduled or published (contract/publishing.ts). */
    status: text('status').notNull().default('draft'),
    /** Null while a draft was never published; a scheduled article's time to appear. */
    publishedAt: moment('published_at'),
    featured: boolean('featured').notNull().default(false),
    language: text('language').notNull().default('en'),
    /** The article this one translates; a translation outlives its original. */
    originalId: integer('original_id').references((): AnyPgColumn => articles.id, {
      onDelete: 'set null',
    }),
    /** A media key (the media table). */
    coverImage: text('cover_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_featured_published_idx').on(t.featured, t.publishedAt),
    index('articles_language_published_idx').on(t.language, t.publishedAt),
    index('articles_original_idx').on(t.originalId),
    check('articles_read_time_positive', sql`${t.readTime} IS NULL OR ${t.readTime} > 0`),
    valuesCheck('articles_status_known', t.status, articleStatuses),
    check('articles_visible_dated', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

export const ebooks = pgTable(
  'ebooks',
  {
    id: id(),
    title: text('title').notNull().unique(),
    description: text('description').notNull(),
    price: text('price').notNull(),
    amazonUrl: text('amazon_url').notNull(),
    rating: integer('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** A media key (the media table); null shows the icon tile. */
    coverImage: text('cover_image'),
    /** Place in the store after the featured book: smaller first, then id. */
    position: integer('position').notNull().default(0),
    /** Its title and description (and retailer link) in Spanish and Portuguese, when written. */
    translations: jsonb('translations').$type<EbookTranslations>().notNull().default({}),
  },
  (t) => [
    index('ebooks_featured_idx').on(t.featured),
    check('ebooks_rating_range', sql`${t.rating} BETWEEN 0 AND 5`),
    check('ebooks_review_count_positive', sql`${t.reviewCount} >= 0`),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    youtubeId: text('youtube_id').notNull().unique(),
    category: text('category'),
    duration: integer('duration'),
    publishedAt: moment('published_at').notNull().defaultNow(),
    featured: boolean('featured').notNull().default(false),
    /** Its title and description in Spanish and Portuguese, when written. */
    translations: jsonb('translations').$type<VideoTranslations>().notNull().default({}),
  },
  (t) => [index('videos_featured_published_idx').on(t.featured, t.publishedAt)],
);

/**
 * Images the admin uploaded, re-encoded as WebP at `widths`; the files are in the media store
 * as `{key}-{width}.webp` (and a series' artwork also as `{key}-{podcastSide}.jpg`). `width` and `height` are those of the widest rendition.
 */
export const media = pgTable('media', {
  key: text('key').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: integer('widths').array().notNull(),
  /** All renditions together. */
  bytes: integer('bytes').notNull(),
  /**
   * A series' artwork only: the side of its square JPEG for podcast directories
   * (`{key}-{side}.jpg`, 1400 to 3000). Null for other images and artwork kept before it existed.
   */
  podcastSide: integer('podcast_side'),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    subscribedAt: moment('subscribed_at').notNull().defaultNow(),
    /**
     * The reader's own unsubscribe secret, carried by every campaign e-mail. Stored as is (each
     * mail must carry it); the default gives rows that existed before the column one each.
     */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    /**
     * When the reader followed the link of the confirmation e-mail; null while pending. Only
     * confirmed readers receive campaigns.
     */
    confirmedAt: moment('confirmed_at'),
    /** SHA-256 (hex) of the confirmation link's token while pending; null once confirmed. */
    confirmToken: text('confirm_token').unique(),
    /**
     * The language of the page the reader signed up on (contract/i18n.ts: en, es, pt): their
     * mail is written in it, and a campaign written for one language reaches only its readers.
     */
    language: text('language').notNull().default('en'),
  },
  (t) => [
    index('newsletter_subscriptions_subscribed_at_idx').on(t.subscribedAt),
    check('newsletter_email_lowercase', sql`${t.email} = lower(${t.email})`),
    languageCheck('newsletter_subscriptions_language', t.language),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    /** When an administrator marked it read; null while unread. */
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    email: text('email').notNull(),
    /** SHA-256 (hex) of the token sent by e-mail. */
    token: text('token').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_email_idx').on(t.email)],
);

export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: id(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    htmlContent: text('html_content'),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    recipientCount: integer('recipient_count').notNull().default(0),
    deliveryStatus: text('delivery_status').notNull().default('draft'),
    /** The language the campaign is written in: only its readers receive it; null: everyone. */
    language: text('language'),
  },
  (t) => [
    index('newsletter_campaigns_created_at_idx').on(t.createdAt),
    index('newsletter_campaigns_status_idx').on(t.deliveryStatus),
    languageCheck('newsletter_campaigns_language', t.language, true),
    valuesCheck('newsletter_campaigns_status_values', t.deliveryStatus, deliveryStatuses),
  ],
);

/**
 * One row per recipient of a campaign, written in the same transaction that moves the campaign
 * to 'sending'; delivery marks each row as it goes, so a restart sends only what is pending.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: id(),
    campaignId: belongsTo('campaign_id', () => newsletterCampaigns.id),
    /** Null once the reader has left the list; a pending row for them is then skipped. */
    subscriberId: integer('subscriber_id').references(() => newsletterSubscriptions.id, {
      onDelete: 'set null',
    }),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: moment('sent_at'),
    /**
     * The process sending this row, and until when it is reserved to it: a pending row whose
     * lease has passed (its process died) is claimed by any process (delivery.ts).
     */
    claimedBy: text('claimed_by'),
    leaseUntil: moment('lease_until'),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_campaign_email_idx').on(t.campaignId, t.email),
    index('newsletter_deliveries_campaign_status_idx').on(t.campaignId, t.status),
    valuesCheck('newsletter_deliveries_status_values', t.status, [
      'pending',
      'sent',
      'failed',
      'skipped',
    ]),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('pending'),
    isPublic: boolean('is_public').notNull().default(false),
    submittedBy: memberOrNull('submitted_by'),
    submitterName: text('submitter_name'),
    submitterEmail: text('submitter_email'),
    /** The member asked to be shown as 'Anonymous' once the question is published. */
    anonymous: boolean('anonymous').notNull().default(false),
    /**
     * The language of the page the member asked on (contract/i18n.ts: en, es, pt): lists put
     * their page's language first and mark the others. Questions asked before it was recorded
     * were all asked in English.
     */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    languageCheck('questions_language', t.language),
    index('questions_public_created_idx').on(t.isPublic, t.createdAt),
    index('questions_submitted_by_idx').on(t.submittedBy),
    index('questions_status_idx').on(t.status),
    // The search is a case-insensitive substring (ILIKE '%term%') of title or content: trigram
    // indexes (pg_trgm, migration 0002) find the few rows a rare term matches without reading
    // every question; a common term is found early in the newest-first scan anyway. fastupdate
    // off: a new question goes straight into the index rather than into a pending list that only
    // VACUUM tidies (the embedded database has no autovacuum), at a small cost per question asked.
    index('questions_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('questions_content_trgm_idx')
      .using('gin', t.content.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    valuesCheck('questions_status_values', t.status, QUESTION_STATUSES),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: id(),
    questionId: belongsTo('question_id', () => questions.id),
    content: text('content').notNull(),
    answeredBy: memberOrNull('answered_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('answers_question_id_idx').on(t.questionId)],
);

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    userId: memberKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('open'),
    /** Ministry messages the member has not yet seen; reset when the member opens the thread. */
    memberUnreadCount: integer('member_unread_count').notNull().default(0),
    /** Member messages no administrator has yet seen; reset when an admin opens the thread. */
    adminUnreadCount: integer('admin_unread_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversations_user_updated_idx').on(t.userId, t.updatedAt),
    index('conversations_updated_idx').on(t.updatedAt),
    valuesCheck('conversations_status_values', t.status, conversationStatuses),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    content: text('content').notNull(),
    authorId: memberOrNull('author_id'),
    isFromAdmin: boolean('is_from_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_created_idx').on(t.conversationId, t.createdAt)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    messageId: belongsTo('message_id', () => messages.id),
    fileName: text('file_name').notNull(),
    filePath: text('file_path').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    uploadedBy: memberOrNull('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_message_id_idx').on(t.messageId),
    // A member's storage quota sums their attachments (conversations/limits.ts).
    index('attachments_uploaded_by_idx').on(t.uploadedBy),
    check('attachments_file_size_range', sql`${t.fileSize} BETWEEN 0 AND 10485760`),
  ],
);

/**
 * Each message a member sends, with the attachment bytes it brought: the per-member hourly
 * limits and the storage quota count these rows (conversations/limits.ts). A row is `pending`
 * while its request streams (its `bytes` then are the bytes reserved so far, so parallel
 * requests cannot overrun a budget), `stored` once the message is kept, and `refused` when it was
 * not (its bytes were written and removed, and still count for the hour). Rows older than the
 * hour are deleted as the member writes again.
 */
export const memberWrites = pgTable(
  'member_writes',
  {
    id: id(),
    userId: memberKey(),
    state: text('state').notNull().default('pending'),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_writes_user_created_idx').on(t.userId, t.createdAt),
    valuesCheck('member_writes_state_values', t.state, ['pending', 'stored', 'refused']),
  ],
);

/**
 * Notices to the administrators, folded per topic (one conversation: `conversation:12`; every new
 * question: `questions`): the item that comes after a quiet spell is mailed at once and opens a
 * window until `windowEndsAt`; items within it only add to `pending`, and one mail tells them all
 * when the window ends (infra/notice-folds.ts). Kept here so a restart or another process sends
 * what is pending.
 */
export const adminNoticeFolds = pgTable(
  'admin_notice_folds',
  {
    topic: text('topic').primaryKey(),
    windowEndsAt: moment('window_ends_at').notNull(),
    /** The last item (message, question) of the topic the administrators were told of. */
    toldThroughId: integer('told_through_id').notNull(),
    /** Items since then, waiting for the window's end. */
    pending: integer('pending').notNull().default(0),
  },
  (t) => [
    index('admin_notice_folds_due_idx')
      .on(t.windowEndsAt)
      .where(sql`${t.pending} > 0`),
  ],
);

export const studyGroups = pgTable(
  'study_groups',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    topic: text('topic'),
    maxMembers: integer('max_members').notNull().default(20),
    currentMembers: integer('current_members').notNull().default(0),
    meetingSchedule: text('meeting_schedule'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Set when staff hide the group: it leaves the public list and its page answers 404 to all but
     * its leader and staff, whether or not it is active; only staff show it again.
     */
    hiddenAt: moment('hidden_at'),
    createdBy: memberOrNull('created_by'),
    /**
     * The language of the page the group was made on (contract/i18n.ts: en, es, pt), the one
     * it meets in: lists put their page's language first and mark the others. Groups made
     * before it was recorded were all made in English.
     */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    languageCheck('study_groups_language', t.language),
    index('study_groups_active_created_idx').on(t.isActive, t.createdAt),
    check('study_groups_capacity', sql`${t.maxMembers} > 0 AND ${t.currentMembers} >= 0`),
  ],
);

export const studyGroupMembers = pgTable(
  'study_group_members',
  {
    id: id(),
    groupId: belongsTo('group_id', () => studyGroups.id),
    userId: memberKey(),
    role: text('role').notNull().default('member'),
    joinedAt: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('study_group_members_group_user_key').on(t.groupId, t.userId),
    index('study_group_members_user_id_idx').on(t.userId),
  ],
);

export const studyGroupDiscussions = pgTable(
  'study_group_discussions',
  {
    id: id(),
    groupId: belongsTo('group_id', () => studyGroups.id),
    userId: memberOrNull('user_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isScheduled: boolean('is_scheduled').notNull().default(false),
    scheduledDate: moment('scheduled_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('study_group_discussions_group_created_idx').on(t.groupId, t.createdAt)],
);

export const studyGroupPosts = pgTable(
  'study_group_posts',
  {
    id: id(),
    discussionId: belongsTo('discussion_id', () => studyGroupDiscussions.id),
    userId: memberOrNull('user_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('study_group_posts_discussion_created_idx').on(t.discussionId, t.createdAt)],
);

/**
 * Mail waiting to go out. Mail that must not be lost (contact messages, donation receipts) is
 * written here in the same transaction as the record it belongs to; a worker sends it and retries
 * with back-off while the SMTP server is away.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the message (an event's `.ics`), their content as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * The funds gifts are designated to, kept by the administrators. A gift without a fund goes to the
 * General Fund (named by the catalogues, so it reads in each language). A retired fund is no
 * longer offered but keeps its gifts.
 */
export const funds = pgTable(
  'funds',
  {
    id: id(),
    name: text('name').notNull(),
    retiredAt: moment('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('funds_name_lower_unique').on(sql`lower(${t.name})`)],
);

/**
 * A Stripe customer of ours, and whose it is. A member's own customer (`userId` set when it is
 * made, never afterwards) carries every gift they make signed in with one address, and no one
 * else's. A gift made signed out gets a customer of its own (a recurring one; a one-time gift
 * needs none): an address typed into a form proves nothing, so it never chooses a customer that
 * holds someone's cards and gifts.
 */
export const donors = pgTable(
  'donors',
  {
    id: id(),
    /** The address the customer was made with: where Stripe and our receipts write. */
    email: text('email').notNull(),
    name: text('name'),
    userId: memberOrNull('user_id'),
    stripeCustomerId: text('stripe_customer_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('donors_member_email_unique')
      .on(t.userId, t.email)
      .where(sql`${t.userId} IS NOT NULL`),
    index('donors_email_idx').on(t.email),
  ],
);

/** A recurring gift: one Stripe Subscription, charged weekly or monthly. */
export const donationSubscriptions = pgTable(
  'donation_subscriptions',
  {
    id: id(),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    donorId: integer('donor_id')
      .notNull()
      .references(() => donors.id),
    userId: memberOrNull('user_id'),
    /** The gift itself, in cents; `fee` is added on top when the donor covers it. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** week or month. */
    frequency: text('frequency').notNull(),
    fundId: integer('fund_id').references(() => funds.id),
    /** Stripe's status: incomplete, active, past_due, canceled, unpaid. */
    status: text('status').notNull().default('incomplete'),
    nextChargeAt: moment('next_charge_at'),
    canceledAt: moment('canceled_at'),
    /** The `created` time of the last Stripe event applied: an older one arriving late is ignored. */
    lastEventAt: moment('last_event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('donation_subscriptions_user_idx').on(t.userId),
    valuesCheck('donation_subscriptions_frequency_known', t.frequency, ['week', 'month']),
    check('donation_subscriptions_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    /** What was charged, in the currency's smallest unit (cents), the covered fee included. */
    amount: integer('amount').notNull(),
    /** The part of `amount` the donor added to cover the card fee. */
    fee: integer('fee').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    purpose: text('purpose'),
    message: text('message'),
    email: text('email'),
    /** A one-time gift's PaymentIntent; a recurring gift's charges are known by their invoice. */
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    /** once, week or month. */
    frequency: text('frequency').notNull().default('once'),
    fundId: integer('fund_id').references(() => funds.id),
    subscriptionId: integer('subscription_id').references(() => donationSubscriptions.id),
    donorId: integer('donor_id').references(() => donors.id),
    /** created, succeeded or failed. */
    status: text('status').notNull().default('created'),
    failureMessage: text('failure_message'),
    /**
     * When the gift was counted as the site's "gift" goal (its donor back from Stripe on our
     * page, the payment succeeded by Stripe's own word): once, however often the page reloads.
     */
    goalCountedAt: moment('goal_counted_at'),
    userId: memberOrNull('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('donations_created_at_idx').on(t.createdAt),
    index('donations_user_idx').on(t.userId),
    index('donations_email_idx').on(t.email),
    check('donations_amount_positive', sql`${t.amount} > 0`),
    valuesCheck('donations_status_known', t.status, ['created', 'succeeded', 'failed']),
    valuesCheck('donations_frequency_known', t.frequency, ['once', 'week', 'month']),
    check(
      'donations_stripe_reference',
      sql`${t.stripePaymentIntentId} IS NOT NULL OR ${t.stripeInvoiceId} IS NOT NULL`,
    ),
  ],
);

/** Stripe webhook events already handled: a repeat delivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/**
 * Where a member's mark on the Bible stands: the book (canonical index, 0 = Genesis) and the
 * first and last verse, so lists sort in book order; `reference` is how it reads ('John 3:16',
 * 'Romans 8:19–23'). A mark stays within one book.
 */
const versePlace = () => ({
  book: integer('book').notNull(),
  startChapter: integer('start_chapter').notNull(),
  startVerse: integer('start_verse').notNull(),
  endChapter: integer('end_chapter').notNull(),
  endVerse: integer('end_verse').notNull(),
  reference: text('reference').notNull(),
});

/** One row a member and passage (the columns of `versePlace`). */
const onePerPassage = (
  name: string,
  t: Record<'userId' | keyof ReturnType<typeof versePlace>, AnyPgColumn>,
) => uniqueIndex(name).on(t.userId, t.book, t.startChapter, t.startVerse, t.endChapter, t.endVerse);

/** A member's highlighted verse or range, in one of five colours; one colour per passage. */
export const highlights = pgTable(
  'highlights',
  {
    id: id(),
    userId: memberKey(),
    ...versePlace(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    onePerPassage('highlights_user_place_key', t),
    index('highlights_user_chapter_idx').on(t.userId, t.book, t.startChapter),
    valuesCheck('highlights_color_values', t.color, HIGHLIGHT_COLORS),
  ],
);

/** A member's bookmark on a verse or range; one per passage. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    userId: memberKey(),
    ...versePlace(),
    createdAt: createdAt(),
  },
  (t) => [onePerPassage('bookmarks_user_place_key', t)],
);

/** A member's plain-text note on a verse or range (several may share a passage). */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    userId: memberKey(),
    ...versePlace(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_user_place_idx').on(t.userId, t.book, t.startChapter, t.startVerse),
    index('notes_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * A member following a built-in reading plan (content/reading-plans.ts) from `startedOn` (the
 * member's calendar date). An optional daily reminder goes out at `reminderTime` ('07:30') in
 * `timeZone`; `unsubscribeToken` is the secret of the reminder's one-click unsubscribe link.
 * Stopping a plan keeps its row (and ticks); a member follows each plan once at a time.
 */
export const memberPlans = pgTable(
  'member_plans',
  {
    id: id(),
    userId: memberKey(),
    planId: text('plan_id').notNull(),
    startedOn: text('started_on').notNull(),
    reminderTime: text('reminder_time'),
    timeZone: text('time_zone').notNull().default('UTC'),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    stoppedAt: moment('stopped_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_plans_user_plan_active_key')
      .on(t.userId, t.planId)
      .where(sql`${t.stoppedAt} IS NULL`),
    index('member_plans_reminders_idx')
      .on(t.reminderTime)
      .where(sql`${t.stoppedAt} IS NULL AND ${t.reminderTime} IS NOT NULL`),
  ],
);

/** The days of a plan the member has ticked as read. */
export const memberPlanDays = pgTable(
  'member_plan_days',
  {
    memberPlanId: belongsTo('member_plan_id', () => memberPlans.id),
    day: integer('day').notNull(),
    doneAt: moment('done_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberPlanId, t.day] })],
);

/**
 * Reminders sent, one per plan and local date: the unique key makes the daily e-mail go out
 * once, however many processes or timer runs look at the same day.
 */
export const planReminders = pgTable(
  'plan_reminders',
  {
    memberPlanId: belongsTo('member_plan_id', () => memberPlans.id),
    localDate: text('local_date').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberPlanId, t.localDate] })],
);

/**
 * How far a member read a study (content/studies.ts) in a language: the furthest share of the
 * article (0–100) and an anchor near it, so another device can offer to continue there.
 */
export const studyProgress = pgTable(
  'study_progress',
  {
    userId: memberKey(),
    studyId: integer('study_id').notNull(),
    language: text('language').notNull(),
    percent: integer('percent').notNull(),
    anchor: text('anchor').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.studyId, t.language] }),
    check('study_progress_percent_range', sql`${t.percent} BETWEEN 0 AND 100`),
  ],
);
export * from './schema-teachings';
export * from './schema-backups';
export * from './schema-prayer';
export * from './schema-search';
export * from './schema-content';
export * from './schema-people';
export * from './schema-imports';
export * from './schema-analytics';
export * from './schema-events';
export * from './schema-clicks';
