// Builds a benchmark database: the real migrations and demo seed, then `count` synthetic
// published materials with two tags and one topic each, inserted in one transaction; then the
// search index is rebuilt as the server does at start. The synthetic rows are bulk fixtures,
// written through the store's own writer connection (nothing else uses the store meanwhile).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openSqliteStore, type Db, type SqliteStore } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { createSession } from '../../api/lib/session-service.ts';
import { seedDemo, seedReference } from '../../db/seed/index.ts';
import { firstRow } from '../../db/seed/first-row.ts';
import { rebuildSearchIndex } from '../../api/features/search/indexer.ts';

const TYPES = ['video', 'audio', 'article', 'specproject'] as const;
const WORDS = ['Физика', 'Химия', 'Космос', 'Клетка', 'Алгоритм', 'Энергия', 'Вулкан', 'Климат', 'Робот', 'Число'];

/** A temporary database with at least `count` materials (the 60 demo ones included). */
export async function buildContentDb(count: number): Promise<{ store: SqliteStore; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'nauka-bench-'));
  const store = openSqliteStore(join(dir, 'app.db'));
  await store.migrate();
  await seedReference(store.db);
  await seedDemo(store.db);
  const tagIds = await store.db.$pluck<number>(sql`select id from tags`);
  const topicIds = await store.db.$pluck<number>(sql`select id from topics`);
  const [existing = 0] = await store.db.$pluck<number>(sql`select count(*) from pages`);
  const sqlite = store.writer;
  const insertPage = sqlite.prepare(
    `insert into pages (slug, title, description, preview, page_type_id, type, content, rating, views, is_published, published_at, created_at, updated_at)
     values (?, ?, ?, '/media/previews/physics.webp', ?, ?, '[{"type":"text","data":{"html":"<p>Текст</p>"}}]', ?, 0, 1, ?, ?, ?)`,
  );
  const insertTag = sqlite.prepare('insert or ignore into page_tags (page_id, tag_id) values (?, ?)');
  const insertTopic = sqlite.prepare('insert or ignore into page_topics (page_id, topic_id) values (?, ?)');
  const start = Date.UTC(2020, 0, 1);
  sqlite.transaction(() => {
    for (let i = existing; i < count; i++) {
      const typeIndex = i % TYPES.length;
      const at = new Date(start + i * 60_000).toISOString();
      const title = `${WORDS[i % WORDS.length]}: материал номер ${i}`;
      const { lastInsertRowid } = insertPage.run(
        `bench-${i}`,
        title,
        `Описание материала ${i}`,
        typeIndex + 1,
        TYPES[typeIndex],
        ((i * 7919) % 500) / 100,
        at,
        at,
        at,
      );
      const id = Number(lastInsertRowid);
      const group = Math.floor(i / TYPES.length); // independent of the type, so every tag has every type
      insertTag.run(id, tagIds[group % tagIds.length]);
      insertTag.run(id, tagIds[(group * 5 + 3) % tagIds.length]);
      insertTopic.run(id, topicIds[(group * 3) % topicIds.length]);
    }
  })();
  await rebuildSearchIndex(store.db);
  sqlite.pragma('optimize');
  return { store, dir };
}

/** A signed-in pupil's session token on a benchmark database. */
export async function benchSession(db: Db): Promise<string> {
  const { id } = await firstRow(
    db
      .insert(users)
      .values({ login: 'bench@example.org', name: 'Бенч', isAgreement: true })
      .returning({ id: users.id }),
    'bench user',
  );
  return (await createSession(db, id)).token;
}
