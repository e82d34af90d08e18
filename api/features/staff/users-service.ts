// Users for staff: search by login or name, see roles and suspension; grant and revoke staff roles
// (admins); suspend an account with a reason (its sessions end at once) and lift a suspension.
// Names follow the privacy rule for the staff member reading (api/lib/person-name.ts): a pupil's
// surname is shown, and searched, only for a viewer the rule lets see it.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { userSuspensions } from '../../../db/schema/staff.ts';
import { sessions, userRoles, users } from '../../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { parentConsentOf } from '../../lib/user-view.ts';
import { visibleNameParts, type NameViewer } from '../../lib/person-name.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import type { StaffRole } from '../users/staff-roles.ts';

export interface UserQuery {
  q?: string;
  role?: StaffRole;
  suspended?: boolean;
  limit: number;
  offset: number;
}

async function rolesOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!ids.length) return out;
  for (const r of await db.select().from(userRoles).where(inArray(userRoles.userId, ids)))
    out.set(r.userId, [...(out.get(r.userId) ?? []), r.role]);
  return out;
}

export async function searchUsers(db: Db, q: UserQuery, viewer: NameViewer) {
  const text = q.q?.trim().replace(/[%_\\]/g, (ch) => `\\${ch}`);
  const pattern = text ? `%${text}%` : undefined;
  const where = and(
    pattern
      ? or(
          sql`${users.login} like ${pattern} escape '\\'`,
          viewer.staff
            ? sql`(${users.name} || ' ' || ${users.lastName}) like ${pattern} escape '\\'`
            : sql`${users.name} like ${pattern} escape '\\'`,
          /^\d+$/.test(q.q?.trim() ?? '') ? eq(users.id, Number(q.q!.trim())) : undefined,
        )
      : undefined,
    q.role ? sql`exists (select 1 from user_roles r where r.user_id = ${users.id} and r.role = ${q.role})` : undefined,
    q.suspended === undefined
      ? undefined
      : q.suspended
        ? sql`${userSuspensions.userId} is not null`
        : sql`${userSuspensions.userId} is null`,
  );
  const rows = await db
    .select({
      id: users.id,
      login: users.login,
      name: users.name,
      lastName: users.lastName,
      typeId: users.typeId,
      createdAt: users.createdAt,
      parentName: users.parentName,
      parentContact: users.parentContact,
      parentConsentAt: users.parentConsentAt,
      suspendedReason: userSuspensions.reason,
      suspendedAt: userSuspensions.createdAt,
    })
    .from(users)
    .leftJoin(userSuspensions, eq(userSuspensions.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .limit(q.limit)
    .offset(q.offset);
  const total =
    (
      await one(
        db
          .select({ n: sql<number>`count(*)` })
          .from(users)
          .leftJoin(userSuspensions, eq(userSuspensions.userId, users.id))
          .where(where),
      )
    )?.n ?? 0;
  const roles = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r) => ({
    id: r.id,
    login: r.login,
    ...visibleNameParts(viewer, r),
    type_id: r.typeId,
    created_at: r.createdAt,
    roles: roles.get(r.id) ?? [],
    suspension: r.suspendedAt ? { reason: r.suspendedReason ?? '', created_at: r.suspendedAt } : null,
    /** A pupil under 14: the parent's consent kept with the account (staff check it on request). */
    parent_consent: parentConsentOf(r),
  }));
  return { list, total };
}

async function existingUser(db: Db, id: number) {
  const row = await one(db.select({ id: users.id }).from(users).where(eq(users.id, id)));
  if (!row) throw httpError(404, 'User not found');
  return row;
}

// Each change below checks the user (exists, roles, suspension) inside its own transaction, so a
// request in between (a role granted, a suspension lifted) cannot invalidate the check.

/** Grants or revokes a staff role. An admin cannot take their own admin role away (no lock-out). */
export async function setRole(
  db: Db,
  staffId: number,
  userId: number,
  role: StaffRole,
  granted: boolean,
): Promise<string[]> {
  return await db.transaction(async (tx) => {
    await existingUser(tx, userId);
    if (userId === staffId && role === 'admin' && !granted) throw httpError(409, 'Cannot revoke own admin role');
    const before = (await rolesOf(tx, [userId])).get(userId) ?? [];
    if (granted) await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing();
    else await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
    const after = (await rolesOf(tx, [userId])).get(userId) ?? [];
    await recordStaffAction(tx, { staffId, action: 'user.roles', target: { type: 'user', id: userId }, before, after });
    return after;
  });
}

/**
 * Suspends an account: it is signed out everywhere and cannot sign in. Staff accounts can be
 * suspended only by an admin, and nobody suspends themselves.
 */
export async function suspendUser(
  db: Db,
  staff: { id: number; roles: string[] },
  userId: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await existingUser(tx, userId);
    if (userId === staff.id) throw httpError(409, 'Cannot suspend yourself');
    const targetRoles = (await rolesOf(tx, [userId])).get(userId) ?? [];
    if (targetRoles.length && !staff.roles.includes('admin')) throw httpError(403, 'Forbidden');
    const before = await one(tx.select().from(userSuspensions).where(eq(userSuspensions.userId, userId)));
    await tx
      .insert(userSuspensions)
      .values({ userId, reason, suspendedBy: staff.id })
      .onConflictDoUpdate({ target: userSuspensions.userId, set: { reason, suspendedBy: staff.id } });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: 'user.suspend',
      target: { type: 'user', id: userId },
      before: before ? { suspended: true, reason: before.reason } : { suspended: false },
      after: { suspended: true, reason },
    });
  });
}

/** Lifts a suspension; a staff member's only by an admin (as only an admin suspends one). */
export async function unsuspendUser(db: Db, staff: { id: number; roles: string[] }, userId: number): Promise<void> {
  const staffId = staff.id;
  await db.transaction(async (tx) => {
    await existingUser(tx, userId);
    const targetRoles = (await rolesOf(tx, [userId])).get(userId) ?? [];
    if (targetRoles.length && !staff.roles.includes('admin')) throw httpError(403, 'Forbidden');
    const before = await one(tx.select().from(userSuspensions).where(eq(userSuspensions.userId, userId)));
    if (!before) throw httpError(409, 'User is not suspended');
    await tx.delete(userSuspensions).where(eq(userSuspensions.userId, userId));
    await recordStaffAction(tx, {
      staffId,
      action: 'user.unsuspend',
      target: { type: 'user', id: userId },
      before: { suspended: true, reason: before.reason },
      after: { suspended: false },
    });
  });
}
