// Moves an install from one store to another (`npm run db:copy`: SQLite to PostgreSQL): every table of
// the schema, parents before children, in batches read in primary-key order through drizzle on both
// sides (the same table objects, so booleans, JSON and timestamps map alike), into an EMPTY target,
// in one transaction of the target that also compares every table's row count with the source's. It
// never writes the source and never copies into a database that holds rows.
import { count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterBulkWrite, type Db, type Store } from '../../../db/client.ts';
import { allTables } from '../../../db/schema/all-tables.ts';
import { rebuildSearchIndex } from '../search/indexer.ts';

/** A refusal of the copy, in Russian and English; the target is left as it was. */
export class CopyError extends Error {}

export interface CopyProgress {
  table: string;
  copied: number;
  total: number;
}

export interface CopyReport {
  /** Tables in the order they were copied, with their rows. */
  tables: { table: string; rows: number }[];
  /** Items the target's search index holds after its rebuild. */
  searchIndexed: number;
}

/** Table names with every table after the tables its foreign keys point at (self-references aside). */
export function copyOrder(tables: Map<string, SQLiteTable>): string[] {
  const parents = new Map<string, Set<string>>();
  for (const [name, table] of tables) {
    const refs = getTableConfig(table).foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name);
    parents.set(name, new Set(refs.filter((r) => r !== name && tables.has(r))));
  }
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < tables.size) {
    const ready = [...tables.keys()].filter((n) => !done.has(n) && [...parents.get(n)!].every((p) => done.has(p)));
    if (!ready.length) {
      const left = [...tables.keys()].filter((n) => !done.has(n));
      throw new Error(`foreign keys form a cycle among: ${left.join(', ')}`);
    }
    for (const n of ready) {
      order.push(n);
      done.add(n);
    }
  }
  return order;
}

function keyColumns(table: SQLiteTable): SQLiteColumn[] {
  const config = getTableConfig(table);
  const single = config.columns.filter((c) => c.primary);
  const keys = single.length ? single : (config.primaryKeys[0]?.columns ?? []);
  if (!keys.length) throw new Error(`table ${config.name} has no primary key to copy it in order`);
  return keys;
}

async function countRows(db: Db, table: SQLiteTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** Rows after `after` (the last key copied) in key order; a self-referencing table's parents come first by id. */
async function readBatch(db: Db, table: SQLiteTable, after: unknown[] | null, limit: number) {
  const keys = keyColumns(table);
  const tuple = (values: SQL[]) => sql`(${sql.join(values, sql`, `)})`;
  const where = after
    ? sql`${tuple(keys.map((k) => sql`${k}`))} > ${tuple(after.map((v, i) => sql`${sql.param(v, keys[i])}`))}`
    : undefined;
  return db
    .select()
    .from(table)
    .where(where)
    .orderBy(...keys)
    .limit(limit);
}

async function copyTable(
  source: Db,
  target: Db,
  table: SQLiteTable,
  onProgress: (p: CopyProgress) => void,
): Promise<number> {
  const name = getTableConfig(table).name;
  const columns = getTableColumns(table);
  const keyNames = keyColumns(table).map((k) => Object.keys(columns).find((key) => columns[key] === k)!);
  // PostgreSQL takes at most 65,535 parameters in one statement.
  const limit = Math.max(1, Math.min(1000, Math.floor(30_000 / Object.keys(columns).length)));
  const total = await countRows(source, table);
  let copied = 0;
  let after: unknown[] | null = null;
  for (;;) {
    const rows: Record<string, unknown>[] = await readBatch(source, table, after, limit);
    if (!rows.length) break;
    await target.insert(table).values(rows as never[]);
    copied += rows.length;
    after = keyNames.map((k) => rows.at(-1)![k]);
    onProgress({ table: name, copied, total });
  }
  return copied;
}

async function nonEmptyTables(db: Db, tables: Map<string, SQLiteTable>): Promise<string[]> {
  const full: string[] = [];
  for (const [name, table] of tables) {
    const n = await countRows(db, table);
    if (n > 0) full.push(`${name} (${n})`);
  }
  return full;
}

/**
 * Copies every table of `source` into `target` after migrating it; refuses (CopyError) a source
 * with pending migrations, a target holding any row, or a copy whose row counts differ (the target
 * transaction is rolled back). Then moves the target's identity sequences past the copied ids and
 * rebuilds its search index.
 */
export async function copyDatabase(
  source: Store,
  target: Store,
  onProgress: (p: CopyProgress) => void = () => {},
): Promise<CopyReport> {
  const pending = await source.pendingMigrations();
  if (pending.length)
    throw new CopyError(
      `исходная база не обновлена (миграции ${pending.join(', ')}): запустите на ней сервер этой версии один раз ` +
        `/ the source database lacks migrations ${pending.join(', ')}: start this version's server on it once`,
    );
  await target.migrate();
  const tables = allTables();
  const report = await target.db.transaction(async (tx) => {
    const full = await nonEmptyTables(tx, tables);
    if (full.length)
      throw new CopyError(
        `база назначения не пуста, в ней уже есть строки: ${full.slice(0, 5).join(', ')}; db:copy переносит данные только в пустую базу ` +
          `/ the target database is not empty (${full.slice(0, 5).join(', ')}): db:copy copies into an empty database only`,
      );
    const copied: CopyReport['tables'] = [];
    for (const name of copyOrder(tables)) {
      const table = tables.get(name)!;
      const rows = await copyTable(source.db, tx, table, onProgress);
      const [from, to] = [await countRows(source.db, table), await countRows(tx, table)];
      if (from !== rows || to !== rows)
        throw new CopyError(
          `таблица ${name}: в источнике ${from} строк, скопировано ${rows}, в базе назначения ${to}; ничего не записано ` +
            `/ table ${name}: ${from} rows in the source, ${rows} copied, ${to} in the target; nothing was written`,
        );
      copied.push({ table: name, rows });
    }
    return copied;
  });
  await afterBulkWrite(target);
  const searchIndexed = await rebuildSearchIndex(target.db);
  return { tables: report, searchIndexed };
}
