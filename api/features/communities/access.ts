// Who a user is to a community (owner, member, requested, invited) and the guards every call
// uses. Each transition is checked here on the server, never trusted from the client.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import {
  communities,
  communityInvites,
  communityMembers,
  communityRequests,
  isPending,
} from '../../../db/schema/communities.ts';
import type { CommunityState } from '../../../sync/rules/communities.ts';
import { httpError } from '../../lib/http-error.ts';
import { listParams, listSlots, perDbShape, slotCount } from '../../lib/per-db-shape.ts';

export type CommunityRow = typeof communities.$inferSelect;

export interface Tie {
  state: CommunityState;
  canPost: boolean;
  requestId: number | null;
  inviteId: number | null;
}

export async function findCommunity(db: Db, id: number): Promise<CommunityRow> {
  const row = await one(db.select().from(communities).where(eq(communities.id, id)));
  if (!row) throw httpError(404, 'Community not found');
  return row;
}

export function membershipOf(db: Db, communityId: number, userId: number) {
  return one(
    db
      .select({ role: communityMembers.role, canPost: communityMembers.canPost })
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId))),
  );
}

export async function pendingRequestId(db: Db, communityId: number, userId: number): Promise<number | null> {
  const row = await one(
    db
      .select({ id: communityRequests.id })
      .from(communityRequests)
      .where(
        and(
          eq(communityRequests.communityId, communityId),
          eq(communityRequests.userId, userId),
          isPending(communityRequests),
        ),
      ),
  );
  return row?.id ?? null;
}

export async function pendingInviteId(db: Db, communityId: number, userId: number): Promise<number | null> {
  const row = await one(
    db
      .select({ id: communityInvites.id })
      .from(communityInvites)
      .where(
        and(
          eq(communityInvites.communityId, communityId),
          eq(communityInvites.userId, userId),
          isPending(communityInvites),
        ),
      ),
  );
  return row?.id ?? null;
}

/** The caller's tie to the community; `userId` null is a signed-out visitor. */
export async function tieOf(db: Db, communityId: number, userId: number | null): Promise<Tie> {
  if (userId === null) return { state: 'guest', canPost: false, requestId: null, inviteId: null };
  const member = await membershipOf(db, communityId, userId);
  if (member)
    return { state: member.role, canPost: member.role === 'owner' || member.canPost, requestId: null, inviteId: null };
  const requestId = await pendingRequestId(db, communityId, userId);
  const inviteId = await pendingInviteId(db, communityId, userId);
  const state: CommunityState = inviteId !== null ? 'invited' : requestId !== null ? 'requested' : 'none';
  return { state, canPost: false, requestId, inviteId };
}

type TieRow = [
  communityId: number,
  kind: 'member' | 'request' | 'invite',
  role: string | null,
  canPost: unknown,
  id: number,
];

/**
 * One statement (a round trip on PostgreSQL): memberships, pending requests and pending invitations, built once per
 * slot count (drizzle building it was most of a signed-in community list's time).
 */
const tiesQuery = perDbShape(
  (size: number) => String(size),
  (db, size) => {
    const ids = listSlots('c', size);
    const user = sql.placeholder('user');
    const pending = (table: typeof communityRequests | typeof communityInvites, kind: 'request' | 'invite') =>
      db
        .select({
          communityId: table.communityId,
          kind: sql<string>`${sql.raw(`'${kind}'`)}`.as('kind'),
          role: sql<string | null>`null`.as('role'),
          canPost: sql<boolean | null>`null`.as('can_post'),
          id: table.id,
        })
        .from(table)
        .where(and(eq(table.userId, user), isPending(table), inArray(table.communityId, ids)));
    return db
      .select({
        communityId: communityMembers.communityId,
        kind: sql<string>`'member'`.as('kind'),
        role: sql<string | null>`${communityMembers.role}`.as('role'),
        canPost: sql<boolean | null>`${communityMembers.canPost}`.as('can_post'),
        id: sql<number>`0`.as('id'),
      })
      .from(communityMembers)
      .where(and(eq(communityMembers.userId, user), inArray(communityMembers.communityId, ids)))
      .unionAll(pending(communityRequests, 'request'))
      .unionAll(pending(communityInvites, 'invite'));
  },
);

/**
 * The caller's ties to several communities in one statement (a list of communities asked one by one took up to three
 * queries a community); the same as tieOf for each.
 */
export async function tiesOf(db: Db, communityIds: number[], userId: number | null): Promise<Map<number, Tie>> {
  const ties = new Map<number, Tie>();
  const guest: Tie = { state: 'guest', canPost: false, requestId: null, inviteId: null };
  if (userId === null || communityIds.length === 0) {
    for (const id of communityIds) ties.set(id, guest);
    return ties;
  }
  const params: Record<string, unknown> = { user: userId };
  listParams('c', communityIds, params);
  const rows = await db.$raw<TieRow>(tiesQuery(db, slotCount(communityIds.length)), params);
  const memberOf = new Map(
    rows
      .filter((r) => r[1] === 'member')
      .map((r) => [r[0], { role: r[2] as 'owner' | 'member', canPost: Boolean(r[3]) }]),
  );
  const requestOf = new Map(rows.filter((r) => r[1] === 'request').map((r) => [r[0], r[4]]));
  const inviteOf = new Map(rows.filter((r) => r[1] === 'invite').map((r) => [r[0], r[4]]));
  for (const id of communityIds) {
    const member = memberOf.get(id);
    if (member) {
      ties.set(id, {
        state: member.role,
        canPost: member.role === 'owner' || member.canPost,
        requestId: null,
        inviteId: null,
      });
      continue;
    }
    const requestId = requestOf.get(id) ?? null;
    const inviteId = inviteOf.get(id) ?? null;
    const state: CommunityState = inviteId !== null ? 'invited' : requestId !== null ? 'requested' : 'none';
    ties.set(id, { state, canPost: false, requestId, inviteId });
  }
  return ties;
}

/** The community, if the caller owns it; 403 otherwise. */
export async function requireOwner(db: Db, communityId: number, userId: number): Promise<CommunityRow> {
  const community = await findCommunity(db, communityId);
  if (community.ownerId !== userId) throw httpError(403, 'Only the owner can do this');
  return community;
}

/** Members (and the owner) see the member list; anyone sees an open community's feed, members a closed one's. */
export function canSeeInside(community: CommunityRow, tie: Tie): boolean {
  if (tie.state === 'owner' || tie.state === 'member') return true;
  return !community.isClosed;
}
