// Idempotent demo courses and quizzes (keyed by slug). A quiz's rounds, questions and options are
// written with the quiz; course steps are keyed by (course, position) and written once their
// material or quiz exists, so a step skipped because its material was missing appears later.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { pages } from '../schema/content.ts';
import { topics } from '../schema/dictionaries.ts';
import { courses, courseSteps, quizOptions, quizQuestions, quizRounds, quizzes } from '../schema/learning.ts';
import { COURSE_FORM, DEMO_COURSES } from './learning-courses.ts';
import { QUIZZES_A } from './learning-quizzes-a.ts';
import { QUIZZES_B } from './learning-quizzes-b.ts';
import type { SeedQuiz } from './learning-types.ts';
import { artPath } from './art.ts';
import { firstRow } from './first-row.ts';

export const DEMO_QUIZZES = [...QUIZZES_A, ...QUIZZES_B];

async function topicIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: topics.id, slug: topics.slug }).from(topics);
  return new Map(rows.map((t) => [t.slug, t.id]));
}

async function insertQuizBody(db: Db, quizId: number, seed: SeedQuiz): Promise<void> {
  let position = 0;
  for (const [roundIndex, round] of seed.rounds.entries()) {
    const { id: roundId } = await firstRow(
      db
        .insert(quizRounds)
        .values({ quizId, position: roundIndex + 1, title: round.title, timeLimit: round.timeLimit ?? null })
        .returning({ id: quizRounds.id }),
      'quiz round',
    );
    for (const q of round.questions) {
      position += 1;
      const { id: questionId } = await firstRow(
        db
          .insert(quizQuestions)
          .values({
            quizId,
            roundId,
            position,
            kind: q.kind,
            text: q.text,
            explanation: q.explanation ?? null,
            acceptedAnswers: q.kind === 'text' ? q.accepted : [],
          })
          .returning({ id: quizQuestions.id }),
        'quiz question',
      );
      if (q.kind !== 'text') {
        await db
          .insert(quizOptions)
          .values(
            q.options.map((text, i) => ({ questionId, position: i + 1, text, isCorrect: q.correct.includes(i) })),
          );
      }
    }
  }
}

async function seedQuizzes(db: Db, now: number, topicsBySlug: Map<string, number>): Promise<number> {
  let changes = 0;
  for (const [index, seed] of DEMO_QUIZZES.entries()) {
    const inserted = await one(
      db
        .insert(quizzes)
        .values({
          slug: seed.slug,
          title: seed.title,
          description: seed.description,
          preview: artPath('quiz', seed.slug),
          difficulty: seed.difficulty,
          topicId: topicsBySlug.get(seed.topic) ?? null,
          showOnBanner: seed.banner ?? false,
          createdAt: new Date(now - index * 3_600_000).toISOString(),
        })
        .onConflictDoNothing({ target: quizzes.slug })
        .returning({ id: quizzes.id }),
    );
    if (!inserted) continue;
    await insertQuizBody(db, inserted.id, seed);
    changes += 1;
  }
  return changes;
}

type SeedStep = (typeof DEMO_COURSES)[number]['steps'][number];

/** The material or quiz a step points at, when it exists yet. */
async function stepTarget(db: Db, step: SeedStep): Promise<{ pageId: number | null; quizId: number | null }> {
  if ('page' in step) {
    const page = await one(db.select({ id: pages.id }).from(pages).where(eq(pages.slug, step.page)));
    return { pageId: page?.id ?? null, quizId: null };
  }
  const quiz = await one(db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, step.quiz)));
  return { pageId: null, quizId: quiz?.id ?? null };
}

async function seedCourses(db: Db, topicsBySlug: Map<string, number>): Promise<number> {
  let changes = 0;
  for (const [index, seed] of DEMO_COURSES.entries()) {
    changes += affectedRows(
      await db
        .insert(courses)
        .values({
          slug: seed.slug,
          title: seed.title,
          description: seed.description,
          preview: artPath('course', seed.slug),
          topicId: topicsBySlug.get(seed.topic) ?? null,
          alwaysOpen: seed.alwaysOpen ?? false,
          form: seed.withForm ? COURSE_FORM : null,
          sort: index + 1,
        })
        .onConflictDoNothing({ target: courses.slug }),
    );
    const course = await one(db.select({ id: courses.id }).from(courses).where(eq(courses.slug, seed.slug)));
    if (!course) continue;
    for (const [i, step] of seed.steps.entries()) {
      const target = await stepTarget(db, step);
      if (target.pageId === null && target.quizId === null) continue;
      changes += affectedRows(
        await db
          .insert(courseSteps)
          .values({
            courseId: course.id,
            position: i + 1,
            title: step.title,
            ...target,
            alwaysOpen: step.alwaysOpen ?? false,
          })
          .onConflictDoNothing(),
      );
    }
  }
  return changes;
}

export async function seedLearning(db: Db, now = Date.now()): Promise<number> {
  const topicsBySlug = await topicIds(db);
  return (await seedQuizzes(db, now, topicsBySlug)) + (await seedCourses(db, topicsBySlug));
}
