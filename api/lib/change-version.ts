// Each user's change version, which that user's pull cookies count. Every change a device must
// pull takes its user's next value inside the transaction that writes it, so versions never go
// back and a committed change is never below a cookie already handed out: the increment is one
// statement that locks the user's counter row until the transaction commits, on every engine.
//
// Per user, not one row for the database: on PostgreSQL every writer of one shared row waited for
// the one before it and then failed serialization, so concurrent pushes of different pupils retried
// each other to a standstill (docs/database.md, "Figures"). A pull reads only its own user's rows.
// A user's first version starts above the old database-wide counter (sync_version), the floor
// under every cookie devices were handed before versions became per user.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { syncVersion, userChangeVersions } from '../../db/schema/sync.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/store.ts';
import { perDb } from './per-db.ts';

const floor = sql`(select coalesce(max(${syncVersion.version}), 0) from ${syncVersion})`;

// Every change a device pulls takes one: built once per database (per-db.ts).
const statements = perDb((db) => ({
  next: db
    .insert(userChangeVersions)
    .values({ userId: sql.placeholder('userId'), version: sql`${floor} + 1` })
    .onConflictDoUpdate({
      target: userChangeVersions.userId,
      set: { version: sql`${userChangeVersions.version} + 1` },
    })
    .returning({ version: userChangeVersions.version }),
  // The user's row is there whenever a user pulls; a user with no change yet stands at the floor.
  current: db
    .select({ version: sql<number>`coalesce(${userChangeVersions.version}, ${floor})` })
    .from(users)
    .leftJoin(userChangeVersions, eq(userChangeVersions.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId'))),
}));

/** Runs a write built by versionedWrite with its values (`userId` among them); answers the rows it changed. */
export type VersionedWrite = (tx: Db, values: Record<string, unknown> & { userId: number }) => Promise<number>;

/**
 * The write `build(version)` makes, storing the user's next version. On PostgreSQL the version is taken in the same
 * statement (a data-modifying WITH), a round trip fewer for every change a push applies; SQLite has no such WITH and
 * its statements cost no round trip, so there it is taken first. Build once per database (per-db.ts); run inside the
 * transaction that stores the change, so a refusal undoes the version with it.
 */
export function versionedWrite(db: Db, build: (version: SQL) => SQLWrapper): VersionedWrite {
  // getSQL(): a builder put in sql`` as it is comes in parentheses, as a subquery would.
  if (db.$engine === 'postgres') {
    const write = build(sql`(select version from next_version)`).getSQL();
    const one = sql`with next_version as (${statements(db).next.getSQL()}) ${write}`;
    return (tx, values) => tx.$run(one, values);
  }
  const write = build(sql`${sql.placeholder('version')}`).getSQL();
  return async (tx, values) => tx.$run(write, { ...values, version: await nextChangeVersion(tx, values.userId) });
}

/** The user's next version; call only inside the transaction that stores the change. */
export async function nextChangeVersion(db: Db, userId: number): Promise<number> {
  const [version] = await db.$pluck<number>(statements(db).next, { userId });
  if (version === undefined) throw new Error('user_change_versions did not return a version');
  return Number(version);
}

/** Moves the user's version on by `count`, answering the last version taken. */
const takeVersions = (db: Db, userId: number, count: number) =>
  db
    .insert(userChangeVersions)
    .values({ userId, version: sql`${floor} + ${count}` })
    .onConflictDoUpdate({
      target: userChangeVersions.userId,
      set: { version: sql`${userChangeVersions.version} + ${count}` },
    })
    .returning({ version: userChangeVersions.version });

/** The highest version handed out to the user's changes so far (0 on an empty database). */
export async function currentChangeVersion(db: Db, userId: number): Promise<number> {
  return Number((await db.$pluck<number>(statements(db).current, { userId }))[0] ?? 0);
}

/**
 * Makes the caller's transaction collide with every other one that takes a version of this user, for
 * a check over rows no two of them both write (one open contest work a user): on PostgreSQL's snapshot
 * isolation the later of two re-runs and sees the first's commit. SQLite's one writer needs nothing.
 */
export async function takeUserTurn(db: Db, userId: number): Promise<void> {
  await nextChangeVersion(db, userId);
}

/** The version of a run's `n`th change (0 first): a number on SQLite, on PostgreSQL an expression over the WITH. */
export type RunVersion = (n: number) => SQL | number;

/**
 * Runs the write `build` makes for a run of `count` changes, its rows taking their versions from `versionOf(n)`: the
 * user's next `count` versions in order, the same numbers as `count` calls of nextChangeVersion, each before its write.
 * On PostgreSQL it is one statement (a data-modifying WITH), a round trip fewer for each kind of change a push
 * applies; SQLite takes the versions first. Run inside the transaction that stores the changes.
 */
export async function writeVersionedRun(
  db: Db,
  userId: number,
  count: number,
  build: (versionOf: RunVersion) => SQLWrapper,
): Promise<void> {
  if (db.$engine !== 'postgres') {
    const [row] = await takeVersions(db, userId, count);
    if (row === undefined) throw new Error('user_change_versions did not return a version');
    const first = Number(row.version) - count + 1;
    await db.$run(build((n) => first + n).getSQL());
    return;
  }
  const write = build((n) => sql`((select version from next_version) - ${count - 1 - n})`);
  await db.$run(sql`with next_version as (${takeVersions(db, userId, count).getSQL()}) ${write.getSQL()}`);
}
