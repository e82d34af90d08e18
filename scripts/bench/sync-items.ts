// The bench's items: bookmarks need published items (the server refuses ids that name nothing), and the
// seed holds far fewer than the bench bookmarks, so each type's first published item is copied into the
// bench's own temporary database (unique columns get a suffix) until there are enough of it. The copies
// are bulk fixtures written through the store's own writer connection, not through the API.
import { sql } from 'drizzle-orm';
import { openSqliteStore } from '../../db/client.ts';
import type { BookmarkType } from '../../sync/rules/bookmarks.ts';

const TABLES: Record<BookmarkType, string> = {
  post: 'pages',
  news: 'news',
  event: 'events',
  course: 'courses',
  quizzes: 'quizzes',
};

/** Published ids per type, at least `count` of each; the server must not be running. */
export async function publishedItems(dbFile: string, count: number): Promise<Record<BookmarkType, number[]>> {
  const store = openSqliteStore(dbFile);
  const sqlite = store.writer;
  const names = async (query: string) => (await store.db.all<{ name: string }>(sql.raw(query))).map((r) => r.name);
  try {
    const out = {} as Record<BookmarkType, number[]>;
    for (const [type, table] of Object.entries(TABLES) as [BookmarkType, string][]) {
      const ids = () => store.db.$pluck<number>(sql.raw(`SELECT id FROM ${table} WHERE is_published = 1 ORDER BY id`));
      const have = await ids();
      const source = have[0];
      if (source === undefined) throw new Error(`bench:sync: the seed has no published ${table}`);
      const columns = (await names(`PRAGMA table_info(${table})`)).filter((c) => c !== 'id');
      const indexes = await store.db.all<{ name: string; unique: number }>(sql.raw(`PRAGMA index_list(${table})`));
      const unique = new Set<string>();
      for (const index of indexes.filter((i) => i.unique))
        for (const column of await names(`PRAGMA index_info(${index.name})`)) unique.add(column);
      const picks = columns.map((c) => (unique.has(c) ? `${c} || '-bench-' || @n` : c));
      const copy = sqlite.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${picks.join(', ')} FROM ${table} WHERE id = @source`,
      );
      sqlite.transaction(() => {
        for (let n = have.length; n < count; n++) copy.run({ n, source });
      })();
      out[type] = (await ids()).slice(0, count);
    }
    return out;
  } finally {
    await store.close();
  }
}
