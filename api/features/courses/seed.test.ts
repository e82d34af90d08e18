// The demo courses and quizzes: enough of them, well formed, every step resolved, and a second
// seeding run that changes nothing.
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, courseSteps, quizQuestions, quizRounds, quizzes } from '../../../db/schema/learning.ts';
import { one } from '../../../db/store.ts';
import { seedDemo } from '../../../db/seed/index.ts';
import { DEMO_COURSES } from '../../../db/seed/learning-courses.ts';
import { seedLearning } from '../../../db/seed/learning.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('learning demo seed', () => {
  it('has 5+ courses of 4 to 10 resolved steps and 10+ quizzes of mixed kinds, difficulties and limits', async () => {
    const db = t.deps.db;
    const courseRows = await db.select().from(courses);
    expect(courseRows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(courseRows.map((c) => c.topicId)).size).toBeGreaterThanOrEqual(5);
    for (const c of courseRows) {
      const steps = await db.select().from(courseSteps).where(eq(courseSteps.courseId, c.id));
      expect(steps.length).toBe(DEMO_COURSES.find((d) => d.slug === c.slug)?.steps.length);
      expect(steps.length).toBeGreaterThanOrEqual(4);
      expect(steps.length).toBeLessThanOrEqual(10);
      expect(steps.every((s) => (s.pageId === null) !== (s.quizId === null))).toBe(true);
    }
    expect(
      (await one(db.select({ n: count() }).from(courseSteps).where(isNotNull(courseSteps.quizId))))?.n,
    ).toBeGreaterThanOrEqual(5);
    const quizRows = await db.select().from(quizzes);
    expect(quizRows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(quizRows.map((q) => q.difficulty))).toEqual(new Set([1, 2, 3]));
    expect(new Set((await db.select({ kind: quizQuestions.kind }).from(quizQuestions)).map((q) => q.kind))).toEqual(
      new Set(['single', 'multiple', 'text']),
    );
    expect(
      (await one(db.select({ n: count() }).from(quizRounds).where(isNotNull(quizRounds.timeLimit))))?.n,
    ).toBeGreaterThanOrEqual(3);
  });

  it('changes nothing when run again', async () => {
    expect(await seedLearning(t.deps.db)).toBe(0);
    expect((await seedDemo(t.deps.db)).learning).toBe(0);
  });
});
