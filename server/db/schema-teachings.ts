/**
 * Teachings: sermons in series by the ministry's speakers, with an uploaded audio file, the
 * passages they teach (indexed by book, in canonical order) and a timed transcript.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, memberKey, moment, updatedAt, valuesCheck } from './columns';

/** An uploaded audio file, as its bytes were read when it arrived. */
export const audioFiles = pgTable('audio_files', {
  /** 32 hex characters; the object's name in the store is `{key}.{extension}`. */
  key: text('key').primaryKey(),
  mimeType: text('mime_type').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  durationSeconds: doublePrecision('duration_seconds').notNull(),
  createdAt: createdAt(),
});

/**
 * An audio file arriving in chunks: its bytes so far are a file on the server's disk (never in
 * memory), `received` of `bytes` of them. It becomes an audio file when the last chunk is in and
 * its bytes read as audio; an unfinished one is swept away after a day.
 */
export const audioUploads = pgTable(
  'audio_uploads',
  {
    /** 32 hex characters; also the name of the file the chunks are written to. */
    id: text('id').primaryKey(),
    /** The editor who started it: only they may continue it. */
    userId: memberKey(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('audio_uploads_user_idx').on(table.userId),
    check('audio_uploads_received_check', sql`${table.received} between 0 and ${table.bytes}`),
  ],
);

export const teachingSpeakers = pgTable('teaching_speakers', {
  id: id(),
  name: text('name').notNull().unique(),
  bio: text('bio'),
  /** A media key (the media table). */
  photo: text('photo'),
  createdAt: createdAt(),
});

export const teachingSeries = pgTable(
  'teaching_series',
  {
    id: id(),
    title: text('title').notNull(),
    /** The series' address (/teachings/series/{slug}), unique across languages. */
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    /** A media key (the media table). */
    artwork: text('artwork'),
    /** The show's page on Spotify (https://open.spotify.com/show/…), when it is listed there. */
    spotifyUrl: text('spotify_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teaching_series_language_idx').on(t.language)],
);

export interface StoredPassage {
  osis: string;
  label: string;
}
export interface StoredCue {
  start: number;
  end: number;
  text: string;
}

export const teachings = pgTable(
  'teachings',
  {
    id: id(),
    title: text('title').notNull(),
    /** The teaching's address (/teachings/{slug}), unique across languages. */
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    language: text('language').notNull(),
    seriesId: integer('series_id').references(() => teachingSeries.id, { onDelete: 'restrict' }),
    speakerId: integer('speaker_id').references(() => teachingSpeakers.id, {
      onDelete: 'restrict',
    }),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passages: jsonb('passages').$type<StoredPassage[]>().notNull().default([]),
    audioKey: text('audio_key').references(() => audioFiles.key, { onDelete: 'restrict' }),
    youtubeId: text('youtube_id'),
    notes: text('notes'),
    /** The transcript's lines with their times; null without one. */
    transcript: jsonb('transcript').$type<StoredCue[]>(),
    /** The transcript's words together, for searching. */
    transcriptText: text('transcript_text'),
    episode: integer('episode'),
    /** draft, scheduled or published (as articles). */
    status: text('status').notNull().default('draft'),
    publishedAt: moment('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('teachings_language_published_idx').on(t.language, t.publishedAt),
    index('teachings_series_idx').on(t.seriesId, t.episode),
    index('teachings_speaker_idx').on(t.speakerId),
    index('teachings_topics_idx').using('gin', t.topics),
    uniqueIndex('teachings_series_episode_unique').on(t.seriesId, t.episode),
    valuesCheck('teachings_status_known', t.status, ['draft', 'scheduled', 'published']),
    check('teachings_visible_dated', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

/** The books a teaching's passages touch (canonical index, 0 = Genesis): the filter by book. */
export const teachingBooks = pgTable(
  'teaching_books',
  {
    book: smallint('book').notNull(),
    teachingId: belongsTo('teaching_id', () => teachings.id),
  },
  (t) => [
    primaryKey({ columns: [t.book, t.teachingId] }),
    index('teaching_books_teaching_idx').on(t.teachingId),
  ],
);

/**
 * Where a member stopped listening to a teaching's audio, so another browser resumes there (the
 * browser keeps its own copy too).
 */
export const teachingListening = pgTable(
  'teaching_listening',
  {
    userId: memberKey(),
    teachingId: belongsTo('teaching_id', () => teachings.id),
    seconds: integer('seconds').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.teachingId] }),
    check('teaching_listening_seconds_range', sql`${t.seconds} >= 0`),
  ],
);
