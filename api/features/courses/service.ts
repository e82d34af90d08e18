// Reading courses: the list with the viewer's progress, one course with its steps (lock and
// state per step) and one step with what its screen needs (the material's blocks or the quiz id).
// Locking follows sync/rules/learning.ts; an anonymous viewer sees every step as not started.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { pages } from '../../../db/schema/content.ts';
import { courses, courseSteps, courseStepStates, quizzes } from '../../../db/schema/learning.ts';
import { openSteps, type StepState } from '../../../sync/rules/learning.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { pageType } from '../../lib/cards.ts';
import { topicBrief } from '../../lib/topic-brief.ts';
import { readPage } from '../pages/service.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { viewerRowsAmong } from '../../lib/viewer-rows.ts';

type CourseRow = typeof courses.$inferSelect;

/**
 * A course and the lists as a guest sees them, kept while the database is unchanged (api/lib/kept-answers.ts); a
 * signed-in viewer's answer adds their own step states (a private table, so their progress never retires the kept
 * part). A minute at most, as the guests' kept answers (public-answer-cache.ts).
 */
const COURSES = { name: 'courses', maxEntries: 200, maxAgeMs: 60_000 };

export async function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  return one(
    db
      .select()
      .from(courses)
      .where(and(eq(courses.id, id), eq(courses.isPublished, true))),
  );
}

const statesAmong = viewerRowsAmong<[stepId: number, state: StepState]>((db, ids, viewer) =>
  db
    .select({ stepId: courseStepStates.stepId, state: courseStepStates.state })
    .from(courseStepStates)
    .where(and(eq(courseStepStates.userId, viewer), inArray(courseStepStates.courseId, ids))),
);

const completedAmong = viewerRowsAmong<[courseId: number, n: number | string]>((db, ids, viewer) =>
  db
    .select({ courseId: courseStepStates.courseId, n: sql<number>`count(*)` })
    .from(courseStepStates)
    .where(
      and(
        eq(courseStepStates.userId, viewer),
        inArray(courseStepStates.courseId, ids),
        eq(courseStepStates.state, 'completed'),
      ),
    )
    .groupBy(courseStepStates.courseId),
);

async function statesOf(db: Db, userId: number | null, courseIds: number[]): Promise<Map<number, StepState>> {
  if (userId === null) return new Map();
  return new Map(await statesAmong(db, userId, courseIds));
}

/** The course's steps in order, without anyone's state. */
async function courseStepRows(db: Db, courseId: number) {
  return db
    .select({
      id: courseSteps.id,
      position: courseSteps.position,
      title: courseSteps.title,
      alwaysOpen: courseSteps.alwaysOpen,
      pageId: courseSteps.pageId,
      pageSlug: pages.slug,
      pageTitle: pages.title,
      pagePreview: pages.preview,
      pageType: pages.type,
      quizId: courseSteps.quizId,
      quizSlug: quizzes.slug,
      quizTitle: quizzes.title,
    })
    .from(courseSteps)
    .leftJoin(pages, eq(pages.id, courseSteps.pageId))
    .leftJoin(quizzes, eq(quizzes.id, courseSteps.quizId))
    .where(eq(courseSteps.courseId, courseId))
    .orderBy(asc(courseSteps.position), asc(courseSteps.id));
}

/** The steps with the viewer's states (none for a guest) and whether each is open. */
function stepsFor(
  courseAlwaysOpen: boolean,
  rows: Awaited<ReturnType<typeof courseStepRows>>,
  states: ReadonlyMap<number, StepState>,
) {
  const withState = rows.map((r) => ({ ...r, state: states.get(r.id) ?? ('not_started' satisfies StepState) }));
  const open = openSteps(courseAlwaysOpen, withState);
  return withState.map((r, i) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    type: r.quizId !== null ? ('quiz' as const) : ('page' as const),
    page:
      r.pageId !== null && r.pageSlug !== null && r.pageType !== null
        ? { id: r.pageId, slug: r.pageSlug, title: r.pageTitle, preview: r.pagePreview, type: pageType(r.pageType) }
        : null,
    quiz: r.quizId !== null ? { id: r.quizId, slug: r.quizSlug, title: r.quizTitle } : null,
    is_open: open[i] ?? false,
    state: r.state,
  }));
}

/** The course's steps in order with the viewer's state and whether each is open. */
export async function stepsWithState(db: Db, course: CourseRow, userId: number | null) {
  return stepsFor(course.alwaysOpen, await courseStepRows(db, course.id), await statesOf(db, userId, [course.id]));
}

function progressOf(steps: readonly { state: StepState }[], signedIn: boolean) {
  if (!signedIn) return null;
  const completed = steps.filter((s) => s.state === 'completed').length;
  const total = steps.length;
  return { completed, total, percent: total ? Math.round((completed * 100) / total) : 0 };
}

async function courseHeader(db: Db, course: CourseRow) {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    preview: course.preview,
    topic: await topicBrief(db, course.topicId),
    type: { code: 'course' as const },
    href: `/course/${course.id}`,
    always_open: course.alwaysOpen,
    has_form: course.form !== null && course.form.length > 0,
  };
}

