// The Page card every list answers with (catalogue, main page, page list): one mapping,
// so a card looks the same wherever a material is listed. Snake_case on the wire.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import { pages, pageTags, type PageTypeCode } from '../../db/schema/content.ts';
import { tags } from '../../db/schema/dictionaries.ts';
import { users } from '../../db/schema/users.ts';
import { perDb } from './per-db.ts';
import { GUEST_VIEWER, visibleName } from './person-name.ts';
import { inJsonIds, jsonArrayOfObjects } from './sql-dialect.ts';
import { reactionCountOf, viewerReactions } from './reaction-counts.ts';

export const PAGE_TYPE_IDS: Record<PageTypeCode, number> = { video: 1, audio: 2, article: 3, specproject: 4 };
const PAGE_TYPE_LABELS: Record<PageTypeCode, string> = {
  video: 'Видео',
  audio: 'Подкаст',
  article: 'Статья',
  specproject: 'Спецпроект',
};

export function pageType(code: PageTypeCode) {
  return { id: PAGE_TYPE_IDS[code], code, label: PAGE_TYPE_LABELS[code] };
}

/**
 * Columns a card needs, its tags (a JSON array of {id, name, slug}) and like counts included,
 * read as arrays in this order (CardRow).
 */
const cardColumns = (db: Db) => ({
  id: pages.id,
  slug: pages.slug,
  title: pages.title,
  description: pages.description,
  preview: pages.preview,
  promo: pages.promo,
  type: pages.type,
  rating: pages.rating,
  publishedAt: pages.publishedAt,
  userName: users.name,
  userLastName: users.lastName,
  userTypeId: users.typeId,
  userAvatar: users.avatar,
  tags: jsonArrayOfObjects(
    db,
    [
      ['id', tags.id],
      ['name', tags.name],
      ['slug', tags.slug],
    ],
    sql`from ${pageTags} join ${tags} on ${tags.id} = ${pageTags.tagId} where ${pageTags.pageId} = ${pages.id}`,
    sql`${tags.id}`,
  ).mapWith(String),
  likes: reactionCountOf('post', pages.id, 1),
  dislikes: reactionCountOf('post', pages.id, -1),
});

type CardRow = [
  id: number,
  slug: string,
  title: string,
  description: string,
  preview: string | null,
  promo: string | null,
  type: PageTypeCode,
  rating: number,
  publishedAt: string,
  userName: string | null,
  userLastName: string | null,
  userTypeId: number | null,
  userAvatar: string | null,
  tags: string,
  likes: number,
  dislikes: number,
];

/** A material's byline: the same for every viewer (cards are shared), so named as the public sees its author. */
export function authorName(name: string | null, lastName: string | null, typeId: number | null): string {
  return visibleName(GUEST_VIEWER, { id: null, name, lastName, typeId });
}

/**
 * The cards of given materials, one query for all of them. Lists select their page's ids first
 * and then its cards: a card's tags and counts are subqueries, which SQLite would evaluate for
 * every row it sorts, not only the page's. Built once per database: the engine renders it once.
 */
const cardsQuery = perDb((db) =>
  db
    .select(cardColumns(db))
    .from(pages)
    .leftJoin(users, eq(users.id, pages.userId))
    .where(inJsonIds(db, pages.id, 'ids')),
);

/** Cards of `ids` in their order (an id with no material is left out); `viewerId` adds liked/disliked. */
export async function cardsByIds(db: Db, ids: readonly number[], viewerId: number | null = null): Promise<PageCard[]> {
  const rows = ids.length ? await db.$raw<CardRow>(cardsQuery(db), { ids: JSON.stringify(ids) }) : [];
  const byId = new Map(rows.map((r) => [r[0], r]));
  const cards = ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toCard(r)] : [];
  });
  return viewerId === null ? cards : withViewerReactions(db, cards, viewerId);
}

/** The cards with the viewer's own like or dislike (one query for all of them). */
export async function withViewerReactions(db: Db, cards: readonly PageCard[], viewerId: number): Promise<PageCard[]> {
  if (!cards.length) return [];
  const mine = await viewerReactions(
    db,
    'post',
    cards.map((c) => c.id),
    viewerId,
  );
  return cards.map((c) => viewerCard(c, mine.get(c.id)));
}

function toCard([id, slug, title, description, preview, promo, type, rating, publishedAt, ...rest]: CardRow) {
  const [userName, userLastName, userTypeId, userAvatar, tagsJson, likes, dislikes] = rest;
  return {
    id,
    slug,
    title,
    description,
    preview,
    promo,
    type: pageType(type),
    user: { name: authorName(userName, userLastName, userTypeId), avatar: userAvatar },
    rating,
    created_at: publishedAt,
    href: `/post/${slug}`,
    tags: JSON.parse(tagsJson) as { id: number; name: string; slug: string }[],
    likes,
    dislikes,
  };
}

/**
 * A copy of `c` with the viewer's reaction. Spelled out: an object spread of a card cost about
 * 1 µs, more than the rest of a signed-in caller's kept list.
 */
function viewerCard(c: PageCard, value: number | undefined): PageCard {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    preview: c.preview,
    promo: c.promo,
    type: c.type,
    user: c.user,
    rating: c.rating,
    created_at: c.created_at,
    href: c.href,
    tags: c.tags,
    likes: c.likes,
    dislikes: c.dislikes,
    liked: value === 1,
    disliked: value === -1,
  };
}

/** A card as every list answers it; `liked` and `disliked` only for a signed-in viewer. */
export type PageCard = ReturnType<typeof toCard> & { liked?: boolean; disliked?: boolean };
