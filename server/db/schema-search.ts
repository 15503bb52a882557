import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { languageCheck, moment, valuesCheck } from './columns';

/** A PostgreSQL full-text vector; written only by the `search_put` function (the migration). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search's index: one row per thing a reader can find, per language it is written in.
 * `kind` names the area ('article', 'study', …) and `record_id` its row there; `url` is the
 * page's address without a language prefix. Rows are written through `search_put` (SQL, used by
 * the triggers on the areas' tables and by server/modules/search/index-writes.ts), which fills
 * `tsv` with the language's configuration (stemming, accents ignored) and the title weighted
 * above the body. Who may see a row: `audience` ('public' or 'members') and `published_at` (none,
 * or a time that has come). Drafts and private things are never written here.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    audience: text('audience').notNull().default('public'),
    publishedAt: moment('published_at'),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId, t.language] }),
    index('search_documents_tsv_idx').using('gin', t.tsv).with({ fastupdate: false }),
    languageCheck('search_documents_language', t.language),
    valuesCheck('search_documents_audience', t.audience, ['public', 'members']),
  ],
);

/**
 * Every word (accents removed, lower case, 4 letters or more) the index has seen: a misspelt word
 * of a query is corrected to the nearest of these by trigram similarity (pg_trgm). Words stay
 * when their documents go (a correction to them then simply finds nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx')
    .using('gin', t.word.op('gin_trgm_ops'))
    .with({ fastupdate: false }),
]);
