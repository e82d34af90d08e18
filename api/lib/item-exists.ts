// Whether a material, news item, event, course or quiz exists: bookmarks, history and
// statistics refuse ids that name nothing, so no row (or sync mutation) can point at air.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import { news, pages } from '../../db/schema/content.ts';
import { events } from '../../db/schema/events.ts';
import { courses, quizzes } from '../../db/schema/learning.ts';
import { perDb } from './per-db.ts';

export type ItemType = 'post' | 'news' | 'event' | 'course' | 'quizzes';

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
  const types = Object.keys(tables) as ItemType[];
  return {
    any: Object.fromEntries(types.map((t) => [t, query(t, false)])) as Record<ItemType, ReturnType<typeof query>>,
    published: Object.fromEntries(types.map((t) => [t, query(t, true)])) as Record<ItemType, ReturnType<typeof query>>,
  };
});

/** True when the item exists (and, with `published`, is published). */
export async function itemExists(db: Db, type: ItemType, id: number, { published = false } = {}): Promise<boolean> {
  const s = statements(db);
  return (await db.$pluck<number>((published ? s.published : s.any)[type], { id })).length > 0;
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
