// Reading and marking a user's notifications: a page newest first, whether anything is unread
// (with the newest id the panel's polling compares), and read marks. The wire shape is in view.ts.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { affectedRows, one, type Db } from '../../../db/store.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { toNotificationJson } from './view.ts';

export async function listNotifications(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset(offset);
  const total =
    (await one(db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId))))?.n ?? 0;
  return { list: await toNotificationJson(db, rows), total };
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
