// Staff roles (admin, moderator, editor) granted and revoked by login, for the
// `npm run user:role` command. Kept apart from user types (pupil, blogger, scientist).
import { and, eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { userRoles, users } from '../../../db/schema/users.ts';
import { normalizeLogin } from '../../../sync/rules/phone.ts';

export const STAFF_ROLES = ['admin', 'moderator', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Grants (or with `remove` revokes) a role; returns the user's roles afterwards. Throws for an
 * unknown login. One transaction, so the roles answered are the ones this change left.
 */
export function setStaffRole(
  db: Db,
  loginText: string,
  role: StaffRole,
  remove = false,
): Promise<{ userId: number; roles: string[] }> {
  const login = normalizeLogin(loginText)?.value ?? loginText.trim();
  return db.transaction(async (tx) => {
    const user = await one(tx.select({ id: users.id }).from(users).where(eq(users.login, login)));
    if (!user) throw new Error(`Пользователь с логином ${login} не найден / no user with login ${login}`);
    if (remove) await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)));
    else await tx.insert(userRoles).values({ userId: user.id, role }).onConflictDoNothing();
    const rows = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
    return { userId: user.id, roles: rows.map((r) => r.role) };
  });
}
