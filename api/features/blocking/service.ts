// Blocking: the caller blocks or unblocks another user and lists whom they blocked. A block
// also ends following in both directions; it never removes likes given before it.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { follows, userBlocks } from '../../../db/schema/user-relations.ts';
import { users } from '../../../db/schema/users.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { emitSocialEvent } from '../../lib/social-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { touchRelations } from '../../lib/relation-versions.ts';
import { toUserBrief, userBriefColumns } from '../../lib/user-brief.ts';

function requireOtherUser(db: Db, userId: number, otherId: number) {
  if (userId === otherId) throw httpError(400, SOCIAL_DETAILS.blockSelf);
  if (!db.select({ id: users.id }).from(users).where(eq(users.id, otherId)).get())
    throw httpError(404, 'User not found');
}

/** Sets the wanted state (idempotent) and answers it. */
export function setBlock(db: Db, userId: number, otherId: number, on: boolean): { user_id: number; blocked: boolean } {
  requireOtherUser(db, userId, otherId);
  const changed = db.transaction(() => {
    if (!on) {
      const removed =
        db
          .delete(userBlocks)
          .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, otherId)))
          .run().changes > 0;
      if (removed) touchRelations(db, [userId]);
      return removed;
    }
    const added =
      db.insert(userBlocks).values({ blockerId: userId, blockedId: otherId }).onConflictDoNothing().run().changes > 0;
    if (added) {
      // Following ends both ways, so the other user's lists change too.
      touchRelations(db, [userId, otherId]);
      const pair = or(
        and(eq(follows.followerId, userId), eq(follows.followeeId, otherId)),
        and(eq(follows.followerId, otherId), eq(follows.followeeId, userId)),
      );
      db.delete(follows).where(pair).run();
    }
    return added;
  });
  if (changed) emitSocialEvent(db, on ? 'user.blocked' : 'user.unblocked', { userId, blockedId: otherId });
  return { user_id: otherId, blocked: on };
}

export function listBlocked(db: Db, userId: number, limit: number, offset: number) {
  const where = eq(userBlocks.blockerId, userId);
  const rows = db
    .select({ ...userBriefColumns, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(where)
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(userBlocks)
      .where(where)
      .get()?.n ?? 0;
  return { list: rows.map((r) => ({ ...toUserBrief(r), blocked_at: r.blockedAt })), total };
}
