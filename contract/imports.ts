/** Moving in (WordPress posts, newsletter readers from any CSV) and moving out (exports). */
import { z } from 'zod';
import { apiRoute } from './api-route';
import { contentLanguages } from './publishing';

/** What an import did (or, on a dry run, would do). */
export const importWarningSchema = z.object({
  /** The post, row or address the warning is about. */
  item: z.string(),
  message: z.string(),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;

export const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  warnings: z.array(importWarningSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * The WordPress import's answer as it goes, when the request's Accept header names this type:
 * one JSON object a line, a `progress` line as each post is taken up, then one `report` (or one
 * `error`, when the run stops after its answer began). Without it the answer is the report alone.
 */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';

export const importProgressLineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    /** The post taken up now, counted from 1, of the `total` the run makes or updates. */
    post: z.number().int(),
    total: z.number().int(),
    title: z.string(),
  }),
  z.object({ type: z.literal('report'), report: importReportSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ImportProgressLine = z.infer<typeof importProgressLineSchema>;

/** A file of the imports, at most this many bytes. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/** Warnings listed one by one; past this many, one more warning says how many were left out. */
export const IMPORT_MAX_WARNINGS = 200;

/** The form's fields besides `file` (multipart text fields, so booleans come as text). */
const dryRunField = z
  .enum(['true', 'false', 'on', '1', '0', ''], { error: 'dryRun must be true or false' })
  .default('false')
  .transform((value) => value === 'true' || value === 'on' || value === '1');

export const wordpressImportFieldsSchema = z.object({
  dryRun: dryRunField,
  /** The posts' language when the file does not say it (WPML or Polylang fields). */
  language: z.enum(contentLanguages, { error: 'Choose a language' }).default('en'),
});
export type WordpressImportFields = z.output<typeof wordpressImportFieldsSchema>;

/** A column's name in the file: the reader's choice, or left out to find it by its header. */
const columnField = z
  .string()
  .trim()
  .max(100, 'A column name is at most 100 characters')
  .optional();

export const subscribersImportFieldsSchema = z.object({
  dryRun: dryRunField,
  /** The readers' language when the file has no language column (or an unknown value). */
  language: z.enum(contentLanguages, { error: 'Choose a language' }).default('en'),
  emailColumn: columnField,
  nameColumn: columnField,
  languageColumn: columnField,
  statusColumn: columnField,
  dateColumn: columnField,
});
export type SubscribersImportFields = z.output<typeof subscribersImportFieldsSchema>;

export const NOT_A_WXR =
  'This is not a WordPress export: choose the .xml file that Tools → Export in WordPress makes';
export const NOT_A_CSV =
  'This is not a CSV file of subscribers: its first line must name the columns, one of them the e-mail address';
export const IMPORT_FILE_MISSING = 'Choose a file to import (the form field "file")';
export const IMPORT_FILE_TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB`;
export const IMPORT_RUNNING =
  'An import of WordPress posts is already running: wait for its report, then try again';
export const IMPORT_STOPPED =
  'The import stopped before its end and no post was saved. Please try again.';
export const EMAIL_COLUMN_MISSING = 'The file has no column of e-mail addresses';

export const importsApi = {
  wordpress: apiRoute('/api/admin/import/wordpress'),
  subscribers: apiRoute('/api/admin/import/subscribers'),
  exportContent: apiRoute('/api/admin/export/content'),
  exportSubscribers: apiRoute('/api/admin/export/subscribers.csv'),
  exportPeople: apiRoute('/api/admin/export/people.csv'),
};
