// Communities themselves: the catalogue, creating (bloggers, scientists, teachers and staff),
// editing and deleting (the owner; admins and moderators too, to take down what breaks the rules),
// and handing ownership to a member.
import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { communities, communityInvites, communityMembers, communityRequests } from '../../../db/schema/communities.ts';
import { users } from '../../../db/schema/users.ts';
import { mayCreateCommunity } from '../../../sync/rules/communities.ts';
import { httpError } from '../../lib/http-error.ts';
import { findCommunity, membershipOf, requireOwner, type CommunityRow } from './access.ts';
import { emitCommunityEvent } from './events.ts';
import type { CatalogQuery, CreateInput, UpdateInput } from './inputs.ts';
import { slugWithId } from '../../lib/slug.ts';
import { communitiesJson, membersCountSql, type CommunityJson } from './views.ts';

const MODERATOR_ROLES = ['admin', 'moderator'];

export function listCommunities(
  db: Db,
  viewerId: number | null,
  q: CatalogQuery,
): { list: CommunityJson[]; total: number } {
  const filters: SQL[] = [];
  const text = q.search?.toLowerCase();
  // instr, not LIKE: the text is matched literally, % and _ included.
  if (text) filters.push(sql`instr(${communities.searchName}, ${text}) > 0`);
  if (q.membership !== 'all') {
    // Signed out, "my" and pending filters are empty by definition.
    if (viewerId === null) return { list: [], total: 0 };
    const byUser = (table: typeof communityMembers | typeof communityRequests | typeof communityInvites) =>
      and(eq(table.communityId, communities.id), eq(table.userId, viewerId));
    if (q.membership === 'my')
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(communityMembers)
            .where(byUser(communityMembers)),
        ),
      );
    if (q.membership === 'requested') {
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(communityRequests)
            .where(and(byUser(communityRequests), eq(communityRequests.status, 'pending'))),
        ),
      );
    }
    if (q.membership === 'invited') {
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(communityInvites)
            .where(and(byUser(communityInvites), eq(communityInvites.status, 'pending'))),
        ),
      );
    }
  }
  const where = filters.length ? and(...filters) : undefined;
  const rows = db
    .select()
    .from(communities)
    .where(where)
    .orderBy(desc(membersCountSql), desc(communities.id))
    .limit(q.limit)
    .offset(q.offset)
    .all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(communities)
      .where(where)
      .get()?.n ?? 0;
  return { list: communitiesJson(db, rows, viewerId), total };
}

export interface Creator {
  id: number;
  roles: readonly string[];
}

export function createCommunity(db: Db, creator: Creator, input: CreateInput): number {
  const typeId = db.select({ typeId: users.typeId }).from(users).where(eq(users.id, creator.id)).get()?.typeId ?? null;
  if (!mayCreateCommunity({ typeId, roles: creator.roles })) throw httpError(403, 'Not allowed to create communities');
  return db.transaction((tx) => {
    const row = tx
      .insert(communities)
      .values({
        slug: `tmp-${crypto.randomUUID()}`,
        name: input.name,
        searchName: input.name.toLowerCase(),
        description: input.description,
        isClosed: input.is_closed,
        logo: input.logo ?? null,
        cover: input.cover ?? null,
        ownerId: creator.id,
      })
      .returning({ id: communities.id })
      .get();
    tx.update(communities)
      .set({ slug: slugWithId(input.name, row.id, 'community') })
      .where(eq(communities.id, row.id))
      .run();
    tx.insert(communityMembers).values({ communityId: row.id, userId: creator.id, role: 'owner', canPost: true }).run();
    return row.id;
  });
}

function requireEditor(db: Db, communityId: number, editor: Creator): CommunityRow {
  const community = findCommunity(db, communityId);
  if (community.ownerId !== editor.id && !editor.roles.some((r) => MODERATOR_ROLES.includes(r)))
    throw httpError(403, 'Only the owner can do this');
  return community;
}

export function updateCommunity(db: Db, communityId: number, editor: Creator, input: UpdateInput): void {
  requireEditor(db, communityId, editor);
  const set: Partial<typeof communities.$inferInsert> = { updatedAt: new Date().toISOString() };
  if (input.name !== undefined) Object.assign(set, { name: input.name, searchName: input.name.toLowerCase() });
  if (input.description !== undefined) set.description = input.description;
  if (input.is_closed !== undefined) set.isClosed = input.is_closed;
  if (input.logo !== undefined) set.logo = input.logo;
  if (input.cover !== undefined) set.cover = input.cover;
  db.update(communities).set(set).where(eq(communities.id, communityId)).run();
}

/** Deletes the community with its members, requests, invitations and feed (cascade). */
export function deleteCommunity(db: Db, communityId: number, editor: Creator): void {
  requireEditor(db, communityId, editor);
  db.delete(communities).where(eq(communities.id, communityId)).run();
}

/** The owner hands the community to a member; the former owner stays a member who may post. */
export function transferOwnership(db: Db, communityId: number, ownerId: number, toUserId: number): void {
  requireOwner(db, communityId, ownerId);
  if (toUserId === ownerId) throw httpError(409, 'Already the owner');
  db.transaction((tx) => {
    if (!membershipOf(tx, communityId, toUserId)) throw httpError(404, 'Not a member');
    const member = (userId: number) =>
      and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId));
    tx.update(communityMembers).set({ role: 'member', canPost: true }).where(member(ownerId)).run();
    tx.update(communityMembers).set({ role: 'owner', canPost: true }).where(member(toUserId)).run();
    tx.update(communities)
      .set({ ownerId: toUserId, updatedAt: new Date().toISOString() })
      .where(eq(communities.id, communityId))
      .run();
  });
  emitCommunityEvent(db, 'community.owner_changed', { communityId, from: ownerId, to: toUserId });
}
