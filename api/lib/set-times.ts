// Set-style actions (bookmark, follow, block, a collection's title and materials, notification
// settings) settle by when they were taken, not by when they arrived: each piece of state keeps the
// time and client of the action that set it last (set_times), and an older action never overwrites
// it. Never compare arrival order here: a device offline for a week delivers its actions last.
import { eq, and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import { setTimes } from '../../db/schema/sync.ts';
import { perDb } from './per-db.ts';
import { nowIso } from './clock.ts';
import { bytewise } from './sql-dialect.ts';

// Every set-style action reads and stamps its item: built once per database (per-db.ts).
const statements = perDb((db) => {
  const [storedAt, storedClient] = [bytewise(db, setTimes.setAt), bytewise(db, setTimes.clientId)];
  const [newAt, newClient] = [bytewise(db, sql`excluded.set_at`), bytewise(db, sql`excluded.client_id`)];
  const insertTime = () =>
    db.insert(setTimes).values({
      userId: sql.placeholder('userId'),
      item: sql.placeholder('item'),
      setAt: sql.placeholder('at'),
      clientId: sql.placeholder('clientId'),
    });
  const target = [setTimes.userId, setTimes.item];
  const newTime = { setAt: sql`excluded.set_at`, clientId: sql`excluded.client_id` };
  return {
    read: db
      .select({ at: setTimes.setAt, clientId: setTimes.clientId })
      .from(setTimes)
      .where(and(eq(setTimes.userId, sql.placeholder('userId')), eq(setTimes.item, sql.placeholder('item')))),
    stamp: insertTime().onConflictDoUpdate({ target, set: newTime }),
    // The stamp, unless the stored action is newer (isNewer below, in SQL): a row comes back when the action won.
    claim: insertTime()
      .onConflictDoUpdate({
        target,
        set: newTime,
        setWhere: sql`${storedClient} = ${newClient} or ${storedAt} < ${newAt} or (${storedAt} = ${newAt} and ${storedClient} <= ${newClient})`,
      })
      .returning({ userId: setTimes.userId }),
  };
});

/** When an action was taken and by which client: a push's clamped `at`, or the server's now for REST. */
export interface ActionTime {
  at: string;
  /** The sync client's id; '' for a REST call. Breaks ties: the greater id wins. */
  clientId: string;
  /** The item claimSetTime has already stamped with this time: stampSetTime skips it (one write, not two). */
  claimed?: string;
}

/** A REST call made online counts as taken at the server's time. */
export function serverActionTime(): ActionTime {
  return { at: nowIso(), clientId: '' };
}

/** The names of the set-style items, one spelling for REST and sync. */
export const setItem = {
  bookmark: (type: string, id: number) => `bookmark:${type}:${id}`,
  follow: (userId: number) => `follow:${userId}`,
  block: (userId: number) => `block:${userId}`,
  collectionTitle: (collectionId: number) => `collection-title:${collectionId}`,
  collectionItem: (collectionId: number, pageId: number) => `collection-item:${collectionId}:${pageId}`,
  notificationSetting: (key: string) => `notification-setting:${key}`,
};

/** `stored` wins over `time`. One client's actions arrive in their own order, so its later one wins. */
const isNewer = (stored: ActionTime, time: ActionTime) =>
  stored.clientId !== time.clientId &&
  (stored.at > time.at || (stored.at === time.at && stored.clientId > time.clientId));

/**
 * Whether the item was last set by another client's action newer than `time` (a later time, or the
 * same time from a greater client id): then the action at `time` must leave it as it is. A client's
 * own earlier action never supersedes its later one (its clock may have been set back between them).
 * Call it in the transaction that would change the item.
 */
export async function isSuperseded(db: Db, userId: number, item: string, time: ActionTime): Promise<boolean> {
  const [row] = await db.$raw<[string, string]>(statements(db).read, { userId, item });
  return row !== undefined && isNewer({ at: row[0], clientId: row[1] }, time);
}

/** Records `time` as when the item was last set; call it in the transaction that sets it. */
export async function stampSetTime(db: Db, userId: number, item: string, time: ActionTime): Promise<void> {
  if (time.claimed === item) return;
  await db.$run(statements(db).stamp, { userId, item, at: time.at, clientId: time.clientId });
}

/**
 * isSuperseded and stampSetTime in one statement: stamps `time` on the item unless another client's newer
 * action set it, and says whether it did. Call it in the transaction that then sets the item (or, when it
 * answers false, leaves it), so a refused action's stamp is undone with it.
 */
export async function claimSetTime(db: Db, userId: number, item: string, time: ActionTime): Promise<boolean> {
  const rows = await db.$raw<[number]>(statements(db).claim, { userId, item, at: time.at, clientId: time.clientId });
  return rows.length > 0;
}

/**
 * newestWins (sync-feature.ts) for a run of one client's actions on `items`, in order, in one read:
 * whether each is superseded (a stored newer action of another client, until the run's own first
 * action on that item, after which its later ones win), and `stamp`, which records the run's last
 * action on each item it set in one write. Call both in the transaction that applies the run.
 */
export async function newestWinsRun(
  db: Db,
  userId: number,
  actions: readonly { item: string; time: ActionTime }[],
): Promise<{ superseded: boolean[]; stamp: () => Promise<void> }> {
  const items = [...new Set(actions.map((a) => a.item))];
  const stored = new Map<string, ActionTime>();
  if (items.length > 0) {
    const rows = await db
      .select({ item: setTimes.item, at: setTimes.setAt, clientId: setTimes.clientId })
      .from(setTimes)
      .where(and(eq(setTimes.userId, userId), inArray(setTimes.item, items)));
    for (const r of rows) stored.set(r.item, { at: r.at, clientId: r.clientId });
  }
  const set = new Map<string, ActionTime>();
  const superseded = actions.map(({ item, time }) => {
    const before = set.has(item) ? undefined : stored.get(item);
    if (before && isNewer(before, time)) return true;
    set.set(item, time);
    return false;
  });
  const stamp = async () => {
    if (set.size === 0) return;
    await db
      .insert(setTimes)
      .values([...set].map(([item, time]) => ({ userId, item, setAt: time.at, clientId: time.clientId })))
      .onConflictDoUpdate({
        target: [setTimes.userId, setTimes.item],
        set: { setAt: sql`excluded.set_at`, clientId: sql`excluded.client_id` },
      });
  };
  return { superseded, stamp };
}
