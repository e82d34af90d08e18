// Bans from commenting (table comment_bans), set by staff from a complaint: until the ban ends
// the author may not add comments. Read here by the comments feature, written by the staff area.
import { and, eq, gt } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { commentBans } from '../../db/schema/staff.ts';
import { nowMs } from './clock.ts';

/** The end of the user's current ban (ISO time), or null when they may comment. */
export async function commentBanUntil(db: Db, userId: number, now = new Date(nowMs())): Promise<string | null> {
  const row = await one(
    db
      .select({ until: commentBans.until })
      .from(commentBans)
      .where(and(eq(commentBans.userId, userId), gt(commentBans.until, now.toISOString()))),
  );
  return row?.until ?? null;
}
