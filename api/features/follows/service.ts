// Following ('subscribes' in the spec): follow and unfollow another user, the lists of
// followers and following, and the relation summary a profile shows. A user the other has
// blocked cannot follow them.
import { and, desc, eq, sql } from 'drizzle-orm';
import { affectedRows, one, type Db } from '../../../db/store.ts';
import { follows } from '../../../db/schema/user-relations.ts';
import { users } from '../../../db/schema/users.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { serverActionTime, setItem, stampSetTime, type ActionTime } from '../../lib/set-times.ts';
import type { NameViewer } from '../../lib/person-name.ts';
import { toUserBrief, userBriefColumns } from '../../lib/user-brief.ts';
import { blockBetween, isBlockedBy } from '../../lib/user-blocks.ts';
import { touchRelations } from '../../lib/relation-versions.ts';

async function requireUserExists(db: Db, id: number) {
  if (!(await one(db.select({ id: users.id }).from(users).where(eq(users.id, id)))))
    throw httpError(404, 'User not found');
}

const count = async (db: Db, where: ReturnType<typeof eq>) =>
  (
    await one(
      db
        .select({ n: sql<number>`count(*)` })
        .from(follows)
        .where(where),
    )
  )?.n ?? 0;
const isFollowing = async (db: Db, followerId: number, followeeId: number) =>
  !!(await one(
    db
      .select({ id: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId))),
  ));

/**
 * Sets the wanted state (idempotent) and answers it with the followee's follower count. The block
 * check and the insert are one transaction, so a block landing meanwhile cannot be followed past;
 * the insert (do nothing on a duplicate) and the delete tell by their row count whether anything changed.
 * `time` (the server's now for REST) is stamped as when the follow was last set.
 */
export async function setFollow(
  db: Db,
  userId: number,
  followeeId: number,
  on: boolean,
  time: ActionTime = serverActionTime(),
) {
  if (userId === followeeId) throw httpError(400, SOCIAL_DETAILS.followSelf);
  await db.transaction(async (tx) => {
    await requireUserExists(tx, followeeId);
    await stampSetTime(tx, userId, setItem.follow(followeeId), time);
    if (on && (await blockBetween(tx, followeeId, userId))) throw httpError(403, SOCIAL_DETAILS.followBlocked);
    const result = on
      ? await tx.insert(follows).values({ followerId: userId, followeeId }).onConflictDoNothing()
      : await tx.delete(follows).where(and(eq(follows.followerId, userId), eq(follows.followeeId, followeeId)));
    const done = affectedRows(result) > 0;
    if (done) await touchRelations(tx, [userId, followeeId]);
    // In the write's transaction: the event's outbox row commits with the follow (domain-events.ts).
    if (done) await emitSocialEvent(tx, on ? 'user.followed' : 'user.unfollowed', { userId, followeeId });
  });
  return { user_id: followeeId, following: on, followers_count: await count(db, eq(follows.followeeId, followeeId)) };
}

/** Followers of `userId` (who follows them) or whom they follow, newest first. */
export async function listFollows(
  db: Db,
  userId: number,
  which: 'followers' | 'following',
  viewer: NameViewer,
  limit: number,
  offset: number,
) {
  await requireUserExists(db, userId);
  const where = which === 'followers' ? eq(follows.followeeId, userId) : eq(follows.followerId, userId);
  const other = which === 'followers' ? follows.followerId : follows.followeeId;
  const rows = await db
    .select({ ...userBriefColumns, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(where)
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(limit)
    .offset(offset);
  return { list: rows.map((r) => ({ ...toUserBrief(viewer, r), since: r.since })), total: await count(db, where) };
}

/** What a profile shows about relations: counts and, for a signed-in viewer, the viewer's side. */
export async function relationSummary(db: Db, userId: number, viewerId: number | null) {
  await requireUserExists(db, userId);
  const mine = viewerId !== null && viewerId !== userId;
  return {
    user_id: userId,
    followers_count: await count(db, eq(follows.followeeId, userId)),
    following_count: await count(db, eq(follows.followerId, userId)),
    is_following: mine ? await isFollowing(db, viewerId, userId) : false,
    is_blocked: mine ? await isBlockedBy(db, viewerId, userId) : false,
    has_blocked_me: mine ? await isBlockedBy(db, userId, viewerId) : false,
  };
}
