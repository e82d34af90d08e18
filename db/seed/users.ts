// Demo accounts for development and browser tests (sign in with POST /api/auth/dev-login
// when DEV_AUTH=1). They have no password until the accounts feature sets one.
import type { Db } from '../client.ts';
import { affectedRows } from '../store.ts';
import { users } from '../schema/users.ts';

export const DEMO_USERS = [
  { id: 1, login: '79990000001', name: 'Алиса', lastName: 'Иванова', typeId: 1, coins: 350, isAgreement: true },
  { id: 2, login: '79990000002', name: 'Борис', lastName: 'Петров', typeId: 3, coins: 350, isAgreement: true },
  { id: 3, login: 'mentor@example.org', name: 'Вера', lastName: 'Сидорова', typeId: 2, coins: 350, isAgreement: true },
] as const;

export async function seedUsers(db: Db): Promise<number> {
  return affectedRows(
    await db
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ ...u })))
      .onConflictDoNothing(),
  );
}
