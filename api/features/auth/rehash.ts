// Replaces a password hash made with older settings right after a successful sign-in, while
// the plain password is at hand; only if the stored hash is still the one that was verified.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { users } from '../../../db/schema/users.ts';
import { hashPassword } from './password.ts';

export async function rehash(db: Db, userId: number, verifiedHash: string, password: string): Promise<void> {
  const fresh = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash: fresh })
    .where(and(eq(users.id, userId), eq(users.passwordHash, verifiedHash)));
}
