// The Page card every list answers with (catalogue, main page, page list): one mapping,
// so a card looks the same wherever a material is listed. Snake_case on the wire.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages, pageTags, type PageTypeCode } from '../../db/schema/content.ts';
import { tags } from '../../db/schema/dictionaries.ts';
import { users } from '../../db/schema/users.ts';
import { reactionSummaries } from './reaction-counts.ts';
import { listParams, listSlots, perDbShape, slotCount } from './per-db-shape.ts';

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

/** Columns a card needs; select them with `db.select(cardColumns)`. */
export const cardColumns = {
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
  userAvatar: users.avatar,
};

export interface CardRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  promo: string | null;
  type: PageTypeCode;
  rating: number;
  publishedAt: string;
  userName: string | null;
  userLastName: string | null;
  userAvatar: string | null;
}

export function authorName(name: string | null, lastName: string | null): string {
  return [name, lastName].filter(Boolean).join(' ').trim();
}

const tagStatement = perDbShape(
  (size: number) => String(size),
  (db, size) =>
    db
      .select({ pageId: pageTags.pageId, id: tags.id, name: tags.name, slug: tags.slug })
      .from(pageTags)
      .innerJoin(tags, eq(tags.id, pageTags.tagId))
      .where(inArray(pageTags.pageId, listSlots('page', size)))
      .prepare(),
);

/** Maps rows to cards, loading tags and like counts of all of them at once; `viewerId` adds liked/disliked. */
export function toCards(db: Db, rows: CardRow[], viewerId: number | null = null) {
  const ids = rows.map((r) => r.id);
  const params: Record<string, unknown> = {};
  listParams('page', ids, params);
  const tagRows = ids.length ? tagStatement(db, slotCount(ids.length)).all(params) : [];
  const reactions = reactionSummaries(db, 'post', ids, viewerId);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    preview: r.preview,
    promo: r.promo,
    type: pageType(r.type),
    user: { name: authorName(r.userName, r.userLastName), avatar: r.userAvatar },
    rating: r.rating,
    created_at: r.publishedAt,
    href: `/post/${r.slug}`,
    tags: tagRows.filter((t) => t.pageId === r.id).map(({ id, name, slug }) => ({ id, name, slug })),
    ...(reactions.get(r.id) ?? { likes: 0, dislikes: 0 }),
  }));
}

export type PageCard = ReturnType<typeof toCards>[number];
