// PostgreSQL's tables come from the one schema: the committed migrations must describe exactly the
// tables pg-tables.ts derives from db/schema today. A schema change without `npm run db:generate`
// fails here, before any server meets a missing column.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allTables } from '../../schema/all-tables.ts';
import { pgTablesOf } from './pg-tables.ts';

const generate = fileURLToPath(new URL('../../../scripts/db-generate-postgres.ts', import.meta.url));

describe("PostgreSQL's migrations", () => {
  it('match the tables derived from db/schema: drizzle-kit finds nothing left to migrate', () => {
    // drizzle-kit runs in a process of its own (`db:generate --check`): loading its api adds enumerable methods to
    // Array.prototype, which broke mp4box's for-in loops in the test files that ran after this one in a worker.
    const out = execFileSync(process.execPath, ['--import', 'tsx', generate, '--check'], { encoding: 'utf8' });
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual([]);
  }, 60_000);

  it('derive every table of the schema, with the same columns', () => {
    const sqlite = allTables();
    const pg = pgTablesOf(sqlite);
    expect([...pg.keys()]).toEqual([...sqlite.keys()]);
    expect(sqlite.size).toBeGreaterThanOrEqual(86);
    const columns = (table: Table) => Object.values(getTableColumns(table)).map((c) => [c.name, c.notNull]);
    for (const [name, table] of sqlite) expect(columns(pg.get(name)!), name).toEqual(columns(table));
  });
});
