// The community object on the wire (snake_case), shaped in one place for the catalogue, the
// community page and every call that answers a community after a change.
import { eq, inArray, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { communities, communityMembers } from '../../../db/schema/communities.ts';
import { users } from '../../../db/schema/users.ts';
import {
  nameViewerOf,
  namedInFullToAll,
  personColumns,
  visibleNameParts,
  type NameViewer,
  type Person,
} from '../../lib/person-name.ts';
import type { CommunityState } from '../../../sync/rules/communities.ts';
import { tiesOf, type CommunityRow } from './access.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import type { SessionUser } from '../../lib/session-service.ts';

export interface UserBrief {
  id: number;
  name: string;
  last_name: string;
  avatar: string | null;
}

export interface CommunityJson {
  id: number;
  slug: string;
  name: string;
  description: string;
  logo: string | null;
  cover: string | null;
  is_closed: boolean;
  members_count: number;
  created_at: string;
  owner: UserBrief;
  /** The caller's tie: guest, none, owner, member, requested or invited. */
  state: CommunityState;
  /** Whether the caller may add to the feed. */
  can_post: boolean;
  /** The caller's pending request, to cancel it. */
  request_id: number | null;
  /** The pending invitation to the caller, to accept or reject it. */
  invite_id: number | null;
}

export const userBriefColumns = { ...personColumns, avatar: users.avatar };

/** A user in a community answer, named as `viewer` may see them (the surname '' when hidden). */
export function userBriefOf(viewer: NameViewer, r: Person & { id: number; avatar: string | null }): UserBrief {
  return { id: r.id, ...visibleNameParts(viewer, r), avatar: r.avatar };
}

export const membersCountSql = sql<number>`(select count(*) from ${communityMembers} where ${communityMembers.communityId} = ${communities.id})`;

/** What a list of communities shows whoever looks: the rows, their owners and member counts (keepable). */
export async function communityParts(db: Db, rows: CommunityRow[]) {
  if (rows.length === 0) return { rows, ownerRows: [], counts: new Map<number, number>() };
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const ownerRows = await db.select(userBriefColumns).from(users).where(inArray(users.id, ownerIds));
  const countRows = await db
    .select({ id: communityMembers.communityId, n: sql<number>`count(*)` })
    .from(communityMembers)
    .where(
      inArray(
        communityMembers.communityId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(communityMembers.communityId);
  return { rows, ownerRows, counts: new Map(countRows.map((r) => [r.id, Number(r.n)])) };
}

/** The parts as `viewerId` sees them: owners named as the viewer may see them, and the viewer's ties. */
export async function communitiesFor(
  db: Db,
  { rows, ownerRows, counts }: Awaited<ReturnType<typeof communityParts>>,
  viewer: SessionUser | null,
): Promise<CommunityJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Owners who are not pupils are named in full to everyone: the viewer's rights are read only for a pupil owner,
  // from the session's roles (not read again) and the pupils they mentor, beside the ties.
  const nameViewer = ownerRows.every(namedInFullToAll) ? null : viewer;
  const [names, ties] = await Promise.all([nameViewerOf(db, nameViewer), tiesOf(db, ids, viewer?.id ?? null)]);
  const owners = new Map(ownerRows.map((u) => [u.id, userBriefOf(names, u)]));
  const out: CommunityJson[] = [];
  for (const r of rows) {
    const tie = ties.get(r.id)!;
    out.push({
      id: r.id,
      slug: r.slug,
      name: r.name,
      description: r.description,
      logo: r.logo,
      cover: r.cover,
      is_closed: r.isClosed,
      members_count: counts.get(r.id) ?? 0,
      created_at: r.createdAt,
      owner: owners.get(r.ownerId) ?? { id: r.ownerId, name: '', last_name: '', avatar: null },
      state: tie.state,
      can_post: tie.canPost,
      request_id: tie.requestId,
      invite_id: tie.inviteId,
    });
  }
  return out;
}

/** Community pages as everyone sees them, kept while the database is unchanged (kept-answers.ts). */
const COMMUNITY_PAGES = { name: 'community-pages', maxEntries: 300 };

export async function communityJson(db: Db, id: number, viewer: SessionUser | null): Promise<CommunityJson | null> {
  const parts = await keptAnswer(
    db,
    COMMUNITY_PAGES,
    String(id),
    async () => {
      const row = await one(db.select().from(communities).where(eq(communities.id, id)));
      return row ? communityParts(db, [row]) : null;
    },
    (kept) => kept !== null,
  );
  return parts ? ((await communitiesFor(db, parts, viewer))[0] ?? null) : null;
}
