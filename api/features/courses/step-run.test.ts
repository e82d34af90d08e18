// A run of 'course-step-set' mutations through setStepStateRun leaves exactly what applying them one by
// one leaves: two devices' pushes (steps opened by the run itself, a locked step, replays of completed
// steps, older and newer times, a time in 2099, an unknown course, bad args, resent ids, a gap, a course
// finished) give the same push answers, states, change versions, pull and 'course.completed' events.
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEventOutbox } from '../../../db/schema/cluster.ts';
import { courses, courseSteps, courseStepStates } from '../../../db/schema/learning.ts';
import type { Db } from '../../../db/store.ts';
import { fromFreshInstall, pushThroughBothPaths, type PathPush } from '../../testing/run-paths.ts';

/** Each course's step ids in their order, by slug. */
function stepsBySlug(slugs: readonly string[]): Promise<Map<string, { id: number; steps: number[] }>> {
  return fromFreshInstall(async (db) => {
    const rows = await db
      .select({ slug: courses.slug, id: courses.id, step: courseSteps.id })
      .from(courses)
      .innerJoin(courseSteps, eq(courseSteps.courseId, courses.id))
      .where(inArray(courses.slug, [...slugs]))
      .orderBy(asc(courseSteps.position), asc(courseSteps.id));
    const out = new Map<string, { id: number; steps: number[] }>();
    for (const r of rows) out.set(r.slug, { id: r.id, steps: [...(out.get(r.slug)?.steps ?? []), r.step] });
    return out;
  });
}

// The states (without user ids or the server's write time) and the course events with whether they were delivered.
const rowsOf = async (db: Db, userId: number) => ({
  states: await db
    .select({
      step: courseStepStates.stepId,
      course: courseStepStates.courseId,
      state: courseStepStates.state,
      clientAt: courseStepStates.clientAt,
      version: courseStepStates.version,
    })
    .from(courseStepStates)
    .where(eq(courseStepStates.userId, userId))
    .orderBy(asc(courseStepStates.stepId)),
  events: (
    await db
      .select({ name: domainEventOutbox.name, payload: domainEventOutbox.payload, doneAt: domainEventOutbox.doneAt })
      .from(domainEventOutbox)
      .where(eq(domainEventOutbox.name, 'course.completed'))
      .orderBy(asc(domainEventOutbox.id))
  ).map((e) => ({ payload: JSON.parse(e.payload) as unknown, delivered: e.doneAt !== null })),
});

const NOW = new Date('2026-01-10T12:00:00.000Z');
const min = (m: number) => `2026-01-10T10:${String(m).padStart(2, '0')}:00.000Z`;

describe('course-step-set runs', () => {
  it('leave the same answers, states, versions, pull and events as one by one', async () => {
    const bySlug = await stepsBySlug(['zhizn-pod-mikroskopom', 'himiya-doma', 'chelovek-i-zdorove']);
    const bio = bySlug.get('zhizn-pod-mikroskopom')!;
    const chem = bySlug.get('himiya-doma')!;
    const open = bySlug.get('chelovek-i-zdorove')!; // every step open
    expect(bio.steps.length).toBeGreaterThanOrEqual(3);
    const [b1, b2, b3, ...bRest] = bio.steps as [number, number, number, ...number[]];
    const set = (id: number, course: { id: number }, step: number, state: string, at: string) => ({
      id,
      name: 'course-step-set',
      args: { course_id: course.id, step_id: step, state },
      at,
    });
    const a = 'device-a';
    const b = 'device-b';
    const pushes: PathPush[] = [
      {
        client: a,
        mutations: [
          set(1, bio, b1, 'in_progress', min(1)),
          set(2, bio, b1, 'completed', min(2)), // opens b2 for the next one
          set(3, bio, b2, 'completed', min(3)),
          set(4, bio, b3, 'in_progress', min(4)),
          set(5, bio, b1, 'in_progress', min(5)), // completed stays so
          set(6, bio, b3, 'in_progress', min(6)), // the same state, newer: its time is kept
          set(7, bio, b3, 'in_progress', min(5)), // the same state, older: nothing changes
          set(8, open, open.steps.at(-1)!, 'in_progress', '2099-01-01T00:00:00.000Z'), // counts as the server's time
        ],
      },
      {
        client: b,
        mutations: [
          set(1, open, open.steps.at(-1)!, 'in_progress', min(30)), // older than 2099 clamped: nothing
          set(2, bio, b3, 'completed', min(7)),
          // The rest of the course, in order: the last one finishes it (one event).
          ...bRest.map((step, k) => set(3 + k, bio, step, 'completed', min(8 + k))),
          set(3 + bRest.length, bio, b2, 'in_progress', min(20)),
        ],
      },
      {
        client: a,
        mutations: [
          set(7, bio, b3, 'in_progress', min(5)), // resent: their stored results answer
          set(8, open, open.steps.at(-1)!, 'in_progress', '2099-01-01T00:00:00.000Z'),
          set(9, chem, chem.steps[0]!, 'completed', min(21)),
          set(10, chem, chem.steps[2]!, 'completed', min(22)), // locked: the run goes one by one
          set(11, chem, chem.steps[1]!, 'completed', min(23)),
        ],
      },
      {
        client: b,
        mutations: [
          set(6, chem, chem.steps[0]!, 'in_progress', min(24)),
          set(7, { id: 99_999_999 }, b1, 'completed', min(24)), // an unknown course: one by one
        ],
      },
      {
        client: b,
        mutations: [
          {
            id: 8,
            name: 'course-step-set',
            args: { course_id: chem.id, step_id: chem.steps[2]!, state: 'not_started' },
            at: min(25),
          },
          set(9, chem, chem.steps[2]!, 'completed', min(25)),
        ],
      },
      {
        client: b,
        mutations: [
          set(10, open, open.steps[0]!, 'completed', min(26)),
          set(11, open, open.steps[1]!, 'completed', min(27)),
        ],
      },
      { client: a, mutations: [set(30, chem, chem.steps[2]!, 'completed', min(28))] }, // a gap: 409
    ];
    const { batch, alone, runs } = await pushThroughBothPaths(pushes, rowsOf, NOW);
    expect(batch).toEqual(alone);
    // Pushes 1, 2 and 6 went through the batch form; 3 (a locked step), 4 (an unknown course) and 5 (bad args) one by one.
    expect(runs).toBe(3);
    const statuses = JSON.stringify(batch.answers);
    expect(statuses).toContain('"detail":"Step is locked"');
    expect(statuses).toContain('"detail":"Course not found"');
    expect(statuses).toContain('"detail":"Invalid mutation args"');
    expect(batch.answers.at(-1)).toEqual({ status: 409, detail: 'Mutation id gap' });
    expect(batch.rows).toMatchObject({ events: [{ payload: { courseId: bio.id }, delivered: true }] });
  });
});
