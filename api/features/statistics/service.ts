// View and scroll records (db/schema/statistics.ts). A record is updated only by the user
// or the browser (client id) that created it; the depth only grows.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { statistics, type STATISTICS_PAGE_TYPES } from '../../../db/schema/statistics.ts';
import { httpError } from '../../lib/http-error.ts';

type PageType = (typeof STATISTICS_PAGE_TYPES)[number];

export function createRecord(
  db: Db,
  input: { pageType: PageType; pageId: number; userId: number | null; clientId: string | null },
): number {
  return db.insert(statistics).values(input).returning({ id: statistics.id }).get().id;
}

export function updateRecord(
  db: Db,
  id: number,
  who: { userId: number | null; clientId: string | null },
  change: { scrollDepth?: number; seconds?: number },
): void {
  const row = db
    .select({ userId: statistics.userId, clientId: statistics.clientId })
    .from(statistics)
    .where(eq(statistics.id, id))
    .get();
  if (!row) throw httpError(404, 'Not found');
  const sameUser = row.userId !== null && row.userId === who.userId;
  const sameClient = row.clientId !== null && row.clientId === who.clientId;
  if (!sameUser && !sameClient) throw httpError(403, 'Forbidden');
  db.update(statistics)
    .set({
      ...(change.scrollDepth !== undefined && {
        scrollDepth: sql`max(${statistics.scrollDepth}, ${change.scrollDepth})`,
      }),
      ...(change.seconds !== undefined && { seconds: sql`max(${statistics.seconds}, ${change.seconds})` }),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(statistics.id, id))
    .run();
}
