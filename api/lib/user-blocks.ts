// Reading who blocks whom, for every feature whose rules depend on it (comments, likes,
// follows). Writing blocks belongs to api/features/blocking only.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBlocks } from '../../db/schema/user-relations.ts';

/** Whether `ownerId` has blocked `userId` (false when either is missing or they are the same). */
export function isBlockedBy(db: Db, ownerId: number | null, userId: number): boolean {
  if (ownerId === null || ownerId === userId) return false;
  return !!db
    .select({ id: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, ownerId), eq(userBlocks.blockedId, userId)))
    .get();
}

/** The ids of users `viewerId` has blocked. */
export function blockedIdsOf(db: Db, viewerId: number | null): Set<number> {
  if (viewerId === null) return new Set();
  return new Set(
    db
      .select({ id: userBlocks.blockedId })
      .from(userBlocks)
      .where(eq(userBlocks.blockerId, viewerId))
      .all()
      .map((r) => r.id),
  );
}
