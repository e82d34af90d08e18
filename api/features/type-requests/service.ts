// Requests to become a blogger or scientist (the user types that may publish). Asking never
// changes the type: the request waits as 'pending' until staff approve it (then the type
// changes) or reject it. The staff area of a later issue lists them through the same service.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { typeRequests } from '../../../db/schema/type-requests.ts';
import { users } from '../../../db/schema/users.ts';
import { PRIVILEGED_USER_TYPES } from '../../../sync/rules/account-limits.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';

export function isPrivilegedType(typeId: number | null | undefined): boolean {
  return typeId != null && (PRIVILEGED_USER_TYPES as readonly number[]).includes(typeId);
}

/** Files a pending request for `typeId` (one per user and type); a no-op when the user already has it. */
export function requestType(db: Db, userId: number, typeId: number): void {
  const current = db.select({ typeId: users.typeId }).from(users).where(eq(users.id, userId)).get();
  if (current?.typeId === typeId) return;
  const pending = db
    .select({ id: typeRequests.id })
    .from(typeRequests)
    .where(and(eq(typeRequests.userId, userId), eq(typeRequests.typeId, typeId), eq(typeRequests.state, 'pending')))
    .get();
  if (!pending) db.insert(typeRequests).values({ userId, typeId }).run();
}

export function listTypeRequests(db: Db, state: 'pending' | 'approved' | 'rejected') {
  return db
    .select({
      id: typeRequests.id,
      user_id: typeRequests.userId,
      name: users.name,
      last_name: users.lastName,
      type_id: typeRequests.typeId,
      state: typeRequests.state,
      created_at: typeRequests.createdAt,
    })
    .from(typeRequests)
    .innerJoin(users, eq(users.id, typeRequests.userId))
    .where(eq(typeRequests.state, state))
    .orderBy(typeRequests.id)
    .all();
}

/** Approves (the user's type changes, other pending requests of the user close) or rejects a pending request. */
export function decideTypeRequest(db: Db, id: number, staffId: number, approve: boolean): void {
  db.transaction((tx) => {
    const row = tx.select().from(typeRequests).where(eq(typeRequests.id, id)).get();
    if (!row) throw httpError(404, 'Request not found');
    if (row.state !== 'pending') throw httpError(409, 'Request already decided');
    const decided = { decidedAt: new Date().toISOString(), decidedBy: staffId };
    tx.update(typeRequests)
      .set({ state: approve ? 'approved' : 'rejected', ...decided })
      .where(eq(typeRequests.id, id))
      .run();
    recordStaffAction(tx, {
      staffId,
      action: approve ? 'type_request.approve' : 'type_request.reject',
      target: { type: 'type_request', id },
      before: { state: row.state },
      after: { state: approve ? 'approved' : 'rejected', user_id: row.userId, type_id: row.typeId },
    });
    if (!approve) return;
    tx.update(users).set({ typeId: row.typeId }).where(eq(users.id, row.userId)).run();
    tx.update(typeRequests)
      .set({ state: 'rejected', ...decided })
      .where(and(eq(typeRequests.userId, row.userId), eq(typeRequests.state, 'pending')))
      .run();
  });
}
