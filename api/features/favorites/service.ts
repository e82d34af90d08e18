// Bookmarks (favorites) of one user: the one place that changes them, used alike by the REST
// calls and the sync mutation 'bookmark-set', so both stamp the same change version for pull.
// Turning a bookmark on needs a published item of that type (404 'Page not found' otherwise),
// so neither REST nor a queued mutation can save a bookmark to nothing.
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import { BOOKMARK_TYPES, type BookmarkType } from '../../../sync/rules/bookmarks.ts';
import { httpError } from '../../lib/http-error.ts';
import { itemExistsSql } from '../../lib/item-exists.ts';
import { perDb } from '../../lib/per-db.ts';
import { serverActionTime, setItem, stampSetTime, type ActionTime } from '../../lib/set-times.ts';
import { nextChangeVersion, versionedWrite } from '../../lib/change-version.ts';
import { nowIso } from '../../lib/clock.ts';
import type { BookmarkRef } from './inputs.ts';
import { selectBookmarkedItems } from './bookmarked-items.ts';

// A sync push sets bookmarks by the hundred: the writes are built once per database (per-db.ts).
const statements = perDb((db) => {
  const key = and(
    eq(bookmarks.userId, sql.placeholder('userId')),
    eq(bookmarks.type, sql.placeholder('type')),
    eq(bookmarks.itemId, sql.placeholder('itemId')),
  );
  const now = sql`${sql.placeholder('now')}`;
  const state = db.select({ on: bookmarks.on }).from(bookmarks).where(key);
  return {
    state,
    // The bookmark's state (null without a row) and whether its item is published, in one round trip.
    stateAndItem: Object.fromEntries(
      BOOKMARK_TYPES.map((type) => [type, sql`select ${state}, ${itemExistsSql(db, type, { published: true })}`]),
    ) as Record<BookmarkType, SQL>,
    write: {
      insert: versionedWrite(db, (version) =>
        db.insert(bookmarks).values({
          userId: sql.placeholder('userId'),
          type: sql.placeholder('type'),
          itemId: sql.placeholder('itemId'),
          on: sql.placeholder('on'),
          createdAt: now,
          updatedAt: now,
          version,
        }),
      ),
      on: versionedWrite(db, (version) =>
        db.update(bookmarks).set({ on: true, createdAt: now, updatedAt: now, version }).where(key),
      ),
      off: versionedWrite(db, (version) => db.update(bookmarks).set({ on: false, updatedAt: now, version }).where(key)),
    },
  };
});

/** Read on every signed-in post: the statement kept once per database. */
export async function isBookmarked(db: Db, userId: number, ref: BookmarkRef): Promise<boolean> {
  // Raw rows: SQLite answers the boolean as 0/1, PostgreSQL as true/false.
  const [row] = await db.$raw<[boolean | number]>(statements(db).state, { userId, type: ref.type, itemId: ref.id });
  return Boolean(row?.[0] ?? false);
}

/**
 * Sets the wanted state (idempotent: the same state again changes nothing and takes no new
 * version). Turning off keeps the row as a tombstone so other devices pull the removal.
 * Returns whether anything changed. Runs in its own transaction, or as a savepoint inside one:
 * the state read and the write are one unit, so calls at once never both see the old state.
 * `time` (the server's now for REST) is stamped as when the bookmark was last set.
 */
export function setBookmark(
  db: Db,
  userId: number,
  ref: BookmarkRef,
  on: boolean,
  time: ActionTime = serverActionTime(),
): Promise<boolean> {
  const s = statements(db);
  const key = { userId, type: ref.type, itemId: ref.id };
  return db.transaction(async (tx) => {
    await stampSetTime(tx, userId, setItem.bookmark(ref.type, ref.id), time);
    // Raw rows: SQLite answers the booleans as 0/1, PostgreSQL as true/false.
    const [row] = await tx.$raw<[boolean | number | null, boolean | number]>(s.stateAndItem[ref.type], {
      ...key,
      id: ref.id,
    });
    const stored = row?.[0] ?? null;
    if (Boolean(stored) === on) return false;
    if (on && !row?.[1]) throw httpError(404, 'Page not found');
    await s.write[stored === null ? 'insert' : on ? 'on' : 'off'](tx, { ...key, on, now: nowIso() });
    return true;
  });
}

/**
 * Gives the bookmark a new change version without changing it (a tombstone when there is no row),
 * so the next pull sends the server's state to a device whose older wish was superseded.
 */
export async function resendBookmark(db: Db, userId: number, ref: BookmarkRef): Promise<void> {
  const version = await nextChangeVersion(db, userId);
  const now = nowIso();
  await db
    .insert(bookmarks)
    .values({ userId, type: ref.type, itemId: ref.id, on: false, createdAt: now, updatedAt: now, version })
    .onConflictDoUpdate({ target: [bookmarks.userId, bookmarks.type, bookmarks.itemId], set: { version } });
}

/** Flips the state in one transaction and returns the new one. */
export function toggleBookmark(db: Db, userId: number, ref: BookmarkRef): Promise<boolean> {
  return db.transaction(async (tx) => {
    const on = !(await isBookmarked(tx, userId, ref));
    await setBookmark(tx, userId, ref, on);
    return on;
  });
}

const EXIST_CHUNK = 500;

/** Which of `ids` the user has bookmarked under `type`, in the order asked. */
export async function existingIds(db: Db, userId: number, type: BookmarkType, ids: number[]): Promise<number[]> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += EXIST_CHUNK) {
    const chunk = ids.slice(i, i + EXIST_CHUNK);
    const rows = await db
      .select({ id: bookmarks.itemId })
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.userId, userId),
          eq(bookmarks.type, type),
          eq(bookmarks.on, true),
          inArray(bookmarks.itemId, chunk),
        ),
      );
    for (const r of rows) found.add(r.id);
  }
  return ids.filter((id) => found.has(id));
}

export interface BookmarkChange {
  type: BookmarkType;
  id: number;
  on: boolean;
  updated_at: string;
  /** The item's title and slug where its content table exists, so another device can list it offline. */
  title: string | null;
  slug: string | null;
}

/** The user's rows changed after `version`, tombstones included (for pull). */
export function bookmarksChangedSince(db: Db, userId: number, version: number): Promise<BookmarkChange[]> {
  return selectBookmarkedItems(db, {
    type: bookmarks.type,
    id: bookmarks.itemId,
    on: bookmarks.on,
    updated_at: bookmarks.updatedAt,
  })
    .where(and(eq(bookmarks.userId, userId), gt(bookmarks.version, version)))
    .orderBy(asc(bookmarks.version));
}
