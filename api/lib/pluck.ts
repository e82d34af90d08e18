// A query built with drizzle but run by better-sqlite3 with `.pluck()` (its first column as plain
// values) or `.raw()` (each row an array). For hot reads, where one object per row (drizzle's or
// SQLite's) costs more than the query itself: many ids, or a list's cards. Other rows keep
// drizzle's typed mapping.
import { fillPlaceholders } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sqliteOf } from './db-version.ts';

type DrizzleQuery = { toSQL: () => { sql: string; params: unknown[] } };

/** `query` prepared once; the function answers its first column for the placeholders' `values`. */
export function preparePluck<T>(db: Db, query: DrizzleQuery): (values: Record<string, unknown>) => T[] {
  return prepareAs<T>(db, query, 'pluck');
}

/** `query` prepared once; the function answers its rows as arrays, columns in the select's order. */
export function prepareRaw<T extends unknown[]>(db: Db, query: DrizzleQuery): (values: Record<string, unknown>) => T[] {
  return prepareAs<T>(db, query, 'raw');
}

function prepareAs<T>(db: Db, query: DrizzleQuery, mode: 'pluck' | 'raw'): (values: Record<string, unknown>) => T[] {
  const { sql, params } = query.toSQL();
  const statement = sqliteOf(db).prepare<unknown[], T>(sql)[mode]();
  return (values) => statement.all(...fillPlaceholders(params, values));
}
