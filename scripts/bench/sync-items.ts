// The bench's items: bookmarks need published items (the server refuses ids that name nothing), and the
// seed holds far fewer than the bench bookmarks, so each type's first published item is copied into the
// bench's own temporary database (unique columns get a suffix) until there are enough of it.
import Database from 'better-sqlite3';
import type { BookmarkType } from '../../sync/rules/bookmarks.ts';

const TABLES: Record<BookmarkType, string> = {
  post: 'pages',
  news: 'news',
  event: 'events',
  course: 'courses',
  quizzes: 'quizzes',
};

/** Published ids per type, at least `count` of each; the server must not be running. */
export function publishedItems(dbFile: string, count: number): Record<BookmarkType, number[]> {
  const sqlite = new Database(dbFile);
  try {
    const out = {} as Record<BookmarkType, number[]>;
    for (const [type, table] of Object.entries(TABLES) as [BookmarkType, string][]) {
      const ids = () =>
        (sqlite.prepare(`SELECT id FROM ${table} WHERE is_published = 1 ORDER BY id`).all() as { id: number }[]).map(
          (r) => r.id,
        );
      const have = ids();
      const source = have[0];
      if (source === undefined) throw new Error(`bench:sync: the seed has no published ${table}`);
      const columns = (sqlite.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[])
        .map((c) => c.name)
        .filter((c) => c !== 'id');
      const unique = new Set(
        (sqlite.prepare(`PRAGMA index_list(${table})`).all() as { name: string; unique: number }[])
          .filter((i) => i.unique)
          .flatMap((i) =>
            (sqlite.prepare(`PRAGMA index_info(${i.name})`).all() as { name: string }[]).map((c) => c.name),
          ),
      );
      const picks = columns.map((c) => (unique.has(c) ? `${c} || '-bench-' || @n` : c));
      const copy = sqlite.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${picks.join(', ')} FROM ${table} WHERE id = @source`,
      );
      sqlite.transaction(() => {
        for (let n = have.length; n < count; n++) copy.run({ n, source });
      })();
      out[type] = ids().slice(0, count);
    }
    return out;
  } finally {
    sqlite.close();
  }
}
