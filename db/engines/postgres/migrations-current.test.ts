// PostgreSQL's tables come from the one schema: the committed migrations must describe exactly the
// tables pg-tables.ts derives from db/schema today. A schema change without `npm run db:generate`
// fails here, before any server meets a missing column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableColumns, type Table } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { pgMigrationsFolder } from '../../migrations-folder.ts';
import { allTables } from '../../schema/all-tables.ts';
import { pgTablesOf } from './pg-tables.ts';

describe("PostgreSQL's migrations", () => {
  it('match the tables derived from db/schema: drizzle-kit finds nothing left to migrate', async () => {
    const journal = JSON.parse(readFileSync(join(pgMigrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    const last = journal.entries.at(-1)!.idx;
    const snapshot = JSON.parse(
      readFileSync(join(pgMigrationsFolder, 'meta', `${String(last).padStart(4, '0')}_snapshot.json`), 'utf8'),
    );
    const current = generateDrizzleJson(Object.fromEntries(pgTablesOf(allTables())), snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('derive every table of the schema, with the same columns', () => {
    const sqlite = allTables();
    const pg = pgTablesOf(sqlite);
    expect([...pg.keys()]).toEqual([...sqlite.keys()]);
    expect(sqlite.size).toBeGreaterThanOrEqual(86);
    const columns = (table: Table) => Object.values(getTableColumns(table)).map((c) => [c.name, c.notNull]);
    for (const [name, table] of sqlite) expect(columns(pg.get(name)!), name).toEqual(columns(table));
  });
});
