// Bookmarks (favorites) of one user: the one place that changes them, used alike by the REST
// calls and the sync mutation 'bookmark-set', so both stamp the same change version for pull.
// Turning a bookmark on needs a published item of that type (404 'Page not found' otherwise),
// so neither REST nor a queued mutation can save a bookmark to nothing.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookmarks } from '../../../db/schema/bookmarks.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import type { BookmarkType } from '../../../sync/rules/bookmarks.ts';
import { httpError } from '../../lib/http-error.ts';
import { itemExists } from '../../lib/item-exists.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';
import { perDb } from '../../lib/per-db.ts';
import type { BookmarkRef } from './inputs.ts';

// The statements of setBookmark, the sync push's hot path, prepared once per database.
const statements = perDb((db) => {
  const key = and(
    eq(bookmarks.userId, sql.placeholder('userId')),
    eq(bookmarks.type, sql.placeholder('type')),
    eq(bookmarks.itemId, sql.placeholder('itemId')),
  );
  const now = sql.placeholder('now');
  const version = sql.placeholder('version');
  return {
    state: db.select({ on: bookmarks.on }).from(bookmarks).where(key).prepare(),
    insert: db
      .insert(bookmarks)
      .values({
        userId: sql.placeholder('userId'),
        type: sql.placeholder('type'),
        itemId: sql.placeholder('itemId'),
        on: sql.placeholder('on'),
        createdAt: now,
        updatedAt: now,
        version,
      })
      .prepare(),
    // update().set() takes no bare placeholder; wrapped in sql`` it binds as is.
    turnOn: db
      .update(bookmarks)
      .set({ on: true, createdAt: sql`${now}`, updatedAt: sql`${now}`, version: sql`${version}` })
      .where(key)
      .prepare(),
    turnOff: db
      .update(bookmarks)
      .set({ on: false, updatedAt: sql`${now}`, version: sql`${version}` })
      .where(key)
      .prepare(),
  };
});

export function isBookmarked(db: Db, userId: number, ref: BookmarkRef): boolean {
  return statements(db).state.get({ userId, type: ref.type, itemId: ref.id })?.on === true;
}

/**
 * Sets the wanted state (idempotent: the same state again changes nothing and takes no new
 * version). Turning off keeps the row as a tombstone so other devices pull the removal.
 * Returns whether anything changed. Runs in its own transaction, or as a savepoint inside one.
 */
export function setBookmark(db: Db, userId: number, ref: BookmarkRef, on: boolean): boolean {
  const s = statements(db);
  const key = { userId, type: ref.type, itemId: ref.id };
  return db.transaction(() => {
    const row = s.state.get(key);
    if ((row?.on ?? false) === on) return false;
    if (on && !itemExists(db, ref.type, ref.id, { published: true })) throw httpError(404, 'Page not found');
    const values = { ...key, now: new Date().toISOString(), version: nextChangeVersion(db) };
    if (!row) s.insert.run({ ...values, on });
    else if (on) s.turnOn.run(values);
    else s.turnOff.run(values);
    return true;
  });
}

/** Flips the state in one transaction and returns the new one. */
export function toggleBookmark(db: Db, userId: number, ref: BookmarkRef): boolean {
  return db.transaction(() => {
    const on = !isBookmarked(db, userId, ref);
    setBookmark(db, userId, ref, on);
    return on;
  });
}

const EXIST_CHUNK = 500;

/** Which of `ids` the user has bookmarked under `type`, in the order asked. */
export function existingIds(db: Db, userId: number, type: BookmarkType, ids: number[]): number[] {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += EXIST_CHUNK) {
    const chunk = ids.slice(i, i + EXIST_CHUNK);
    const rows = db
      .select({ id: bookmarks.itemId })
      .from(bookmarks)
      .where(
        and(
          eq(bookmarks.userId, userId),
          eq(bookmarks.type, type),
          eq(bookmarks.on, true),
          inArray(bookmarks.itemId, chunk),
        ),
      )
      .all();
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
export function bookmarksChangedSince(db: Db, userId: number, version: number): BookmarkChange[] {
  return db
    .select({
      type: bookmarks.type,
      id: bookmarks.itemId,
      on: bookmarks.on,
      updated_at: bookmarks.updatedAt,
      title: sql<
        string | null
      >`coalesce(${pages.title}, ${news.title}, ${events.title}, ${courses.title}, ${quizzes.title})`,
      slug: sql<string | null>`coalesce(${pages.slug}, ${news.slug}, ${events.slug}, ${courses.slug}, ${quizzes.slug})`,
    })
    .from(bookmarks)
    .leftJoin(pages, and(eq(bookmarks.type, 'post'), eq(pages.id, bookmarks.itemId)))
    .leftJoin(news, and(eq(bookmarks.type, 'news'), eq(news.id, bookmarks.itemId)))
    .leftJoin(events, and(eq(bookmarks.type, 'event'), eq(events.id, bookmarks.itemId)))
    .leftJoin(courses, and(eq(bookmarks.type, 'course'), eq(courses.id, bookmarks.itemId)))
    .leftJoin(quizzes, and(eq(bookmarks.type, 'quizzes'), eq(quizzes.id, bookmarks.itemId)))
    .where(and(eq(bookmarks.userId, userId), gt(bookmarks.version, version)))
    .orderBy(asc(bookmarks.version))
    .all();
}
