// GET /search: the FTS5 index ranked by bm25 (a title hit weighs ten times a body hit),
// optionally one kind only, paged; results as cards (title, truncated description, href).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { SEARCH_KIND_SLOTS, SEARCH_KINDS, type SearchKind } from '../../../db/schema/search.ts';
import { pageType } from '../../lib/cards.ts';
import { ftsQuery, kindOfRowid } from './fts-query.ts';

/** Spec section 9: card descriptions are cut at 128 characters. */
export const DESCRIPTION_MAX = 128;

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

export function truncateText(text: string, max = DESCRIPTION_MAX): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

// Only the columns a result shows: never `content`, which may be large.
type Loader = (db: Db, ids: number[]) => SearchResult[];
const loaders: Record<SearchKind, Loader> = {
  post: (db, ids) =>
    db
      .select({
        id: pages.id,
        slug: pages.slug,
        title: pages.title,
        description: pages.description,
        preview: pages.preview,
        type: pages.type,
        publishedAt: pages.publishedAt,
      })
      .from(pages)
      .where(and(inArray(pages.id, ids), eq(pages.isPublished, true)))
      .all()
      .map((r) => ({
        id: r.id,
        kind: 'post',
        slug: r.slug,
        title: r.title,
        description: truncateText(r.description),
        preview: r.preview,
        type: pageType(r.type),
        href: `/post/${r.slug}`,
        created_at: r.publishedAt,
      })),
  news: (db, ids) =>
    db
      .select({
        id: news.id,
        slug: news.slug,
        title: news.title,
        description: news.description,
        preview: news.preview,
        publishedAt: news.publishedAt,
      })
      .from(news)
      .where(and(inArray(news.id, ids), eq(news.isPublished, true)))
      .all()
      .map((r) => ({
        id: r.id,
        kind: 'news',
        slug: r.slug,
        title: r.title,
        description: truncateText(r.description),
        preview: r.preview,
        type: { code: 'news', label: 'Новость' },
        href: `/news/${r.slug}`,
        created_at: r.publishedAt,
      })),
  event: (db, ids) =>
    db
      .select({
        id: events.id,
        slug: events.slug,
        title: events.title,
        description: events.description,
        preview: events.preview,
        startAt: events.startAt,
      })
      .from(events)
      .where(and(inArray(events.id, ids), eq(events.isPublished, true)))
      .all()
      .map((r) => ({
        id: r.id,
        kind: 'event',
        slug: r.slug,
        title: r.title,
        description: truncateText(r.description),
        preview: r.preview,
        type: { code: 'event', label: 'Мероприятие' },
        href: `/event/${r.slug}`,
        created_at: r.startAt,
      })),
  course: (db, ids) =>
    db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        description: courses.description,
        preview: courses.preview,
        createdAt: courses.createdAt,
      })
      .from(courses)
      .where(and(inArray(courses.id, ids), eq(courses.isPublished, true)))
      .all()
      .map((r) => ({
        id: r.id,
        kind: 'course',
        slug: r.slug,
        title: r.title,
        description: truncateText(r.description),
        preview: r.preview,
        type: { code: 'course', label: 'Курс' },
        href: `/course/${r.id}`,
        created_at: r.createdAt,
      })),
  quizzes: (db, ids) =>
    db
      .select({
        id: quizzes.id,
        slug: quizzes.slug,
        title: quizzes.title,
        description: quizzes.description,
        preview: quizzes.preview,
        createdAt: quizzes.createdAt,
      })
      .from(quizzes)
      .where(and(inArray(quizzes.id, ids), eq(quizzes.isPublished, true)))
      .all()
      .map((r) => ({
        id: r.id,
        kind: 'quizzes',
        slug: r.slug,
        title: r.title,
        description: truncateText(r.description),
        preview: r.preview,
        type: { code: 'quiz', label: 'Тренажер' },
        href: `/quizzes/${r.id}`,
        created_at: r.createdAt,
      })),
};

