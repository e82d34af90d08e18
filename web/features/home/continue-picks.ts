// Which course and which podcast a pupil left off, picked from rows of the device store
// (pure, so the rule is tested without IndexedDB). A course counts while a step is left to do;
// a podcast while more than a few seconds are left to hear.
import * as v from 'valibot';
import { isStepState, laterState } from '../../../sync/mutations/learning-rows.ts';
import type { StepState } from '../../../sync/rules/learning.ts';
import type { CourseDetail } from '../../lib/learning-types.ts';

export interface ProgressRowLike {
  courseId: number;
  stepId: number;
  state: string;
  updatedAt: string;
}
export interface PositionRowLike {
  audioId: number;
  position: number;
  updatedAt: string;
}
/** What 'Продолжить' reads of a stored material: one with a podcast (an audio at least). */
export const postLike = v.object({
  slug: v.string(),
  title: v.string(),
  preview: v.optional(v.nullable(v.string()), null),
  audios: v.pipe(v.array(v.object({ id: v.number(), title: v.string(), duration: v.number() })), v.minLength(1)),
});
export type PostLike = v.InferOutput<typeof postLike>;

export interface CourseToContinue {
  id: number;
  title: string;
  preview: string | null;
  completed: number;
  total: number;
  nextStep: { id: number; title: string };
}
export interface PodcastToContinue {
  slug: string;
  title: string;
  preview: string | null;
  position: number;
  duration: number;
}

/** A position this close to either end is not 'left off': just started or heard to the end. */
const EDGE_SECONDS = 5;

const newestFirst = <T extends { updatedAt: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));

/** The course touched last on this device that still has a step to do, with that step. */
export function pickCourse(
  rows: readonly ProgressRowLike[],
  courseOf: (id: number) => CourseDetail | null | undefined,
): CourseToContinue | null {
  const seen = new Set<number>();
  for (const row of newestFirst(rows)) {
    if (seen.has(row.courseId)) continue;
    seen.add(row.courseId);
    const course = courseOf(row.courseId);
    if (!course || course.steps.length === 0) continue;
    const local = new Map<number, StepState>();
    for (const r of rows)
      if (r.courseId === course.id && isStepState(r.state))
        local.set(r.stepId, laterState(local.get(r.stepId) ?? 'not_started', r.state));
    const steps = [...course.steps].sort((a, b) => a.position - b.position);
    const states = steps.map((s) => laterState(s.state, local.get(s.id) ?? 'not_started'));
    const nextIndex = states.findIndex((s) => s !== 'completed');
    const next = steps[nextIndex];
    if (!next) continue;
    return {
      id: course.id,
      title: course.title,
      preview: course.preview,
      completed: states.filter((s) => s === 'completed').length,
      total: steps.length,
      nextStep: { id: next.id, title: next.title },
    };
  }
  return null;
}

/** The podcast heard last on this device and not heard to the end, found among opened materials. */
export function pickPodcast(
  positions: readonly PositionRowLike[],
  posts: readonly PostLike[],
): PodcastToContinue | null {
  for (const row of newestFirst(positions)) {
    if (!row.audioId || row.position < EDGE_SECONDS) continue;
    for (const post of posts) {
      const track = post.audios.find((a) => a.id === row.audioId);
      if (!track) continue;
      if (track.duration > 0 && track.duration - row.position < EDGE_SECONDS) break;
      return {
        slug: post.slug,
        title: post.title,
        preview: post.preview,
        position: row.position,
        duration: track.duration,
      };
    }
  }
  return null;
}
