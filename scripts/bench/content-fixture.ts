// Builds a benchmark database on the bench's engine (bench-engine.ts): the real migrations and demo
// seed, then `count` synthetic published materials with two tags and one topic each, inserted in one
// transaction in batches; then the search index is rebuilt as the server does at start. The synthetic
// rows are bulk fixtures written through the store, not through the API.
import { sql } from 'drizzle-orm';
import { afterBulkWrite, type Db, type Store } from '../../db/client.ts';
import { pages, pageTags, pageTopics } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_COOKIE, createSession } from '../../api/lib/session-service.ts';
import { SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '../../sync/rules/session-marker.ts';
import { seedDemo, seedReference } from '../../db/seed/index.ts';
import { firstRow } from '../../db/seed/first-row.ts';
import { rebuildSearchIndex } from '../../api/features/search/indexer.ts';
import { newBenchDatabase, type BenchDatabase, type BenchEngine } from './bench-engine.ts';

const TYPES = ['video', 'audio', 'article', 'specproject'] as const;
const WORDS = ['Физика', 'Химия', 'Космос', 'Клетка', 'Алгоритм', 'Энергия', 'Вулкан', 'Климат', 'Робот', 'Число'];
/** Rows per INSERT: 13 parameters a row stays far below both engines' parameter limits. */
const BATCH = 500;

/** A temporary database with at least `count` materials (the 60 demo ones included). */
export async function buildContentDb(
  count: number,
  engine: BenchEngine = 'sqlite',
): Promise<{ store: Store; dir: string; database: BenchDatabase }> {
  const database = await newBenchDatabase(engine);
  const store = database.open();
  await store.migrate();
  await seedReference(store.db);
  await seedDemo(store.db);
  await afterBulkWrite(store);
  const db = store.db;
  const tagIds = await db.$pluck<number>(sql`select id from tags order by id`);
  const topicIds = await db.$pluck<number>(sql`select id from topics order by id`);
  const [existing = 0] = await db.$pluck<number>(sql`select count(*) from pages`);
  const start = Date.UTC(2020, 0, 1);
  await db.transaction(async (tx) => {
    for (let from = existing; from < count; from += BATCH) {
      const rows = [];
      for (let i = from; i < Math.min(count, from + BATCH); i++) {
        const typeIndex = i % TYPES.length;
        const at = new Date(start + i * 60_000).toISOString();
        rows.push({
          slug: `bench-${i}`,
          title: `${WORDS[i % WORDS.length]}: материал номер ${i}`,
          description: `Описание материала ${i}`,
          preview: '/media/previews/physics.webp',
          pageTypeId: typeIndex + 1,
          type: TYPES[typeIndex]!,
          content: [{ type: 'text', data: { html: '<p>Текст</p>' } }],
          rating: ((i * 7919) % 500) / 100,
          views: 0,
          isPublished: true,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        });
      }
      const ids = await tx.insert(pages).values(rows).returning({ id: pages.id });
      const links: { pageId: number; tagId: number }[] = [];
      const topicLinks: { pageId: number; topicId: number }[] = [];
      for (const [k, { id }] of ids.entries()) {
        const group = Math.floor((from + k) / TYPES.length); // independent of the type, so every tag has every type
        links.push({ pageId: id, tagId: tagIds[group % tagIds.length]! });
        links.push({ pageId: id, tagId: tagIds[(group * 5 + 3) % tagIds.length]! });
        topicLinks.push({ pageId: id, topicId: topicIds[(group * 3) % topicIds.length]! });
      }
      await tx.insert(pageTags).values(links).onConflictDoNothing();
      await tx.insert(pageTopics).values(topicLinks).onConflictDoNothing();
    }
  });
  await rebuildSearchIndex(db);
  await db.$raw(store.engine === 'sqlite' ? sql`pragma optimize` : sql`analyze`);
  return { store, dir: database.dir, database };
}

/** A signed-in pupil's session token on a benchmark database. */
export async function benchSession(db: Db, n = 0): Promise<string> {
  const { id } = await firstRow(
    db
      .insert(users)
      .values({ login: n ? `bench${n}@example.org` : 'bench@example.org', name: 'Бенч', isAgreement: true })
      .returning({ id: users.id }),
    'bench user',
  );
  return (await createSession(db, id)).token;
}

/**
 * The Cookie header a signed-in browser sends: the session with the signed-in marker the server set beside it.
 * Without the marker every answer would set it again (a Set-Cookie each), which no real pupil's browser causes.
 */
export const browserCookies = (token: string): string =>
  `${AUTH_COOKIE}=${token}; ${SIGNED_IN_COOKIE}=${SIGNED_IN_VALUE}`;
