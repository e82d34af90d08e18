// The demo courses and quizzes: enough of them, well formed, every step resolved, and a second
// seeding run that changes nothing.
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { courses, courseSteps, quizQuestions, quizRounds, quizzes } from '../../../db/schema/learning.ts';
import { seedDemo } from '../../../db/seed/index.ts';
import { DEMO_COURSES } from '../../../db/seed/learning-courses.ts';
import { seedLearning } from '../../../db/seed/learning.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = createTestApp();
afterAll(() => t.close());

describe('learning demo seed', () => {
  it('has 5+ courses of 4 to 10 resolved steps and 10+ quizzes of mixed kinds, difficulties and limits', () => {
    const db = t.deps.db;
    const courseRows = db.select().from(courses).all();
    expect(courseRows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(courseRows.map((c) => c.topicId)).size).toBeGreaterThanOrEqual(5);
    for (const c of courseRows) {
      const steps = db.select().from(courseSteps).where(eq(courseSteps.courseId, c.id)).all();
      expect(steps.length).toBe(DEMO_COURSES.find((d) => d.slug === c.slug)?.steps.length);
      expect(steps.length).toBeGreaterThanOrEqual(4);
      expect(steps.length).toBeLessThanOrEqual(10);
      expect(steps.every((s) => (s.pageId === null) !== (s.quizId === null))).toBe(true);
    }
    expect(
      db.select({ n: count() }).from(courseSteps).where(isNotNull(courseSteps.quizId)).get()?.n,
    ).toBeGreaterThanOrEqual(5);
    const quizRows = db.select().from(quizzes).all();
    expect(quizRows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(quizRows.map((q) => q.difficulty))).toEqual(new Set([1, 2, 3]));
    expect(
      new Set(
        db
          .select({ kind: quizQuestions.kind })
          .from(quizQuestions)
          .all()
          .map((q) => q.kind),
      ),
    ).toEqual(new Set(['single', 'multiple', 'text']));
    expect(
      db.select({ n: count() }).from(quizRounds).where(isNotNull(quizRounds.timeLimit)).get()?.n,
    ).toBeGreaterThanOrEqual(3);
  });

  it('changes nothing when run again', () => {
    expect(seedLearning(t.deps.db)).toBe(0);
    expect(seedDemo(t.deps.db).learning).toBe(0);
  });
});
