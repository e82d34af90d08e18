// The catalogue query: published materials filtered by type, tags, topics and the full-text
// search (the FTS5 index of api/features/search), sorted and paged. Every filter is index-backed (see db/schema/content.ts).
// A search whose word is common walks the list's own order and keeps what matches (search-walk.ts),
// so no call sorts or counts every match.
import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { pages, pageTags, pageTopics } from '../../../db/schema/content.ts';
import { cardsByIds, withViewerReactions, type PageCard } from '../../lib/cards.ts';
import { postSearchFilter } from '../search/post-filter.ts';
import { candidateCount, knownPage } from './known-page.ts';
import { walkPage } from './search-walk.ts';
import { cachedTotal } from './totals-cache.ts';
import { keptList } from './kept-lists.ts';
import { listParams, listSlots, perDbShape, slotCount } from '../../lib/per-db-shape.ts';
import { preparePluck } from '../../lib/pluck.ts';

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
      // The list's ids in order, a page of them or a chunk of the walk: plain numbers, as the walk
      // reads hundreds per call and a row object each cost more than the query. Cards follow.
      pageIds: preparePluck<number>(
        db,
        db
          .select({ id: pages.id })
          .from(pages)
          .where(where)
          .orderBy(...order(s.sort))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
      // A list by date: its first rows that are candidates (a JSON array of ids) or outside their id
      // range (known-page.ts), in one scan of the date index.
      firstOf:
        s.sort === 'POPULAR'
          ? null
          : preparePluck<number>(
              db,
              db
                .select({ id: pages.id })
                .from(pages)
                .where(
                  and(
                    where,
                    or(
                      (s.sort === 'DATE_ASC' ? gt : lt)(pages.id, sql.placeholder('edge')),
                      sql`${pages.id} in (select value from json_each(${sql.placeholder('json')}))`,
                    ),
                  ),
                )
                .orderBy(...order(s.sort))
                .limit(sql.placeholder('limit')),
            ),
      count: preparePluck<number>(
        db,
        db
          .select({ n: sql<number>`count(*)` })
          .from(pages)
          .where(where),
      ),
    };
  },
);

function order(sort: CatalogSort) {
  if (sort === 'DATE_ASC') return [asc(pages.publishedAt), asc(pages.id)];
  if (sort === 'POPULAR') return [desc(pages.rating), desc(pages.publishedAt), desc(pages.id)];
  return [desc(pages.publishedAt), desc(pages.id)];
}

type CatalogAnswer = { list: PageCard[]; total: number };

/**
 * The catalogue page for `q`. The public answer is kept while the database is unchanged
 * (kept-lists.ts); a viewer's answer is that one plus their own likes and dislikes, the same as
 * computing it with the viewer (list-service.test.ts compares both ways).
 */
export async function listCatalog(db: Db, q: CatalogQuery): Promise<CatalogAnswer> {
  const key = JSON.stringify([q.pageTypeIds, q.tags, q.topics, q.search, q.sort, q.limit, q.offset, q.contentTypes]);
  const shown = await keptList(db, key, () => computeCatalog(db, { ...q, viewerId: null }));
  if (q.viewerId == null) return shown;
  return { list: await withViewerReactions(db, shown.list, q.viewerId), total: shown.total };
}

/** The answer computed from the tables, with the viewer's reactions when `q.viewerId` is set. */
export async function computeCatalog(db: Db, q: CatalogQuery): Promise<CatalogAnswer> {
  // Quizzes, courses and contests are not materials; until they exist such filters find nothing.
  if (q.contentTypes?.length) return { list: [], total: 0 };
  const sort = q.sort ?? 'DATE_DESC';
  const filters = { types: q.pageTypeIds ?? [], tags: q.tags ?? [], topics: q.topics ?? [] };
  const key = JSON.stringify([q.pageTypeIds, q.tags, q.topics, q.search?.trim()]);
  // The probe reads the matches where the list starts: the oldest for a list oldest first.
  const probe = (search: string, want?: number) =>
    postSearchFilter(db, search, { side: sort === 'DATE_ASC' ? 'oldest' : 'newest', want });
  // A list oldest first wants only its page's candidates (known-page.ts): its start, the oldest
  // materials, rarely changes, so they usually prove the page. Newest first starts where drafts
  // are published out of their creation order, the page is often not proved, and a short probe
  // would be read again whole.
  let search = q.search ? await probe(q.search, sort === 'DATE_ASC' ? candidateCount(q) : undefined) : null;
  let page: number[] | null = null;
  let walkOf: ReturnType<typeof bound> | undefined;
  const walk = () => (walkOf ??= bound(db, filters, [], sort, q.limit, q.offset));
  // A common word in a list by date: the page from the probe's first matches (known-page.ts). Where
  // they do not prove it, a short probe is read again whole, so few matches are still sorted whole.
  const firstOf = search && !('ids' in search) ? walk().firstOf : null;
  if (search && !('ids' in search) && firstOf) {
    page = await knownPage(
      search.probe,
      (ids, edge, limit) => firstOf({ ...walk().params, json: JSON.stringify(ids), edge, limit }),
      q,
    );
    if (!page && search.probe.short) search = await probe(q.search!);
  }
  if (search && 'ids' in search && !search.ids.length) return { list: [], total: 0 };
  if (!search || 'ids' in search) {
    const { pageIds, count, params } = bound(db, filters, search?.ids ?? [], sort, q.limit, q.offset);
    const total = await cachedTotal(db, key, async () => (await count(params))[0] ?? 0);
    return { list: await cardsByIds(db, await pageIds(params), q.viewerId ?? null), total };
  }
  // A common word: the page from the probe's matches (above), else from a walk of the list's order,
  // or (past the walk's budget) from the newest matches.
  const common = search;
  page ??= await walkPage((limit, offset) => walk().pageIds({ ...walk().params, limit, offset }), common, q);
  let newest: Promise<number[]> | undefined;
  const candidates = () => (newest ??= common.newest());
  const fromCandidates = async () => {
    const chosen = bound(db, filters, await candidates(), sort, q.limit, q.offset);
    return chosen.pageIds(chosen.params);
  };
  const total = await cachedTotal(db, key, async () => {
    const capped = bound(db, filters, await candidates(), sort, 0, 0);
    return (await capped.count(capped.params))[0] ?? 0;
  });
  return { list: await cardsByIds(db, page ?? (await fromCandidates()), q.viewerId ?? null), total };
}

/** The statements of one shape with their parameters bound. */
function bound(
  db: Db,
  f: { types: number[]; tags: number[]; topics: number[] },
  ids: number[],
  sort: CatalogSort,
  limit: number,
  offset: number,
) {
  const shape = {
    types: slotCount(f.types.length),
    tags: slotCount(f.tags.length),
    topics: slotCount(f.topics.length),
    ids: slotCount(ids.length),
    sort,
  };
  const params: Record<string, unknown> = { limit, offset };
  listParams('type', f.types, params);
  listParams('tag', f.tags, params);
  listParams('topic', f.topics, params);
  listParams('id', ids, params);
  return { ...statements(db, shape), params };
}
