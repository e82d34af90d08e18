// The community feed: members with the right to post (the owner, and members the owner allows)
// add published catalogue materials or news; each entry answers as the site's usual card. An entry
// whose material or news is withdrawn is left out (kept, so it comes back when republished).
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { communities, communityFeedItems, communityMembers } from '../../../db/schema/communities.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { httpError } from '../../lib/http-error.ts';
import { COUNTED_ROWS, statedTotal } from '../../lib/capped-total.ts';
import { olderThan, pageAndNext, type Cursor } from '../../lib/keyset-cursor.ts';
import { canSeeInside, findCommunity, tieOf, tiesOf } from './access.ts';
import { emitCommunityEvent } from './events.ts';
import type { FeedInput } from './inputs.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { GUEST_VIEWER, nameViewerOf, namedInFullToAll, type Person } from '../../lib/person-name.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { userBriefColumns, userBriefOf, type UserBrief } from './views.ts';

const PAGE_TYPES = {
  video: [1, 'Видео'],
  audio: [2, 'Подкаст'],
  article: [3, 'Статья'],
  specproject: [4, 'Спецпроект'],
} as const;

interface FeedCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  type: { id: number | null; code: string; label: string };
  created_at: string;
  href: string;
}

export interface FeedItemJson {
  id: number;
  kind: 'material' | 'news';
  created_at: string;
  added_by: UserBrief | null;
  card: FeedCard;
}

/** Community rows for the access check, and feeds' pages as whoever may read them sees them: kept while the
 * database is unchanged (kept-answers.ts); the viewer's access and the names they may see are added per call. */
const COMMUNITY_ROWS = { name: 'community-rows', maxEntries: 1000 };
const COMMUNITY_FEEDS = { name: 'community-feeds', maxEntries: 500 };

/** Throws 404 for no such community, 403 when the caller may not read inside (a closed community they are not in). */
export async function requireInside(db: Db, communityId: number, viewerId: number | null): Promise<void> {
  const community = await keptAnswer(
    db,
    COMMUNITY_ROWS,
    String(communityId),
    () => one(db.select().from(communities).where(eq(communities.id, communityId))),
    (row) => row !== undefined,
  );
  if (!community) throw httpError(404, 'Community not found');
  const tie = (await tiesOf(db, [communityId], viewerId)).get(communityId)!;
  if (!canSeeInside(community, tie)) throw httpError(403, 'Members only');
}

type AddedBy = Person & { id: number; avatar: string | null };
type KeptEntry = Omit<FeedItemJson, 'added_by'> & { addedBy: AddedBy | null };

export async function listFeed(
  db: Db,
  communityId: number,
  viewer: SessionUser | null,
  paging: { limit: number; offset: number; cursor?: Cursor },
) {
  await requireInside(db, communityId, viewer?.id ?? null);
  const { limit, cursor } = paging;
  // After a cursor the page is read from the index (community, created_at) at any depth; an offset (the spec's
  // paging) skips that many rows first, which grows with the offset.
  const offset = cursor ? 0 : paging.offset;
  const key = `${communityId}:${limit}:${cursor ? `${cursor.at}/${cursor.id}` : `@${offset}`}`;
  const kept = await keptAnswer(db, COMMUNITY_FEEDS, key, () => feedPage(db, communityId, limit, offset, cursor));
  // Who added an entry is named as this viewer may see them; the viewer's rights (the session's roles, the pupils
  // they mentor) are read only for a pupil.
  const adders = kept.entries.flatMap((e) => (e.addedBy ? [e.addedBy] : []));
  const names = adders.every(namedInFullToAll) ? GUEST_VIEWER : await nameViewerOf(db, viewer);
  const list = kept.entries.map((e): FeedItemJson => ({
    id: e.id,
    created_at: e.created_at,
    added_by: e.addedBy ? userBriefOf(names, e.addedBy) : null,
    kind: e.kind,
    card: e.card,
  }));
  return { list, ...kept.totals, next_cursor: kept.next_cursor };
}

