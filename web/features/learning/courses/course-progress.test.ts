import { describe, expect, it } from 'vitest';
import type { CourseStepItem } from '../../../lib/learning-types.ts';
import { cardProgress, courseView } from './course-progress.ts';

const step = (
  id: number,
  position: number,
  isOpen: boolean,
  state: CourseStepItem['state'] = 'not_started',
): CourseStepItem => ({
  id,
  position,
  title: `Шаг ${position}`,
  type: 'page',
  page: null,
  quiz: null,
  isOpen,
  state,
});

describe('course view on the device', () => {
  it('opens the next step once the previous is completed locally', () => {
    const course = { alwaysOpen: false, steps: [step(1, 1, true), step(2, 2, false), step(3, 3, false)] };
    const before = courseView(course, new Map());
    expect(before.steps.map((s) => s.locked)).toEqual([false, true, true]);
    const after = courseView(course, new Map([[1, 'completed']]));
    expect(after.steps.map((s) => s.locked)).toEqual([false, false, true]);
    expect(after.progress).toEqual({ completed: 1, total: 3, percent: 33 });
  });
  it('never moves a state back and keeps an always-open step open', () => {
    const course = { alwaysOpen: false, steps: [step(1, 1, true, 'completed'), step(2, 2, true), step(3, 3, true)] };
    const view = courseView(course, new Map([[1, 'in_progress']]));
    expect(view.steps[0]?.state).toBe('completed');
    expect(view.steps[2]?.locked).toBe(false);
  });
  it('opens every step of an always-open course', () => {
    const view = courseView({ alwaysOpen: true, steps: [step(1, 1, true), step(2, 2, true)] }, new Map());
    expect(view.steps.every((s) => !s.locked)).toBe(true);
  });
  it('takes the further progress of server and device', () => {
    expect(cardProgress({ completed: 1, total: 4, percent: 25 }, 4, 3)).toEqual({
      completed: 3,
      total: 4,
      percent: 75,
    });
    expect(cardProgress(null, 4, 0)).toBeNull();
  });
});
