// The special contest became a contest with options (migration contest-options, both engines): run
// over the demo data, the migration loses no work, vote, mentor link or join key and gives the special
// contest every option. The database starts migrated and seeded; the test takes the migration back (drops its
// column) and runs the migration's own SQL file again, as an upgrade does. Later migrations stay applied: the
// migrator applies only what is newer than the last journal row, so the file is run directly.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIAL_CONTEST_OPTIONS } from '../../db/schema/contests.ts';
import type { Store } from '../../db/store.ts';
import { openTestDatabase, type TestDatabase } from '../../api/testing/test-database.ts';

let dir = '';
let database: TestDatabase;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nauka-contest-options-'));
  database = await openTestDatabase(join(dir, 'app.db'), true);
}, 120_000);
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

type Counts = Record<'works' | 'votes' | 'mentorLinks' | 'joinKeys' | 'participants', number>;

async function count(store: Store, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await store.db.all<{ n: number | string }>(query);
  return Number(rows[0]!.n);
}

/** The special contest's rows the migration must keep. */
async function specialCounts(store: Store): Promise<Counts> {
  const special = sql`(select id from contests where is_special = true)`;
  return {
    works: await count(store, sql`select count(*) as n from contest_works where contest_id in ${special}`),
    votes: await count(
      store,
      sql`select count(*) as n from contest_work_votes v join contest_works w on w.id = v.work_id
          where w.contest_id in ${special}`,
    ),
    mentorLinks: await count(
      store,
      sql`select count(*) as n from contest_mentor_pupils where contest_id in ${special}`,
    ),
    joinKeys: await count(store, sql`select count(*) as n from contest_join_keys where contest_id in ${special}`),
    participants: await count(
      store,
      sql`select count(*) as n from contest_participants where contest_id in ${special}`,
    ),
  };
}

/** The database as it was before the migration: no options column. */
async function takeBack(store: Store): Promise<void> {
  await store.db.run(sql`alter table contests drop column options`);
}

/** The migration as it ships, statement by statement, in one transaction. */
async function migrateAgain(store: Store): Promise<void> {
  const file =
    store.engine === 'postgres'
      ? 'db/migrations-postgres/0008_contest-options.sql'
      : 'db/migrations/0028_contest-options.sql';
  const statements = readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
  await store.db.transaction(async (tx) => {
    for (const statement of statements) await tx.run(sql.raw(statement));
  });
}

function parsed(options: unknown): unknown {
  return typeof options === 'string' ? JSON.parse(options) : options;
}

describe('migration contest-options over the demo data', () => {
  it('keeps every work, vote, mentor link and join key and turns the special contest’s features into options', async () => {
    const store = database.store;
    expect(await store.pendingMigrations()).toEqual([]);
    await takeBack(store);
    const before = await specialCounts(store);
    expect(before.works).toBeGreaterThanOrEqual(20);
    expect(before.votes).toBeGreaterThan(0);
    expect(before.mentorLinks).toBeGreaterThan(0);

    await migrateAgain(store);

    expect(await specialCounts(store)).toEqual(before);
    const rows = await store.db.all<{ is_special: unknown; options: unknown }>(
      sql`select is_special, options from contests`,
    );
    const special = rows.filter((r) => Boolean(r.is_special)).map((r) => parsed(r.options));
    const others = rows.filter((r) => !r.is_special).map((r) => parsed(r.options));
    expect(special).toEqual([SPECIAL_CONTEST_OPTIONS]);
    expect(others.length).toBeGreaterThan(0);
    for (const options of others) expect(options).toEqual({});
  }, 120_000);
});
