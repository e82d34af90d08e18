// The user's follows, followers and blocks for a second device. Follows and blocks are plain rows
// (present means on), so instead of tombstones each user has one change version that every change of
// theirs bumps; a pull past it sends the user's relations whole (small lists), and the device
// replaces what it held. Written by api/features/follows and blocking, read by the pull.
import { desc, eq } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { follows, userBlocks, userRelationVersions } from '../../db/schema/user-relations.ts';
import { users } from '../../db/schema/users.ts';
import { nextChangeVersion } from './change-version.ts';
import { nameViewerById } from './person-name.ts';
import { toUserBrief, userBriefColumns } from './user-brief.ts';

/** At most this many of each list go to a device (the REST lists page through the rest). */
export const RELATIONS_PULL_LIMIT = 500;

/**
 * Marks the relations of these users changed; call inside the transaction that changed them. Its
 * own unit of work (a savepoint there) as well: a version taken and then written by two callers
 * at once must never land older over newer.
 */
export function touchRelations(db: Db, userIds: readonly number[]): Promise<void> {
  return db.transaction(async (tx) => {
    // In id order, so two transactions touching the same two users lock their counters in one order.
    for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) {
      const version = await nextChangeVersion(tx, userId);
      await tx
        .insert(userRelationVersions)
        .values({ userId, version })
        .onConflictDoUpdate({ target: userRelationVersions.userId, set: { version } });
    }
  });
}

/**
 * The 'relations' pull section: one snapshot of whom the user follows, who follows them and whom
 * they blocked, when it changed after `cookie` (always on a first pull); otherwise nothing.
 */
export async function relationsSince(db: Db, userId: number, cookie: number) {
  const version = (
    await one(
      db
        .select({ version: userRelationVersions.version })
        .from(userRelationVersions)
        .where(eq(userRelationVersions.userId, userId)),
    )
  )?.version;
  if (cookie > 0 && (version === undefined || version <= cookie)) return [];
  const following = await db
    .select({ ...userBriefColumns, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.createdAt))
    .limit(RELATIONS_PULL_LIMIT);
  const followers = await db
    .select({ ...userBriefColumns, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(eq(follows.followeeId, userId))
    .orderBy(desc(follows.createdAt))
    .limit(RELATIONS_PULL_LIMIT);
  const blocked = await db
    .select({ ...userBriefColumns, since: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(desc(userBlocks.createdAt))
    .limit(RELATIONS_PULL_LIMIT);
  const viewer = await nameViewerById(db, userId);
  const brief = (r: (typeof following)[number]) => ({ ...toUserBrief(viewer, r), since: r.since });
  return [{ following: following.map(brief), followers: followers.map(brief), blocked: blocked.map(brief) }];
}
