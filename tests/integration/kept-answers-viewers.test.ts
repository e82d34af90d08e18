// A signed-in pupil's event, course, quiz and contest answers are the kept public answer plus their own state
// (api/lib/kept-answers.ts): each pupil sees only their own registration, progress and attempts, never another's or a
// guest's, right after their own change, while the kept part stays shared. An event list kept for a minute is not
// served past the moment one of its events starts.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cities } from '../../db/schema/accounts-geo.ts';
import { contests } from '../../db/schema/contests.ts';
import { quizAttempts } from '../../db/schema/learning.ts';
import { one } from '../../db/store.ts';
import { setClock } from '../../api/lib/clock.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';

let t: TestApp;
let a: { userId: number; token: string };
let b: { userId: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await t.signUp();
  b = await t.signUp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => setClock(null));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read field by field below
async function get(path: string, token?: string): Promise<any> {
  const res = await t.call('GET', path, { token });
  expect(res.status, path).toBe(200);
  return res.json();
}

interface Step {
  id: number;
  state: string;
  is_open: boolean;
}

describe('kept answers with the viewer’s own state', () => {
  it('a course: each pupil’s progress and open steps, the guest’s none', async () => {
    const course = await get('/api/course/1');
    const steps = course.steps as Step[];
    expect(steps.length).toBeGreaterThan(1);
    await get('/api/course/1', b.token);
    await get('/api/course?limit=50&offset=0', b.token);
    const done = await t.call('PATCH', '/api/course_step/state', {
      token: a.token,
      body: { course_id: 1, step_id: steps[0]!.id, state: 'completed' },
    });
    expect(done.status).toBe(200);

    const mine = await get('/api/course/1', a.token);
    expect(mine.steps[0].state).toBe('completed');
    expect(mine.steps[1].is_open).toBe(true);
    expect(mine.progress).toMatchObject({ completed: 1, total: steps.length });
    const theirs = await get('/api/course/1', b.token);
    expect(theirs.steps.map((s: Step) => s.state)).toEqual(steps.map(() => 'not_started'));
    expect(theirs.steps.map((s: Step) => s.is_open)).toEqual(steps.map((s) => s.is_open));
    expect(theirs.progress).toMatchObject({ completed: 0, total: steps.length });
    const guest = await get('/api/course/1');
    expect(guest.progress).toBeNull();
    expect(guest.steps[0].state).toBe('not_started');

    const inList = async (token?: string) =>
      (await get('/api/course?limit=50&offset=0', token)).list.find((c: { id: number }) => c.id === 1).progress;
    expect(await inList(a.token)).toMatchObject({ completed: 1, total: steps.length });
    expect(await inList(b.token)).toMatchObject({ completed: 0 });
    expect(await inList()).toBeNull();
  });

  it('an event: only the pupil who registered is a participant; the count is everyone’s', async () => {
    const list = await get('/api/event/catalog?event_status=upcoming&limit=1&offset=0', b.token);
    const { slug, id } = list.list[0] as { slug: string; id: number };
    const before = await get(`/api/event/slug/${slug}`, b.token);
    expect(before.is_participant).toBe(false);
    expect((await t.call('POST', `/api/event/${id}/add_participant`, { token: a.token })).status).toBe(200);

    const mine = await get(`/api/event/slug/${slug}`, a.token);
    expect(mine).toMatchObject({ is_participant: true, participants_count: before.participants_count + 1 });
    expect(await get(`/api/event/slug/${slug}`, b.token)).toMatchObject({
      is_participant: false,
      participants_count: before.participants_count + 1,
    });
    expect(await get(`/api/event/slug/${slug}`)).toMatchObject({ is_participant: false });
  });

  it('an event list kept for a minute changes as soon as one of its events starts', async () => {
    const upcoming = (await get('/api/event/catalog?event_status=upcoming&sort=DATE_ASC&limit=1&offset=0', b.token))
      .list[0] as { id: number; start_at: string };
    const query = '/api/event/catalog?sort=DATE_ASC&limit=100&offset=0';
    const stateOf = async () =>
      (await get(query, b.token)).list.find((e: { id: number }) => e.id === upcoming.id).state as string;
    setClock(Date.parse(upcoming.start_at) - 5_000);
    expect(await stateOf()).toBe('wait');
    setClock(Date.parse(upcoming.start_at) + 1_000);
    expect(await stateOf()).toBe('running');
  });

  it('a quiz: completed for the pupil who finished it, not for another, null for a guest', async () => {
    const quiz = (await get('/api/quiz/catalog?limit=1&offset=0')).list[0] as { id: number };
    await get('/api/quiz/catalog?limit=1&offset=0', b.token);
    await get(`/api/quiz/${quiz.id}`, b.token);
    await t.store.db.insert(quizAttempts).values({
      quizId: quiz.id,
      userId: a.userId,
      attemptKey: randomUUID(),
      number: 1,
      finishedAt: new Date().toISOString(),
      version: 1,
    });
    expect((await get('/api/quiz/catalog?limit=1&offset=0', a.token)).list[0].completed).toBe(true);
    expect((await get('/api/quiz/catalog?limit=1&offset=0', b.token)).list[0].completed).toBe(false);
    expect((await get('/api/quiz/catalog?limit=1&offset=0')).list[0].completed).toBeNull();
    expect((await get(`/api/quiz/${quiz.id}`, a.token)).completed).toBe(true);
    expect((await get(`/api/quiz/${quiz.id}`, b.token)).completed).toBe(false);
  });

  it('a contest: taken part in only by the pupil who registered', async () => {
    // A demo contest open to participants.
    const contest = (await one(
      t.store.db.select({ id: contests.id }).from(contests).where(eq(contests.slug, 'yunyy-issledovatel')),
    ))!;
    await get('/api/contest/catalog?contest_active_id=1', b.token);
    const page = await get(`/api/contest/${contest.id}`, b.token);
    const city = (await one(t.store.db.select().from(cities).limit(1)))!;
    const res = await t.call('PUT', `/api/contest/${contest.id}/add_participant`, {
      token: a.token,
      body: {
        user_type: 1,
        work_or_school: 'Школа № 5',
        region_id: city.regionId,
        city_id: city.id,
        segment_id: page.segments[0]?.id,
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const takesPart = async (token?: string) =>
      (await get('/api/contest/catalog?contest_active_id=1', token)).list.find(
        (c: { id: number }) => c.id === contest.id,
      ).is_take_part;
    expect(await takesPart(a.token)).toBe(true);
    expect(await takesPart(b.token)).toBe(false);
    expect(await takesPart()).toBe(false);
    expect(await get(`/api/contest/${contest.id}`, a.token)).toMatchObject({
      is_take_part: true,
      participation: { user_type: 1 },
    });
    expect(await get(`/api/contest/${contest.id}`, b.token)).toMatchObject({
      is_take_part: false,
      participation: null,
    });
  });
});