/** One page of the feed as anyone who may read it sees it, the adders unnamed yet. */
async function feedPage(db: Db, communityId: number, limit: number, offset: number, cursor: Cursor | undefined) {
  // Only what the public page shows: a withdrawn material or news item joins no row and is left out.
  const where = and(eq(communityFeedItems.communityId, communityId), or(isNotNull(pages.id), isNotNull(news.id)));
  const after = cursor ? olderThan(communityFeedItems.createdAt, communityFeedItems.id, cursor) : undefined;
  const publishedPage = and(eq(pages.id, communityFeedItems.pageId), eq(pages.isPublished, true));
  const publishedNews = and(eq(news.id, communityFeedItems.newsId), eq(news.isPublished, true));
  const rows = await db
    .select({ item: communityFeedItems, page: pages, news, addedBy: userBriefColumns })
    .from(communityFeedItems)
    .leftJoin(pages, publishedPage)
    .leftJoin(news, publishedNews)
    .leftJoin(users, eq(users.id, communityFeedItems.addedBy))
    .where(and(where, after))
    .orderBy(desc(communityFeedItems.createdAt), desc(communityFeedItems.id))
    .limit(limit + 1)
    .offset(offset);
  const { page, next_cursor } = pageAndNext(rows, limit, (r) => ({ at: r.item.createdAt, id: r.item.id }));
  const entries = page.flatMap((r): KeptEntry[] => {
    const addedBy = r.addedBy?.id ? { ...r.addedBy, id: r.addedBy.id } : null;
    const base = { id: r.item.id, created_at: r.item.createdAt, addedBy };
    if (r.page) {
      const [typeId, label] = PAGE_TYPES[r.page.type];
      const card = {
        id: r.page.id,
        slug: r.page.slug,
        title: r.page.title,
        description: r.page.description,
        preview: r.page.preview,
      };
      return [
        {
          ...base,
          kind: 'material',
          card: {
            ...card,
            type: { id: typeId, code: r.page.type, label },
            created_at: r.page.publishedAt,
            href: `/post/${r.page.slug}`,
          },
        },
      ];
    }
    if (r.news) {
      const n = r.news;
      const card = {
        id: n.id,
        slug: n.slug,
        title: n.title,
        description: n.description,
        preview: n.preview,
        created_at: n.publishedAt,
      };
      return [
        {
          ...base,
          kind: 'news',
          card: { ...card, type: { id: null, code: 'news', label: 'Новость' }, href: `/news/${n.slug}` },
        },
      ];
    }
    return [];
  });
  const counted = db
    .select({ one: sql`1`.as('one') })
    .from(communityFeedItems)
    .leftJoin(pages, publishedPage)
    .leftJoin(news, publishedNews)
    .where(where)
    .limit(COUNTED_ROWS);
  const [total] = await db.select({ n: sql<number>`count(*)` }).from(counted.as('capped_rows'));
  return { entries, totals: statedTotal(Number(total?.n ?? 0), { offset, limit, length: page.length }), next_cursor };
}

/** Adds a material or news item; answers the new entry's id. */
export async function addToFeed(db: Db, communityId: number, userId: number, input: FeedInput): Promise<number> {
  const id = await db.transaction(async (tx) => {
    await findCommunity(tx, communityId);
    if (!(await tieOf(tx, communityId, userId)).canPost) throw httpError(403, 'No right to post');
    if (input.page_id !== undefined) {
      const page = await one(tx.select({ ok: pages.isPublished }).from(pages).where(eq(pages.id, input.page_id)));
      if (!page?.ok) throw httpError(404, 'Material not found');
    } else {
      const item = await one(tx.select({ ok: news.isPublished }).from(news).where(eq(news.id, input.news_id)));
      if (!item?.ok) throw httpError(404, 'News not found');
    }
    const same =
      input.page_id !== undefined
        ? eq(communityFeedItems.pageId, input.page_id)
        : eq(communityFeedItems.newsId, input.news_id);
    const existing = await one(
      tx
        .select({ id: communityFeedItems.id })
        .from(communityFeedItems)
        .where(and(eq(communityFeedItems.communityId, communityId), same)),
    );
    if (existing) throw httpError(409, 'Already in the feed');
    const row = await one(
      tx
        .insert(communityFeedItems)
        .values({ communityId, pageId: input.page_id ?? null, newsId: input.news_id ?? null, addedBy: userId })
        .returning({ id: communityFeedItems.id }),
    );
    if (!row) throw new Error('feed item was not inserted');
    const members = await tx
      .select({ id: communityMembers.userId })
      .from(communityMembers)
      .where(eq(communityMembers.communityId, communityId));
    // The event's outbox row commits with the entry (domain-events.ts).
    await emitCommunityEvent(tx, 'community.feed_added', {
      communityId,
      itemId: row.id,
      addedBy: userId,
      pageId: input.page_id ?? null,
      newsId: input.news_id ?? null,
      memberIds: members.map((m) => m.id).filter((m) => m !== userId),
    });
    return row.id;
  });
  return id;
}

/** The owner, or the member who added it, takes an entry out of the feed (checked in the same transaction). */
export async function removeFromFeed(db: Db, communityId: number, itemId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const community = await findCommunity(tx, communityId);
    const where = and(eq(communityFeedItems.id, itemId), eq(communityFeedItems.communityId, communityId));
    const item = await one(tx.select({ addedBy: communityFeedItems.addedBy }).from(communityFeedItems).where(where));
    if (!item) throw httpError(404, 'Feed item not found');
    if (community.ownerId !== userId && item.addedBy !== userId) throw httpError(403, 'Only the owner can do this');
    await tx.delete(communityFeedItems).where(where);
  });
}
