// Notification settings: type_{groupId} booleans kept in users.notification_settings (null means
// every group on). The one reader the producers ask, and the one writer of REST and sync.
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { users } from '../../../db/schema/users.ts';
import type { NotificationSettings } from '../../../sync/rules/notifications.ts';
import { httpError } from '../../lib/http-error.ts';
import { serverActionTime, setItem, stampSetTime, type ActionTime } from '../../lib/set-times.ts';
import { notificationSettingsOf } from '../../lib/user-view.ts';

export async function readSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const row = await one(db.select({ s: users.notificationSettings }).from(users).where(eq(users.id, userId)));
  return (await notificationSettingsOf(db, row?.s ?? null)) as NotificationSettings;
}

/**
 * Overlays the given keys; an unknown key is refused (400) so a typo never silently does nothing.
 * Read and write are one transaction, so two patches of different keys both stay. `time` (the
 * server's now for REST) is stamped on each key as when it was last set.
 */
export function writeSettings(
  db: Db,
  userId: number,
  patch: Record<string, boolean>,
  time: ActionTime = serverActionTime(),
): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const current = await readSettings(tx, userId);
    for (const key of Object.keys(patch)) if (!(key in current)) throw httpError(400, 'Unknown setting');
    for (const key of Object.keys(patch)) await stampSetTime(tx, userId, setItem.notificationSetting(key), time);
    const next = { ...current, ...patch };
    await tx
      .update(users)
      .set({ notificationSettings: JSON.stringify(next) })
      .where(eq(users.id, userId));
    return next;
  });
}
