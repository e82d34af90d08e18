import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../lib/learning-types.ts';
import { pickCourse, pickPodcast } from './continue-picks.ts';

const step = (id: number, position: number, state: 'not_started' | 'in_progress' | 'completed' = 'not_started') => ({
  id,
  position,
  title: `Шаг ${position}`,
  type: 'page' as const,
  page: null,
  quiz: null,
  isOpen: true,
  state,
});
const course = (id: number, steps: ReturnType<typeof step>[]): CourseDetail => ({
  id,
  slug: `c${id}`,
  title: `Курс ${id}`,
  description: '',
  preview: null,
  topic: null,
  href: `/course/${id}`,
  type: { code: 'course' },
  alwaysOpen: false,
  hasForm: false,
  stepsCount: steps.length,
  progress: null,
  steps,
});
const row = (courseId: number, stepId: number, state: string, updatedAt: string) => ({
  courseId,
  stepId,
  state,
  updatedAt,
});

describe('pickCourse', () => {
  const courses = new Map([
    [1, course(1, [step(11, 1), step(12, 2), step(13, 3)])],
    [2, course(2, [step(21, 1), step(22, 2)])],
  ]);
  it('takes the course touched last and its first step not completed', () => {
    const picked = pickCourse(
      [row(1, 11, 'completed', '2026-01-01T10:00:00Z'), row(2, 21, 'completed', '2026-01-02T10:00:00Z')],
      (id) => courses.get(id),
    );
    expect(picked).toMatchObject({ id: 2, completed: 1, total: 2, nextStep: { id: 22, title: 'Шаг 2' } });
  });
  it('skips a finished course and one this device never fetched', () => {
    const picked = pickCourse(
      [
        row(3, 31, 'completed', '2026-01-03T10:00:00Z'),
        row(2, 21, 'completed', '2026-01-02T10:00:00Z'),
        row(2, 22, 'completed', '2026-01-02T11:00:00Z'),
        row(1, 11, 'in_progress', '2026-01-01T10:00:00Z'),
      ],
      (id) => courses.get(id),
    );
    expect(picked).toMatchObject({ id: 1, completed: 0, nextStep: { id: 11 } });
  });
  it("counts the server's completed steps too", () => {
    const fromServer = new Map([[1, course(1, [step(11, 1, 'completed'), step(12, 2), step(13, 3)])]]);
    expect(pickCourse([row(1, 12, 'in_progress', '2026-01-01T10:00:00Z')], (id) => fromServer.get(id))).toMatchObject({
      completed: 1,
      nextStep: { id: 12 },
    });
  });
  it('gives nothing without progress', () => {
    expect(pickCourse([], (id) => courses.get(id))).toBeNull();
  });
});

describe('pickPodcast', () => {
  const posts = [
    { slug: 'a', title: 'A', preview: null, audios: [{ id: 1, title: 'a', duration: 600 }] },
    { slug: 'b', title: 'B', preview: null, audios: [{ id: 2, title: 'b', duration: 300 }] },
  ];
  it('takes the podcast heard last that is not finished', () => {
    expect(
      pickPodcast(
        [
          { audioId: 1, position: 120, updatedAt: '2026-01-01T10:00:00Z' },
          { audioId: 2, position: 60, updatedAt: '2026-01-02T10:00:00Z' },
        ],
        posts,
      ),
    ).toEqual({ slug: 'b', title: 'B', preview: null, position: 60, duration: 300 });
  });
  it('skips one heard to the end, one barely started and one whose material is not on the device', () => {
    expect(
      pickPodcast(
        [
          { audioId: 2, position: 298, updatedAt: '2026-01-04T10:00:00Z' },
          { audioId: 9, position: 50, updatedAt: '2026-01-03T10:00:00Z' },
          { audioId: 1, position: 2, updatedAt: '2026-01-02T10:00:00Z' },
        ],
        posts,
      ),
    ).toBeNull();
  });
});
