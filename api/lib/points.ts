// The only writer of points: every change of users.coins is one row of the points ledger with a
// reason and a key, so a user's total is explainable and a replay or restart never pays twice.
import { and, desc, eq, sql } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { pointsLedger } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/** Russian names of the ledger's reasons, for the explanation the user sees. */
const POINT_REASONS: Record<string, string> = {
  welcome: 'Приветственный бонус за регистрацию',
  badge: 'Новый значок',
  course: 'Курс пройден',
  'contest-work': 'Работа принята на конкурс',
};

/**
 * Adds `delta` points once per user and key; returns whether it was paid now. The ledger row and
 * the new total commit together, and the unique key makes a second grant a no-op.
 */
export function grantPoints(db: Db, userId: number, delta: number, reason: string, refKey: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await one(
      tx
        .insert(pointsLedger)
        .values({ userId, delta, reason, refKey })
        .onConflictDoNothing()
        .returning({ id: pointsLedger.id }),
    );
    if (!row) return false;
    await tx
      .update(users)
      .set({ coins: sql`${users.coins} + ${delta}` })
      .where(eq(users.id, userId));
    return true;
  });
}

/** The total and the ledger rows behind it, newest first. */
export async function pointsOf(db: Db, userId: number, limit = 50) {
  const total = (await one(db.select({ coins: users.coins }).from(users).where(eq(users.id, userId))))?.coins ?? 0;
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId)))
    .orderBy(desc(pointsLedger.id))
    .limit(limit);
  return {
    total,
    list: rows.map((r) => ({
      delta: r.delta,
      reason: r.reason,
      label: POINT_REASONS[r.reason] ?? r.reason,
      created_at: r.createdAt,
    })),
  };
}
