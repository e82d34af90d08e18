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

type Loader = (db: Db, ids: number[]) => SearchResult[];
const loaders: Record<SearchKind, Loader> = {
  post: (db, ids) =>
    db
      .select()
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
      .select()
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
      .select()
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
      .select()
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
      .select()
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

/** Matching rows per kind (the whole result, not one page). */
export function searchCounts(db: Db, match: string): Record<SearchKind, number> {
  const rows = db.all<{ k: number; n: number }>(
    sql`select rowid % ${SLOTS} as k, count(*) as n from search_index where search_index match ${match} group by k`,
  );
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  for (const r of rows) counts[SEARCH_KINDS[r.k]!] = r.n;
  return counts;
}

/** Ids of items of `kind` matching `query` (for list filters such as the catalogue's), as a subquery. */
export function matchingIds(query: string, kind: SearchKind = 'post') {
  const match = ftsQuery(query);
  if (!match) return null;
  return sql`select rowid / ${SLOTS} from search_index where search_index match ${match} and rowid % ${SLOTS} = ${SEARCH_KINDS.indexOf(kind)}`;
}

export function search(db: Db, q: { query: string; type?: SearchKind; limit: number; offset: number }) {
  const match = ftsQuery(q.query);
  if (!match) return null;
  const hits = db
    .all<{ rowid: number }>(
      sql`select rowid from search_index where search_index match ${match}${kindFilter(q.type)} order by bm25(search_index, 10.0, 1.0) limit ${q.limit} offset ${q.offset}`,
    )
    .map((h) => kindOfRowid(h.rowid));
  const byKind = new Map<string, SearchResult>();
  for (const kind of SEARCH_KINDS) {
    const ids = hits.filter((h) => h.kind === kind).map((h) => h.id);
    if (ids.length) for (const r of loaders[kind](db, ids)) byKind.set(`${kind}:${r.id}`, r);
  }
  const list = hits.map((h) => byKind.get(`${h.kind}:${h.id}`)).filter((r): r is SearchResult => !!r);
  const counts = searchCounts(db, match);
  const total = q.type ? counts[q.type] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { list, total, counts };
}
