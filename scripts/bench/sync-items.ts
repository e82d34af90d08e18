// The bench's items: bookmarks need published items (the server refuses ids that name nothing), and the
// seed holds far fewer than the bench bookmarks, so each type's first published item is copied into the
// bench's own temporary database (unique columns get a suffix) until there are enough of it. The copies
// are bulk fixtures written through the store (either engine), not through the API.
import { asc, eq } from 'drizzle-orm';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Store } from '../../db/client.ts';
import { news, pages } from '../../db/schema/content.ts';
import { events } from '../../db/schema/events.ts';
import { courses, quizzes } from '../../db/schema/learning.ts';
import type { BookmarkType } from '../../sync/rules/bookmarks.ts';

const TABLES: Record<BookmarkType, typeof pages | typeof news | typeof events | typeof courses | typeof quizzes> = {
  post: pages,
  news,
  event: events,
  course: courses,
  quizzes,
};

/** Property names (drizzle's keys) of the columns a unique constraint or index covers. */
function uniqueKeys(table: SQLiteTable): string[] {
  const config = getTableConfig(table);
  const names = new Set(config.columns.filter((c) => c.isUnique).map((c) => c.name));
  for (const index of config.indexes)
    if (index.config.unique) for (const c of index.config.columns) if ('name' in c) names.add(c.name);
  return Object.entries(table)
    .filter(([, column]) => typeof column === 'object' && column !== null && 'name' in column && names.has(column.name))
    .map(([key]) => key);
}

/** Published ids per type, at least `count` of each; the server must not be running. */
export async function publishedItems(store: Store, count: number): Promise<Record<BookmarkType, number[]>> {
  const out = {} as Record<BookmarkType, number[]>;
  for (const [type, table] of Object.entries(TABLES) as [BookmarkType, SQLiteTable & (typeof TABLES)[BookmarkType]][]) {
    const t = table as typeof pages; // every one has id and isPublished
    const ids = async () =>
      (await store.db.select({ id: t.id }).from(t).where(eq(t.isPublished, true)).orderBy(asc(t.id))).map((r) => r.id);
    const have = await ids();
    const source = have[0];
    if (source === undefined) throw new Error(`bench:sync: the seed has no published ${getTableConfig(table).name}`);
    const [row] = await store.db.select().from(t).where(eq(t.id, source));
    const { id: _id, ...fields } = row!;
    const unique = uniqueKeys(table);
    const copies: Record<string, unknown>[] = [];
    for (let n = have.length; n < count; n++) {
      const copy: Record<string, unknown> = { ...fields };
      for (const key of unique) copy[key] = `${String(copy[key])}-bench-${n}`;
      copies.push(copy);
    }
    await store.db.transaction(async (tx) => {
      for (let i = 0; i < copies.length; i += 100)
        await tx.insert(t).values(copies.slice(i, i + 100) as (typeof t.$inferInsert)[]);
    });
    out[type] = (await ids()).slice(0, count);
  }
  return out;
}
