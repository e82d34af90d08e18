// Idempotent demo courses and quizzes (keyed by slug). A quiz's rounds, questions and options are
// written with the quiz; course steps are keyed by (course, position) and written once their
// material or quiz exists, so a step skipped because its material was missing appears later.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pages } from '../schema/content.ts';
import { topics } from '../schema/dictionaries.ts';
import { courses, courseSteps, quizOptions, quizQuestions, quizRounds, quizzes } from '../schema/learning.ts';
import { COURSE_FORM, DEMO_COURSES } from './learning-courses.ts';
import { QUIZZES_A } from './learning-quizzes-a.ts';
import { QUIZZES_B } from './learning-quizzes-b.ts';
import type { SeedQuiz } from './learning-types.ts';
import { artPath } from './art.ts';

export const DEMO_QUIZZES = [...QUIZZES_A, ...QUIZZES_B];

function topicIds(db: Db): Map<string, number> {
  return new Map(
    db
      .select({ id: topics.id, slug: topics.slug })
      .from(topics)
      .all()
      .map((t) => [t.slug, t.id]),
  );
}

function insertQuizBody(db: Db, quizId: number, seed: SeedQuiz): void {
  let position = 0;
  seed.rounds.forEach((round, roundIndex) => {
    const roundId = db
      .insert(quizRounds)
      .values({ quizId, position: roundIndex + 1, title: round.title, timeLimit: round.timeLimit ?? null })
      .returning({ id: quizRounds.id })
      .get().id;
    for (const q of round.questions) {
      position += 1;
      const questionId = db
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
        .returning({ id: quizQuestions.id })
        .get().id;
      if (q.kind !== 'text') {
        db.insert(quizOptions)
          .values(q.options.map((text, i) => ({ questionId, position: i + 1, text, isCorrect: q.correct.includes(i) })))
          .run();
      }
    }
  });
}

function seedQuizzes(db: Db, now: number, topicsBySlug: Map<string, number>): number {
  let changes = 0;
  DEMO_QUIZZES.forEach((seed, index) => {
    const inserted = db
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
      .returning({ id: quizzes.id })
      .get();
    if (!inserted) return;
    insertQuizBody(db, inserted.id, seed);
    changes += 1;
  });
  return changes;
}

function seedCourses(db: Db, topicsBySlug: Map<string, number>): number {
  let changes = 0;
  DEMO_COURSES.forEach((seed, index) => {
    changes += db
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
      .onConflictDoNothing({ target: courses.slug })
      .run().changes;
    const course = db.select({ id: courses.id }).from(courses).where(eq(courses.slug, seed.slug)).get();
    if (!course) return;
    seed.steps.forEach((step, i) => {
      const target =
        'page' in step
          ? {
              pageId: db.select({ id: pages.id }).from(pages).where(eq(pages.slug, step.page)).get()?.id,
              quizId: undefined,
            }
          : {
              pageId: undefined,
              quizId: db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, step.quiz)).get()?.id,
            };
      if (target.pageId === undefined && target.quizId === undefined) return;
      changes += db
        .insert(courseSteps)
        .values({
          courseId: course.id,
          position: i + 1,
          title: step.title,
          pageId: target.pageId ?? null,
          quizId: target.quizId ?? null,
          alwaysOpen: step.alwaysOpen ?? false,
        })
        .onConflictDoNothing()
        .run().changes;
    });
  });
  return changes;
}

export function seedLearning(db: Db, now = Date.now()): number {
  const topicsBySlug = topicIds(db);
  return seedQuizzes(db, now, topicsBySlug) + seedCourses(db, topicsBySlug);
}
