// The user's waiting request to become a blogger or scientist, as the user JSON shows it (api/lib/user-view.ts).
// Read here so the user view needs no feature folder; the type-requests feature owns the writes.
import { and, desc, eq } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { typeRequests } from '../../db/schema/type-requests.ts';

/** The user's newest pending request, as the user JSON shows it; null when none waits. */
export async function pendingTypeRequest(
  db: Db,
  userId: number,
): Promise<{ id: number; type_id: number; created_at: string } | null> {
  const row = await one(
    db
      .select({ id: typeRequests.id, type_id: typeRequests.typeId, created_at: typeRequests.createdAt })
      .from(typeRequests)
      .where(and(eq(typeRequests.userId, userId), eq(typeRequests.state, 'pending')))
      .orderBy(desc(typeRequests.id)),
  );
  return row ?? null;
}
