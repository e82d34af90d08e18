// Notification settings: type_{groupId} booleans kept in users.notification_settings (null means
// every group on). The one reader the producers ask, and the one writer of REST and sync.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import type { NotificationSettings } from '../../../sync/rules/notifications.ts';
import { httpError } from '../../lib/http-error.ts';
import { notificationSettingsOf } from '../../lib/user-view.ts';

export function readSettings(db: Db, userId: number): NotificationSettings {
  const row = db.select({ s: users.notificationSettings }).from(users).where(eq(users.id, userId)).get();
  return notificationSettingsOf(db, row?.s ?? null) as NotificationSettings;
}

/** Overlays the given keys; an unknown key is refused (400) so a typo never silently does nothing. */
export function writeSettings(db: Db, userId: number, patch: Record<string, boolean>): NotificationSettings {
  return db.transaction(() => {
    const current = readSettings(db, userId);
    for (const key of Object.keys(patch)) if (!(key in current)) throw httpError(400, 'Unknown setting');
    const next = { ...current, ...patch };
    db.update(users)
      .set({ notificationSettings: JSON.stringify(next) })
      .where(eq(users.id, userId))
      .run();
    return next;
  });
}
