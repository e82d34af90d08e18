// Builds a benchmark database: the real migrations and demo seed, then `count` synthetic
// published materials with two tags and one topic each, inserted in one transaction; then the
// search index is rebuilt as the server does at start.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db, type DbHandle } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { createSession } from '../../api/lib/session-service.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { seedDemo, seedReference } from '../../db/seed/index.ts';
import { rebuildSearchIndex } from '../../api/features/search/indexer.ts';

const TYPES = ['video', 'audio', 'article', 'specproject'] as const;
const WORDS = ['Физика', 'Химия', 'Космос', 'Клетка', 'Алгоритм', 'Энергия', 'Вулкан', 'Климат', 'Робот', 'Число'];

/** A temporary database with at least `count` materials (the 60 demo ones included). */
export function buildContentDb(count: number): { handle: DbHandle; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'nauka-bench-'));
  const handle = openDb(join(dir, 'app.db'));
  applyMigrations(handle.db);
  seedReference(handle.db);
  seedDemo(handle.db);
  const { sqlite } = handle;
  const tagIds = sqlite
    .prepare('select id from tags')
    .all()
    .map((r) => (r as { id: number }).id);
  const topicIds = sqlite
    .prepare('select id from topics')
    .all()
    .map((r) => (r as { id: number }).id);
  const existing = (sqlite.prepare('select count(*) as n from pages').get() as { n: number }).n;
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
  rebuildSearchIndex(handle.db);
  sqlite.pragma('optimize');
  return { handle, dir };
}

/** A signed-in pupil's session token on a benchmark database. */
export function benchSession(db: Db): string {
  const { id } = db
    .insert(users)
    .values({ login: 'bench@example.org', name: 'Бенч', isAgreement: true })
    .returning({ id: users.id })
    .get();
  return createSession(db, id).token;
}
