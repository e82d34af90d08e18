// `npm run db:copy`: the seeded demo install on SQLite moved into an empty PostgreSQL database of a
// server this test starts: every table's rows, booleans, JSON and pages as on SQLite, fresh ids after
// the copied ones, the catalogue's kept totals rebuilt by the target's own triggers, a second copy refused, and a
// server store that finds nothing to migrate.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOrder } from '../../api/features/backup/copy-service.ts';
import { fillDatabase } from '../../api/testing/test-database.ts';
import { adminQuery, openPostgresStore, openSqliteStore, type Db, type SqliteStore } from '../../db/client.ts';
import { allTables } from '../../db/schema/all-tables.ts';
import { pages } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'nauka-copy-'));
let server: PostgresServer;
let source: SqliteStore;
let url: string;

async function copy(target: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', target], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr };
  }
}

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of allTables()) out[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  return out;
}

beforeAll(async () => {
  server = await startPostgres({ durable: false });
  await adminQuery(server.url, 'create database moved');
  url = server.urlOf('moved');
  source = openSqliteStore(join(dataDir, 'app.db'));
  await fillDatabase(source, true);
}, 120_000);
afterAll(async () => {
  await source?.close();
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run db:copy', () => {
  it('orders tables after the tables they reference', () => {
    const order = copyOrder(allTables());
    expect(order.length).toBe(allTables().size);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('pages'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sessions'));
  });

  it('copies the demo install into an empty PostgreSQL database, row for row', async () => {
    const res = await copy(url);
    expect(res.out).toContain('Готово / done');
    expect(res.code).toBe(0);
    const expected = await counts(source.db);
    expect(Object.values(expected).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    expect(res.out).toContain(`  users: ${expected.users}`);
    expect(res.out).toContain(`  pages: ${expected.pages}`);

    const target = openPostgresStore(url, { poolSize: 2 });
    try {
      expect(await target.pendingMigrations()).toEqual([]);
      expect(await counts(target.db)).toEqual(expected);
      // The catalogue's kept totals are not copied: the target's triggers build them as the rows arrive.
      const keptTotals = (db: Db) =>
        db.$raw<[unknown, unknown, unknown, unknown]>(
          sql`select type_id, tag_id, topic_id, total from page_list_totals where total <> 0 order by 1, 2, 3`,
        );
      const sourceTotals = (await keptTotals(source.db)).map((r) => r.map(Number));
      expect(sourceTotals.length).toBeGreaterThan(10);
      expect((await keptTotals(target.db)).map((r) => r.map(Number))).toEqual(sourceTotals);

      // Booleans, JSON and text read back through the same table objects alike.
      const agreed = await source.db.select().from(users).where(eq(users.isAgreement, true)).orderBy(asc(users.id));
      const declined = await source.db.select().from(users).where(eq(users.isAgreement, false)).orderBy(asc(users.id));
      expect(agreed.length + declined.length).toBe(expected.users);
      for (const user of [agreed[0], declined[0]].filter(Boolean)) {
        expect(await target.db.select().from(users).where(eq(users.id, user!.id))).toEqual([user]);
      }
      const [page] = await source.db.select().from(pages).orderBy(asc(pages.id)).limit(1);
      expect(Array.isArray(page!.content) && page!.content.length).toBeTruthy();
      expect(await target.db.select().from(pages).where(eq(pages.id, page!.id))).toEqual([page]);
      const sourcePages = await source.db.select().from(pages).orderBy(asc(pages.id));
      expect(await target.db.select().from(pages).orderBy(asc(pages.id))).toEqual(sourcePages);

      // A new row without an id gets one past the copied ids.
      const maxId = Math.max(...sourcePages.map((p) => p.id));
      const [added] = await target.db
        .insert(pages)
        .values({ slug: 'after-copy', title: 'После переноса', pageTypeId: page!.pageTypeId, type: page!.type })
        .returning();
      expect(added!.id).toBeGreaterThan(maxId);

      // The search index was rebuilt on the target.
      const indexed = await target.db.get<{ n: number }>(sql`select count(*) as n from search_index`);
      expect(Number(indexed?.n)).toBeGreaterThan(0);
    } finally {
      await target.close();
    }
  }, 180_000);

  it('refuses a second copy into the now non-empty database and leaves it as it was', async () => {
    const target = openPostgresStore(url, { poolSize: 1 });
    try {
      const before = await counts(target.db);
      const res = await copy(url);
      expect(res.code).toBe(1);
      expect(res.out).toContain('база назначения не пуста');
      expect(res.out).toContain('the target database is not empty');
      expect(await counts(target.db)).toEqual(before);
    } finally {
      await target.close();
    }
  }, 120_000);
});
