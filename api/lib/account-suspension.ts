// Suspended accounts (table user_suspensions): staff suspend an account with a reason, its
// sessions end at once, and no way of signing in (password, code, social, SSO) opens a new one.
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../db/store.ts';
import { userSuspensions } from '../../db/schema/staff.ts';

export function suspensionOf(db: Db, userId: number): Promise<{ reason: string; createdAt: string } | undefined> {
  return one(
    db
      .select({ reason: userSuspensions.reason, createdAt: userSuspensions.createdAt })
      .from(userSuspensions)
      .where(eq(userSuspensions.userId, userId)),
  );
}
