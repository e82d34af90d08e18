// Notification setting groups (type_{id}) and the badge catalogue.
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badges, notificationTypes } from '../../../db/schema/notification-types.ts';

export async function listNotificationTypes(db: Db) {
  return await db
    .select({ id: notificationTypes.id, name: notificationTypes.name, code: notificationTypes.code })
    .from(notificationTypes)
    .orderBy(asc(notificationTypes.id));
}

export async function listBadges(db: Db) {
  return await db
    .select({ id: badges.id, name: badges.name, description: badges.description, image: badges.image })
    .from(badges)
    .orderBy(asc(badges.sort), asc(badges.id));
}
