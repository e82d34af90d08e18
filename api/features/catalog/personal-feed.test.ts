import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userInterests } from '../../../db/schema/accounts-profile.ts';
import { interests, tags } from '../../../db/schema/dictionaries.ts';
import { historyItems } from '../../../db/schema/history.ts';
import { courseSteps, courseStepStates } from '../../../db/schema/learning.ts';
import { statistics } from '../../../db/schema/statistics.ts';
import { follows } from '../../../db/schema/user-relations.ts';
import { pages } from '../../../db/schema/content.ts';
import { reactions } from '../../../db/schema/reactions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;

interface Card {
  id: number;
  created_at: string;
  tags: { id: number; slug: string }[];
}
interface Feed {
  list: Card[];
  total: number;
}

const feed = async (query: string, token?: string): Promise<Feed> => {
  const res = await t.call('GET', `/api/catalog/recommendation-feed${query}`, { token });
  expect(res.status).toBe(200);
  return res.json();
};
const ids = (f: Feed) => f.list.map((c) => c.id);

async function pupilWith(interestNames: string[]) {
  const pupil = await t.signUp();
  const rows = await db.select({ id: interests.id }).from(interests).where(inArray(interests.name, interestNames));
  expect(rows).toHaveLength(interestNames.length);
  if (rows.length) await db.insert(userInterests).values(rows.map((r) => ({ userId: pupil.userId, interestId: r.id })));
  return pupil;
}

const tagIdsOf = async (slugs: string[]) =>
  (await db.select({ id: tags.id }).from(tags).where(inArray(tags.slug, slugs))).map((r) => r.id);

/** The whole feed, paged `size` at a time. */
async function wholeFeed(token: string | undefined, size: number): Promise<{ ids: number[]; total: number }> {
  const all: number[] = [];
  const first = await feed(`?limit=${size}`, token);
  for (let offset = 0; offset < first.total; offset += size)
    all.push(...ids(await feed(`?limit=${size}&offset=${offset}`, token)));
  return { ids: all, total: first.total };
}

describe('GET /catalog/recommendation-feed for a signed-in pupil', () => {
  it('leads two pupils with different interests by their own interests, newest first', async () => {
    const physicist = await pupilWith(['Физика']);
    const biologist = await pupilWith(['Биология', 'Генетика']);
    const physics = await tagIdsOf(['physics']);
    const life = await tagIdsOf(['biology', 'genetics']);
    const a = await feed('', physicist.token);
    const b = await feed('', biologist.token);
    expect(a.list).toHaveLength(10);
    expect(ids(a)).not.toEqual(ids(b));
    // The seed has more than three materials of each interest.
    const leading = (f: Feed) => f.list.slice(0, 3);
    expect(leading(a).every((c) => c.tags.some((x) => physics.includes(x.id)))).toBe(true);
    expect(leading(b).every((c) => c.tags.some((x) => life.includes(x.id)))).toBe(true);
    const dates = leading(a).map((c) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('never shows a material finished: read to the end or completed as a course step', async () => {
    const pupil = await pupilWith(['Физика', 'Химия', 'Биология']);
    const [read, other] = (await feed('?limit=2', pupil.token)).list;
    await db
      .insert(historyItems)
      .values({ userId: pupil.userId, type: 'post', itemId: read!.id, viewedAt: new Date().toISOString() });
    await db.insert(statistics).values({ pageType: 'post', pageId: read!.id, userId: pupil.userId, scrollDepth: 95 });
    // Opened but not read to the end: still recommended.
    await db
      .insert(historyItems)
      .values({ userId: pupil.userId, type: 'post', itemId: other!.id, viewedAt: new Date().toISOString() });
    await db.insert(statistics).values({ pageType: 'post', pageId: other!.id, userId: pupil.userId, scrollDepth: 30 });
    const step = (await db.select().from(courseSteps).where(isNotNull(courseSteps.pageId)).limit(1))[0]!;
    await db.insert(courseStepStates).values({
      userId: pupil.userId,
      stepId: step.id,
      courseId: step.courseId,
      state: 'completed',
      clientAt: '2026-01-01T12:00:00Z',
      version: 1,
    });
    const guest = await feed('?limit=1');
    const whole = await wholeFeed(pupil.token, 40);
    expect(whole.ids).not.toContain(read!.id);
    expect(whole.ids).not.toContain(step.pageId);
    expect(whole.ids).toContain(other!.id);
    expect(whole.total).toBe(guest.total - 2);
    expect(whole.ids).toHaveLength(whole.total);
  });

  it('keeps out a material read to the end a month ago and only glanced at since', async () => {
    const pupil = await pupilWith(['Физика', 'Химия']);
    const [read] = (await feed('?limit=1', pupil.token)).list;
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    await db.insert(statistics).values([
      { pageType: 'post', pageId: read!.id, userId: pupil.userId, scrollDepth: 100, createdAt: monthAgo },
      { pageType: 'post', pageId: read!.id, userId: pupil.userId, scrollDepth: 10 },
    ]);
    await db
      .insert(historyItems)
      .values({ userId: pupil.userId, type: 'post', itemId: read!.id, viewedAt: new Date().toISOString() });
    expect((await wholeFeed(pupil.token, 40)).ids).not.toContain(read!.id);
  });

  it('pages without duplicates or gaps: the pages join into the one long list', async () => {
    const pupil = await pupilWith(['Астрономия и космос', 'Экология']);
    const star = (await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'chernye-dyry')))[0]!;
    await db
      .insert(historyItems)
      .values({ userId: pupil.userId, type: 'post', itemId: star.id, viewedAt: '2026-01-02T10:00:00Z' });
    const paged = await wholeFeed(pupil.token, 7);
    expect(new Set(paged.ids).size).toBe(paged.ids.length);
    expect(paged.ids).toEqual(ids(await feed(`?limit=100`, pupil.token)).slice(0, paged.ids.length));
    expect(paged.ids).toHaveLength(paged.total);
  });

  it('adds what the people a pupil follows wrote or liked', async () => {
    const pupil = await pupilWith([]);
    const author = (await db.select({ userId: pages.userId }).from(pages).where(isNotNull(pages.userId)).limit(1))[0]!;
    await db.insert(follows).values({ followerId: pupil.userId, followeeId: author.userId! });
    const wrote = await db.select({ id: pages.id }).from(pages).where(eq(pages.userId, author.userId!));
    const liked = await db
      .select({ id: reactions.targetId })
      .from(reactions)
      .where(and(eq(reactions.userId, author.userId!), eq(reactions.targetType, 'post'), eq(reactions.value, 1)));
    const theirs = [...wrote, ...liked].map((r) => r.id);
    const first = ids(await feed(`?limit=${Math.min(theirs.length, 10)}`, pupil.token));
    expect(first.every((id) => theirs.includes(id))).toBe(true);
  });
});

describe('GET /catalog/recommendation-feed, the popular list', () => {
  it('answers a guest the popular list', async () => {
    const guest = await feed('?limit=10');
    expect(ids(guest)).toEqual(ids(await (await t.call('GET', '/api/catalog/post/useful?limit=10')).json()));
  });

  it('answers a pupil with no interests and no history the popular list too', async () => {
    const pupil = await t.signUp();
    const mine = await feed('?limit=10&offset=5', pupil.token);
    const guest = await feed('?limit=10&offset=5');
    expect(ids(mine)).toEqual(ids(guest));
    expect(mine.total).toBe(guest.total);
  });
});
