// The course as the pupil sees it on this device: the server's step states merged with the
// local ones (forward only) and the locks recomputed with the shared rule, so a step done
// offline opens the next one at once.
import { laterState } from '../../../../sync/mutations/learning-rows.ts';
import { openSteps, type StepState } from '../../../../sync/rules/learning.ts';
import type { CourseDetail, CourseStepItem, Progress } from '../../../lib/learning-types.ts';

export interface StepView extends CourseStepItem {
  locked: boolean;
}

/**
 * Steps with merged states and locks. A step the server reported open although the step before
 * it was not completed is open by itself (always open); that is the only per-step flag needed.
 */
export function courseView(
  course: Pick<CourseDetail, 'alwaysOpen' | 'steps'>,
  local: ReadonlyMap<number, StepState>,
): { steps: StepView[]; progress: Progress } {
  const sorted = [...course.steps].sort((a, b) => a.position - b.position);
  const states = sorted.map((s) => laterState(s.state, local.get(s.id) ?? 'not_started'));
  const lockable = sorted.map((s, i) => ({
    alwaysOpen: i > 0 && s.isOpen && sorted[i - 1]?.state !== 'completed',
    state: states[i] ?? 'not_started',
  }));
  const open = openSteps(course.alwaysOpen, lockable);
  const steps = sorted.map((s, i) => {
    const isOpen = Boolean(open[i]) || s.isOpen;
    return { ...s, state: states[i] ?? s.state, isOpen, locked: !isOpen };
  });
  const completed = steps.filter((s) => s.state === 'completed').length;
  const total = steps.length;
  return { steps, progress: { completed, total, percent: total ? Math.round((completed * 100) / total) : 0 } };
}

/** Progress of a course card: the server's count or the device's, whichever is further. */
export function cardProgress(server: Progress | null, stepsCount: number, localCompleted: number): Progress | null {
  if (!server && localCompleted === 0) return server;
  const completed = Math.min(stepsCount, Math.max(server?.completed ?? 0, localCompleted));
  return { completed, total: stepsCount, percent: stepsCount ? Math.round((completed * 100) / stepsCount) : 0 };
}
