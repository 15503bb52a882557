import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, moment } from './columns';
import type { CharacterTextValue } from '../../contract/characters';
import type { PartialTexts } from '../../contract/studies';
import type { ReferenceRow, TimelineEventText } from '../../contract/timeline';

/** Where each Scripture reference stands in the article of each language. */
export type StudyReferences = Record<
  'en' | 'es' | 'pt',
  [start: number, end: number, osis: string][]
>;

/**
 * The Bible Study Center's studies. Texts are per language in JSON (`{ en, es?, pt? }`); the
 * references are found when a study is saved, so the reader links them without a parser.
 * `id` may be given: the studies bundled with the site keep the ids members' reading progress
 * (study_progress.study_id) already names.
 */
export const studies = pgTable(
  'studies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: jsonb('title').$type<PartialTexts>().notNull(),
    description: jsonb('description').$type<PartialTexts>().notNull(),
    content: jsonb('content').$type<PartialTexts>().notNull(),
    references: jsonb('references').$type<StudyReferences>().notNull(),
    category: text('category').notNull(),
    duration: text('duration').notNull(),
    featured: boolean('featured').notNull().default(false),
    position: integer('position').notNull().default(0),
    status: text('status').notNull().default('draft'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /**
     * The administrator who saved it last; null for bundled content or a removed account. Its
     * foreign key to users (on delete set null) is written by hand in the migration: this file
     * cannot import the users table without an import cycle with schema.ts.
     */
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('studies_title_en_unique').on(sql`lower(${t.title}->>'en')`),
    check('studies_status_valid', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * The bundled content (content/) already given to this database, by key ('study:1'): each is
 * added once, so an administrator's edit or deletion of it stays.
 */
export const bundledContent = pgTable('bundled_content', {
  key: text('key').primaryKey(),
  addedAt: moment('added_at').notNull().defaultNow(),
});

/**
 * Simple pages the ministry writes (About, Statement of Faith, Privacy Policy, Terms of
 * Service): Markdown in one language at /pages/{slug} (/es/pages/{slug}…). One slug is one page
 * in each language it is written in.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('draft'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Who saved it last (its foreign key to users is in the migration, as for studies). */
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('site_pages_slug_language_unique').on(t.slug, t.language),
    check('site_pages_status_valid', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** A picture made from the ministry's logo, as stored: its type and its bytes in base64. */
export interface StoredPicture {
  type: string;
  data: string;
}

/**
 * The ministry's identity as the administrator set it: one row (id 1), absent until the first
 * edit, when the spec's identity (contract/site.ts) is shown. The logo and the pictures made from
 * it live in the row, so every process serves the same ones and a backup carries them.
 */
export const siteIdentity = pgTable(
  'site_identity',
  {
    id: integer('id').primaryKey(),
    /** The settings as `PUT /api/admin/site` took them, without the logo. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** The uploaded logo (sanitised SVG or re-encoded PNG/WebP); null: the site's own mark. */
    logo: jsonb('logo').$type<StoredPicture>(),
    /** Made from the logo: favicon (PNG 48), touch icon (PNG 180), social card (PNG 1200 × 630). */
    pictures: jsonb('pictures').$type<Record<string, StoredPicture>>(),
    /** Changes with each logo, so the pictures' addresses change with it. */
    logoVersion: text('logo_version'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Who saved it last (its foreign key to users is in the migration, as for studies). */
    updatedBy: integer('updated_by'),
  },
  (t) => [check('site_identity_one_row', sql`${t.id} = 1`)],
);
/**
 * Texts of the site the ministry keeps as one whole, by key: 'home' (the home page's texts in
 * each language and the study its fixed card opens) and 'episodes' (the Videos page's five
 * numbered episodes). A key without a row is the text the site was built with (content/).
 */
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  /** Who saved it last (its foreign key to users is in the migration, as for studies). */
  updatedBy: integer('updated_by'),
});

/** An event's words in each language it is written in (English always). */
export type TimelineTexts = {
  en: TimelineEventText;
  es?: TimelineEventText;
  pt?: TimelineEventText;
};
/** Where the references stand, per language written, in the description and the significance. */
export type TimelineReferences = Partial<
  Record<'en' | 'es' | 'pt', { description: ReferenceRow[]; significance: ReferenceRow[] }>
>;

/**
 * The Biblical Timeline's events. `id` may be given: the bundled events keep theirs, which the
 * search's addresses (`/timeline#event-3-title`) name.
 */
export const timelineEvents = pgTable('timeline_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  texts: jsonb('texts').$type<TimelineTexts>().notNull(),
  references: jsonb('references').$type<TimelineReferences>().notNull(),
  category: text('category').notNull(),
  parallaxSpeed: doublePrecision('parallax_speed').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  /** Who saved it last (its foreign key to users is in the migration, as for studies). */
  updatedBy: integer('updated_by'),
});

export type CharacterTexts = {
  en: CharacterTextValue;
  es?: CharacterTextValue;
  pt?: CharacterTextValue;
};
/** Where the references stand, per language written: a text's rows, a list's rows per item. */
export type CharacterReferences = Partial<
  Record<'en' | 'es' | 'pt', Record<string, ReferenceRow[] | ReferenceRow[][]>>
>;

/** The Biblical Characters (ids given to the bundled ones, as for the timeline). */
export const characters = pgTable('characters', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  texts: jsonb('texts').$type<CharacterTexts>().notNull(),
  references: jsonb('references').$type<CharacterReferences>().notNull(),
  hebrewName: text('hebrew_name').notNull(),
  hebrewTransliteration: text('hebrew_transliteration').notNull(),
  era: text('era').notNull(),
  icon: text('icon').notNull(),
  colorFrom: text('color_from').notNull(),
  colorTo: text('color_to').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/**
 * What administrators deleted from the content (studies, timeline events, characters, pages),
 * kept 30 days so it can be restored: the row as it was, as JSON, under its kind and id.
 */
export const trash = pgTable(
  'trash',
  {
    id: id(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    /** What the trash view calls it: the English title or name. */
    label: text('label').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    deletedAt: moment('deleted_at').notNull(),
    /** Who deleted it (a foreign key to users, on delete set null, in the migration). */
    deletedBy: integer('deleted_by'),
  },
  (t) => [check('trash_kind_valid', sql`${t.kind} in ('study', 'timeline', 'character', 'page')`)],
);
