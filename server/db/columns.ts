/**
 * Column groups the schema files share. Only schema*.ts import this file; it is not re-exported
 * by schema.ts, so drizzle-kit never mistakes the key stand-ins below for tables of their own.
 */
import { sql } from 'drizzle-orm';
import { siteLanguages } from '../../contract/i18n';
import { type AnyPgColumn, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** A point in time, as every time column of the site is stored. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/**
 * A table's key as foreign keys name it, for schema files that schema.ts re-exports: importing
 * the table itself from schema.ts would make an import cycle, and a foreign key needs only the
 * table's name and key.
 */
export const keyOf = (table: string) => pgTable(table, { id: integer('id').primaryKey() });

/** The members' table as foreign keys outside schema.ts name it. */
export const usersKey = keyOf('users');

/** A row that belongs to another and goes with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** The member a row belongs to: removing the member removes it. */
export const memberKey = (name = 'user_id') => belongsTo(name, () => usersKey.id);

/** The member who did something, forgotten (null) when their account is removed. */
export const memberOrNull = (name: string) =>
  integer(name).references(() => usersKey.id, { onDelete: 'set null' });

/**
 * A column that holds one of `values` (or null when `optional`). The values are written into the
 * check as quoted literals, `col IN ('a', 'b')`, the text every such check of the schema has.
 */
export const valuesCheck = (
  name: string,
  column: AnyPgColumn,
  values: readonly string[],
  optional = false,
) => {
  const inValues = sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
  return check(name, optional ? sql`${column} IS NULL OR ${inValues}` : inValues);
};

/** A column that holds one of the site's languages (contract/i18n.ts), or null when `optional`. */
export const languageCheck = (name: string, column: AnyPgColumn, optional = false) =>
  valuesCheck(name, column, siteLanguages, optional);
