import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { drainSearchQueue, prepareSearchIndex, storedIndexVersion } from './index-queue.ts';
import { SEARCH_INDEX_VERSION } from './indexer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.db;
const queued = async () => (await db().get<{ n: number }>(sql`select count(*) as n from search_queue`)).n;
async function titlesFound(query: string): Promise<string[]> {
  const res = await t.call('GET', `/api/search?query=${encodeURIComponent(query)}&type=news`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { list: { title: string }[] }).list.map((h) => h.title);
}

describe('search index kept current without a rebuild at start', () => {
  it('a fresh database is indexed once, and a second start indexes nothing', async () => {
    expect(await storedIndexVersion(db())).toBe(SEARCH_INDEX_VERSION);
    expect(await queued()).toBe(0);
    expect(await prepareSearchIndex(db())).toEqual({ rebuilt: false, indexed: 0 });
  });

  it('a row written by any code is queued and becomes searchable; a counter change is not queued', async () => {
    const [row] = await db()
      .insert(news)
      .values({ slug: 'queue-test', title: 'Гравитационные линзы', description: 'Как свет огибает галактики' })
      .returning({ id: news.id });
    expect(await queued()).toBe(1);
    expect(await titlesFound('линзы')).toEqual([]);
    expect(await drainSearchQueue(db())).toBe(1);
    expect(await titlesFound('линзы')).toEqual(['Гравитационные линзы']);

    await db().update(news).set({ views: 42 }).where(eq(news.id, row!.id));
    expect(await queued()).toBe(0);

    await db().update(news).set({ title: 'Тахионный детектор' }).where(eq(news.id, row!.id));
    await drainSearchQueue(db());
    expect(await titlesFound('линзы')).toEqual([]);
    expect(await titlesFound('тахионный')).toEqual(['Тахионный детектор']);

    await db().update(news).set({ isPublished: false }).where(eq(news.id, row!.id));
    await drainSearchQueue(db());
    expect(await titlesFound('тахионный')).toEqual([]);

    await db().update(news).set({ isPublished: true }).where(eq(news.id, row!.id));
    await drainSearchQueue(db());
    expect(await titlesFound('тахионный')).toEqual(['Тахионный детектор']);
    await db().delete(news).where(eq(news.id, row!.id));
    await drainSearchQueue(db());
    expect(await titlesFound('тахионный')).toEqual([]);
    expect(await queued()).toBe(0);
  });

  it('a different stored index format rebuilds the whole index', async () => {
    await db().run(sql`update search_meta set value = 'old' where key = 'version'`);
    await db().run(sql`delete from search_index`);
    const result = await prepareSearchIndex(db());
    expect(result.rebuilt).toBe(true);
    expect(result.indexed).toBeGreaterThan(10);
    expect(await storedIndexVersion(db())).toBe(SEARCH_INDEX_VERSION);
  });
});

describe('a word in more items than the candidate cap', () => {
  it('ranks the oldest title hit first, counts up to 100, says there are more, and pages past the count', async () => {
    await db().transaction(async (tx) => {
      await tx.insert(news).values({ slug: 'cap-title', title: 'Синхротрон изнутри', description: 'Экскурсия' });
      for (let i = 0; i < 1100; i++)
        await tx
          .insert(news)
          .values({ slug: `cap-${i}`, title: `Заметка ${i}`, description: 'Рядом построят синхротрон' });
    });
    await drainSearchQueue(db());
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
