// The 'course-step-set' mutation through POST /api/sync/push and its pull: locking in order,
// a completed step that never goes back (any push order, any device), replays that change nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, courseStepStates } from '../../../db/schema/learning.ts';
import { one } from '../../../db/store.ts';
import { pushMutations, type TestMutation } from '../../testing/sync-push.ts';
import { fileTestApp } from '../../testing/file-test-app.ts';
import { currentChangeVersion } from '../../lib/change-version.ts';

const t = fileTestApp();

type Mutation = TestMutation;
const stepSet = (id: number, course: number, step: number, state: string, at = new Date().toISOString()): Mutation => ({
  id,
  name: 'course-step-set',
  args: { course_id: course, step_id: step, state },
  at,
});

const push = (token: string, client: string, mutations: Mutation[]) => pushMutations(t, token, client, mutations);

async function pull(token: string, cookie = 0) {
  return (await (await t.call('GET', `/api/sync/pull?cookie=${cookie}`, { token })).json()) as {
    cookie: number;
    course_steps: { course_id: number; step_id: number; state: string; updated_at: string }[];
  };
}

async function stepsOf(slug: string): Promise<{ courseId: number; steps: number[] }> {
  const row = await one(t.deps.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)));
  if (!row) throw new Error(`no course ${slug}`);
  const body = (await (await t.call('GET', `/api/course/${row.id}`)).json()) as { steps: { id: number }[] };
  return { courseId: row.id, steps: body.steps.map((s) => s.id) };
}

describe('course-step-set', () => {
  it('applies steps in order offline, rejects a locked step and replays without changes', async () => {
    const { token, userId } = await t.signUp();
    const { courseId, steps } = await stepsOf('zhizn-pod-mikroskopom');
    const [s1, s2, s3, s4] = steps as [number, number, number, number];
    const client = randomUUID();
    const batch = [
      stepSet(1, courseId, s1, 'completed'),
      stepSet(2, courseId, s2, 'completed'),
      stepSet(3, courseId, s4, 'completed'),
      stepSet(4, courseId, s3, 'in_progress'),
      stepSet(5, courseId, s1, 'not_started'),
    ];
    const first = await push(token, client, batch);
    expect(first.results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'applied' },
      { id: 3, status: 'rejected', detail: 'Step is locked' },
      { id: 4, status: 'applied' },
      { id: 5, status: 'rejected', detail: 'Invalid mutation args' },
    ]);
    const rows = () => t.deps.db.select().from(courseStepStates).where(eq(courseStepStates.userId, userId));
    const before = await rows();
    const version = await currentChangeVersion(t.deps.db, userId);
    expect(await push(token, client, batch)).toEqual(first);
    expect(await rows()).toEqual(before);
    expect(await currentChangeVersion(t.deps.db, userId)).toBe(version);

    const pulled = await pull(token);
    expect(pulled.course_steps.map((s) => [s.step_id, s.state])).toEqual([
      [s1, 'completed'],
      [s2, 'completed'],
      [s3, 'in_progress'],
    ]);
    expect((await pull(token, pulled.cookie)).course_steps).toEqual([]);
  });

  it('never moves a completed step back, even when the other device pushes a newer in_progress first', async () => {
    const { token, userId } = await t.signUp();
    const { courseId, steps } = await stepsOf('zelyonaya-planeta');
    const s1 = steps[0] ?? 0;
    const early = new Date(Date.now() - 60_000).toISOString();
    const later = new Date().toISOString();
    await push(token, randomUUID(), [stepSet(1, courseId, s1, 'in_progress', later)]);
    const res = await push(token, randomUUID(), [stepSet(1, courseId, s1, 'completed', early)]);
    expect(res.results).toEqual([{ id: 1, status: 'applied' }]);
    const version = await currentChangeVersion(t.deps.db, userId);
    const back = await push(token, randomUUID(), [
      stepSet(1, courseId, s1, 'in_progress', new Date(Date.now() + 60_000).toISOString()),
    ]);
    expect(back.results).toEqual([{ id: 1, status: 'applied' }]);
    expect(await currentChangeVersion(t.deps.db, userId)).toBe(version);
    const course = (await (await t.call('GET', `/api/course/${courseId}`, { token })).json()) as {
      steps: { state: string; is_open: boolean }[];
    };
    expect(course.steps.slice(0, 2)).toEqual([
      expect.objectContaining({ state: 'completed' }),
      expect.objectContaining({ state: 'not_started', is_open: true }),
    ]);
  });

  it('keeps the newest client time between equal states', async () => {
    const { token, userId } = await t.signUp();
    const { courseId, steps } = await stepsOf('himiya-doma');
    const s1 = steps[0] ?? 0;
    const newer = new Date().toISOString();
    const older = new Date(Date.now() - 60_000).toISOString();
    await push(token, randomUUID(), [stepSet(1, courseId, s1, 'in_progress', newer)]);
    await push(token, randomUUID(), [stepSet(1, courseId, s1, 'in_progress', older)]);
    const row = await one(t.deps.db.select().from(courseStepStates).where(eq(courseStepStates.userId, userId)));
    expect(row?.clientAt).toBe(newer);
    expect((await pull(token)).course_steps).toEqual([
      { course_id: courseId, step_id: s1, state: 'in_progress', updated_at: newer },
    ]);
  });
});
