// Writing courses (the staff area's authoring): the course's fields and its ordered steps, each a
// material or a quiz, with the lock rule of the data model (a step opens when the previous one is
// done unless it or the whole course is always open). Steps keep their ids across saves, so a
// pupil's progress on a step survives an edit; a step left out is removed with its progress.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { one, type Db } from '../../../db/store.ts';
import { pages } from '../../../db/schema/content.ts';
import { topics } from '../../../db/schema/dictionaries.ts';
import { courses, courseSteps, quizzes } from '../../../db/schema/learning.ts';
import { itemHead, pictureUrl, slugInput } from '../../lib/authoring-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { slugify } from '../../lib/slug.ts';
import { indexItem } from '../search/indexer.ts';

const id = z.number().int().positive();

export const courseStepInput = z.object({
  id: id.optional(),
  title: z.string().trim().min(1).max(300),
  always_open: z.boolean().optional(),
  page_id: id.nullable().optional(),
  quiz_id: id.nullable().optional(),
});

/** The reply form after a course ('Скажите, как вам курс'), as the course form is stored. */
const courseFormField = z.object({
  type: z.enum(['text', 'email', 'phone', 'select', 'textarea']),
  code: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(300),
  values: z.array(z.string().trim().min(1).max(200)).max(100),
  required: z.boolean(),
});

export const courseInput = z.object({
  title: z.string().trim().min(1).max(300),
  slug: slugInput.optional(),
  description: z.string().trim().max(2000).optional(),
  preview: pictureUrl.nullable().optional(),
  topic_id: id.nullable().optional(),
  always_open: z.boolean().optional(),
  steps: z.array(courseStepInput).max(100),
  /** Null or empty: no reply form; absent: left as it is. */
  form: z.array(courseFormField).max(50).nullable().optional(),
});
export type CourseInput = z.infer<typeof courseInput>;

export async function findCourseRow(db: Db, courseId: number) {
  return one(db.select().from(courses).where(eq(courses.id, courseId)));
}

async function slugTaken(db: Db, value: string, exceptId?: number): Promise<boolean> {
  const row = await one(db.select({ id: courses.id }).from(courses).where(eq(courses.slug, value)));
  return !!row && row.id !== exceptId;
}

const existing = async (db: Db, table: typeof pages | typeof quizzes | typeof topics, ids: number[]) =>
  ids.length
    ? new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id))
    : new Set();

/** Each step names exactly one material or quiz that exists, and only this course's own step ids. */
async function checkCourse(db: Db, input: CourseInput, courseId: number | null): Promise<void> {
  input.steps.forEach((s, i) => {
    if (((s.page_id ?? null) === null) === ((s.quiz_id ?? null) === null))
      throw httpError(400, `steps.${i}: Material or quiz required`);
  });
  const pageIds = input.steps.flatMap((s) => (s.page_id ? [s.page_id] : []));
  const quizIds = input.steps.flatMap((s) => (s.quiz_id ? [s.quiz_id] : []));
  const foundPages = await existing(db, pages, pageIds);
  const foundQuizzes = await existing(db, quizzes, quizIds);
  input.steps.forEach((s, i) => {
    if (s.page_id && !foundPages.has(s.page_id)) throw httpError(400, `steps.${i}: Unknown material`);
    if (s.quiz_id && !foundQuizzes.has(s.quiz_id)) throw httpError(400, `steps.${i}: Unknown quiz`);
  });
  if (input.topic_id && !(await existing(db, topics, [input.topic_id])).size) throw httpError(400, 'Unknown topic');
  const codes = input.form?.map((f) => f.code) ?? [];
  if (new Set(codes).size !== codes.length) throw httpError(400, 'Form field names repeat');
  if (input.form?.some((f) => f.type === 'select' && !f.values.length))
    throw httpError(400, 'Select field needs options');
  const stepIds = input.steps.flatMap((s) => (s.id ? [s.id] : []));
  if (new Set(stepIds).size !== stepIds.length) throw httpError(400, 'Step ids repeat');
  const own = new Set(
    courseId === null || !stepIds.length
      ? []
      : (
          await db
            .select({ id: courseSteps.id })
            .from(courseSteps)
            .where(and(eq(courseSteps.courseId, courseId), inArray(courseSteps.id, stepIds)))
        ).map((r) => r.id),
  );
  if (stepIds.some((s) => !own.has(s))) throw httpError(400, 'Unknown step');
}

const columns = (input: CourseInput) => ({
  title: input.title,
  description: input.description ?? '',
  preview: input.preview ?? null,
  topicId: input.topic_id ?? null,
  alwaysOpen: input.always_open ?? false,
  ...(input.form !== undefined && { form: input.form?.length ? input.form : null }),
});

