// Reading who blocks whom, for every feature whose rules depend on it (comments, likes,
// follows). Writing blocks belongs to api/features/blocking only.
import { and, eq } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { userBlocks } from '../../db/schema/user-relations.ts';

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

/** The ids of users `viewerId` has blocked. */
export async function blockedIdsOf(db: Db, viewerId: number | null): Promise<Set<number>> {
  if (viewerId === null) return new Set();
  const rows = await db.select({ id: userBlocks.blockedId }).from(userBlocks).where(eq(userBlocks.blockerId, viewerId));
  return new Set(rows.map((r) => r.id));
}
