// A query built with drizzle but run by better-sqlite3 with `.pluck()`: its first column as plain
// values. For hot reads of many ids, where one object per row (drizzle's or SQLite's) costs more
// than the query itself. Never for rows a caller shapes: those keep drizzle's typed mapping.
import { fillPlaceholders } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqliteOf } from './db-version.ts';

/** `query` prepared once; the function answers its first column for the placeholders' `values`. */
export function preparePluck<T>(
  db: Db,
  query: { toSQL: () => { sql: string; params: unknown[] } },
): (values: Record<string, unknown>) => T[] {
  const { sql, params } = query.toSQL();
  const statement = sqliteOf(db).prepare<unknown[], T>(sql).pluck();
  return (values) => statement.all(...fillPlaceholders(params, values));
}
