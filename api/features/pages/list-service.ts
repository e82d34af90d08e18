// The catalogue query: published materials filtered by type, tags, topics and the full-text
// search (the FTS5 index of api/features/search), sorted and paged. Every filter is index-backed (see db/schema/content.ts).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pages, pageTags, pageTopics } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/users.ts';
import { cardColumns, toCards, type PageCard } from '../../lib/cards.ts';
import { matchingIds } from '../search/service.ts';
import { cachedTotal } from './totals-cache.ts';

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

function conditions(db: Db, q: CatalogQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(pages.isPublished, true)];
  if (q.pageTypeIds?.length) where.push(inArray(pages.pageTypeId, q.pageTypeIds));
  if (q.tags?.length)
    where.push(
      sql`exists (select 1 from ${pageTags} where ${pageTags.pageId} = ${pages.id} and ${inArray(pageTags.tagId, q.tags)})`,
    );
  if (q.topics?.length)
    where.push(
      sql`exists (select 1 from ${pageTopics} where ${pageTopics.pageId} = ${pages.id} and ${inArray(pageTopics.topicId, q.topics)})`,
    );
  const matching = q.search ? matchingIds(db, q.search, 'post') : null;
  if (matching) where.push(matching.length ? inArray(pages.id, matching) : sql`0`);
  return and(...where);
}

function order(sort: CatalogSort = 'DATE_DESC') {
  if (sort === 'DATE_ASC') return [asc(pages.publishedAt), asc(pages.id)];
  if (sort === 'POPULAR') return [desc(pages.rating), desc(pages.publishedAt), desc(pages.id)];
  return [desc(pages.publishedAt), desc(pages.id)];
}

export function listCatalog(db: Db, q: CatalogQuery): { list: PageCard[]; total: number } {
  // Quizzes, courses and contests are not materials; until they exist such filters find nothing.
  if (q.contentTypes?.length) return { list: [], total: 0 };
  const where = conditions(db, q);
  const rows = db
    .select(cardColumns)
    .from(pages)
    .leftJoin(users, eq(users.id, pages.userId))
    .where(where)
    .orderBy(...order(q.sort))
    .limit(q.limit)
    .offset(q.offset)
    .all();
  const key = JSON.stringify([q.pageTypeIds, q.tags, q.topics, q.search?.trim()]);
  const total = cachedTotal(
    db,
    key,
    () =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(pages)
        .where(where)
        .get()?.n ?? 0,
  );
  return { list: toCards(db, rows, q.viewerId ?? null), total };
}
