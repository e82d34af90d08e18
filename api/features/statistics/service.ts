// View and scroll records (db/schema/statistics.ts). A record is updated only by the user
// or the browser (client id) that created it; the depth only grows.
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { statistics, type STATISTICS_PAGE_TYPES } from '../../../db/schema/statistics.ts';
import { httpError } from '../../lib/http-error.ts';
import { greatest } from '../../lib/sql-dialect.ts';

type PageType = (typeof STATISTICS_PAGE_TYPES)[number];

export async function createRecord(
  db: Db,
  input: { pageType: PageType; pageId: number; userId: number | null; clientId: string | null },
): Promise<number> {
  const row = await one(db.insert(statistics).values(input).returning({ id: statistics.id }));
  if (!row) throw new Error('statistics record was not inserted');
  return row.id;
}

/**
 * The owner check and the write need no transaction: who owns a record never changes, and the
 * depth and seconds grow inside the one update statement.
 */
export async function updateRecord(
  db: Db,
  id: number,
  who: { userId: number | null; clientId: string | null },
  change: { scrollDepth?: number; seconds?: number },
): Promise<void> {
  const row = await one(
    db
      .select({ userId: statistics.userId, clientId: statistics.clientId })
      .from(statistics)
      .where(eq(statistics.id, id)),
  );
  if (!row) throw httpError(404, 'Not found');
  const sameUser = row.userId !== null && row.userId === who.userId;
  const sameClient = row.clientId !== null && row.clientId === who.clientId;
  if (!sameUser && !sameClient) throw httpError(403, 'Forbidden');
  await db
    .update(statistics)
    .set({
      ...(change.scrollDepth !== undefined && {
        scrollDepth: greatest(db, statistics.scrollDepth, change.scrollDepth),
      }),
      ...(change.seconds !== undefined && { seconds: greatest(db, statistics.seconds, change.seconds) }),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(statistics.id, id));
}
