// PostgreSQL's tables derived from the one schema (db/schema, written for SQLite): same names,
// columns, keys, indexes and constraints, with PostgreSQL's types. Integers are bigint, an integer
// primary key is an identity (SQLite's rowid alias assigns one too), booleans are boolean, JSON
// text is jsonb, timestamps stay ISO text so both engines compare and sort them alike. Services
// keep querying the SQLite table objects: drizzle renders them in PostgreSQL's dialect; these
// tables exist for migrations and checks only.
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables of every shape, built at run time
type AnyPgTable = PgTableWithColumns<any>;

const NOW_ISO = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQLite's default expressions as PostgreSQL writes them. */
function translateDefault(value: unknown, json: boolean): unknown {
  if (!is(value, SQL)) return value;
  const text = value.queryChunks
    .map((c) => (typeof c === 'object' && c && 'value' in c ? String(c.value) : ''))
    .join('');
  if (text.includes("strftime('%Y-%m-%dT%H:%M:%fZ','now')")) return NOW_ISO;
  if (json) return sql.raw(`${text.trim()}::jsonb`);
  return value;
}

function columnBuilder(column: SQLiteColumn, singleIntegerKey: boolean): PgColumnBuilderBase {
  const type = column.columnType;
  const json = type === 'SQLiteTextJson';
  let b;
  if (type === 'SQLiteBoolean') b = boolean(column.name);
  else if (type === 'SQLiteInteger' || type === 'SQLiteTimestamp') b = bigint(column.name, { mode: 'number' });
  else if (type === 'SQLiteReal') b = doublePrecision(column.name);
  else if (json) b = jsonb(column.name);
  else if (type === 'SQLiteText') b = text(column.name);
  else throw new Error(`No PostgreSQL type for ${column.name} (${type})`);
  if (column.primary) {
    b = b.primaryKey();
    if (singleIntegerKey && 'generatedByDefaultAsIdentity' in b) b = b.generatedByDefaultAsIdentity();
  }
  if (column.notNull && !column.primary) b = b.notNull();
  if (column.hasDefault && column.default !== undefined) b = b.default(translateDefault(column.default, json) as SQL);
  if (column.isUnique) b = b.unique(column.uniqueName);
  return b;
}

type Columns = Record<string, AnyPgColumn>;

/** The SQL of an index's condition or a check, its column references re-pointed at `pg`'s columns. */
function repoint(expr: SQL, pg: Columns): SQL {
  const chunks = expr.queryChunks.map((chunk) => {
    if (typeof chunk === 'object' && chunk !== null && 'table' in chunk && 'name' in chunk && 'columnType' in chunk) {
      return pgColumnsOf(pg, [chunk as SQLiteColumn])[0]!;
    }
    return chunk;
  });
  return new SQL(chunks);
}

function pgColumnsOf(pg: Columns, columns: SQLiteColumn[]): AnyPgColumn[] {
  const all = Object.values(pg);
  return columns.map((c) => {
    const found = all.find((p) => p.name === c.name);
    if (!found) throw new Error(`Column ${c.name} missing`);
    return found as AnyPgColumn;
  });
}

/** PostgreSQL tables for every SQLite table, foreign keys pointing at each other's columns. */
export function pgTablesOf(tables: Map<string, SQLiteTable>): Map<string, AnyPgTable> {
  const out = new Map<string, AnyPgTable>();
  for (const [name, table] of tables) {
    const config = getTableConfig(table);
    const columns = Object.fromEntries(
      Object.entries(getTableColumns(table)).map(([key, column]) => {
        const single = column.primary && column.columnType === 'SQLiteInteger' && config.primaryKeys.length === 0;
        return [key, columnBuilder(column as SQLiteColumn, single)];
      }),
    );
    const pg: AnyPgTable = pgTable(name, columns, (t) => {
      const self = t as unknown as Columns;
      const extras = [];
      for (const pk of config.primaryKeys) {
        extras.push(primaryKey({ name: pk.getName(), columns: pgColumnsOf(self, pk.columns) as [AnyPgColumn] }));
      }
      for (const u of config.uniqueConstraints) {
        extras.push(unique(u.name).on(...(pgColumnsOf(self, u.columns) as [AnyPgColumn])));
      }
      for (const idx of config.indexes) {
        const cols = idx.config.columns.map((c) =>
          is(c, SQL) ? repoint(c, self) : pgColumnsOf(self, [c as SQLiteColumn])[0]!,
        );
        let built = (idx.config.unique ? uniqueIndex(idx.config.name) : index(idx.config.name)).on(
          ...(cols as [AnyPgColumn]),
        );
        if (idx.config.where) built = built.where(repoint(idx.config.where, self));
        extras.push(built);
      }
      for (const c of config.checks) extras.push(check(c.name, repoint(c.value, self)));
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        const foreignName = getTableConfig(ref.foreignTable).name;
        extras.push(
          foreignKey({
            name: fk.getName(),
            columns: pgColumnsOf(self, ref.columns) as [AnyPgColumn],
            foreignColumns: pgColumnsOf(
              foreignName === name
                ? self
                : (getTableColumns(out.get(foreignName) ?? throwMissing(foreignName, name)) as Columns),
              ref.foreignColumns,
            ) as [AnyPgColumn],
          })
            .onDelete(fk.onDelete ?? 'no action')
            .onUpdate(fk.onUpdate ?? 'no action'),
        );
      }
      return extras;
    });
    out.set(name, pg);
  }
  return out;
}

function throwMissing(foreign: string, from: string): never {
  throw new Error(`Table ${from} references ${foreign}, which is defined after it`);
}