async function writeSteps(db: Db, courseId: number, steps: CourseInput['steps']): Promise<void> {
  const kept = steps.flatMap((s) => (s.id ? [s.id] : []));
  await db
    .delete(courseSteps)
    .where(and(eq(courseSteps.courseId, courseId), kept.length ? notInArray(courseSteps.id, kept) : undefined));
  // Positions are unique per course: park the kept steps out of the way before renumbering.
  for (const stepId of kept) await db.update(courseSteps).set({ position: -stepId }).where(eq(courseSteps.id, stepId));
  for (const [i, s] of steps.entries()) {
    const values = {
      position: i + 1,
      title: s.title,
      alwaysOpen: s.always_open ?? false,
      pageId: s.page_id ?? null,
      quizId: s.quiz_id ?? null,
    };
    if (s.id) await db.update(courseSteps).set(values).where(eq(courseSteps.id, s.id));
    else await db.insert(courseSteps).values({ ...values, courseId });
  }
}

// Each write checks and writes in one transaction: the steps, materials and slug it checks must
// still be there (and the slug free) when it writes.

/** A new course, a draft until published. */
export function createCourse(db: Db, input: CourseInput): Promise<number> {
  return db.transaction(async (tx) => {
    await checkCourse(tx, input, null);
    const value = input.slug ?? slugify(input.title);
    if (await slugTaken(tx, value)) throw httpError(409, 'Slug already exists');
    const row = await one(
      tx
        .insert(courses)
        .values({ ...columns(input), slug: value, isPublished: false })
        .returning({ id: courses.id }),
    );
    if (!row) throw new Error('course was not inserted');
    await writeSteps(tx, row.id, input.steps);
    await indexItem(tx, 'course', row.id);
    return row.id;
  });
}

export function updateCourse(db: Db, courseId: number, input: CourseInput): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await findCourseRow(tx, courseId))) throw httpError(404, 'Course not found');
    await checkCourse(tx, input, courseId);
    if (input.slug && (await slugTaken(tx, input.slug, courseId))) throw httpError(409, 'Slug already exists');
    await tx
      .update(courses)
      .set({ ...columns(input), ...(input.slug && { slug: input.slug }) })
      .where(eq(courses.id, courseId));
    await writeSteps(tx, courseId, input.steps);
    await indexItem(tx, 'course', courseId);
  });
}

/**
 * Publishes a course with the draft materials and quizzes of its steps (a pupil could not open a
 * draft step), or takes the course alone back to drafts. Answers what it published besides.
 * The steps are read in the same transaction, so a step added meanwhile is not left a draft.
 */
export function setCoursePublished(db: Db, courseId: number, published: boolean) {
  return db.transaction(async (tx) => {
    if (!(await findCourseRow(tx, courseId))) throw httpError(404, 'Course not found');
    const steps = await tx
      .select({ pageId: courseSteps.pageId, quizId: courseSteps.quizId })
      .from(courseSteps)
      .where(eq(courseSteps.courseId, courseId));
    if (published && !steps.length) throw httpError(409, 'Course has no steps');
    const pageIds = steps.flatMap((s) => (s.pageId ? [s.pageId] : []));
    const quizIds = steps.flatMap((s) => (s.quizId ? [s.quizId] : []));
    const also = { pages: [] as number[], quizzes: [] as number[] };
    if (published && pageIds.length) {
      const now = new Date().toISOString();
      also.pages = (
        await tx
          .update(pages)
          .set({ isPublished: true, publishedAt: now, updatedAt: now })
          .where(and(inArray(pages.id, pageIds), eq(pages.isPublished, false)))
          .returning({ id: pages.id })
      ).map((r) => r.id);
      for (const pageId of also.pages) await indexItem(tx, 'post', pageId);
    }
    if (published && quizIds.length) {
      also.quizzes = (
        await tx
          .update(quizzes)
          .set({ isPublished: true })
          .where(and(inArray(quizzes.id, quizIds), eq(quizzes.isPublished, false)))
          .returning({ id: quizzes.id })
      ).map((r) => r.id);
      for (const quizId of also.quizzes) await indexItem(tx, 'quizzes', quizId);
    }
    await tx.update(courses).set({ isPublished: published }).where(eq(courses.id, courseId));
    await indexItem(tx, 'course', courseId);
    return also;
  });
}

/** The course with its steps as the editor shows them (drafts included, materials' and quizzes' state). */
export async function courseForStaff(db: Db, courseId: number) {
  const row = await findCourseRow(db, courseId);
  if (!row) return null;
  const steps = await db
    .select({
      id: courseSteps.id,
      title: courseSteps.title,
      always_open: courseSteps.alwaysOpen,
      page_id: courseSteps.pageId,
      quiz_id: courseSteps.quizId,
      page_title: pages.title,
      page_published: pages.isPublished,
      quiz_title: quizzes.title,
      quiz_published: quizzes.isPublished,
    })
    .from(courseSteps)
    .leftJoin(pages, eq(pages.id, courseSteps.pageId))
    .leftJoin(quizzes, eq(quizzes.id, courseSteps.quizId))
    .where(eq(courseSteps.courseId, courseId))
    .orderBy(courseSteps.position);
  return {
    ...itemHead(row),
    topic_id: row.topicId,
    always_open: row.alwaysOpen,
    form: row.form,
    is_published: row.isPublished,
    steps,
  };
}
