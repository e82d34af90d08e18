// The catalogue query: published materials filtered by type, tags, topics and the full-text
// search (the FTS5 index of api/features/search), sorted and paged. Every filter is index-backed (see db/schema/content.ts).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pages, pageTags, pageTopics } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { cardColumns, toCards, type PageCard } from '../../lib/cards.ts';
import { matchingIds } from '../search/service.ts';
import { cachedTotal } from './totals-cache.ts';
import { listParams, listSlots, perDbShape, slotCount } from '../../lib/per-db-shape.ts';

export const CATALOG_SORTS = ['DATE_DESC', 'DATE_ASC', 'POPULAR'] as const;
type CatalogSort = (typeof CATALOG_SORTS)[number];

export interface CatalogQuery {
  pageTypeIds?: number[];
  tags?: number[];
  topics?: number[];
  search?: string;
  sort?: CatalogSort;
  limit: number;
  offset: number;
  /** Spec content_types (CONTEST, QUIZZ, COURSE): kinds that are not materials. */
  contentTypes?: string[];
  /** The signed-in viewer, so cards carry their liked/disliked. */
  viewerId?: number | null;
}

/** What changes the catalogue's SQL: the slot count of each list filter and the sort. */
interface Shape {
  types: number;
  tags: number;
  topics: number;
  ids: number;
  sort: CatalogSort;
}

const statements = perDbShape(
  (s: Shape) => `${s.types}:${s.tags}:${s.topics}:${s.ids}:${s.sort}`,
  (db, s) => {
    const where = and(
      eq(pages.isPublished, true),
      s.types ? inArray(pages.pageTypeId, listSlots('type', s.types)) : undefined,
      s.tags
        ? sql`exists (select 1 from ${pageTags} where ${pageTags.pageId} = ${pages.id} and ${inArray(pageTags.tagId, listSlots('tag', s.tags))})`
        : undefined,
      s.topics
        ? sql`exists (select 1 from ${pageTopics} where ${pageTopics.pageId} = ${pages.id} and ${inArray(pageTopics.topicId, listSlots('topic', s.topics))})`
        : undefined,
      s.ids ? inArray(pages.id, listSlots('id', s.ids)) : undefined,
    );
    return {
      rows: db
        .select(cardColumns)
        .from(pages)
        .leftJoin(users, eq(users.id, pages.userId))
        .where(where)
        .orderBy(...order(s.sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(),
      count: db
        .select({ n: sql<number>`count(*)` })
        .from(pages)
        .where(where)
        .prepare(),
    };
  },
);

function order(sort: CatalogSort) {
  if (sort === 'DATE_ASC') return [asc(pages.publishedAt), asc(pages.id)];
  if (sort === 'POPULAR') return [desc(pages.rating), desc(pages.publishedAt), desc(pages.id)];
  return [desc(pages.publishedAt), desc(pages.id)];
}

export function listCatalog(db: Db, q: CatalogQuery): { list: PageCard[]; total: number } {
  // Quizzes, courses and contests are not materials; until they exist such filters find nothing.
  if (q.contentTypes?.length) return { list: [], total: 0 };
  const matching = q.search ? matchingIds(db, q.search, 'post') : null;
  if (matching && !matching.length) return { list: [], total: 0 };
  const types = q.pageTypeIds ?? [];
  const tags = q.tags ?? [];
  const topics = q.topics ?? [];
  const ids = matching ?? [];
  const sort = q.sort ?? 'DATE_DESC';
  const { rows, count } = statements(db, {
    types: slotCount(types.length),
    tags: slotCount(tags.length),
    topics: slotCount(topics.length),
    ids: slotCount(ids.length),
    sort,
  });
  const params: Record<string, unknown> = { limit: q.limit, offset: q.offset };
  listParams('type', types, params);
  listParams('tag', tags, params);
  listParams('topic', topics, params);
  listParams('id', ids, params);
  const key = JSON.stringify([q.pageTypeIds, q.tags, q.topics, q.search?.trim()]);
  const total = cachedTotal(db, key, () => count.get(params)?.n ?? 0);
  return { list: toCards(db, rows.all(params), q.viewerId ?? null), total };
}
