// Public answers kept while the database is unchanged (api/lib/kept-answers.ts and the anonymous
// answer cache): a post, the home page and the news must answer each reader exactly what computing
// them for that reader gives, follow a change at once, never show one reader's state or a draft to
// another, and let an event that has ended leave the home page within a minute with no write at all.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSteps } from '../../db/schema/learning.ts';
import { events } from '../../db/schema/events.ts';
import { news, pages } from '../../db/schema/content.ts';
import { userRoles } from '../../db/schema/users.ts';
import { one } from '../../db/store.ts';
import { nowMs, setClock } from '../../api/lib/clock.ts';
import { computeWhole } from '../../api/features/pages/read-whole.ts';
import type { SessionUser } from '../../api/lib/session-service.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';

let t: TestApp;
let reader: { userId: number; token: string };
let other: { userId: number; token: string };
let post: { id: number; slug: string };

const json = async (res: Response) => {
  expect(res.status).toBe(200);
  return res.json();
};
const get = (path: string, token?: string) => t.call('GET', path, { token });

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.signUp();
  other = await t.signUp();
  // A material that a course shows as a step, so the reader's progress is part of its answer.
  const step = await one(
    t.deps.db.select({ pageId: courseSteps.pageId }).from(courseSteps).orderBy(asc(courseSteps.id)),
  );
  const row = await one(
    t.deps.db
      .select({ id: pages.id, slug: pages.slug })
      .from(pages)
      .where(eq(pages.id, step?.pageId ?? 0)),
  );
  if (!row) throw new Error('the demo data has no course step with a material');
  post = row;
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

describe('a post', () => {
  it('answers each reader what computing it for them gives, and follows their like and bookmark at once', async () => {
    const path = `/api/page/slug/${post.slug}`;
    const guest = await json(await get(path));
    expect(guest).not.toHaveProperty('liked');
    expect(guest.course_steps.length).toBeGreaterThan(0);
    expect(
      (await t.call('POST', '/api/like', { body: { type: 'post', id: post.id }, token: reader.token })).status,
    ).toBe(200);
    const favorite = await t.call('POST', '/api/favorite-all/toggle', {
      body: { type: 'post', id: post.id },
      token: reader.token,
    });
    expect(favorite.status).toBeLessThan(300);
    const mine = await json(await get(path, reader.token));
    const viewer = { id: reader.userId } as SessionUser;
    expect(mine).toEqual(JSON.parse(JSON.stringify(await computeWhole(t.deps.db, { slug: post.slug }, viewer))));
    expect(mine).toMatchObject({ liked: true, disliked: false, favorite: true, likes: guest.likes + 1 });
    // The other pupil gets the new count, not the reader's flags.
    expect(await json(await get(path, other.token))).toMatchObject({
      liked: false,
      favorite: false,
      likes: mine.likes,
    });
    expect(await json(await get(`/api/page/${post.id}`, reader.token))).toEqual(mine);
  });

  it('a draft reaches its staff readers only, never through a kept answer', async () => {
    const admin = await t.signUp('kept-admin');
    await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const path = `/api/page/slug/${post.slug}`;
    await json(await get(path)); // kept while published
    await t.deps.db.update(pages).set({ isPublished: false }).where(eq(pages.id, post.id));
    expect((await get(path)).status).toBe(404);
    expect((await get(path, reader.token)).status).toBe(404);
    expect(await json(await get(path, admin.token))).toMatchObject({ id: post.id, is_published: false });
    expect((await get(path)).status).toBe(404);
    await t.deps.db.update(pages).set({ isPublished: true }).where(eq(pages.id, post.id));
    expect(await json(await get(path))).toMatchObject({ id: post.id, is_published: true });
  });
});

describe('the news', () => {
  it('carry the reader’s own like only to that reader', async () => {
    const item = await one(
      t.deps.db.select({ id: news.id, slug: news.slug }).from(news).where(eq(news.isPublished, true)),
    );
    if (!item) throw new Error('the demo data has no news');
    await json(await get('/api/event-news/news?limit=50'));
    await t.call('POST', '/api/like', { body: { type: 'news', id: item.id }, token: reader.token });
    const listed = (await json(await get('/api/event-news/news?limit=50', reader.token))).list;
    expect(listed.find((n: { id: number }) => n.id === item.id)).toMatchObject({ liked: true });
    const others = (await json(await get('/api/event-news/news?limit=50', other.token))).list;
    expect(others.find((n: { id: number }) => n.id === item.id)).toMatchObject({ liked: false });
    const guests = (await json(await get('/api/event-news/news?limit=50'))).list;
    expect(guests.find((n: { id: number }) => n.id === item.id)).not.toHaveProperty('liked');
    expect(await json(await get(`/api/event-news/news-slug/${item.slug}`, reader.token))).toMatchObject({
      liked: true,
    });
    expect(await json(await get(`/api/event-news/news-slug/${item.slug}`))).not.toHaveProperty('liked');
  });
});

describe('the home page', () => {
  it('drops an event that has ended within a minute, with no write in between', async () => {
    const start = nowMs();
    const ends = new Date(start + 30_000).toISOString();
    const [event] = await t.deps.db
      .insert(events)
      .values({
        slug: 'kept-answer-ending',
        title: 'Заканчивается через полминуты',
        startAt: new Date(start - 3_600_000).toISOString(),
        endAt: ends,
      })
      .returning({ id: events.id });
    const listed = async (token?: string) =>
      ((await json(await get('/api/main-page', token))).events_list as { id: number }[]).map((e) => e.id);
    setClock(start);
    expect(await listed()).toContain(event!.id);
    expect(await listed(reader.token)).toContain(event!.id);
    setClock(start + 61_000);
    expect(await listed()).not.toContain(event!.id);
    expect(await listed(reader.token)).not.toContain(event!.id);
    setClock(null);
  });
});
