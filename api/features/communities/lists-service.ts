// Lists around a community: members (whoever may see inside), and for the owner the pending
// requests and invitations. Only public fields of users (name, avatar); never logins.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { communityInvites, communityMembers, communityRequests } from '../../../db/schema/communities.ts';
import { users } from '../../../db/schema/users.ts';
import { requireOwner } from './access.ts';
import { requireInside } from './feed-service.ts';
import { userBriefColumns } from './views.ts';

export function listMembers(
  db: Db,
  communityId: number,
  viewerId: number | null,
  paging: { limit: number; offset: number },
) {
  requireInside(db, communityId, viewerId);
  const where = eq(communityMembers.communityId, communityId);
  const list = db
    .select({
      user: userBriefColumns,
      role: communityMembers.role,
      can_post: communityMembers.canPost,
      joined_at: communityMembers.joinedAt,
    })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(where)
    .orderBy(sql`${communityMembers.role} = 'owner' desc`, asc(communityMembers.joinedAt), asc(communityMembers.userId))
    .limit(paging.limit)
    .offset(paging.offset)
    .all()
    .map((m) => ({ ...m, can_post: m.role === 'owner' || m.can_post }));
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(communityMembers)
      .where(where)
      .get()?.n ?? 0;
  return { list, total };
}

export function listPendingRequests(db: Db, communityId: number, ownerId: number) {
  requireOwner(db, communityId, ownerId);
  const list = db
    .select({ id: communityRequests.id, user: userBriefColumns, created_at: communityRequests.createdAt })
    .from(communityRequests)
    .innerJoin(users, eq(users.id, communityRequests.userId))
    .where(and(eq(communityRequests.communityId, communityId), eq(communityRequests.status, 'pending')))
    .orderBy(asc(communityRequests.id))
    .all();
  return { list, total: list.length };
}

export function listPendingInvites(db: Db, communityId: number, ownerId: number) {
  requireOwner(db, communityId, ownerId);
  const list = db
    .select({ id: communityInvites.id, user: userBriefColumns, created_at: communityInvites.createdAt })
    .from(communityInvites)
    .innerJoin(users, eq(users.id, communityInvites.userId))
    .where(and(eq(communityInvites.communityId, communityId), eq(communityInvites.status, 'pending')))
    .orderBy(asc(communityInvites.id))
    .all();
  return { list, total: list.length };
}
