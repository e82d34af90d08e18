// GET /search: the search index (search-index.ts), title matches before body matches, newest first, optionally one
// kind only, paged; results as cards (title, truncated description, href).
import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db, RenderableQuery } from '../../../db/store.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { SEARCH_KINDS, type SearchKind } from '../../../db/schema/search.ts';
import { pageType } from '../../lib/cards.ts';
import { pageBriefColumns } from '../../lib/page-brief.ts';
import { listParams, listSlots, perDbShape, slotCount } from '../../lib/per-db-shape.ts';
import { inTitle, kindOfRowid, ofKind, searchMatch, type SearchMatch } from './match.ts';
import { searchIndex } from './search-index.ts';
import { kindCounts, readMatches } from './match-reads.ts';

/** Spec section 9: card descriptions are cut at 128 characters. */
const DESCRIPTION_MAX = 128;

export interface SearchResult {
  id: number;
  kind: SearchKind;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  type: { code: string; label: string; id?: number };
  href: string;
  created_at: string | null;
}

function truncateText(text: string, max = DESCRIPTION_MAX): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

// Only the columns a result shows: never `content`, which may be large. The engine keeps each
// shape's statement prepared (one per id-list length, at most a page's).
type Loader = (db: Db, ids: number[]) => Promise<SearchResult[]>;

/**
 * A loader whose statement is built once per database and id-list size (per-db-shape.ts) and read as
 * arrays: `columns` names the select's columns in order, so each row becomes the object `map` takes.
 */
function loader<R extends Record<string, unknown>>(
  columns: readonly (keyof R & string)[],
  build: (db: Db, ids: Placeholder[]) => RenderableQuery,
  map: (row: R) => SearchResult,
): Loader {
  const statement = perDbShape(String, (db, size: number) => build(db, listSlots('id', size)));
  return async (db, ids) => {
    const params: Record<string, unknown> = {};
    listParams('id', ids, params);
    const rows = await db.$raw(statement(db, slotCount(ids.length)), params);
    return rows.map((r) => map(Object.fromEntries(columns.map((c, i) => [c, r[i]])) as R));
  };
}

const LISTED_COLUMNS = ['id', 'slug', 'title', 'description', 'preview', 'at'] as const;
type ListedRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  at: string | null;
};

/** The loader of a kind whose results all share one type label (news, events, courses, quizzes). */
function listedLoader(
  kind: SearchKind,
  t: typeof news | typeof events | typeof courses | typeof quizzes,
  at: SQLiteColumn,
  shown: (r: { id: number; slug: string }) => Pick<SearchResult, 'type' | 'href'>,
): Loader {
  return loader<ListedRow>(
    LISTED_COLUMNS,
    (db, ids) =>
      db
        .select({
          id: t.id,
          slug: t.slug,
          title: t.title,
          description: t.description,
          preview: t.preview,
          at: sql<string | null>`${at}`,
        })
        .from(t)
        .where(and(inArray(t.id, ids), eq(t.isPublished, true))),
    (r) => ({
      id: r.id,
      kind,
      slug: r.slug,
      title: r.title,
      description: truncateText(r.description),
      preview: r.preview,
      ...shown(r),
      created_at: r.at,
    }),
  );
}

const POST_COLUMNS = ['id', 'slug', 'title', 'description', 'preview', 'type', 'publishedAt'] as const;
type PostRow = Omit<ListedRow, 'at'> & { type: (typeof pages.$inferSelect)['type']; publishedAt: string };

const loaders: Record<SearchKind, Loader> = {
  post: loader<PostRow>(
    POST_COLUMNS,
    (db, ids) =>
      db
        .select(pageBriefColumns)
        .from(pages)
        .where(and(inArray(pages.id, ids), eq(pages.isPublished, true))),
    (r) => ({
      id: r.id,
      kind: 'post',
      slug: r.slug,
      title: r.title,
      description: truncateText(r.description),
      preview: r.preview,
      type: pageType(r.type),
      href: `/post/${r.slug}`,
      created_at: r.publishedAt,
    }),
  ),
  news: listedLoader('news', news, news.publishedAt, (r) => ({
    type: { code: 'news', label: 'Новость' },
    href: `/news/${r.slug}`,
  })),
  event: listedLoader('event', events, events.startAt, (r) => ({
    type: { code: 'event', label: 'Мероприятие' },
    href: `/event/${r.slug}`,
  })),
  course: listedLoader('course', courses, courses.createdAt, (r) => ({
    type: { code: 'course', label: 'Курс' },
    href: `/course/${r.id}`,
  })),
  quizzes: listedLoader('quizzes', quizzes, quizzes.createdAt, (r) => ({
    type: { code: 'quiz', label: 'Тренажер' },
    href: `/quizzes/${r.id}`,
  })),
};

