// Requests to become a blogger or scientist (the user types that may publish). Asking never
// changes the type: the request waits as 'pending' until staff approve it (then the type
// changes) or reject it. The staff area of a later issue lists them through the same service.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { typeRequests } from '../../../db/schema/type-requests.ts';
import { users } from '../../../db/schema/users.ts';
import { PRIVILEGED_USER_TYPES } from '../../../sync/rules/account-limits.ts';
import { httpError } from '../../lib/http-error.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';

export function isPrivilegedType(typeId: number | null | undefined): boolean {
  return typeId != null && (PRIVILEGED_USER_TYPES as readonly number[]).includes(typeId);
}

/**
 * Files a pending request for `typeId` (one per user and type); a no-op when the user already has it.
 * The checks and the insert are one transaction, so two requests at once never file two rows.
 */
export async function requestType(db: Db, userId: number, typeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await one(tx.select({ typeId: users.typeId }).from(users).where(eq(users.id, userId)));
    if (current?.typeId === typeId) return;
    const pending = await one(
      tx
        .select({ id: typeRequests.id })
        .from(typeRequests)
        .where(
          and(eq(typeRequests.userId, userId), eq(typeRequests.typeId, typeId), eq(typeRequests.state, 'pending')),
        ),
    );
    if (!pending) await tx.insert(typeRequests).values({ userId, typeId });
  });
}

export async function listTypeRequests(db: Db, state: 'pending' | 'approved' | 'rejected') {
  return await db
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
    .orderBy(typeRequests.id);
}

/**
 * Approves (the user's type changes, other pending requests of the user close) or rejects a pending request.
 * The decision is a conditional update (only while still pending), so two staff deciding at once never both win.
 * Nobody decides their own request (403; another staff member must).
 */
export async function decideTypeRequest(db: Db, id: number, staffId: number, approve: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const decided = { decidedAt: new Date().toISOString(), decidedBy: staffId };
    const state = approve ? 'approved' : 'rejected';
    const row = await one(
      tx
        .update(typeRequests)
        .set({ state, ...decided })
        .where(and(eq(typeRequests.id, id), eq(typeRequests.state, 'pending')))
        .returning({ userId: typeRequests.userId, typeId: typeRequests.typeId }),
    );
    if (!row) {
      const exists = await one(tx.select({ id: typeRequests.id }).from(typeRequests).where(eq(typeRequests.id, id)));
      throw exists ? httpError(409, 'Request already decided') : httpError(404, 'Request not found');
    }
    // Thrown inside the transaction: the update above is rolled back with it.
    if (row.userId === staffId) throw httpError(403, 'You cannot decide your own request');
    await recordStaffAction(tx, {
      staffId,
      action: approve ? 'type_request.approve' : 'type_request.reject',
      target: { type: 'type_request', id },
      before: { state: 'pending' },
      after: { state, user_id: row.userId, type_id: row.typeId },
    });
    if (!approve) return;
    await tx.update(users).set({ typeId: row.typeId }).where(eq(users.id, row.userId));
    await tx
      .update(typeRequests)
      .set({ state: 'rejected', ...decided })
      .where(and(eq(typeRequests.userId, row.userId), eq(typeRequests.state, 'pending')));
  });
}
