// Likes and dislikes counted for many items at once, with the viewer's own reaction: the one
// read every card, page and comment uses, so counts look the same everywhere. Counting rows
// (index-backed) rather than keeping counters means a count can never drift from the rows.
import { and, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import { reactions, type ReactionTarget } from '../../db/schema/reactions.ts';
import { listParams, listSlots, perDbShape, slotCount } from './per-db-shape.ts';

export interface ReactionSummary {
  likes: number;
  dislikes: number;
  liked?: boolean;
  disliked?: boolean;
}

const CHUNK = 512;

/**
 * The same count as a subquery of another statement's row, for lists that read their counts in
 * one statement (api/lib/cards.ts): one reaction value per target on the reactions' index.
 */
export function reactionCountOf(type: ReactionTarget, targetId: SQLWrapper, value: 1 | -1): SQL<number> {
  return sql<number>`(select count(*) from ${reactions} where ${reactions.targetType} = ${sql.raw(`'${type}'`)} and ${reactions.targetId} = ${targetId} and ${reactions.value} = ${sql.raw(String(value))})`;
}

/**
 * Counts and the viewer's reactions for one chunk of ids, built once per slot count and run with
 * `$raw` (rows as arrays, in the select's column order).
 */
const queries = perDbShape(
  (size: number) => String(size),
  (db, size) => {
    const where = and(
      eq(reactions.targetType, sql.placeholder('type')),
      inArray(reactions.targetId, listSlots('id', size)),
      ne(reactions.value, 0),
    );
    return {
      counts: db
        .select({
          id: reactions.targetId,
          likes: sql<number>`sum(case when ${reactions.value} = 1 then 1 else 0 end)`,
          dislikes: sql<number>`sum(case when ${reactions.value} = -1 then 1 else 0 end)`,
        })
        .from(reactions)
        .where(where)
        .groupBy(reactions.targetId),
      mine: db
        .select({ id: reactions.targetId, value: reactions.value })
        .from(reactions)
        .where(and(where, eq(reactions.userId, sql.placeholder('viewer')))),
    };
  },
);

type CountRow = [id: number, likes: number, dislikes: number];
type MineRow = [id: number, value: number];

/** The placeholders' values for one chunk of ids. */
function chunkParams(type: ReactionTarget, chunk: readonly number[], viewerId: number | null) {
  const params: Record<string, unknown> = { type, viewer: viewerId };
  listParams('id', chunk, params);
  return params;
}

/** Counts per id; `liked`/`disliked` are present only when a viewer is given. */
export async function reactionSummaries(
  db: Db,
  type: ReactionTarget,
  ids: number[],
  viewerId: number | null = null,
): Promise<Map<number, ReactionSummary>> {
  const out = new Map<number, ReactionSummary>();
  for (const id of ids)
    out.set(
      id,
      viewerId === null ? { likes: 0, dislikes: 0 } : { likes: 0, dislikes: 0, liked: false, disliked: false },
    );
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const params = chunkParams(type, chunk, viewerId);
    const { counts, mine } = queries(db, slotCount(chunk.length));
    for (const [id, likes, dislikes] of await db.$raw<CountRow>(counts, params))
      Object.assign(out.get(id) ?? {}, { likes: Number(likes), dislikes: Number(dislikes) });
    if (viewerId === null) continue;
    for (const [id, value] of await db.$raw<MineRow>(mine, params))
      Object.assign(out.get(id) ?? {}, { liked: value === 1, disliked: value === -1 });
  }
  return out;
}

/** The viewer's own reaction (1 or -1) per id that has one: the per-user part of a public list. */
export async function viewerReactions(
  db: Db,
  type: ReactionTarget,
  ids: number[],
  viewerId: number,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const { mine } = queries(db, slotCount(chunk.length));
    for (const [id, value] of await db.$raw<MineRow>(mine, chunkParams(type, chunk, viewerId))) out.set(id, value);
  }
  return out;
}

/** The summary of one item. */
export async function reactionSummary(
  db: Db,
  type: ReactionTarget,
  id: number,
  viewerId: number | null = null,
): Promise<ReactionSummary> {
  return (await reactionSummaries(db, type, [id], viewerId)).get(id) ?? { likes: 0, dislikes: 0 };
}

/** Adds likes, dislikes (and the viewer's liked, disliked) to each item with an id. */
export async function withReactions<T extends { id: number }>(
  db: Db,
  type: ReactionTarget,
  items: T[],
  viewerId: number | null = null,
): Promise<(T & ReactionSummary)[]> {
  const map = await reactionSummaries(
    db,
    type,
    items.map((i) => i.id),
    viewerId,
  );
  return items.map((i) => ({ ...i, ...(map.get(i.id) ?? { likes: 0, dislikes: 0 }) }));
}

/** Items of a kept public answer with the viewer's own `liked`/`disliked` added: its per-user part. */
export async function withViewerOwnReactions<T extends { id: number }>(
  db: Db,
  type: ReactionTarget,
  items: readonly T[],
  viewerId: number,
): Promise<(T & { liked: boolean; disliked: boolean })[]> {
  if (!items.length) return [];
  const mine = await viewerReactions(
    db,
    type,
    items.map((i) => i.id),
    viewerId,
  );
  // Object.assign, not a spread: on every signed-in list, and Node 20's spread of a kept card with two more fields
  // took 3-8 times as long (a signed-in news list: 8 % of its CPU profile).
  return items.map((i) => Object.assign({}, i, { liked: mine.get(i.id) === 1, disliked: mine.get(i.id) === -1 }));
}
