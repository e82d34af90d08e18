// The user's follows, followers and blocks for a second device. Follows and blocks are plain rows
// (present means on), so instead of tombstones each user has one change version that every change of
// theirs bumps; a pull past it sends the user's relations whole (small lists), and the device
// replaces what it held. Written by api/features/follows and blocking, read by the pull.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, userBlocks, userRelationVersions } from '../../db/schema/user-relations.ts';
import { users } from '../../db/schema/users.ts';
import { nextChangeVersion } from './change-version.ts';
import { toUserBrief, userBriefColumns } from './user-brief.ts';

/** At most this many of each list go to a device (the REST lists page through the rest). */
export const RELATIONS_PULL_LIMIT = 500;

/** Marks the relations of these users changed; call inside the transaction that changed them. */
export function touchRelations(db: Db, userIds: readonly number[]): void {
  for (const userId of new Set(userIds)) {
    const version = nextChangeVersion(db);
    db.insert(userRelationVersions)
      .values({ userId, version })
      .onConflictDoUpdate({ target: userRelationVersions.userId, set: { version } })
      .run();
  }
}

/**
 * The 'relations' pull section: one snapshot of whom the user follows, who follows them and whom
 * they blocked, when it changed after `cookie` (always on a first pull); otherwise nothing.
 */
export function relationsSince(db: Db, userId: number, cookie: number) {
  const version = db
    .select({ version: userRelationVersions.version })
    .from(userRelationVersions)
    .where(eq(userRelationVersions.userId, userId))
    .get()?.version;
  if (cookie > 0 && (version === undefined || version <= cookie)) return [];
  const following = db
    .select({ ...userBriefColumns, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.createdAt))
    .limit(RELATIONS_PULL_LIMIT)
    .all();
  const followers = db
    .select({ ...userBriefColumns, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(eq(follows.followeeId, userId))
    .orderBy(desc(follows.createdAt))
    .limit(RELATIONS_PULL_LIMIT)
    .all();
  const blocked = db
    .select({ ...userBriefColumns, since: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(desc(userBlocks.createdAt))
    .limit(RELATIONS_PULL_LIMIT)
    .all();
  const brief = (r: (typeof following)[number]) => ({ ...toUserBrief(r), since: r.since });
  return [{ following: following.map(brief), followers: followers.map(brief), blocked: blocked.map(brief) }];
}
