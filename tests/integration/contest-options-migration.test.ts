// The special contest became a contest with options (migration contest-options, both engines): run
// over the demo data, the migration loses no work, vote, mentor link or join key and gives the special
// contest every option. The database starts migrated and seeded; the test takes the migration back
// (drops its column, forgets its journal row) and lets the store apply it again, as an upgrade would.
import { mkdtempSync, rmSync } from 'node:fs';
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

/** The database as it was before the migration: no options column, the journal one entry shorter. */
async function takeBack(store: Store): Promise<void> {
  const journal = store.engine === 'postgres' ? sql`drizzle.__drizzle_migrations` : sql`__drizzle_migrations`;
  await store.db.run(sql`alter table contests drop column options`);
  await store.db.run(sql`delete from ${journal} where created_at = (select max(created_at) from ${journal})`);
}

function parsed(options: unknown): unknown {
  return typeof options === 'string' ? JSON.parse(options) : options;
}

describe('migration contest-options over the demo data', () => {
  it('keeps every work, vote, mentor link and join key and turns the special contest’s features into options', async () => {
    const store = database.store;
    await takeBack(store);
    expect(await store.pendingMigrations()).toEqual([
      store.engine === 'postgres' ? '0008_contest-options' : '0028_contest-options',
    ]);
    const before = await specialCounts(store);
    expect(before.works).toBeGreaterThanOrEqual(20);
    expect(before.votes).toBeGreaterThan(0);
    expect(before.mentorLinks).toBeGreaterThan(0);

    await store.migrate();

    expect(await store.pendingMigrations()).toEqual([]);
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
