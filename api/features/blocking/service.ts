// Blocking: the caller blocks or unblocks another user and lists whom they blocked. A block
// also ends following in both directions; it never removes likes given before it.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { affectedRows, one, type Db } from '../../../db/store.ts';
import { follows, userBlocks } from '../../../db/schema/user-relations.ts';
import { users } from '../../../db/schema/users.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { serverActionTime, setItem, stampSetTime, type ActionTime } from '../../lib/set-times.ts';
import { touchRelations } from '../../lib/relation-versions.ts';
import { nameViewerById } from '../../lib/person-name.ts';
import { toUserBrief, userBriefColumns } from '../../lib/user-brief.ts';

async function requireOtherUser(db: Db, userId: number, otherId: number) {
  if (userId === otherId) throw httpError(400, SOCIAL_DETAILS.blockSelf);
  if (!(await one(db.select({ id: users.id }).from(users).where(eq(users.id, otherId)))))
    throw httpError(404, 'User not found');
}

/** Takes the block off; answers whether there was one. */
async function unblock(tx: Db, userId: number, otherId: number): Promise<boolean> {
  const result = await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, otherId)));
  const removed = affectedRows(result) > 0;
  if (removed) await touchRelations(tx, [userId]);
  return removed;
}

/** Puts the block on and ends following both ways; answers whether it is new. */
async function block(tx: Db, userId: number, otherId: number): Promise<boolean> {
  const result = await tx.insert(userBlocks).values({ blockerId: userId, blockedId: otherId }).onConflictDoNothing();
  if (affectedRows(result) === 0) return false;
  // Following ends both ways, so the other user's lists change too.
  await touchRelations(tx, [userId, otherId]);
  const pair = or(
    and(eq(follows.followerId, userId), eq(follows.followeeId, otherId)),
    and(eq(follows.followerId, otherId), eq(follows.followeeId, userId)),
  );
  await tx.delete(follows).where(pair);
  return true;
}

/**
 * Sets the wanted state (idempotent) and answers it. The insert (do nothing on a duplicate) or the
 * delete says by its row count whether anything changed; the follows it ends go in the same transaction.
 * `time` (the server's now for REST) is stamped as when the block was last set.
 */
export async function setBlock(
  db: Db,
  userId: number,
  otherId: number,
  on: boolean,
  time: ActionTime = serverActionTime(),
): Promise<{ user_id: number; blocked: boolean }> {
  await db.transaction(async (tx) => {
    await requireOtherUser(tx, userId, otherId);
    await stampSetTime(tx, userId, setItem.block(otherId), time);
    // A block ends the user's following too: an older follow of theirs arriving later stays ended.
    if (on) await stampSetTime(tx, userId, setItem.follow(otherId), time);
    const changed = on ? await block(tx, userId, otherId) : await unblock(tx, userId, otherId);
    if (changed) await emitSocialEvent(tx, on ? 'user.blocked' : 'user.unblocked', { userId, blockedId: otherId });
  });
  return { user_id: otherId, blocked: on };
}

export async function listBlocked(db: Db, userId: number, limit: number, offset: number) {
  const where = eq(userBlocks.blockerId, userId);
  const viewer = await nameViewerById(db, userId);
  const rows = await db
    .select({ ...userBriefColumns, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(where)
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(limit)
    .offset(offset);
  const total =
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(userBlocks)
          .where(where),
      )
    )?.n ?? 0;
  return { list: rows.map((r) => ({ ...toUserBrief(viewer, r), blocked_at: r.blockedAt })), total };
}
