// API tests of /contest on a real temporary database with the demo contests: the catalogue and its
// filters, a contest page, results with their empty-list fallback, and every participation refusal.
import { afterAll, describe, expect, it } from 'vitest';
import { cities } from '../../../db/schema/accounts-geo.ts';
import { contests, contestSegments } from '../../../db/schema/contests.ts';
import { one } from '../../../db/store.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;
const contestIds = new Map((await db.select().from(contests)).map((c) => [c.slug, c.id]));
const contestId = (slug: string) => contestIds.get(slug)!;
const city = (await one(db.select().from(cities).limit(1)))!;
const otherCity = (await db.select().from(cities)).find((c) => c.regionId !== city.regionId)!;
// The first segment of each contest, read once: the cases below build bodies synchronously.
const segments = new Map<number, number>();
for (const s of await db.select().from(contestSegments).orderBy(contestSegments.id))
  if (!segments.has(s.contestId)) segments.set(s.contestId, s.id);
const segmentOf = (id: number) => segments.get(id)!;
const student = (id: number) => ({
  user_type: 1,
  work_or_school: 'Школа № 5',
  region_id: city.regionId,
  city_id: city.id,
  segment_id: segmentOf(id),
});
const register = (id: number, token: string | undefined, body: unknown) =>
  t.call('PUT', `/api/contest/${id}/add_participant`, { token, body });
const json = async (res: Response | Promise<Response>) => (await res).json();

describe('/contest', () => {
  it('lists the demo contests in all five statuses with card fields, finished last', async () => {
    const page = await json(t.call('GET', '/api/contest/catalog'));
    // Six demo contests and the special video contest, which links to its own landing.
    expect(page.total).toBe(7);
    expect(page.list.filter((c: { href: string }) => c.href === '/contests/special')).toHaveLength(1);
    expect(new Set(page.list.map((c: { status_id: number }) => c.status_id))).toEqual(new Set([1, 2, 3, 4, 5]));
    const last = page.list.at(-1);
    expect(last).toMatchObject({
      status_id: 5,
      status_code: 'results',
      is_finish: true,
      is_take_part: false,
      href: `/contests/${last.id}`,
    });
    expect(last.status.label).toBe('Результаты');
    expect((await json(t.call('GET', '/api/contest/catalog?contest_active_id=1'))).total).toBe(6);
    expect((await json(t.call('GET', '/api/contest/catalog?contest_participate_type=1'))).total).toBe(0);
    expect((await t.call('GET', '/api/contest/catalog?limit=0')).status).toBe(400);
  });

  it('shows a contest with its nominations and segments, and 404 for an unknown one', async () => {
    const page = await json(t.call('GET', `/otherapi/contest/${contestId('nauka-v-kadre')}`));
    expect(page).toMatchObject({
      title: 'Наука в кадре',
      status_id: 3,
      contest: { kind: 'video', max_seconds: 180 },
      participation: null,
    });
    expect(page.nominations).toHaveLength(5);
    expect(page.segments).toHaveLength(3);
    expect((await t.call('GET', '/api/contest/999999')).status).toBe(404);
    expect((await t.call('GET', '/api/contest/abc')).status).toBe(400);
  });

  it('answers results best place first, and an empty list instead of an error', async () => {
    const results = await json(t.call('GET', `/api/contest/${contestId('khimiya-vokrug-nas')}/result`));
    expect(results.list.map((r: { place: number }) => r.place)).toEqual([1, 2, 3]);
    expect(results.list[0]).toMatchObject({ name: 'Анна Смирнова, Казань', nomination_name: 'Опыт на кухне' });
    for (const id of ['999999', 'abc']) {
      const res = await t.call('GET', `/api/contest/${id}/result`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ list: [] });
    }
  });

  it('registers a student once, then marks the contest as taken part in', async () => {
    const { token } = await t.signUp();
    const id = contestId('yunyy-issledovatel');
    const res = await register(id, token, student(id));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ is_take_part: true });
    expect(await json(t.call('GET', `/api/contest/${id}`, { token }))).toMatchObject({
      is_take_part: true,
      participation: { user_type: 1, work_or_school: 'Школа № 5', city_id: city.id },
    });
    const again = await register(id, token, student(id));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: 'Already participating' });
    expect((await json(t.call('GET', '/api/contest/catalog?contest_participate_type=1', { token }))).total).toBe(1);
  });

  it('registers a mentor without a segment', async () => {
    const { token } = await t.signUp();
    const id = contestId('nauka-v-kadre');
    const body = { user_type: 3, work_or_school: 'Лицей № 2', region_id: city.regionId, city_id: city.id };
    expect((await register(id, token, body)).status).toBe(200);
  });

  it('refuses guests, closed contests and bad data', async () => {
    const id = contestId('yunyy-issledovatel');
    expect((await register(id, undefined, student(id))).status).toBe(401);
    const { token } = await t.signUp();
    for (const slug of ['kosmos-ryadom', 'eko-patrul', 'khimiya-vokrug-nas']) {
      const res = await register(contestId(slug), token, student(contestId(slug)));
      expect(res.status, slug).toBe(409);
      expect(await res.json()).toEqual({ detail: 'Contest is not accepting participants' });
    }
    const cases: [unknown, string][] = [
      [{ ...student(id), segment_id: undefined }, 'Segment required'],
      [{ ...student(id), segment_id: segmentOf(contestId('nauka-v-kadre')) }, 'Unknown segment'],
      [{ ...student(id), city_id: otherCity.id }, 'City is not in the region'],
      [{ ...student(id), region_id: 999_999 }, 'Unknown region'],
    ];
    for (const [body, detail] of cases) {
      const res = await register(id, token, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail });
    }
    for (const body of [{ ...student(id), user_type: 2 }, { ...student(id), work_or_school: '   ' }, 'not json']) {
      expect((await register(id, token, body)).status).toBe(400);
    }
    expect((await register(999_999, token, student(id))).status).toBe(404);
  });
});