/**
 * Ranking whose cost does not grow with the table, even for a word that is everywhere: items
 * whose title matches come first, then the rest, each newest first; FTS5 (SQLite) walks its index
 * backwards and stops at the page's end. Pages reach at most CANDIDATES results. Totals are
 * counted up to COUNT_CAP and flagged `total_capped` beyond it (the screen says 'более 100'),
 * so counting costs the same on any table.
 */
const CANDIDATES = 1000;
const COUNT_CAP = 100;

const indexedTerm = (db: Db) => (stem: string) => searchIndex.isTerm(db, stem);

/** A kind other than materials is read whole, oldest first, up to this many matches. */
const KIND_READ_CAP = 1000;
/** The kinds other than materials are read whole for counting, all at once, up to this many matches. */
const OTHERS_CAP = 4 * (COUNT_CAP + 1);

/**
 * The newest `limit` rowids of `match` within `kind`. SQLite's FTS5 intersects two terms cheaply only
 * oldest first (it seeks through one term's matches by the other's); newest first it steps
 * through every match of the word, so a kind with few items (news, events, courses, quizzes)
 * cost as much as the word's matches among materials. Such a kind is read oldest first, whole
 * up to KIND_READ_CAP, and reversed; materials, most of any word's matches, fill a page at once
 * newest first.
 */
async function newestOfKind(
  db: Db,
  match: SearchMatch,
  kind: SearchKind | undefined,
  limit: number,
): Promise<number[]> {
  const expr = ofKind(match, kind);
  if (kind && kind !== 'post') {
    const all = await searchIndex.oldest(db, expr, KIND_READ_CAP + 1);
    if (all.length <= KIND_READ_CAP) return all.reverse().slice(0, limit);
  }
  return searchIndex.newest(db, expr, limit);
}

/**
 * Ids of the newest CANDIDATES items of `kind` matching `query`, for list filters such as the
 * catalogue's (the list then sorts and pages only these, whatever the table's size); null when
 * the query has no words, an empty list when nothing matches.
 */
export async function matchingIds(db: Db, query: string, kind: SearchKind = 'post'): Promise<number[] | null> {
  const match = await searchMatch(query, indexedTerm(db));
  if (!match) return null;
  return (await newestOfKind(db, match, kind, CANDIDATES)).map((rowid) => kindOfRowid(rowid).id);
}

/**
 * One page of rowids: title matches first, then body-only matches (among the first CANDIDATES),
 * newest first; `pool` is every match of `q.type` (or of any kind), newest first, when the caller
 * has read them all.
 */
async function rankedPage(
  db: Db,
  match: SearchMatch,
  q: { type?: SearchKind; offset: number; limit: number },
  pool: number[] | null,
): Promise<number[]> {
  const { type: kind, offset } = q;
  const end = offset + q.limit;
  const titled = await newestOfKind(db, inTitle(match), kind, end);
  if (titled.length >= end) return titled.slice(offset, end);
  const seen = new Set(titled);
  const all = pool
    ? pool.filter((r) => !kind || kindOfRowid(r).kind === kind)
    : await newestOfKind(db, match, kind, CANDIDATES);
  const rest = all.filter((r) => !seen.has(r));
  return [...titled, ...rest].slice(offset, end);
}

export async function search(db: Db, q: { query: string; type?: SearchKind; limit: number; offset: number }) {
  const match = await searchMatch(q.query, indexedTerm(db));
  if (!match) return null;
  const reads = await readMatches(db, match, OTHERS_CAP);
  // Every match of the kind asked, when read already: the pool, or the other kinds' whole read.
  const every = reads.pool ?? (q.type && q.type !== 'post' ? reads.others : null);
  const hits = (await rankedPage(db, match, q, every)).map(kindOfRowid);
  const byKind = new Map<string, SearchResult>();
  for (const kind of SEARCH_KINDS) {
    const ids = hits.filter((h) => h.kind === kind).map((h) => h.id);
    if (ids.length) for (const r of await loaders[kind](db, ids)) byKind.set(`${kind}:${r.id}`, r);
  }
  const list = hits.map((h) => byKind.get(`${h.kind}:${h.id}`)).filter((r): r is SearchResult => !!r);
  const counts = await kindCounts(db, match, reads, COUNT_CAP + 1);
  const found = q.type ? counts[q.type] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { list, total: Math.min(found, COUNT_CAP), total_capped: found > COUNT_CAP, counts: capCounts(counts) };
}

/** Each kind's count as shown: at most COUNT_CAP (the sum decides `total_capped`). */
const capCounts = (counts: Record<SearchKind, number>): Record<SearchKind, number> =>
  Object.fromEntries(SEARCH_KINDS.map((k) => [k, Math.min(counts[k], COUNT_CAP)])) as Record<SearchKind, number>;
