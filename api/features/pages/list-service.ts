// The catalogue query: published materials filtered by type, tags, topics and the full-text
// search (the index of api/features/search), sorted and paged. Every filter is index-backed (see db/schema/content.ts).
// A search whose word is common walks the list's own order and keeps what matches (search-walk.ts),
// so no call sorts or counts every match.
import type { Db } from '../../../db/store.ts';
import { cardsByIds, withViewerReactions, type PageCard } from '../../lib/cards.ts';
import { postSearchFilter } from '../search/post-filter.ts';
import { candidateCount, knownPage } from './known-page.ts';
import { walkPage } from './search-walk.ts';
import { cachedTotal } from './totals-cache.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { statedTotal, type CappedTotal } from '../../lib/capped-total.ts';
import { bound, firstRows, type CatalogSort } from './list-statements.ts';

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

type CatalogAnswer = { list: PageCard[] } & CappedTotal;

const CATALOG_LISTS = { name: 'catalog', maxEntries: 500 };

/**
 * The catalogue page for `q`. The public answer is kept while the database is unchanged
 * (api/lib/kept-answers.ts); a viewer's answer is that one plus their own likes and dislikes, the same as
 * computing it with the viewer (list-service.test.ts compares both ways).
 */
export async function listCatalog(db: Db, q: CatalogQuery): Promise<CatalogAnswer> {
  const key = JSON.stringify([q.pageTypeIds, q.tags, q.topics, q.search, q.sort, q.limit, q.offset, q.contentTypes]);
  const shown = await keptAnswer(db, CATALOG_LISTS, key, () => computeCatalog(db, { ...q, viewerId: null }));
  if (q.viewerId == null) return shown;
  return { ...shown, list: await withViewerReactions(db, shown.list, q.viewerId) };
}

/** The answer computed from the tables, with the viewer's reactions when `q.viewerId` is set. */
export async function computeCatalog(db: Db, q: CatalogQuery): Promise<CatalogAnswer> {
  // Quizzes, courses and contests are not materials; until they exist such filters find nothing.
  if (q.contentTypes?.length) return { list: [], total: 0, total_capped: false };
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
  if (search && !('ids' in search) && sort !== 'POPULAR') {
    page = await knownPage(search.probe, (ids, edge, limit) => firstRows(db, filters, sort, ids, edge, limit), q);
    if (!page && search.probe.short) search = await probe(q.search!);
  }
  if (search && 'ids' in search && !search.ids.length) return { list: [], total: 0, total_capped: false };
  if (!search || 'ids' in search) {
    const { counted: count, pageFor } = bound(db, filters, search?.ids ?? [], sort, q.limit, q.offset);
    const counted = await cachedTotal(db, key, count);
    const ids = await pageFor(counted);
    return {
      list: await cardsByIds(db, ids, q.viewerId ?? null),
      ...statedTotal(counted, { ...q, length: ids.length }),
    };
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
  const counted = await cachedTotal(db, key, async () => {
    return bound(db, filters, await candidates(), sort, 0, 0).counted();
  });
  const ids = page ?? (await fromCandidates());
  return { list: await cardsByIds(db, ids, q.viewerId ?? null), ...statedTotal(counted, { ...q, length: ids.length }) };
}
