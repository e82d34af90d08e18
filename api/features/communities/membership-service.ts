// A user's own membership moves: join an open community, leave, request to join a closed one and
// cancel the request. The same functions serve the REST calls and the offline sync handlers, so
// a replayed mutation meets exactly the same checks. Each move checks and writes in one
// transaction (moves at once never interleave in between); events are emitted after the commit.
import { requireNoBlock } from '../../lib/user-blocks.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { and, eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { communityInvites, communityMembers, communityRequests, isPending } from '../../../db/schema/communities.ts';
import { httpError } from '../../lib/http-error.ts';
import { findCommunity, membershipOf, pendingInviteId, pendingRequestId } from './access.ts';
import { emitCommunityEvent } from './events.ts';

const nowIso = () => new Date().toISOString();

/** Joins an open community. A pending invitation to it counts as accepted. */
export async function joinCommunity(db: Db, communityId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const community = await findCommunity(tx, communityId);
    if (await membershipOf(tx, communityId, userId)) throw httpError(409, 'Already a member');
    if (community.isClosed) throw httpError(403, 'Community is closed');
    // The key decides a parallel join (on PostgreSQL a concurrent one re-runs this and meets the check).
    const added = await tx
      .insert(communityMembers)
      .values({ communityId, userId })
      .onConflictDoNothing()
      .returning({ userId: communityMembers.userId });
    if (added.length === 0) throw httpError(409, 'Already a member');
    const decided = { decidedAt: nowIso() };
    const mine = <T extends typeof communityInvites | typeof communityRequests>(t: T) =>
      and(eq(t.communityId, communityId), eq(t.userId, userId), isPending(t));
    await tx
      .update(communityInvites)
      .set({ status: 'accepted', ...decided })
      .where(mine(communityInvites));
    // A request left from when the community was closed is settled by joining.
    await tx
      .update(communityRequests)
      .set({ status: 'cancelled', ...decided })
      .where(mine(communityRequests));
    // The event's outbox row commits with the membership (domain-events.ts), as in every write below.
    await emitCommunityEvent(tx, 'community.member_joined', { communityId, userId, via: 'join' });
  });
}

/** Leaves a community. The owner must first hand it over or delete it. */
export async function leaveCommunity(db: Db, communityId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findCommunity(tx, communityId);
    const member = await membershipOf(tx, communityId, userId);
    if (!member) throw httpError(409, 'Not a member');
    if (member.role === 'owner') throw httpError(409, 'Owner cannot leave');
    await tx
      .delete(communityMembers)
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
    await emitCommunityEvent(tx, 'community.member_left', { communityId, userId, removedBy: null });
  });
}

/** Asks to join a closed community; answers the request's id. One pending request at a time. */
export async function requestToJoin(db: Db, communityId: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const community = await findCommunity(tx, communityId);
    if (await membershipOf(tx, communityId, userId)) throw httpError(409, 'Already a member');
    if (!community.isClosed) throw httpError(409, 'Community is open, join it');
    if ((await pendingRequestId(tx, communityId, userId)) !== null) throw httpError(409, 'Request already pending');
    if ((await pendingInviteId(tx, communityId, userId)) !== null) throw httpError(409, 'Already invited');
    await requireNoBlock(tx, userId, [community.ownerId], SOCIAL_DETAILS.communityBlocked);
    // The one-pending key decides parallel requests, as the key of members decides joins.
    const row = await one(
      tx
        .insert(communityRequests)
        .values({ communityId, userId })
        .onConflictDoNothing()
        .returning({ id: communityRequests.id }),
    );
    if (!row) throw httpError(409, 'Request already pending');
    const ownerId = community.ownerId;
    await emitCommunityEvent(tx, 'community.request_created', { communityId, requestId: row.id, userId, ownerId });
    return row.id;
  });
}

export async function cancelRequest(db: Db, communityId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findCommunity(tx, communityId);
    const id = await pendingRequestId(tx, communityId, userId);
    if (id === null) throw httpError(404, 'No pending request');
    await tx
      .update(communityRequests)
      .set({ status: 'cancelled', decidedAt: nowIso() })
      .where(eq(communityRequests.id, id));
    await emitCommunityEvent(tx, 'community.request_cancelled', { communityId, requestId: id, userId });
  });
}
