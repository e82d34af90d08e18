// The block rule: `blockBetween` is the one check every interaction that reaches another user makes
// (comments and replies in a thread, likes, follows, votes, community requests and invitations), and
// the notification writer refuses to notify across a block whatever the cause. Writing blocks belongs
// to api/features/blocking only.
import { and, eq, or } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { userBlocks } from '../../db/schema/user-relations.ts';
import { httpError } from './http-error.ts';

/** Whether `ownerId` has blocked `userId` (false when either is missing or they are the same). */
export async function isBlockedBy(db: Db, ownerId: number | null, userId: number): Promise<boolean> {
  if (ownerId === null || ownerId === userId) return false;
  const row = await one(
    db
      .select({ id: userBlocks.blockerId })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, ownerId), eq(userBlocks.blockedId, userId))),
  );
  return row !== undefined;
}

/**
 * Whether a block exists either way between `a` and `b` (false when either is missing or they are the
 * same). A block stops both: the blocked user cannot reach the blocker, and the blocker cannot reach
 * the user they blocked.
 */
export async function blockBetween(
  db: Db,
  a: number | null | undefined,
  b: number | null | undefined,
): Promise<boolean> {
  if (a === null || a === undefined || b === null || b === undefined || a === b) return false;
  const row = await one(
    db
      .select({ id: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
          and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
        ),
      )
      .limit(1),
  );
  return row !== undefined;
}

/** Throws 403 `detail` when a block exists either way between the actor and any of `others`. */
export async function requireNoBlock(
  db: Db,
  actorId: number,
  others: readonly (number | null | undefined)[],
  detail: string,
): Promise<void> {
  for (const other of others) if (await blockBetween(db, actorId, other)) throw httpError(403, detail);
}

/** The ids of users `viewerId` has blocked. */
export async function blockedIdsOf(db: Db, viewerId: number | null): Promise<Set<number>> {
  if (viewerId === null) return new Set();
  const rows = await db.select({ id: userBlocks.blockedId }).from(userBlocks).where(eq(userBlocks.blockerId, viewerId));
  return new Set(rows.map((r) => r.id));
}