/** Inlined, not bound: a bound JS number is a REAL in SQLite, and rowid / 8.0 is not an id. */
const SLOTS = sql.raw(String(SEARCH_KIND_SLOTS));
const kindFilter = (kind: SearchKind | undefined) =>
  kind ? sql` and rowid % ${SLOTS} = ${SEARCH_KINDS.indexOf(kind)}` : sql``;

/**
 * Results are ranked within a bounded candidate set, so a call costs the same on 1,000 or
 * 100,000 materials even for a word that is everywhere: the newest CANDIDATES matches, plus the
 * newest CANDIDATES title matches (a title hit weighs ten times a body hit, and must not be
 * crowded out by body hits). Totals are counted up to CANDIDATES and flagged `total_capped`
 * beyond it (the screen says 'более 1 000').
 */
export const CANDIDATES = 1000;

/** Matching rows per kind among the first CANDIDATES + 1 matches, and whether there are more. */
export function searchCounts(db: Db, match: string): { counts: Record<SearchKind, number>; capped: boolean } {
  const rows = db.all<{ k: number; n: number }>(
    sql`select k, count(*) as n from (select rowid % ${SLOTS} as k from search_index where search_index match ${match} limit ${CANDIDATES + 1}) group by k`,
  );
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  let all = 0;
  for (const r of rows) {
    counts[SEARCH_KINDS[r.k]!] = r.n;
    all += r.n;
  }
  return { counts, capped: all > CANDIDATES };
}

/** Matches of one kind, counted up to CANDIDATES + 1. */
function kindTotal(db: Db, match: string, kind: SearchKind): number {
  return (
    db.get<{ n: number }>(
      sql`select count(*) as n from (select 1 from search_index where search_index match ${match}${kindFilter(kind)} limit ${CANDIDATES + 1})`,
    )?.n ?? 0
  );
}

/**
 * Ids of the newest CANDIDATES items of `kind` matching `query`, for list filters such as the
 * catalogue's (the list then sorts and pages only these, whatever the table's size); null when
 * the query has no words, an empty list when nothing matches.
 */
export function matchingIds(db: Db, query: string, kind: SearchKind = 'post'): number[] | null {
  const match = ftsQuery(query);
  if (!match) return null;
  return db
    .all<{ rowid: number }>(
      sql`select rowid from search_index where search_index match ${match}${kindFilter(kind)} order by rowid desc limit ${CANDIDATES}`,
    )
    .map((r) => kindOfRowid(r.rowid).id);
}

export function search(db: Db, q: { query: string; type?: SearchKind; limit: number; offset: number }) {
  const match = ftsQuery(q.query);
  if (!match) return null;
  const inTitle = `title : (${match})`;
  const candidates = (m: string) =>
    sql`select * from (select rowid, bm25(search_index, 10.0, 1.0) as score from search_index where search_index match ${m}${kindFilter(q.type)} order by rowid desc limit ${CANDIDATES})`;
  const hits = db
    .all<{ rowid: number }>(
      sql`select rowid, min(score) as score from (${candidates(inTitle)} union all ${candidates(match)}) group by rowid order by score, rowid desc limit ${q.limit} offset ${q.offset}`,
    )
    .map((h) => kindOfRowid(h.rowid));
  const byKind = new Map<string, SearchResult>();
  for (const kind of SEARCH_KINDS) {
    const ids = hits.filter((h) => h.kind === kind).map((h) => h.id);
    if (ids.length) for (const r of loaders[kind](db, ids)) byKind.set(`${kind}:${r.id}`, r);
  }
  const list = hits.map((h) => byKind.get(`${h.kind}:${h.id}`)).filter((r): r is SearchResult => !!r);
  const { counts, capped } = searchCounts(db, match);
  const found = q.type ? kindTotal(db, match, q.type) : Object.values(counts).reduce((a, b) => a + b, 0);
  const totalCapped = q.type ? found > CANDIDATES : capped;
  return { list, total: Math.min(found, CANDIDATES), total_capped: totalCapped, counts };
}
