import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tags, topics } from '../../../db/schema/dictionaries.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

interface Card {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string;
  type: { id: number; code: string; label: string };
  user: { name: string; avatar: string | null };
  created_at: string;
  href: string;
  tags: { id: number; slug: string }[];
  rating: number;
}
interface Page {
  list: Card[];
  total: number;
}

const get = async (path: string): Promise<Page> => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return res.json();
};

describe('GET /catalog', () => {
  it('answers 18 cards newest first with the total of all seeded materials', async () => {
    const page = await get('/api/catalog');
    expect(page.list).toHaveLength(18);
    expect(page.total).toBeGreaterThanOrEqual(60);
    const dates = page.list.map((c) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const card = page.list[0]!;
    expect(card).toMatchObject({
      href: `/post/${card.slug}`,
      type: { code: expect.any(String), label: expect.any(String) },
      user: { name: expect.any(String) },
    });
    expect(card.preview).toMatch(/^\/media\/art\/material\/.+\.webp$/);
  });

  it('pages with limit and offset without overlap', async () => {
    const first = await get('/api/catalog?limit=5&offset=0');
    const second = await get('/otherapi/catalog?limit=5&offset=5');
    expect(first.list).toHaveLength(5);
    expect(second.list.map((c) => c.id)).not.toContain(first.list[0]!.id);
    expect(second.total).toBe(first.total);
    const beyond = await get(`/api/catalog?offset=${first.total}`);
    expect(beyond.list).toEqual([]);
  });

  it('filters by one or several page_type_id values, repeated or comma-separated', async () => {
    const podcasts = await get('/api/catalog?page_type_id=2&limit=100');
    expect(podcasts.total).toBeGreaterThan(0);
    expect(podcasts.list.every((c) => c.type.code === 'audio' && c.type.id === 2)).toBe(true);
    const both = await get('/api/catalog?page_type_id=1&page_type_id=2&limit=100');
    const comma = await get('/api/catalog?page_type_id=1,2&limit=100');
    const videos = await get('/api/catalog?page_type_id=1&limit=100');
    expect(both.total).toBe(podcasts.total + videos.total);
    expect(comma.total).toBe(both.total);
    expect(new Set(both.list.map((c) => c.type.code))).toEqual(new Set(['audio', 'video']));
  });

  it('filters by tags and topics', async () => {
    const space = (await t.deps.db.select().from(tags).where(eq(tags.slug, 'space')))[0]!;
    const tagged = await get(`/api/catalog?tags=${space.id}&limit=100`);
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.list.every((c) => c.tags.some((x) => x.id === space.id))).toBe(true);
    const universe = (await t.deps.db.select().from(topics).where(eq(topics.slug, 'universe')))[0]!;
    const byTopic = await get(`/api/catalog?topics=${universe.id}&limit=100`);
    expect(byTopic.list.map((c) => c.slug)).toContain('chernye-dyry');
    expect(byTopic.list.map((c) => c.slug)).not.toContain('himiya-na-kuhne');
  });

  it('sorts by DATE_ASC and POPULAR', async () => {
    const asc = await get('/api/catalog?sort=DATE_ASC&limit=10');
    const dates = asc.list.map((c) => c.created_at);
    expect([...dates].sort()).toEqual(dates);
    const popular = await get('/api/catalog?sort=POPULAR&limit=10');
    const ratings = popular.list.map((c) => c.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('searches titles and descriptions regardless of the first letter case', async () => {
    const lower = await get(`/api/catalog?search=${encodeURIComponent('чёрные дыры')}`);
    expect(lower.list.map((c) => c.slug)).toContain('chernye-dyry');
    const none = await get(`/api/catalog?search=${encodeURIComponent('zzzнетничего')}`);
    expect(none).toEqual({ list: [], total: 0, total_capped: false });
  });

  it('answers content_types=CONTEST with contest cards (quizzes and courses: kinds-routes.test.ts)', async () => {
    const contests = await get('/api/catalog?content_types=CONTEST');
    expect(contests.total).toBe(7);
    expect(contests.list.every((x) => x.href.startsWith('/contests/'))).toBe(true);
  });

  it('rejects bad filters with 400 and a detail', async () => {
    for (const q of ['sort=RANDOM', 'page_type_id=9', 'limit=0', 'offset=-1', 'tags=abc']) {
      const res = await t.call('GET', `/api/catalog?${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).detail).toEqual(expect.any(String));
    }
  });

  it('GET /catalog/filter/type/{filter} and /catalog/main group by type', async () => {
    const videos = await get('/api/catalog/filter/type/video');
    expect(videos.list.every((c) => c.type.code === 'video')).toBe(true);
    expect((await t.call('GET', '/api/catalog/filter/type/poem')).status).toBe(400);
    const main = await (await t.call('GET', '/api/catalog/main')).json();
    expect(main.sections.map((s: { type: { code: string } }) => s.type.code)).toEqual([
      'video',
      'audio',
      'article',
      'specproject',
    ]);
    expect(main.sections[0].list.length).toBeGreaterThan(0);
  });
});

describe('GET /main-page', () => {
  it('answers events, posts and slides with counts', async () => {
    const res = await t.call('GET', '/api/main-page');
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.post_list).toHaveLength(8);
    expect(body.post_count).toBeGreaterThanOrEqual(60);
    expect(body.events_count).toBeGreaterThan(0);
    expect(body.events_list.every((e: { state: string }) => e.state === 'wait' || e.state === 'running')).toBe(true);
    expect(body.slide_list.length).toBeGreaterThan(0);
  });

  it('falls back to empty lists and zero counts on an empty database', async () => {
    const empty = await createTestApp({ seed: false });
    try {
      const body = await (await empty.call('GET', '/api/main-page')).json();
      expect(body).toEqual({ events_list: [], events_count: 0, post_list: [], post_count: 0, slide_list: [] });
    } finally {
      await empty.close();
    }
  });

  it('falls back instead of failing when a table cannot be read', async () => {
    const broken = await createTestApp();
    try {
      await broken.deps.db.run(sql`DROP TABLE event_participants`);
      await broken.deps.db.run(sql`DROP TABLE events`);
      const res = await broken.call('GET', '/api/main-page');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.events_list).toEqual([]);
      expect(body.events_count).toBe(0);
      expect(body.post_count).toBeGreaterThan(0);
    } finally {
      await broken.close();
    }
  });
});

describe('version 2 catalogue lists', () => {
  it('GET /catalog/post takes the same filters as /catalog', async () => {
    const page = await get('/otherapi/catalog/post?page_type_id=1&limit=4');
    expect(page.list).toHaveLength(4);
    expect(page.list.every((c) => c.type.code === 'video')).toBe(true);
  });

  it('useful posts default to 45 and the recommendation feed to 10, most popular first', async () => {
    const useful = await get('/otherapi/catalog/post/useful');
    expect(useful.list).toHaveLength(45);
    const feed = await get('/otherapi/catalog/recommendation-feed');
    expect(feed.list).toHaveLength(10);
    const ratings = feed.list.map((c) => c.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const next = await get('/otherapi/catalog/recommendation-feed?offset=10');
    expect(next.list.map((c) => c.id)).not.toContain(feed.list[0]!.id);
  });
});

describe('GET /recommendation/post', () => {
  it('answers materials sharing a tag, without the material itself', async () => {
    const page = await (await t.call('GET', '/api/page/slug/chernye-dyry')).json();
    const body = await (await t.call('GET', `/api/recommendation/post?id=${page.id}`)).json();
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list.length).toBeLessThanOrEqual(6);
    const ids = new Set(page.tags.map((x: { id: number }) => x.id));
    expect(body.list.every((c: Card) => c.id !== page.id && c.tags.some((x) => ids.has(x.id)))).toBe(true);
  });

  it('answers an empty list for an unknown material and 400 for a bad id', async () => {
    expect(await (await t.call('GET', '/api/recommendation/post?id=999999')).json()).toEqual({ list: [] });
    expect((await t.call('GET', '/api/recommendation/post?id=abc')).status).toBe(400);
  });
});
