// A user's own membership moves: join an open community, leave, request to join a closed one and
// cancel the request. The same functions serve the REST calls and the offline sync handlers, so
// a replayed mutation meets exactly the same checks. Events are emitted after the commit.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { communityInvites, communityMembers, communityRequests } from '../../../db/schema/communities.ts';
import { httpError } from '../../lib/http-error.ts';
import { findCommunity, membershipOf, pendingInviteId, pendingRequestId } from './access.ts';
import { emitCommunityEvent } from './events.ts';

const nowIso = () => new Date().toISOString();

/** Joins an open community. A pending invitation to it counts as accepted. */
export function joinCommunity(db: Db, communityId: number, userId: number): void {
  db.transaction((tx) => {
    const community = findCommunity(tx, communityId);
    if (membershipOf(tx, communityId, userId)) throw httpError(409, 'Already a member');
    if (community.isClosed) throw httpError(403, 'Community is closed');
    tx.insert(communityMembers).values({ communityId, userId }).run();
    const decided = { decidedAt: nowIso() };
    const mine = <T extends typeof communityInvites | typeof communityRequests>(t: T) =>
      and(eq(t.communityId, communityId), eq(t.userId, userId), eq(t.status, 'pending'));
    tx.update(communityInvites)
      .set({ status: 'accepted', ...decided })
      .where(mine(communityInvites))
      .run();
    // A request left from when the community was closed is settled by joining.
    tx.update(communityRequests)
      .set({ status: 'cancelled', ...decided })
      .where(mine(communityRequests))
      .run();
  });
  emitCommunityEvent(db, 'community.member_joined', { communityId, userId, via: 'join' });
}

/** Leaves a community. The owner must first hand it over or delete it. */
export function leaveCommunity(db: Db, communityId: number, userId: number): void {
  db.transaction((tx) => {
    findCommunity(tx, communityId);
    const member = membershipOf(tx, communityId, userId);
    if (!member) throw httpError(409, 'Not a member');
    if (member.role === 'owner') throw httpError(409, 'Owner cannot leave');
    tx.delete(communityMembers)
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
      .run();
  });
  emitCommunityEvent(db, 'community.member_left', { communityId, userId, removedBy: null });
}

/** Asks to join a closed community; answers the request's id. One pending request at a time. */
export function requestToJoin(db: Db, communityId: number, userId: number): number {
  const { id, ownerId } = db.transaction((tx) => {
    const community = findCommunity(tx, communityId);
    if (membershipOf(tx, communityId, userId)) throw httpError(409, 'Already a member');
    if (!community.isClosed) throw httpError(409, 'Community is open, join it');
    if (pendingRequestId(tx, communityId, userId) !== null) throw httpError(409, 'Request already pending');
    if (pendingInviteId(tx, communityId, userId) !== null) throw httpError(409, 'Already invited');
    const row = tx
      .insert(communityRequests)
      .values({ communityId, userId })
      .returning({ id: communityRequests.id })
      .get();
    return { id: row.id, ownerId: community.ownerId };
  });
  emitCommunityEvent(db, 'community.request_created', { communityId, requestId: id, userId, ownerId });
  return id;
}

export function cancelRequest(db: Db, communityId: number, userId: number): void {
  const requestId = db.transaction((tx) => {
    findCommunity(tx, communityId);
    const id = pendingRequestId(tx, communityId, userId);
    if (id === null) throw httpError(404, 'No pending request');
    tx.update(communityRequests)
      .set({ status: 'cancelled', decidedAt: nowIso() })
      .where(eq(communityRequests.id, id))
      .run();
    return id;
  });
  emitCommunityEvent(db, 'community.request_cancelled', { communityId, requestId, userId });
}
