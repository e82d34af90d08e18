// API tests of the special contest's reading calls on the seeded demo contest: segments,
// nominations, the all-works list paged by 9 and filtered by nomination, one work, other works,
// winners (the jury's, else the vote) and the participation state, under /api and /otherapi.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contestResults, contests, contestWorks } from '../../../../db/schema/contests.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { specialFixtures } from './test-helpers.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const f = await specialFixtures(t);
const get = async (path: string, token?: string) => {
  const res = await t.call('GET', `${f.base}${path}`, { token });
  return { status: res.status, body: await res.json() };
};
const workOf = async (statusId: number) =>
  (await f.db.select().from(contestWorks).where(eq(contestWorks.statusId, statusId))).find(
    (w) => w.contestId === f.contest.id,
  )!;

describe('/contest-learn-known reading calls', () => {
  it('lists segments and the five nominations, on /api and /otherapi alike', async () => {
    expect((await get('/segments')).body.list).toHaveLength(3);
    const nominations = (await get('/nominations')).body.list;
    expect(nominations.map((n: { name: string }) => n.name)).toEqual([
      'Естественные науки',
      'Науки о будущем',
      'IT и точные науки',
      'Социально-гуманитарные науки',
      'Место человека во Вселенной',
    ]);
    const other = await t.call('GET', '/otherapi/contest-learn-known/nominations');
    expect((await other.json()).list).toEqual(nominations);
  });

  it('answers the contest card with its link to /contests/special', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: f.contest.id, href: '/contests/special', status_id: 3 });
    expect(body.nominations).toHaveLength(5);
  });

  it('pages published works by 9 with the total, and filters by nomination', async () => {
    const first = (await get('/video-list?limit=9&offset=0')).body;
    expect(first.total_count).toBe(20);
    expect(first.list).toHaveLength(9);
    expect(first.list.every((w: { status_id: number }) => w.status_id === 3)).toBe(true);
    const third = (await get('/video-list?limit=9&offset=18')).body;
    expect(third.list).toHaveLength(2);
    const ids = new Set(
      [...first.list, ...(await get('/video-list?offset=9')).body.list, ...third.list].map((w) => w.id),
    );
    expect(ids.size).toBe(20);
    const byNomination = (await get(`/video-list?nomination_id=${f.nominations[2]}`)).body;
    expect(byNomination.total_count).toBe(4);
    expect(byNomination.list.every((w: { nomination_id: number }) => w.nomination_id === f.nominations[2])).toBe(true);
    const work = first.list[0];
    expect(work.video.url).toMatch(/^\/media\/contest-videos\/work-\d\.mp4$/);
    expect(work.votes_count).toBeGreaterThan(0);
    expect(work.rating.clarity).toBeGreaterThanOrEqual(1);
    expect(work.rating.clarity).toBeLessThanOrEqual(5);
    expect((await get('/video-list?limit=0')).status).toBe(400);
  });

  it('shows one published work; an unpublished one is not found for others', async () => {
    const published = await workOf(3);
    expect((await get(`/video-one?video_id=${published.id}`)).body).toMatchObject({ id: published.id, status_id: 3 });
    expect((await get(`/video-one?video_id=${(await workOf(1)).id}`)).status).toBe(404);
    const rejected = await get(`/video-one?video_id=${(await workOf(2)).id}`, (await t.signUp()).token);
    expect(rejected.status).toBe(404);
    expect((await get('/video-one?video_id=999999')).status).toBe(404);
  });

  it('offers up to six other published works without the one being watched', async () => {
    const id = (await workOf(3)).id;
    const list = (await get(`/another-videos?video_id=${id}`)).body.list;
    expect(list).toHaveLength(6);
    expect(list.some((w: { id: number }) => w.id === id)).toBe(false);
    expect(list.every((w: { status_id: number }) => w.status_id === 3)).toBe(true);
  });

  it("answers the jury's places 1 to 5; without a jury, the vote once works are processed", async () => {
    const jury = (await get('/winners')).body;
    expect(jury.by_jury).toBe(true);
    expect(jury.list.map((w: { place: number }) => w.place)).toEqual([1, 2, 3, 4, 5]);
    expect(jury.list[0].video.name).toBe('Почему небо голубое');
    const saved = await f.db.select().from(contestResults).where(eq(contestResults.contestId, f.contest.id));
    await f.db.delete(contestResults).where(eq(contestResults.contestId, f.contest.id));
    expect((await get('/winners')).body).toEqual({ list: [], by_jury: false });
    await f.db.update(contests).set({ statusId: 4 }).where(eq(contests.id, f.contest.id));
    const byVote = (await get('/winners')).body;
    expect(byVote.list).toHaveLength(5);
    const scores = byVote.list.map((w: { video: { score: number } }) => w.video.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await f.db.update(contests).set({ statusId: 3 }).where(eq(contests.id, f.contest.id));
    await f.db.insert(contestResults).values(saved);
  });

  it('tells a guest they take no part and sent nothing', async () => {
    expect((await get('/exist')).body).toEqual({ exist: false, user_type: null });
    expect((await get('/exist-video')).body).toEqual({ exist: false, status_id: null });
    expect((await get('/my-videos')).status).toBe(401);
    expect((await get('/my-confirm-video')).status).toBe(401);
    expect((await get('/join-key')).status).toBe(401);
  });
});
