// A run of pushed 'course-step-set' mutations (a pupil working through a course offline) in two
// statements on PostgreSQL (three on SQLite) and one more per course finished: the same outcomes, states, change versions and
// 'course.completed' events as setStepState one by one. Never refuses alone: an unknown course or
// step, or a locked step, answers Refused, and the push applies the run one by one.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { courses, courseSteps, courseStepStates } from '../../../db/schema/learning.ts';
import { openSteps, stepStateRank, type StepState } from '../../../sync/rules/learning.ts';
import { emitActivityEvent } from '../../lib/activity-events.ts';
import { writeVersionedRun } from '../../lib/change-version.ts';
import { Refused, type RunContext, type RunItem } from '../../lib/sync-feature.ts';

interface Step {
  id: number;
  alwaysOpen: boolean;
  state: StepState;
  /** The stored row's client time; null while the step has no row. */
  clientAt: string | null;
  /** The change of the run that wrote it last (its version's place among the run's). */
  change: number;
}

interface Course {
  alwaysOpen: boolean;
  /** In the order of stepsWithState (position, then id). */
  steps: Step[];
}

/** The run's published courses with their steps and the user's states: one statement. */
async function coursesOf(ctx: RunContext, ids: readonly number[]): Promise<Map<number, Course>> {
  const rows = await ctx.db
    .select({
      courseId: courses.id,
      courseOpen: courses.alwaysOpen,
      id: courseSteps.id,
      alwaysOpen: courseSteps.alwaysOpen,
      state: courseStepStates.state,
      clientAt: courseStepStates.clientAt,
    })
    .from(courses)
    .innerJoin(courseSteps, eq(courseSteps.courseId, courses.id))
    .leftJoin(
      courseStepStates,
      and(eq(courseStepStates.userId, ctx.userId), eq(courseStepStates.stepId, courseSteps.id)),
    )
    .where(and(inArray(courses.id, [...new Set(ids)]), eq(courses.isPublished, true)))
    .orderBy(asc(courses.id), asc(courseSteps.position), asc(courseSteps.id));
  const out = new Map<number, Course>();
  for (const r of rows) {
    const course = out.get(r.courseId) ?? { alwaysOpen: r.courseOpen, steps: [] };
    course.steps.push({
      id: r.id,
      alwaysOpen: r.alwaysOpen,
      state: r.state ?? 'not_started',
      clientAt: r.clientAt,
      change: 0,
    });
    out.set(r.courseId, course);
  }
  return out;
}

/**
 * applyMany of 'course-step-set' (courses/sync.ts). Each item meets the states the items before it left,
 * as one by one: a step completed earlier in the run opens the next. A course whose last step the run
 * completes raises 'course.completed' once, in the run's transaction (its listeners after the commit).
 */
export async function setStepStateRun(
  ctx: RunContext,
  items: readonly RunItem<'course-step-set'>[],
): Promise<readonly unknown[]> {
  const known = await coursesOf(
    ctx,
    items.map((i) => i.args.course_id),
  );
  const changed: { courseId: number; step: Step }[] = [];
  const finished: number[] = [];
  for (const [k, { args, at }] of items.entries()) {
    const course = known.get(args.course_id);
    const index = course?.steps.findIndex((s) => s.id === args.step_id) ?? -1;
    const step = course?.steps[index];
    if (!course || !step) return items.map((_, n) => (n === k ? new Refused('Step not found') : undefined));
    // A step already completed stays so; checking the lock first would refuse a harmless replay.
    if (step.state === 'completed') continue;
    if (!openSteps(course.alwaysOpen, course.steps)[index])
      return items.map((_, n) => (n === k ? new Refused('Step is locked') : undefined));
    const forward = stepStateRank(args.state) > stepStateRank(step.state);
    const newerSame = step.clientAt !== null && args.state === step.state && Date.parse(at) > Date.parse(step.clientAt);
    if (!forward && !newerSame) continue;
    step.state = args.state;
    step.clientAt = at;
    changed.push({ courseId: args.course_id, step });
    // As courseFinished: every step of the course completed (the rows of its steps are the course's rows).
    if (args.state === 'completed' && course.steps.every((s) => s.state === 'completed')) finished.push(args.course_id);
  }
  if (changed.length === 0) return items.map(() => undefined);
  // A step changed twice keeps the later version, as the second of two writes would leave it.
  changed.forEach(({ step }, n) => (step.change = n));
  const updatedAt = new Date().toISOString();
  const written = new Map(changed.map(({ courseId, step }) => [step.id, { courseId, step }]));
  await writeVersionedRun(ctx.db, ctx.userId, changed.length, (versionOf) =>
    ctx.db
      .insert(courseStepStates)
      .values(
        [...written.values()].map(({ courseId, step }) => ({
          userId: ctx.userId,
          stepId: step.id,
          courseId,
          state: step.state,
          clientAt: step.clientAt!,
          updatedAt,
          version: versionOf(step.change),
        })),
      )
      .onConflictDoUpdate({
        target: [courseStepStates.userId, courseStepStates.stepId],
        set: {
          state: sql`excluded.state`,
          clientAt: sql`excluded.client_at`,
          updatedAt: sql`excluded.updated_at`,
          version: sql`excluded.version`,
        },
      }),
  );
  for (const courseId of finished)
    await emitActivityEvent(ctx.db, 'course.completed', { userId: ctx.userId, courseId });
  return items.map(() => undefined);
}
