// What only the owner does (approve or reject requests, invite, revoke, remove members, grant the
// right to post) and what only the invited user does (accept or reject). Online only: these need
// a decision against the current state, so they are never queued offline.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { communityInvites, communityMembers, communityRequests } from '../../../db/schema/communities.ts';
import { users } from '../../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { membershipOf, pendingInviteId, pendingRequestId, requireOwner } from './access.ts';
import { emitCommunityEvent } from './events.ts';

const nowIso = () => new Date().toISOString();

export function decideRequest(db: Db, requestId: number, ownerId: number, approve: boolean): void {
  const request = db.transaction((tx) => {
    const row = tx.select().from(communityRequests).where(eq(communityRequests.id, requestId)).get();
    if (!row) throw httpError(404, 'Request not found');
    requireOwner(tx, row.communityId, ownerId);
    if (row.status !== 'pending') throw httpError(409, 'Request is not pending');
    tx.update(communityRequests)
      .set({ status: approve ? 'approved' : 'rejected', decidedAt: nowIso() })
      .where(eq(communityRequests.id, requestId))
      .run();
    if (approve)
      tx.insert(communityMembers)
        .values({ communityId: row.communityId, userId: row.userId })
        .onConflictDoNothing()
        .run();
    return row;
  });
  const ids = { communityId: request.communityId, requestId, userId: request.userId };
  emitCommunityEvent(db, 'community.request_decided', { ...ids, approved: approve });
  if (approve)
    emitCommunityEvent(db, 'community.member_joined', {
      communityId: request.communityId,
      userId: request.userId,
      via: 'request',
    });
}

/** Invites a user; answers the invitation's id. A user who asked already is approved instead. */
export function inviteUser(db: Db, communityId: number, ownerId: number, userId: number): number {
  const id = db.transaction((tx) => {
    requireOwner(tx, communityId, ownerId);
    if (!tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).get())
      throw httpError(404, 'User not found');
    if (membershipOf(tx, communityId, userId)) throw httpError(409, 'Already a member');
    if (pendingInviteId(tx, communityId, userId) !== null) throw httpError(409, 'Already invited');
    if (pendingRequestId(tx, communityId, userId) !== null) throw httpError(409, 'Request already pending');
    return tx
      .insert(communityInvites)
      .values({ communityId, userId, invitedBy: ownerId })
      .returning({ id: communityInvites.id })
      .get().id;
  });
  emitCommunityEvent(db, 'community.invite_created', { communityId, inviteId: id, userId, invitedBy: ownerId });
  return id;
}

/** The invited user accepts (joins, even a closed community) or rejects. */
export function decideInvite(db: Db, inviteId: number, userId: number, accept: boolean): number {
  const invite = db.transaction((tx) => {
    const row = tx.select().from(communityInvites).where(eq(communityInvites.id, inviteId)).get();
    if (!row) throw httpError(404, 'Invitation not found');
    if (row.userId !== userId) throw httpError(403, 'Not your invitation');
    if (row.status !== 'pending') throw httpError(409, 'Invitation is not pending');
    tx.update(communityInvites)
      .set({ status: accept ? 'accepted' : 'rejected', decidedAt: nowIso() })
      .where(eq(communityInvites.id, inviteId))
      .run();
    if (accept)
      tx.insert(communityMembers).values({ communityId: row.communityId, userId }).onConflictDoNothing().run();
    return row;
  });
  emitCommunityEvent(db, 'community.invite_decided', {
    communityId: invite.communityId,
    inviteId,
    userId,
    accepted: accept,
  });
  if (accept)
    emitCommunityEvent(db, 'community.member_joined', { communityId: invite.communityId, userId, via: 'invite' });
  return invite.communityId;
}

/** The owner withdraws a pending invitation. */
export function revokeInvite(db: Db, inviteId: number, ownerId: number): void {
  db.transaction((tx) => {
    const row = tx.select().from(communityInvites).where(eq(communityInvites.id, inviteId)).get();
    if (!row) throw httpError(404, 'Invitation not found');
    requireOwner(tx, row.communityId, ownerId);
    if (row.status !== 'pending') throw httpError(409, 'Invitation is not pending');
    tx.update(communityInvites)
      .set({ status: 'revoked', decidedAt: nowIso() })
      .where(eq(communityInvites.id, inviteId))
      .run();
  });
}

function requireOtherMember(db: Db, communityId: number, ownerId: number, userId: number): void {
  requireOwner(db, communityId, ownerId);
  if (userId === ownerId) throw httpError(409, 'Owner cannot be removed');
  if (!membershipOf(db, communityId, userId)) throw httpError(404, 'Not a member');
}

export function removeMember(db: Db, communityId: number, ownerId: number, userId: number): void {
  db.transaction((tx) => {
    requireOtherMember(tx, communityId, ownerId, userId);
    tx.delete(communityMembers)
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
      .run();
  });
  emitCommunityEvent(db, 'community.member_left', { communityId, userId, removedBy: ownerId });
}

export function setCanPost(db: Db, communityId: number, ownerId: number, userId: number, canPost: boolean): void {
  db.transaction((tx) => {
    requireOtherMember(tx, communityId, ownerId, userId);
    tx.update(communityMembers)
      .set({ canPost })
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
      .run();
  });
}
