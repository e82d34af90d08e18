// The one place that changes a user's course step state, used alike by PATCH /course_step/state
// and the sync mutation 'course-step-set', so both follow one conflict rule and stamp the change
// version pull reads. Rule: states only move forward (a completed step never goes back); between
// equal states the newest client time is kept; a step locked on the server is refused (403).
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { courseSteps, courseStepStates } from '../../../db/schema/learning.ts';
import { stepStateRank, type StepState } from '../../../sync/rules/learning.ts';
import { emitActivityEvent } from '../../lib/activity-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';
import { findCourse, stepsWithState } from './service.ts';

const STEP_LOCKED_DETAIL = 'Step is locked';

export interface StepStateChange {
  courseId: number;
  stepId: number;
  state: Exclude<StepState, 'not_started'>;
  /** The client's time of the change (ISO); the server's time for REST calls. */
  at: string;
}

/**
 * Applies the change in one transaction (a savepoint inside a push). Throws 404 when the course
 * or step is unknown, 403 'Step is locked' when the step is not open for this user. Returns
 * whether anything changed (a replay, or a move backwards, changes nothing).
 */
export async function setStepState(db: Db, userId: number, change: StepStateChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await writeStepState(tx, userId, change);
    // Checked in the same transaction as the write: two last steps completed at once must not
    // both see the course finished (the event fires once, after the commit).
    if (changed && change.state === 'completed' && (await courseFinished(tx, userId, change.courseId)))
      await emitActivityEvent(tx, 'course.completed', { userId, courseId: change.courseId });
    return changed;
  });
}

/** Every step of the course is completed by the user (the badge and points rules listen). */
async function courseFinished(db: Db, userId: number, courseId: number): Promise<boolean> {
  const steps =
    (await one(db.select({ n: count() }).from(courseSteps).where(eq(courseSteps.courseId, courseId))))?.n ?? 0;
  const done =
    (
      await one(
        db
          .select({ n: count() })
          .from(courseStepStates)
          .where(
            and(
              eq(courseStepStates.userId, userId),
              eq(courseStepStates.courseId, courseId),
              eq(courseStepStates.state, 'completed'),
            ),
          ),
      )
    )?.n ?? 0;
  return steps > 0 && done >= steps;
}

/** Reads the lock and the stored state, then writes: call it inside a transaction. */
async function writeStepState(db: Db, userId: number, change: StepStateChange): Promise<boolean> {
  const course = await findCourse(db, change.courseId);
  if (!course) throw httpError(404, 'Course not found');
  const step = (await stepsWithState(db, course, userId)).find((s) => s.id === change.stepId);
  if (!step) throw httpError(404, 'Step not found');
  const key = and(eq(courseStepStates.userId, userId), eq(courseStepStates.stepId, change.stepId));
  const row = await one(
    db.select({ state: courseStepStates.state, clientAt: courseStepStates.clientAt }).from(courseStepStates).where(key),
  );
  const current = row?.state ?? 'not_started';
  // A step already completed stays so; checking the lock first would refuse a harmless replay.
  if (current === 'completed') return false;
  if (!step.is_open) throw httpError(403, STEP_LOCKED_DETAIL);
  const forward = stepStateRank(change.state) > stepStateRank(current);
  const newerSame = row !== undefined && change.state === current && Date.parse(change.at) > Date.parse(row.clientAt);
  if (!forward && !newerSame) return false;
  const values = {
    state: change.state,
    clientAt: change.at,
    updatedAt: new Date().toISOString(),
    version: await nextChangeVersion(db, userId),
  };
  if (row) await db.update(courseStepStates).set(values).where(key);
  else
    await db.insert(courseStepStates).values({ userId, stepId: change.stepId, courseId: change.courseId, ...values });
  return true;
}

/** The user's step states changed after `version` (for pull). */
export async function stepStatesChangedSince(db: Db, userId: number, version: number) {
  return db
    .select({
      course_id: courseStepStates.courseId,
      step_id: courseStepStates.stepId,
      state: courseStepStates.state,
      updated_at: courseStepStates.clientAt,
    })
    .from(courseStepStates)
    .where(and(eq(courseStepStates.userId, userId), gt(courseStepStates.version, version)))
    .orderBy(asc(courseStepStates.version));
}
