// Makes every commit of a test's store fail, as a full disk does, to check that no answer
// acknowledges a write it did not store. SQLite: the engine's commit-fault hook answers SQLITE_FULL
// at COMMIT. PostgreSQL: a deferred constraint trigger on every table raises disk_full (53100) at
// COMMIT, so even a lone INSERT outside a transaction fails only when it commits. Tests only.
import { sql } from 'drizzle-orm';
import type { SqliteStore } from '../../db/client.ts';
import type { Store } from '../../db/store.ts';

export interface CommitFault {
  arm(): Promise<void>;
  disarm(): Promise<void>;
  /** How many commits the fault has refused so far. */
  hits(): Promise<number>;
}

function sqliteFault(store: SqliteStore): CommitFault {
  let armed = false;
  let hits = 0;
  store.setCommitFault(() => {
    if (!armed) return undefined;
    hits += 1;
    return Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
  });
  return {
    arm: async () => {
      armed = true;
    },
    disarm: async () => {
      armed = false;
    },
    hits: async () => hits,
  };
}

async function postgresFault(store: Store): Promise<CommitFault> {
  const db = store.db;
  await db.run(sql`create table test_commit_fault (armed boolean not null)`);
  await db.run(sql`insert into test_commit_fault (armed) values (false)`);
  await db.run(sql`create sequence test_commit_fault_hits`);
  await db.run(
    sql.raw(`create function test_commit_fault() returns trigger language plpgsql as $$
      begin
        if (select armed from test_commit_fault) then
          perform nextval('test_commit_fault_hits');
          raise exception 'could not extend file: No space left on device' using errcode = '53100';
        end if;
        return null;
      end $$`),
  );
  const tables = await db.all<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_commit_fault'`,
  );
  for (const { name } of tables) {
    await db.run(
      sql.raw(`create constraint trigger test_commit_fault after insert or update or delete on "${name}"
        deferrable initially deferred for each row execute function test_commit_fault()`),
    );
  }
  const set = (armed: boolean) => db.run(sql`update test_commit_fault set armed = ${armed}`);
  return {
    arm: async () => {
      await set(true);
    },
    disarm: async () => {
      await set(false);
    },
    hits: async () => {
      const row = await db.get<{ n: string | number; called: boolean }>(
        sql`select last_value as n, is_called as called from test_commit_fault_hits`,
      );
      return row.called ? Number(row.n) : 0;
    },
  };
}

export async function commitFault(store: Store): Promise<CommitFault> {
  return store.engine === 'sqlite' ? sqliteFault(store as SqliteStore) : postgresFault(store);
}
