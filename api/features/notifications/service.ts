// Reading and marking a user's notifications: a page newest first, whether anything is unread
// (with the newest id the panel's polling compares), and read marks. The wire shape is in view.ts.
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { affectedRows, one, type Db } from '../../../db/store.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { toNotificationJson } from './view.ts';
import { COUNTED_ROWS, statedTotal } from '../../lib/capped-total.ts';
import { pageAndNext, type Cursor } from '../../lib/keyset-cursor.ts';

/**
 * A page newest first (by id: a row's id rises with its creation, and a like group moves up with a new id).
 * After a `cursor` the page is read from the index at any depth; an `offset` (the spec's paging) skips that
 * many rows first. The total is capped (api/lib/capped-total.ts).
 */
export async function listNotifications(
  db: Db,
  userId: number,
  paging: { limit: number; offset: number; cursor?: Cursor },
) {
  const { limit, cursor } = paging;
  const offset = cursor ? 0 : paging.offset;
  const mine = eq(notifications.userId, userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(cursor ? and(mine, lt(notifications.id, cursor.id)) : mine)
    .orderBy(desc(notifications.id))
    .limit(limit + 1)
    .offset(offset);
  const { page, next_cursor } = pageAndNext(rows, limit, (r) => ({ at: r.createdAt, id: r.id }));
  const [counted] = await db.select({ n: sql<number>`count(*)` }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(notifications)
      .where(mine)
      .limit(COUNTED_ROWS)
      .as('capped_rows'),
  );
  // After a cursor the page's own offset is unknown: the total counts from the list's start either way.
  const stated = statedTotal(Number(counted?.n ?? 0), { offset, limit, length: page.length });
  return { list: await toNotificationJson(db, page), ...stated, next_cursor };
}

export async function notificationState(db: Db, userId: number) {
  const newest = await one(
    db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(1),
  );
  const unread =
    (
      await one(
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
      )
    )?.n ?? 0;
  return { is_new: unread > 0, unread, last_id: newest?.id ?? null };
}

/** Marks the given ids read (only the user's own; unknown ids are ignored), or every unread one. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined): Promise<number> {
  const mine = eq(notifications.userId, userId);
  const unread = eq(notifications.isRead, false);
  const where = ids && ids.length ? and(mine, unread, inArray(notifications.id, ids)) : and(mine, unread);
  return affectedRows(await db.update(notifications).set({ isRead: true }).where(where));
}
