// Whether a material, news item, event, course or quiz exists: bookmarks, history and
// statistics refuse ids that name nothing, so no row (or sync mutation) can point at air.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import { news, pages } from '../../db/schema/content.ts';
import { events } from '../../db/schema/events.ts';
import { courses, quizzes } from '../../db/schema/learning.ts';
import { perDb } from './per-db.ts';

export const ITEM_TYPES = ['post', 'news', 'event', 'course', 'quizzes'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

const tables = { post: pages, news, event: events, course: courses, quizzes } as const;

// Every bookmark and history write asks: built once per database, type and filter (per-db.ts).
const statements = perDb((db) => {
  const query = (type: ItemType, published: boolean) => {
    const table = tables[type];
    const byId = eq(table.id, sql.placeholder('id'));
    return db
      .select({ id: table.id })
      .from(table)
      .where(published ? and(byId, eq(table.isPublished, true)) : byId);
  };
  return {
    any: Object.fromEntries(ITEM_TYPES.map((t) => [t, query(t, false)])) as Record<ItemType, ReturnType<typeof query>>,
    published: Object.fromEntries(ITEM_TYPES.map((t) => [t, query(t, true)])) as Record<
      ItemType,
      ReturnType<typeof query>
    >,
  };
});

/** True when the item exists (and, with `published`, is published). */
export async function itemExists(db: Db, type: ItemType, id: number, { published = false } = {}): Promise<boolean> {
  const s = statements(db);
  return (await db.$pluck<number>((published ? s.published : s.any)[type], { id })).length > 0;
}

/**
 * itemExists as an SQL boolean, to read beside other values or to guard a write in the same statement (its id is
 * the placeholder `id`).
 */
export function itemExistsSql(db: Db, type: ItemType, { published = false } = {}): SQL {
  const s = statements(db);
  return sql`exists ${(published ? s.published : s.any)[type]}`; // drizzle brackets the subquery
}

/** Which of `ids` name a published item of `type`: one statement for a run of pushed mutations. */
export async function publishedIds(db: Db, type: ItemType, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = tables[type];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), eq(table.isPublished, true)));
  return new Set(rows.map((r) => r.id));
}

/** The key `existingItems` answers for one item. */
export const itemKey = (type: ItemType, id: number) => `${type}:${id}`;

/**
 * Which of `items` exist, published or not (itemExists without `published`), as itemKey strings: one
 * statement whatever their types, for a run of pushed mutations.
 */
export async function existingItems(db: Db, items: readonly { type: ItemType; id: number }[]): Promise<Set<string>> {
  const byType = new Map<ItemType, Set<number>>();
  for (const { type, id } of items) byType.set(type, (byType.get(type) ?? new Set()).add(id));
  if (byType.size === 0) return new Set();
  // The type as a text parameter (cast: PostgreSQL types a bare parameter of a union's column as unknown).
  const selects = [...byType].map(([type, ids]) => {
    const table = tables[type];
    return sql`select cast(${type} as text) as type, ${table.id} as id from ${table} where ${inArray(table.id, [...ids])}`;
  });
  // db.all, not $raw: its text varies with the number of ids, and $raw keeps a prepared statement per text.
  const rows = await db.all<{ type: ItemType; id: number }>(sql.join(selects, sql` union all `));
  return new Set(rows.map(({ type, id }) => itemKey(type, Number(id))));
}
