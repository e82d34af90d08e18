// The community feed at depth (issue 44): pages by next_cursor have no repeats or gaps while new entries
// arrive, the spec's offset paging still answers, and a long feed states a capped total.
import { afterAll, describe, expect, it } from 'vitest';
import { communityFeedItems } from '../../../db/schema/communities.ts';
import { pages } from '../../../db/schema/content.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { kit } from './test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const { person, call, create } = kit(t);

type Feed = { list: { card: { title: string } }[]; total: number; total_capped: boolean; next_cursor: string | null };

let made = 0;
/**
 * `count` entries in the feed of `communityId`, each a new published material titled by number. Entries come in
 * pairs of one second, so pages also split ties of created_at (paged by id).
 */
async function arrive(communityId: number, from: number, count: number, day = '2026-11-01') {
  for (let start = 0; start < count; start += 200) {
    const size = Math.min(200, count - start);
    const rows = Array.from({ length: size }, (_, i) => ({
      slug: `feed-paging-${(made += 1)}`,
      title: `Материал ${from + start + i}`,
      description: '',
      pageTypeId: 3,
      type: 'article' as const,
      isPublished: true,
    }));
    const ids = await db.insert(pages).values(rows).returning({ id: pages.id });
    const at = (i: number) =>
      new Date(Date.parse(`${day}T09:00:00Z`) + Math.floor((start + i) / 2) * 1000).toISOString();
    await db.insert(communityFeedItems).values(ids.map(({ id }, i) => ({ communityId, pageId: id, createdAt: at(i) })));
  }
}

async function feed(communityId: number, query: string): Promise<Feed> {
  const res = await call('GET', `/${communityId}/feed${query}`);
  expect(res.status).toBe(200);
  return res.body as unknown as Feed;
}

const titles = (f: Feed) => f.list.map((e) => e.card.title);
const newestFirst = (count: number, top = count - 1) => Array.from({ length: count }, (_, i) => `Материал ${top - i}`);

describe('community feed paged by cursor', () => {
  it('walks the whole feed with no repeats or gaps while new entries arrive at the top', async () => {
    const id = await create(await person(2));
    await arrive(id, 0, 45);
    const seen: string[] = [];
    let answer = await feed(id, '?limit=10');
    seen.push(...titles(answer));
    while (answer.next_cursor) {
      await arrive(id, 1000 + seen.length, 3, '2026-11-02'); // newer than every page already shown
      answer = await feed(id, `?limit=10&cursor=${answer.next_cursor}`);
      seen.push(...titles(answer));
    }
    expect(seen).toEqual(newestFirst(45));
  });

  it('keeps the spec offset paging, and its pages also give a cursor to the next one', async () => {
    const id = await create(await person(2));
    await arrive(id, 0, 25);
    const second = await feed(id, '?limit=10&offset=10');
    expect(titles(second)).toEqual(newestFirst(10, 14));
    expect(second).toMatchObject({ total: 25, total_capped: false });
    const third = await feed(id, `?limit=10&cursor=${second.next_cursor}`);
    expect(titles(third)).toEqual(newestFirst(5, 4));
    expect(third.next_cursor).toBeNull();
  });

  it('states a total past 1 000 as capped, still beyond every full page', async () => {
    const id = await create(await person(2));
    await arrive(id, 0, 1_003);
    expect(await feed(id, '?limit=20')).toMatchObject({ total: 1_000, total_capped: true });
    expect(await feed(id, '?limit=20&offset=980')).toMatchObject({ total: 1_001, total_capped: true });
    const last = await feed(id, '?limit=20&offset=1000');
    expect(titles(last)).toEqual(newestFirst(3, 2));
    expect(last).toMatchObject({ total: 1_003, total_capped: true, next_cursor: null });
  });

  it('refuses a cursor it did not give with 400 and a short detail', async () => {
    const id = await create(await person(2));
    const res = await call('GET', `/${id}/feed?cursor=WyJ4IiwtMV0`);
    expect(res).toEqual({ status: 400, body: { detail: 'cursor: Invalid cursor' } });
  });
});
