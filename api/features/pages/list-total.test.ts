// The catalogue's total past 1 000 materials (issue 44): counted up to the cap, stated as 1 000 with
// total_capped, still beyond every full page for the spec's offset paging; exact below the cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

type Answer = { list: { id: number }[]; total: number; total_capped: boolean };

async function catalog(query: string): Promise<Answer> {
  const res = await t.call('GET', `/api/catalog${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: 1_010 }, (_, i) => ({
    slug: `list-total-${i}`,
    title: `Статья ${i}`,
    description: '',
    pageTypeId: 3,
    type: 'article' as const,
    isPublished: true,
    publishedAt: new Date(Date.UTC(2019, 0, 1) + i * 60_000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 200) await t.deps.db.insert(pages).values(rows.slice(i, i + 200));
});
afterAll(async () => {
  await t.close();
});

describe('catalogue totals', () => {
  it('states a total past 1 000 as 1 000 with total_capped, for the whole list and a filter', async () => {
    expect(await catalog('?limit=18')).toMatchObject({ total: 1_000, total_capped: true });
    expect(await catalog('?limit=18&page_type_id=3&sort=DATE_ASC')).toMatchObject({ total: 1_000, total_capped: true });
    expect(await (await t.call('GET', '/api/page?limit=18')).json()).toMatchObject({
      total: 1_000,
      total_capped: true,
    });
  });

  it('keeps a total below the cap exact', async () => {
    const videos = await catalog('?limit=100&page_type_id=1');
    expect(videos.total_capped).toBe(false);
    expect(videos.total).toBe(videos.list.length);
    expect(videos.total).toBeGreaterThan(0);
  });

  it('answers the spec offset paging past the cap: a full page states one more than it reaches', async () => {
    const deep = await catalog('?limit=18&offset=990&page_type_id=3');
    expect(deep.list).toHaveLength(18);
    expect(deep).toMatchObject({ total: 990 + 18 + 1, total_capped: true });
    const all = await catalog('?limit=100&offset=1000&page_type_id=3&sort=DATE_ASC');
    expect(all.list.length).toBeGreaterThanOrEqual(10);
    expect(all.total).toBe(1_000 + all.list.length);
  });
});
