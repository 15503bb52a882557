import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Some of a table's columns by name, as `select` takes them (`{ amount: donations.amount, … }`):
 * one list of names instead of each column written out twice.
 */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): Pick<T['_']['columns'], K> {
  const all: T['_']['columns'] = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}
