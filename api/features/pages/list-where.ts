// The catalogue list's filters as SQL: the shape that changes a statement (slot counts, sort) and its WHERE,
// shared by the list's statements (list-statements.ts) and its driven count (driven-count.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { pages, pageTags, pageTopics } from '../../../db/schema/content.ts';
import { listSlots } from '../../lib/per-db-shape.ts';

export const CATALOG_SORTS = ['DATE_DESC', 'DATE_ASC', 'POPULAR'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** What changes the catalogue's SQL: the slot count of each list filter and the sort. */
export interface Shape {
  types: number;
  tags: number;
  topics: number;
  ids: number;
  sort: CatalogSort;
}

export const shapeKey = (s: Shape) => `${s.types}:${s.tags}:${s.topics}:${s.ids}:${s.sort}`;

export function whereOf(s: Shape) {
  return and(
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
}
