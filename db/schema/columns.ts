// Column pieces several tables share, so each table says "the usual timestamps" once and they cannot drift
// apart. Holds no table of its own (all-tables.ts walks only the table files).
import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** The database's own "now": an ISO string in UTC with milliseconds, the form the API sends. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** created_at and updated_at, both "now" on insert; the service sets updated_at on change. */
export const timestamps = () => ({
  createdAt: text('created_at').notNull().default(nowIso),
  updatedAt: text('updated_at').notNull().default(nowIso),
});
