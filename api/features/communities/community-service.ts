// Communities themselves: the catalogue, creating (bloggers, scientists, teachers and staff),
// editing and deleting (the owner; admins and moderators too, to take down what breaks the rules),
// and handing ownership to a member.
import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import {
  communities,
  communityInvites,
  communityMembers,
  communityRequests,
  isPending,
} from '../../../db/schema/communities.ts';
import { users } from '../../../db/schema/users.ts';
import { mayCreateCommunity } from '../../../sync/rules/communities.ts';
import { httpError } from '../../lib/http-error.ts';
import { findCommunity, membershipOf, requireOwner, type CommunityRow } from './access.ts';
import { emitCommunityEvent } from './events.ts';
import type { CatalogQuery, CreateInput, UpdateInput } from './inputs.ts';
import { slugWithId } from '../../lib/slug.ts';
import { communitiesFor, communityParts, membersCountSql, type CommunityJson } from './views.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { containsText } from '../../lib/sql-dialect.ts';
import type { SessionUser } from '../../lib/session-service.ts';

const MODERATOR_ROLES = ['admin', 'moderator'];

export async function listCommunities(
  db: Db,
  viewer: SessionUser | null,
  q: CatalogQuery,
): Promise<{ list: CommunityJson[]; total: number }> {
  const viewerId = viewer?.id ?? null;
  const filters: SQL[] = [];
  const text = q.search?.toLowerCase();
  // instr, not LIKE: the text is matched literally, % and _ included.
  if (text) filters.push(containsText(db, communities.searchName, text));
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
            .where(and(byUser(communityRequests), isPending(communityRequests))),
        ),
      );
    }
    if (q.membership === 'invited') {
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(communityInvites)
            .where(and(byUser(communityInvites), isPending(communityInvites))),
        ),
      );
    }
  }
  const where = filters.length ? and(...filters) : undefined;
  // The whole catalogue without a search is the same rows for everyone: kept while the database is unchanged
  // (kept-answers.ts); each viewer gets their own ties and owners' names on it.
  if (q.membership === 'all' && !text) {
    const key = `list:${q.limit}:${q.offset}`;
    const kept = await keptAnswer(db, COMMUNITIES, key, () => communityPage(db, where, q));
    return { list: await communitiesFor(db, kept.parts, viewer), total: kept.total };
  }
  const page = await communityPage(db, where, q);
  return { list: await communitiesFor(db, page.parts, viewer), total: page.total };
}

const COMMUNITIES = { name: 'communities', maxEntries: 100 };

async function communityPage(db: Db, where: SQL | undefined, q: CatalogQuery) {
  const rows = await db
    .select()
    .from(communities)
    .where(where)
    .orderBy(desc(membersCountSql), desc(communities.id))
    .limit(q.limit)
    .offset(q.offset);
  const [counted] = await db
    .select({ n: sql<number>`count(*)` })
    .from(communities)
    .where(where);
  return { parts: await communityParts(db, rows), total: Number(counted?.n ?? 0) };
}

export interface Creator {
  id: number;
  roles: readonly string[];
}

export async function createCommunity(db: Db, creator: Creator, input: CreateInput): Promise<number> {
  return db.transaction(async (tx) => {
    const user = await one(tx.select({ typeId: users.typeId }).from(users).where(eq(users.id, creator.id)));
    if (!mayCreateCommunity({ typeId: user?.typeId ?? null, roles: creator.roles }))
      throw httpError(403, 'Not allowed to create communities');
    const row = await one(
      tx
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
        .returning({ id: communities.id }),
    );
    if (!row) throw new Error('community was not inserted');
    await tx
      .update(communities)
      .set({ slug: slugWithId(input.name, row.id, 'community') })
      .where(eq(communities.id, row.id));
    await tx.insert(communityMembers).values({ communityId: row.id, userId: creator.id, role: 'owner', canPost: true });
    return row.id;
  });
}

async function requireEditor(db: Db, communityId: number, editor: Creator): Promise<CommunityRow> {
  const community = await findCommunity(db, communityId);
  if (community.ownerId !== editor.id && !editor.roles.some((r) => MODERATOR_ROLES.includes(r)))
    throw httpError(403, 'Only the owner can do this');
  return community;
}

/** The check and the write are one transaction: ownership handed over meanwhile is seen. */
export async function updateCommunity(db: Db, communityId: number, editor: Creator, input: UpdateInput): Promise<void> {
  const set: Partial<typeof communities.$inferInsert> = { updatedAt: new Date().toISOString() };
  if (input.name !== undefined) Object.assign(set, { name: input.name, searchName: input.name.toLowerCase() });
  if (input.description !== undefined) set.description = input.description;
  if (input.is_closed !== undefined) set.isClosed = input.is_closed;
  if (input.logo !== undefined) set.logo = input.logo;
  if (input.cover !== undefined) set.cover = input.cover;
  await db.transaction(async (tx) => {
    await requireEditor(tx, communityId, editor);
    await tx.update(communities).set(set).where(eq(communities.id, communityId));
  });
}

/** Deletes the community with its members, requests, invitations and feed (cascade). */
export async function deleteCommunity(db: Db, communityId: number, editor: Creator): Promise<void> {
  await db.transaction(async (tx) => {
    await requireEditor(tx, communityId, editor);
    await tx.delete(communities).where(eq(communities.id, communityId));
  });
}

/**
 * The owner hands the community to a member; the former owner stays a member who may post. The
 * owner check is inside the transaction: two hand-overs at once must not leave two owners.
 */
export async function transferOwnership(db: Db, communityId: number, ownerId: number, toUserId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwner(tx, communityId, ownerId);
    if (toUserId === ownerId) throw httpError(409, 'Already the owner');
    if (!(await membershipOf(tx, communityId, toUserId))) throw httpError(404, 'Not a member');
    const member = (userId: number) =>
      and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId));
    await tx.update(communityMembers).set({ role: 'member', canPost: true }).where(member(ownerId));
    await tx.update(communityMembers).set({ role: 'owner', canPost: true }).where(member(toUserId));
    await tx
      .update(communities)
      .set({ ownerId: toUserId, updatedAt: new Date().toISOString() })
      .where(eq(communities.id, communityId));
    // The event's outbox row commits with the hand-over (domain-events.ts).
    await emitCommunityEvent(tx, 'community.owner_changed', { communityId, from: ownerId, to: toUserId });
  });
}
