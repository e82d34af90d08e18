// What only the owner does (approve or reject requests, invite, revoke, remove members, grant the
// right to post) and what only the invited user does (accept or reject). Online only: these need
// a decision against the current state, so they are never queued offline.
import { requireNoBlock } from '../../lib/user-blocks.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { and, eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { communityInvites, communityMembers, communityRequests } from '../../../db/schema/communities.ts';
import { users } from '../../../db/schema/users.ts';
import { httpError, tooManyRequests } from '../../lib/http-error.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { COMMUNITY_INVITES_PER_DAY } from '../../../sync/rules/communities.ts';
import { membershipOf, pendingInviteId, pendingRequestId, requireOwner } from './access.ts';
import { emitCommunityEvent } from './events.ts';

const nowIso = () => new Date().toISOString();

export async function decideRequest(db: Db, requestId: number, ownerId: number, approve: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await one(tx.select().from(communityRequests).where(eq(communityRequests.id, requestId)));
    if (!row) throw httpError(404, 'Request not found');
    await requireOwner(tx, row.communityId, ownerId);
    if (row.status !== 'pending') throw httpError(409, 'Request is not pending');
    await tx
      .update(communityRequests)
      .set({ status: approve ? 'approved' : 'rejected', decidedAt: nowIso() })
      .where(eq(communityRequests.id, requestId));
    if (approve)
      await tx
        .insert(communityMembers)
        .values({ communityId: row.communityId, userId: row.userId })
        .onConflictDoNothing();
    // The events' outbox rows commit with the decision (domain-events.ts), as in every write below.
    const ids = { communityId: row.communityId, requestId, userId: row.userId };
    await emitCommunityEvent(tx, 'community.request_decided', { ...ids, approved: approve });
    if (approve)
      await emitCommunityEvent(tx, 'community.member_joined', {
        communityId: row.communityId,
        userId: row.userId,
        via: 'request',
      });
  });
}

/**
 * Invites a user; answers the invitation's id. An owner sends at most COMMUNITY_INVITES_PER_DAY
 * invitations a day over all their communities (429): counted when sent, so a revoked one still counts.
 */
export async function inviteUser(db: Db, communityId: number, ownerId: number, userId: number): Promise<number> {
  const id = await db.transaction(async (tx) => {
    await requireOwner(tx, communityId, ownerId);
    if (!(await one(tx.select({ id: users.id }).from(users).where(eq(users.id, userId)))))
      throw httpError(404, 'User not found');
    if (await membershipOf(tx, communityId, userId)) throw httpError(409, 'Already a member');
    if ((await pendingInviteId(tx, communityId, userId)) !== null) throw httpError(409, 'Already invited');
    if ((await pendingRequestId(tx, communityId, userId)) !== null) throw httpError(409, 'Request already pending');
    await requireNoBlock(tx, ownerId, [userId], SOCIAL_DETAILS.communityBlocked);
    if (!(await hitRateLimit(tx, `community-invites:${ownerId}`, COMMUNITY_INVITES_PER_DAY, 86_400)))
      throw tooManyRequests(86_400, 'Too many invitations today');
    const row = await one(
      tx
        .insert(communityInvites)
        .values({ communityId, userId, invitedBy: ownerId })
        .returning({ id: communityInvites.id }),
    );
    if (!row) throw new Error('community invitation was not inserted');
    await emitCommunityEvent(tx, 'community.invite_created', {
      communityId,
      inviteId: row.id,
      userId,
      invitedBy: ownerId,
    });
    return row.id;
  });
  return id;
}

/** The invited user accepts (joins, even a closed community) or rejects. */
export async function decideInvite(db: Db, inviteId: number, userId: number, accept: boolean): Promise<number> {
  const invite = await db.transaction(async (tx) => {
    const row = await one(tx.select().from(communityInvites).where(eq(communityInvites.id, inviteId)));
    if (!row) throw httpError(404, 'Invitation not found');
    if (row.userId !== userId) throw httpError(403, 'Not your invitation');
    if (row.status !== 'pending') throw httpError(409, 'Invitation is not pending');
    await tx
      .update(communityInvites)
      .set({ status: accept ? 'accepted' : 'rejected', decidedAt: nowIso() })
      .where(eq(communityInvites.id, inviteId));
    if (accept)
      await tx.insert(communityMembers).values({ communityId: row.communityId, userId }).onConflictDoNothing();
    const { communityId } = row;
    await emitCommunityEvent(tx, 'community.invite_decided', { communityId, inviteId, userId, accepted: accept });
    if (accept) await emitCommunityEvent(tx, 'community.member_joined', { communityId, userId, via: 'invite' });
    return row;
  });
  return invite.communityId;
}

/** The owner withdraws a pending invitation. */
export async function revokeInvite(db: Db, inviteId: number, ownerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await one(tx.select().from(communityInvites).where(eq(communityInvites.id, inviteId)));
    if (!row) throw httpError(404, 'Invitation not found');
    await requireOwner(tx, row.communityId, ownerId);
    if (row.status !== 'pending') throw httpError(409, 'Invitation is not pending');
    await tx
      .update(communityInvites)
      .set({ status: 'revoked', decidedAt: nowIso() })
      .where(eq(communityInvites.id, inviteId));
  });
}

async function requireOtherMember(db: Db, communityId: number, ownerId: number, userId: number): Promise<void> {
  await requireOwner(db, communityId, ownerId);
  if (userId === ownerId) throw httpError(409, 'Owner cannot be removed');
  if (!(await membershipOf(db, communityId, userId))) throw httpError(404, 'Not a member');
}

export async function removeMember(db: Db, communityId: number, ownerId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOtherMember(tx, communityId, ownerId, userId);
    await tx
      .delete(communityMembers)
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
    await emitCommunityEvent(tx, 'community.member_left', { communityId, userId, removedBy: ownerId });
  });
}

export async function setCanPost(
  db: Db,
  communityId: number,
  ownerId: number,
  userId: number,
  canPost: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOtherMember(tx, communityId, ownerId, userId);
    await tx
      .update(communityMembers)
      .set({ canPost })
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
  });
}
