import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { drainSearchQueue, prepareSearchIndex, storedIndexVersion } from './index-queue.ts';
import { SEARCH_INDEX_VERSION } from './indexer.ts';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.db;
const queued = () => db().get<{ n: number }>(sql`select count(*) as n from search_queue`)!.n;
async function titlesFound(query: string): Promise<string[]> {
  const res = await t.call('GET', `/api/search?query=${encodeURIComponent(query)}&type=news`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { list: { title: string }[] }).list.map((h) => h.title);
}

describe('search index kept current without a rebuild at start', () => {
  it('a fresh database is indexed once, and a second start indexes nothing', () => {
    expect(storedIndexVersion(db())).toBe(SEARCH_INDEX_VERSION);
    expect(queued()).toBe(0);
    expect(prepareSearchIndex(db())).toEqual({ rebuilt: false, indexed: 0 });
  });

  it('a row written by any code is queued and becomes searchable; a counter change is not queued', async () => {
    const [row] = db()
      .insert(news)
      .values({ slug: 'queue-test', title: 'Гравитационные линзы', description: 'Как свет огибает галактики' })
      .returning({ id: news.id })
      .all();
    expect(queued()).toBe(1);
    expect(await titlesFound('линзы')).toEqual([]);
    expect(drainSearchQueue(db())).toBe(1);
    expect(await titlesFound('линзы')).toEqual(['Гравитационные линзы']);

    db().update(news).set({ views: 42 }).where(eq(news.id, row!.id)).run();
    expect(queued()).toBe(0);

    db().update(news).set({ title: 'Тахионный детектор' }).where(eq(news.id, row!.id)).run();
    drainSearchQueue(db());
    expect(await titlesFound('линзы')).toEqual([]);
    expect(await titlesFound('тахионный')).toEqual(['Тахионный детектор']);

    db().update(news).set({ isPublished: false }).where(eq(news.id, row!.id)).run();
    drainSearchQueue(db());
    expect(await titlesFound('тахионный')).toEqual([]);

    db().update(news).set({ isPublished: true }).where(eq(news.id, row!.id)).run();
    drainSearchQueue(db());
    expect(await titlesFound('тахионный')).toEqual(['Тахионный детектор']);
    db().delete(news).where(eq(news.id, row!.id)).run();
    drainSearchQueue(db());
    expect(await titlesFound('тахионный')).toEqual([]);
    expect(queued()).toBe(0);
  });

  it('a different stored index format rebuilds the whole index', async () => {
    db().run(sql`update search_meta set value = 'old' where key = 'version'`);
    db().run(sql`delete from search_index`);
    const result = prepareSearchIndex(db());
    expect(result.rebuilt).toBe(true);
    expect(result.indexed).toBeGreaterThan(10);
    expect(storedIndexVersion(db())).toBe(SEARCH_INDEX_VERSION);
  });
});

describe('a word in more items than the candidate cap', () => {
  it('ranks the oldest title hit first, counts up to 100, says there are more, and pages past the count', async () => {
    const { sqlite } = t.deps;
    const insert = sqlite.prepare('insert into news (slug, title, description) values (?, ?, ?)');
    sqlite.transaction(() => {
      insert.run('cap-title', 'Синхротрон изнутри', 'Экскурсия');
      for (let i = 0; i < 1100; i++) insert.run(`cap-${i}`, `Заметка ${i}`, 'Рядом построят синхротрон');
    })();
    drainSearchQueue(db());
    const res = await t.call('GET', `/api/search?query=${encodeURIComponent('синхротрон')}&limit=5`);
    const body = (await res.json()) as { list: { title: string }[]; total: number; total_capped: boolean };
    expect(body.list[0]?.title).toBe('Синхротрон изнутри');
    expect(body.total).toBe(100);
    expect(body.total_capped).toBe(true);
    const deep = (await (
      await t.call('GET', `/api/search?query=${encodeURIComponent('синхротрон')}&limit=18&offset=990`)
    ).json()) as {
      list: { title: string }[];
    };
    expect(deep.list).toHaveLength(11); // the title hit, then the newest 1,000 matches: the list ends there
    const few = (await (await t.call('GET', '/api/search?query=%D0%BB%D0%B8%D0%BD%D0%B7%D0%B0')).json()) as {
      total_capped: boolean;
    };
    expect(few.total_capped).toBe(false);
  });
});
