// A user's earned badges (the badge list itself belongs to notification-types).
import { asc, eq } from 'drizzle-orm';
import { affectedRows, type Db } from '../../../db/store.ts';
import { userBadges as userBadgesTable } from '../../../db/schema/accounts-profile.ts';
import { badges } from '../../../db/schema/notification-types.ts';

export function userBadges(db: Db, userId: number) {
  return db
    .select({
      id: badges.id,
      name: badges.name,
      description: badges.description,
      image: badges.image,
      awarded_at: userBadgesTable.awardedAt,
    })
    .from(userBadgesTable)
    .innerJoin(badges, eq(badges.id, userBadgesTable.badgeId))
    .where(eq(userBadgesTable.userId, userId))
    .orderBy(asc(badges.sort), asc(badges.id));
}

/** Grants a badge once (later awards are ignored). For features that award badges. */
export async function awardBadge(db: Db, userId: number, badgeId: number): Promise<boolean> {
  return affectedRows(await db.insert(userBadgesTable).values({ userId, badgeId }).onConflictDoNothing()) > 0;
}