export async function readCourse(db: Db, id: number, viewer: SessionUser | null) {
  const kept = await keptAnswer(
    db,
    COURSES,
    `course:${id}`,
    async () => {
      const course = await findCourse(db, id);
      if (!course) return null;
      const rows = await courseStepRows(db, course.id);
      const steps = stepsFor(course.alwaysOpen, rows, new Map());
      const answer = { ...(await courseHeader(db, course)), steps_count: steps.length, steps, progress: null };
      return { answer, rows, alwaysOpen: course.alwaysOpen };
    },
    (course) => course !== null,
  );
  if (!kept || !viewer) return kept?.answer ?? null;
  const steps = stepsFor(kept.alwaysOpen, kept.rows, await statesOf(db, viewer.id, [id]));
  return { ...kept.answer, steps, progress: progressOf(steps, true) };
}

export interface CourseListQuery {
  limit: number;
  offset: number;
  topic?: number;
  /** Only these courses (a search's matches); none when empty. */
  ids?: number[];
  /** By creation date; the staff's own order (sort, id) when absent. */
  sort?: 'DATE_DESC' | 'DATE_ASC';
}

function courseOrder(sort: CourseListQuery['sort']) {
  if (sort === 'DATE_DESC') return [desc(courses.createdAt), desc(courses.id)];
  if (sort === 'DATE_ASC') return [asc(courses.createdAt), asc(courses.id)];
  return [asc(courses.sort), asc(courses.id)];
}

export async function listCourses(db: Db, q: CourseListQuery, viewer: SessionUser | null) {
  if (q.ids?.length === 0) return { list: [], total: 0 };
  // A search's matches are not kept: they are as many keys as searches.
  const shown = q.ids
    ? await computeCourses(db, q)
    : await keptAnswer(db, COURSES, `list:${q.limit}:${q.offset}:${q.topic ?? ''}:${q.sort ?? ''}`, () =>
        computeCourses(db, q),
      );
  if (!viewer || shown.list.length === 0) return shown;
  const completed = new Map<number, number>();
  const doneRows = await completedAmong(
    db,
    viewer.id,
    shown.list.map((c) => c.id),
  );
  for (const [courseId, n] of doneRows) completed.set(courseId, Number(n));
  return {
    list: shown.list.map((course) => {
      const done = completed.get(course.id) ?? 0;
      const total = course.steps_count;
      return { ...course, progress: { completed: done, total, percent: total ? Math.round((done * 100) / total) : 0 } };
    }),
    total: shown.total,
  };
}

/** The list as a guest sees it: no progress. */
async function computeCourses(db: Db, q: CourseListQuery) {
  const where = and(
    eq(courses.isPublished, true),
    q.topic === undefined ? undefined : eq(courses.topicId, q.topic),
    q.ids ? inArray(courses.id, q.ids) : undefined,
  );
  const rows = await db
    .select()
    .from(courses)
    .where(where)
    .orderBy(...courseOrder(q.sort))
    .limit(q.limit)
    .offset(q.offset);
  const total = (await one(db.select({ n: count() }).from(courses).where(where)))?.n ?? 0;
  const ids = rows.map((r) => r.id);
  const stepCounts = new Map(
    ids.length
      ? (
          await db
            .select({ courseId: courseSteps.courseId, n: sql<number>`count(*)` })
            .from(courseSteps)
            .where(inArray(courseSteps.courseId, ids))
            .groupBy(courseSteps.courseId)
        ).map((r) => [r.courseId, r.n])
      : [],
  );
  const list = [];
  for (const course of rows)
    list.push({
      ...(await courseHeader(db, course)),
      steps_count: Number(stepCounts.get(course.id) ?? 0),
      progress: null as { completed: number; total: number; percent: number } | null,
    });
  return { list, total };
}

/**
 * One step for its screen: the step as in the course, its neighbours, and the material (full,
 * with its content blocks) or the quiz id. Content is given even when the step is locked, so a
 * downloaded course can be gone through offline; `is_open` tells the screen to show a lock.
 */
export async function readStep(db: Db, stepId: number, viewer: SessionUser | null) {
  const row = await one(
    db.select({ courseId: courseSteps.courseId }).from(courseSteps).where(eq(courseSteps.id, stepId)),
  );
  const course = row ? await findCourse(db, row.courseId) : undefined;
  if (!course) return null;
  const steps = await stepsWithState(db, course, viewer?.id ?? null);
  const index = steps.findIndex((s) => s.id === stepId);
  const step = steps[index];
  if (!step) return null;
  const page = step.page ? await readPage(db, { id: step.page.id }, viewer) : null;
  return {
    ...step,
    course_id: course.id,
    course_title: course.title,
    steps_count: steps.length,
    prev_step_id: steps[index - 1]?.id ?? null,
    next_step_id: steps[index + 1]?.id ?? null,
    page,
  };
}
