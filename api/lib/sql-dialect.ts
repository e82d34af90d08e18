// The few SQL expressions the engines spell differently, each chosen by `db.$engine`. Everything else
// is written once, in SQL both engines read (drizzle's builders, `case when`, `coalesce`, …).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';

/**
 * A JSON array of one object per row: `(select [{key: value…}] from …)`, '[]' when no row matches.
 * `from` is the rest of the subquery (`from … join … where …`), `orderBy` its rows' order.
 */
export function jsonArrayOfObjects(
  db: Db,
  fields: [string, SQL.Aliased | SQL | unknown][],
  from: SQL,
  orderBy: SQL,
): SQL {
  const pairs = sql.join(
    // Keys are the code's own names, written into the SQL (a bound key has no type on PostgreSQL).
    fields.map(([key, value]) => sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${value}`),
    sql`, `,
  );
  return db.$engine === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_object(${pairs}) order by ${orderBy}), '[]'::json) ${from})`
    : sql`(select json_group_array(json_object(${pairs})) ${from})`;
}

/** `column` is one of the ids in the JSON array bound as placeholder `name` (one statement for any count). */
export function inJsonIds(db: Db, column: SQL | unknown, name: string): SQL {
  const list = sql.placeholder(name);
  return db.$engine === 'postgres'
    ? sql`${column} in (select value::bigint from json_array_elements_text(${list}::json))`
    : sql`${column} in (select value from json_each(${list}))`;
}

/** The larger of two non-null values (SQLite's two-argument max(), PostgreSQL's greatest()). */
export function greatest(db: Db, a: SQL | unknown, b: SQL | unknown): SQL {
  return db.$engine === 'postgres' ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`;
}

/** Whether `text` occurs in `haystack` (SQLite's instr(), PostgreSQL's strpos()). */
export function containsText(db: Db, haystack: SQL | unknown, text: string): SQL {
  return db.$engine === 'postgres' ? sql`strpos(${haystack}, ${text}) > 0` : sql`instr(${haystack}, ${text}) > 0`;
}

/** The database's own clock in milliseconds since 1970: one clock for every node of a cluster. */
export function dbNowMs(db: Db): SQL {
  return db.$engine === 'postgres'
    ? sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
}

/**
 * `for update skip locked` on PostgreSQL, so senders on several nodes take different rows; nothing on
 * SQLite, whose one writer already runs one claim at a time.
 */
export function skipLocked(db: Db): SQL {
  return db.$engine === 'postgres' ? sql`for update skip locked` : sql``;
}

/**
 * `expr` compared byte by byte, as JavaScript compares strings: PostgreSQL's text compares by the database's
 * locale (which may skip punctuation), SQLite's by bytes already.
 */
export function bytewise(db: Db, expr: SQL | unknown): SQL {
  return db.$engine === 'postgres' ? sql`(${expr} collate "C")` : sql`${expr}`;
}
