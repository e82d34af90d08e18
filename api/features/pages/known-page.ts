// A page of the catalogue by date, filtered by a common search word, from the search probe's
// matches alone: where dates follow ids (a site publishes what it writes), the first rows of a
// list by date are among the newest or oldest matches, so the page costs about offset + limit
// rows instead of a walk of (offset + limit) / share. Never answers a page it has not proved
// exact; null sends the caller to the walk (search-walk.ts).
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pages } from '../../../db/schema/content.ts';
import { perDb } from '../../lib/per-db.ts';
import { preparePluck } from '../../lib/pluck.ts';
import type { ProbeSide } from '../search/post-filter.ts';

/** Candidates taken from the probe for each row the page needs (the list's filters drop some). */
const MARGIN = 1.25;

/**
 * Whether a published material outside the candidates' id range (above `edge` oldest first,
 * below it newest first) comes no later than the row `last` in the list's order. Any material,
 * whatever the list's filters: a superset, so a yes only sends the call to the walk.
 */
const outsiders = perDb((db) => {
  const lastAt = sql`(select ${pages.publishedAt} from ${pages} where ${pages.id} = ${sql.placeholder('last')})`;
  // The unary + keeps SQLite on the date index (the rows up to `last`) instead of the id range.
  const id = sql`+${pages.id}`;
  const check = (at: ReturnType<typeof lte>, outside: ReturnType<typeof sql>) =>
    preparePluck<number>(
      db,
      db
        .select({ one: sql<number>`1` })
        .from(pages)
        .where(and(eq(pages.isPublished, true), at, outside))
        .limit(1),
    );
  const first = (order: ReturnType<typeof asc>[]) =>
    preparePluck<number>(
      db,
      db
        .select({ id: pages.id })
        .from(pages)
        .where(eq(pages.isPublished, true))
        .orderBy(...order)
        .limit(1),
    );
  return {
    oldest: {
      first: first([asc(pages.publishedAt), asc(pages.id)]),
      check: check(lte(pages.publishedAt, lastAt), sql`${id} > ${sql.placeholder('edge')}`),
    },
    newest: {
      first: first([desc(pages.publishedAt), desc(pages.id)]),
      check: check(gte(pages.publishedAt, lastAt), sql`${id} < ${sql.placeholder('edge')}`),
    },
  };
});

/**
 * The page's ids (`offset`, `limit` counted among matching rows) of a list sorted by date from
 * the probe's side (oldest first from the oldest matches, newest first from the newest), or null
 * when the probe's first ids do not prove it. `sorted(ids, limit)` answers at most `limit` of
 * `ids` in the list's order, with its filters.
 */
export function knownPage(
  db: Db,
  probe: { side: ProbeSide; ids: readonly number[] },
  sorted: (ids: number[], limit: number) => number[],
  q: { limit: number; offset: number },
): number[] | null {
  const need = q.offset + q.limit;
  const size = Math.ceil(need * MARGIN);
  if (size > probe.ids.length) return null;
  // Every match between the probe's first id and `edge` is a candidate.
  const candidates = probe.ids.slice(0, size);
  const edge = candidates.at(-1)!;
  const beyond = probe.side === 'oldest' ? (id: number) => id > edge : (id: number) => id < edge;
  const s = outsiders(db)[probe.side];
  // The list's first material beyond `edge` already disproves (one read, where the check below scans).
  if (s.first({}).some(beyond)) return null;
  const rows = sorted(candidates, need);
  if (rows.length < need) return null;
  // No material beyond `edge` up to the page's last row: every matching row up to it is a candidate.
  if (s.check({ last: rows.at(-1)!, edge }).length) return null;
  return rows.slice(q.offset);
}
