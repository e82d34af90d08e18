// Lists around a community: members (whoever may see inside), and for the owner the pending
// requests and invitations. Only public fields of users (name, avatar); never logins.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { communityInvites, communityMembers, communityRequests, isPending } from '../../../db/schema/communities.ts';
import { users } from '../../../db/schema/users.ts';
import { requireOwner } from './access.ts';
import { requireInside } from './feed-service.ts';
import { nameViewerById } from '../../lib/person-name.ts';
import { userBriefColumns, userBriefOf } from './views.ts';

export async function listMembers(
  db: Db,
  communityId: number,
  viewerId: number | null,
  paging: { limit: number; offset: number },
) {
  await requireInside(db, communityId, viewerId);
  const where = eq(communityMembers.communityId, communityId);
  const rows = await db
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
    .offset(paging.offset);
  const names = await nameViewerById(db, viewerId);
  const list = rows.map((m) => ({
    ...m,
    user: userBriefOf(names, m.user),
    can_post: m.role === 'owner' || m.can_post,
  }));
  const [counted] = await db
    .select({ n: sql<number>`count(*)` })
    .from(communityMembers)
    .where(where);
  const total = counted?.n ?? 0;
  return { list, total };
}

export async function listPendingRequests(db: Db, communityId: number, ownerId: number) {
  await requireOwner(db, communityId, ownerId);
  const names = await nameViewerById(db, ownerId);
  const rows = await db
    .select({ id: communityRequests.id, user: userBriefColumns, created_at: communityRequests.createdAt })
    .from(communityRequests)
    .innerJoin(users, eq(users.id, communityRequests.userId))
    .where(and(eq(communityRequests.communityId, communityId), isPending(communityRequests)))
    .orderBy(asc(communityRequests.id));
  const list = rows.map((r) => ({ ...r, user: userBriefOf(names, r.user) }));
  return { list, total: list.length };
}

export async function listPendingInvites(db: Db, communityId: number, ownerId: number) {
  await requireOwner(db, communityId, ownerId);
  const names = await nameViewerById(db, ownerId);
  const rows = await db
    .select({ id: communityInvites.id, user: userBriefColumns, created_at: communityInvites.createdAt })
    .from(communityInvites)
    .innerJoin(users, eq(users.id, communityInvites.userId))
    .where(and(eq(communityInvites.communityId, communityId), isPending(communityInvites)))
    .orderBy(asc(communityInvites.id));
  const list = rows.map((r) => ({ ...r, user: userBriefOf(names, r.user) }));
  return { list, total: list.length };
}
