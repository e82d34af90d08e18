// Following ('subscribes' in the spec): follow and unfollow another user, the lists of
// followers and following, and the relation summary a profile shows. A user the other has
// blocked cannot follow them.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { follows } from '../../../db/schema/user-relations.ts';
import { users } from '../../../db/schema/users.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { toUserBrief, userBriefColumns } from '../../lib/user-brief.ts';
import { isBlockedBy } from '../../lib/user-blocks.ts';
import { touchRelations } from '../../lib/relation-versions.ts';

function requireUserExists(db: Db, id: number) {
  if (!db.select({ id: users.id }).from(users).where(eq(users.id, id)).get()) throw httpError(404, 'User not found');
}

const count = (db: Db, where: ReturnType<typeof eq>) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(follows)
    .where(where)
    .get()?.n ?? 0;
const isFollowing = (db: Db, followerId: number, followeeId: number) =>
  !!db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .get();

/** Sets the wanted state (idempotent) and answers it with the followee's follower count. */
export function setFollow(db: Db, userId: number, followeeId: number, on: boolean) {
  if (userId === followeeId) throw httpError(400, SOCIAL_DETAILS.followSelf);
  requireUserExists(db, followeeId);
  if (on && isBlockedBy(db, followeeId, userId)) throw httpError(403, SOCIAL_DETAILS.followBlocked);
  const changed = db.transaction(() => {
    const done = on
      ? db.insert(follows).values({ followerId: userId, followeeId }).onConflictDoNothing().run().changes > 0
      : db
          .delete(follows)
          .where(and(eq(follows.followerId, userId), eq(follows.followeeId, followeeId)))
          .run().changes > 0;
    if (done) touchRelations(db, [userId, followeeId]);
    return done;
  });
  if (changed) emitSocialEvent(db, on ? 'user.followed' : 'user.unfollowed', { userId, followeeId });
  return { user_id: followeeId, following: on, followers_count: count(db, eq(follows.followeeId, followeeId)) };
}

/** Followers of `userId` (who follows them) or whom they follow, newest first. */
export function listFollows(db: Db, userId: number, which: 'followers' | 'following', limit: number, offset: number) {
  requireUserExists(db, userId);
  const where = which === 'followers' ? eq(follows.followeeId, userId) : eq(follows.followerId, userId);
  const other = which === 'followers' ? follows.followerId : follows.followeeId;
  const rows = db
    .select({ ...userBriefColumns, since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(where)
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(limit)
    .offset(offset)
    .all();
  return { list: rows.map((r) => ({ ...toUserBrief(r), since: r.since })), total: count(db, where) };
}

/** What a profile shows about relations: counts and, for a signed-in viewer, the viewer's side. */
export function relationSummary(db: Db, userId: number, viewerId: number | null) {
  requireUserExists(db, userId);
  const mine = viewerId !== null && viewerId !== userId;
  return {
    user_id: userId,
    followers_count: count(db, eq(follows.followeeId, userId)),
    following_count: count(db, eq(follows.followerId, userId)),
    is_following: mine ? isFollowing(db, viewerId, userId) : false,
    is_blocked: mine ? isBlockedBy(db, viewerId, userId) : false,
    has_blocked_me: mine ? isBlockedBy(db, userId, viewerId) : false,
  };
}
