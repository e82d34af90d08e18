// The only writer of points: every change of users.coins is one row of the points ledger with a
// reason and a key, so a user's total is explainable and a replay or restart never pays twice.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/** Russian names of the ledger's reasons, for the explanation the user sees. */
const POINT_REASONS: Record<string, string> = {
  welcome: 'Приветственный бонус за регистрацию',
  badge: 'Новый значок',
  course: 'Курс пройден',
  'contest-work': 'Работа принята на конкурс',
};

/** Adds `delta` points once per user and key; returns whether it was paid now. */
export function grantPoints(db: Db, userId: number, delta: number, reason: string, refKey: string): boolean {
  return db.transaction((tx) => {
    const row = tx
      .insert(pointsLedger)
      .values({ userId, delta, reason, refKey })
      .onConflictDoNothing()
      .returning({ id: pointsLedger.id })
      .get();
    if (!row) return false;
    tx.update(users)
      .set({ coins: sql`${users.coins} + ${delta}` })
      .where(eq(users.id, userId))
      .run();
    return true;
  });
}

/** The total and the ledger rows behind it, newest first. */
export function pointsOf(db: Db, userId: number, limit = 50) {
  const total = db.select({ coins: users.coins }).from(users).where(eq(users.id, userId)).get()?.coins ?? 0;
  const rows = db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId)))
    .orderBy(desc(pointsLedger.id))
    .limit(limit)
    .all();
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
