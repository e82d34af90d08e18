// The course steps a material belongs to (the spec's page `courseSteps`: id, courseId, isOpen for the viewer),
// read by GET /page/{id} and GET /course_step/page/{id}; lives here because pages and courses both answer it.
// Never lists a step of an unpublished course.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import { courses, courseSteps, courseStepStates } from '../../db/schema/learning.ts';
import { openSteps, type StepState } from '../../sync/rules/learning.ts';

export interface PageCourseStep {
  id: number;
  course_id: number;
  is_open: boolean;
}

export async function courseStepsOfPage(db: Db, pageId: number, viewerId: number | null): Promise<PageCourseStep[]> {
  const holding = db
    .selectDistinct({ id: courseSteps.courseId })
    .from(courseSteps)
    .where(eq(courseSteps.pageId, pageId));
  const steps = await db
    .select({
      id: courseSteps.id,
      courseId: courseSteps.courseId,
      pageId: courseSteps.pageId,
      alwaysOpen: courseSteps.alwaysOpen,
      courseAlwaysOpen: courses.alwaysOpen,
    })
    .from(courseSteps)
    .innerJoin(courses, eq(courses.id, courseSteps.courseId))
    .where(and(inArray(courseSteps.courseId, holding), eq(courses.isPublished, true)))
    .orderBy(asc(courseSteps.courseId), asc(courseSteps.position), asc(courseSteps.id));
  if (!steps.length) return [];
  const states = new Map<number, StepState>();
  if (viewerId !== null) {
    const rows = await db
      .select({ stepId: courseStepStates.stepId, state: courseStepStates.state })
      .from(courseStepStates)
      .where(and(eq(courseStepStates.userId, viewerId), inArray(courseStepStates.courseId, holding)));
    for (const r of rows) states.set(r.stepId, r.state);
  }
  const list: PageCourseStep[] = [];
  for (const courseId of new Set(steps.map((s) => s.courseId))) {
    const ofCourse = steps
      .filter((s) => s.courseId === courseId)
      .map((s) => ({ ...s, state: states.get(s.id) ?? ('not_started' satisfies StepState) }));
    const open = openSteps(ofCourse[0]!.courseAlwaysOpen, ofCourse);
    ofCourse.forEach((s, i) => {
      if (s.pageId === pageId) list.push({ id: s.id, course_id: courseId, is_open: open[i] ?? false });
    });
  }
  return list;
}
