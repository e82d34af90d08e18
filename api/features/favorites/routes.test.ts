// API tests of /favorite-all and /user/favorite on a real temporary database: the spec's
// refusals and fallbacks, paging, and that REST changes reach a second device through pull.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { news, pages } from '../../../db/schema/content.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { setBookmark } from './service.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

const toggle = (token: string, body: unknown) => t.call('POST', '/api/favorite-all/toggle', { token, body });
const exist = async (token: string, body: unknown) =>
  (await t.call('POST', '/api/favorite-all/exist', { token, body })).json();

describe('/favorite-all', () => {
  it('answers 401 to every call when signed out', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/favorite-all/toggle', { type: 'post', id: 1 }],
      ['POST', '/api/favorite-all/exist', { type: 'post', ids: [1] }],
      ['GET', '/api/favorite-all/list', undefined],
      ['GET', '/api/user/favorite', undefined],
      ['POST', '/api/user/favorite', { page_id: 1 }],
      ['DELETE', '/api/user/favorite', { page_id: 1 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('toggles a bookmark on and off', async () => {
    const { token } = await t.signUp();
    const on = await toggle(token, { type: 'course', id: 7 });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ favorite: true });
    expect(await exist(token, { type: 'course', ids: [7] })).toEqual({ exist_ids: [7] });
    expect(await (await toggle(token, { type: 'course', id: '7' })).json()).toEqual({ favorite: false });
    expect(await exist(token, { type: 'course', ids: [7] })).toEqual({ exist_ids: [] });
  });

  it('flips once per toggle when toggles race', async () => {
    const { token } = await t.signUp();
    const answers = await Promise.all([1, 2, 3].map(() => toggle(token, { type: 'course', id: 7 })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const states = await Promise.all(answers.map(async (r) => ((await r.json()) as { favorite: boolean }).favorite));
    expect(states.filter(Boolean)).toHaveLength(2);
    expect(await exist(token, { type: 'course', ids: [7] })).toEqual({ exist_ids: [7] });
  });

  it('refuses a toggle without usable data or with an unknown type', async () => {
    const { token } = await t.signUp();
    for (const body of [
      { id: 1 },
      { type: 'post' },
      { type: 'post', id: 'abc' },
      { type: 'post', id: 0 },
      { type: '', id: 1 },
      [],
      'text',
    ]) {
      const res = await toggle(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid bookmark data' });
    }
    const wrongType = await toggle(token, { type: 'movie', id: 1 });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({ detail: 'Invalid bookmark type' });
    const broken = await t.call('POST', '/api/favorite-all/toggle', {
      token,
      body: '{"type": "post",',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).detail).toEqual(expect.any(String));
  });

  it('answers exist with the bookmarked ids only, and [] for unusable input', async () => {
    const { token, userId } = await t.signUp();
    const other = await t.signUp();
    for (const id of [1, 2, 3]) await setBookmark(t.deps.db, userId, { type: 'news', id }, true);
    await setBookmark(t.deps.db, userId, { type: 'news', id: 2 }, false);
    await setBookmark(t.deps.db, other.userId, { type: 'news', id: 4 }, true);
    await setBookmark(t.deps.db, userId, { type: 'event', id: 5 }, true);
    expect(await exist(token, { type: 'news', ids: [3, 2, 1, 4, 5, 'x', 3] })).toEqual({ exist_ids: [3, 1] });
    for (const body of [
      { type: 'news' },
      { type: 'news', ids: [] },
      { type: 'movie', ids: [1] },
      { ids: [1] },
      { type: 'news', ids: 'all' },
      {},
    ]) {
      const res = await t.call('POST', '/api/favorite-all/exist', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(await res.json()).toEqual({ exist_ids: [] });
    }
  });

  it('lists live bookmarks newest first, 50 per page at most, with offset and timestamp', async () => {
    const { token, userId } = await t.signUp();
    for (let id = 1; id <= 55; id += 1) await setBookmark(t.deps.db, userId, { type: 'post', id }, true);
    await setBookmark(t.deps.db, userId, { type: 'post', id: 1 }, false);
    const list = async (query: string) => (await t.call('GET', `/api/favorite-all/list${query}`, { token })).json();

    const first = await list('');
    expect(first.total).toBe(54);
    expect(first.list).toHaveLength(50);
    expect(first.list[0]).toEqual({
      type: 'post',
      id: 55,
      created_at: expect.any(String),
      title: expect.any(String),
      slug: expect.any(String),
      preview: expect.anything(),
    });
    const created = first.list.map((b: { created_at: string }) => b.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await list('?limit=500')).list).toHaveLength(50);
    const rest = await list('?limit=50&offset=50');
    expect(rest.list.map((b: { id: number }) => b.id)).toEqual([5, 4, 3, 2]);
    expect((await list('?limit=2&offset=1')).list.map((b: { id: number }) => b.id)).toEqual([54, 53]);

    // A bookmark added while paging does not shift the pages cut at the first page's time.
    const stamp = new Date(Date.parse(first.list[0].created_at) + 1).toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await setBookmark(t.deps.db, userId, { type: 'news', id: 10 }, true);
    const stable = await list(`?offset=50&timestamp=${encodeURIComponent(stamp)}`);
    expect(stable.total).toBe(54);
    expect(stable.list.map((b: { id: number }) => b.id)).toEqual([5, 4, 3, 2]);
    expect((await list(`?timestamp=${Date.parse(stamp)}`)).total).toBe(54);
    expect((await list('?timestamp=')).total).toBe(55);

    for (const bad of ['?limit=0', '?offset=-1', '?limit=abc', '?timestamp=yesterday']) {
      const res = await t.call('GET', `/api/favorite-all/list${bad}`, { token });
      expect(res.status, bad).toBe(400);
    }
  });

  it('joins the title, slug and preview of materials, news, events, courses and quizzes that exist', async () => {
    const { token, userId } = await t.signUp();
    const page = (
      await t.deps.db
        .insert(pages)
        .values({ slug: 'pro-kosmos', title: 'Про космос', pageTypeId: 3, type: 'article', preview: '/p.webp' })
        .returning()
    )[0]!;
    const item = (await t.deps.db.insert(news).values({ slug: 'novost', title: 'Новость дня' }).returning())[0]!;
    await setBookmark(t.deps.db, userId, { type: 'post', id: page.id }, true);
    await setBookmark(t.deps.db, userId, { type: 'news', id: item.id }, true);
    await setBookmark(t.deps.db, userId, { type: 'course', id: 1 }, true);
    await setBookmark(t.deps.db, userId, { type: 'quizzes', id: 2 }, true);
    const [course] = await t.deps.db.select().from(courses).where(eq(courses.id, 1));
    const [quiz] = await t.deps.db.select().from(quizzes).where(eq(quizzes.id, 2));
    expect(course?.title).toBeTruthy();
    expect(quiz?.title).toBeTruthy();
    const { list } = await (await t.call('GET', '/api/favorite-all/list', { token })).json();
    expect(
      list.map((b: { type: string; title: string | null; slug: string | null }) => [b.type, b.title, b.slug]),
    ).toEqual([
      ['quizzes', quiz?.title, quiz?.slug],
      ['course', course?.title, course?.slug],
      ['news', 'Новость дня', 'novost'],
      ['post', 'Про космос', 'pro-kosmos'],
    ]);
    const favorites = await (await t.call('GET', '/api/user/favorite', { token })).json();
    expect(favorites.list).toEqual([
      {
        page_id: page.id,
        created_at: expect.any(String),
        title: 'Про космос',
        slug: 'pro-kosmos',
        preview: '/p.webp',
      },
    ]);
  });

  it('refuses to bookmark an item that does not exist with 404 Page not found (finding 13)', async () => {
    const { token } = await t.signUp();
    for (const body of [
      { type: 'post', id: 99_999 },
      { type: 'course', id: 99_999 },
      { type: 'news', id: 99_999 },
    ]) {
      const res = await toggle(token, body);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Page not found' });
    }
    const page = await t.call('POST', '/api/user/favorite', { token, body: { page_id: 99_999 } });
    expect(page.status).toBe(404);
    const { results } = await (
      await t.call('POST', '/api/sync/push', {
        token,
        body: {
          client_id: 'c2f1b0de-3a43-4a52-9e0b-2b5f3b0a9c11',
          mutations: [
            { id: 1, name: 'bookmark-set', args: { type: 'post', id: 99_999, on: true }, at: new Date().toISOString() },
          ],
        },
      })
    ).json();
    expect(results).toEqual([{ id: 1, status: 'rejected', detail: 'Page not found' }]);
    expect(await (await t.call('GET', '/api/favorite-all/list', { token })).json()).toEqual({ list: [], total: 0 });
  });

  it('gives an empty list with total 0 to a user without bookmarks', async () => {
    const { token } = await t.signUp();
    expect(await (await t.call('GET', '/api/favorite-all/list', { token })).json()).toEqual({ list: [], total: 0 });
  });

  it('sends REST changes to a second device through pull', async () => {
    const { token } = await t.signUp();
    const start = (await (await t.call('GET', '/api/sync/pull', { token })).json()).cookie;
    await toggle(token, { type: 'quizzes', id: 9 });
    await toggle(token, { type: 'quizzes', id: 9 });
    const pulled = await (await t.call('GET', `/api/sync/pull?cookie=${start}`, { token })).json();
    const [quiz] = await t.deps.db.select().from(quizzes).where(eq(quizzes.id, 9));
    expect(pulled.bookmarks).toEqual([
      {
        type: 'quizzes',
        id: 9,
        on: false,
        updated_at: expect.any(String),
        title: quiz?.title ?? null,
        slug: quiz?.slug ?? null,
      },
    ]);
  });
});

describe('/user/favorite', () => {
  it('adds, refuses a second add, lists and removes favorite pages', async () => {
    const { token, userId } = await t.signUp();
    await setBookmark(t.deps.db, userId, { type: 'event', id: 3 }, true);
    const added = await t.call('POST', '/api/user/favorite', { token, body: { page_id: 12 } });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ page_id: 12, favorite: true });
    const twice = await t.call('POST', '/api/user/favorite', { token, body: { page_id: 12 } });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ detail: 'You are already add page' });
    await t.call('POST', '/api/user/favorite', { token, body: { page_id: 13 } });

    const listed = await (await t.call('GET', '/api/user/favorite', { token })).json();
    expect(listed.total).toBe(2);
    expect(listed.list.map((p: { page_id: number }) => p.page_id).sort()).toEqual([12, 13]);
    expect(await exist(token, { type: 'post', ids: [12, 13] })).toEqual({ exist_ids: [12, 13] });

    const removed = await t.call('DELETE', '/api/user/favorite', { token, body: { page_id: 12 } });
    expect(await removed.json()).toEqual({ page_id: 12, favorite: false });
    const byQuery = await t.call('DELETE', '/api/user/favorite?page_id=13', { token });
    expect(byQuery.status).toBe(200);
    expect(await (await t.call('GET', '/api/user/favorite', { token })).json()).toEqual({ list: [], total: 0 });
    expect((await t.call('POST', '/api/user/favorite', { token, body: { page_id: 12 } })).status).toBe(200);
  });

  it('refuses all but one of several adds at once', async () => {
    const { token } = await t.signUp();
    const adds = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/api/user/favorite', { token, body: { page_id: 14 } })),
    );
    expect(adds.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses a missing page id', async () => {
    const { token } = await t.signUp();
    for (const method of ['POST', 'DELETE']) {
      const res = await t.call(method, '/api/user/favorite', { token, body: {} });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Invalid bookmark data' });
    }
  });
});
