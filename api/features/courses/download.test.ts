// GET /api/course/{id}/download: the offline bundle carries every step's material blocks and
// quiz questions, the media to cache, and never a correct answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../db/schema/learning.ts';
import { one } from '../../../db/store.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

describe('GET /api/course/{id}/download', () => {
  it('bundles every step with its content and media, without correct answers', async () => {
    const row = await one(
      t.deps.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'zhizn-pod-mikroskopom')),
    );
    const { token } = await t.signUp();
    const res = await t.call('GET', `/api/course/${row?.id}/download`, { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      course: { steps: { id: number; type: string }[] };
      steps: {
        step_id: number;
        page: { content: unknown[]; audios: unknown[] } | null;
        quiz: { rounds: { questions: unknown[] }[]; attempt: unknown } | null;
      }[];
      media: string[];
    };
    expect(body.steps.map((s) => s.step_id)).toEqual(body.course.steps.map((s) => s.id));
    for (const [i, step] of body.steps.entries()) {
      if (body.course.steps[i]?.type === 'page') expect(step.page?.content.length).toBeGreaterThan(0);
      else expect(step.quiz?.rounds[0]?.questions.length).toBeGreaterThan(0);
    }
    expect(body.media).toContain('/media/audio/fotosintez.mp3');
    // The course's own picture and the pictures inside its materials travel with it.
    expect(body.media).toContain('/media/art/course/zhizn-pod-mikroskopom.webp');
    expect(body.media).toContain('/media/art/material/kak-ustroena-kletka.webp');
    expect(body.media.every((m) => m.startsWith('/') && !m.startsWith('//'))).toBe(true);
    const forbidden = ['is_correct', 'correct', 'correct_answer', 'accepted_answers', 'explanation'];
    expect(keysOf(body).filter((k) => forbidden.includes(k))).toEqual([]);
    expect((await t.call('GET', '/api/course/999999/download')).status).toBe(404);
  });
});
