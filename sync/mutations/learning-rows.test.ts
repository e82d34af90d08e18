import { describe, expect, it } from 'vitest';
import {
  attemptWins,
  laterState,
  mergeProgress,
  progressKey,
  pulledAnswerRows,
  pulledAttempts,
  pulledProgressRows,
} from './learning-rows.ts';

const pull = {
  cookie: 9,
  bookmarks: [],
  course_steps: [{ course_id: 3, step_id: 11, state: 'in_progress', updated_at: '2026-01-01T10:00:00.000Z' }],
  quiz_attempts: [
    {
      quiz_id: 2,
      attempt_key: 'a',
      number: 1,
      started_at: '2026-01-01T10:00:00.000Z',
      finished_at: '2026-01-01T10:05:00.000Z',
    },
    { quiz_id: 2, attempt_key: 'b', number: 2, started_at: '2026-01-01T11:00:00.000Z', finished_at: null },
  ],
  quiz_answers: [
    {
      quiz_id: 2,
      question_id: 5,
      attempt_key: 'b',
      answer: 7,
      correct: true,
      late: false,
      correct_answer: 7,
      answered_at: '2026-01-01T11:00:10.000Z',
    },
  ],
} as const;

describe('learning rows on the device', () => {
  it('never moves a step state back when merging a pull', () => {
    expect(laterState('completed', 'in_progress')).toBe('completed');
    const key = progressKey('1', 3, 11);
    const held = { key, courseId: 3, stepId: 11, state: 'completed', updatedAt: '2026-01-01T09:00:00.000Z' };
    const [incoming] = pulledProgressRows('1', pull.course_steps);
    expect(incoming?.key).toBe(key);
    expect(incoming && mergeProgress(held, incoming).state).toBe('completed');
    expect(incoming && mergeProgress(undefined, incoming).state).toBe('in_progress');
  });
  it('keys answers by owner, attempt and question, with the verdict', () => {
    expect(pulledAnswerRows('1', pull.quiz_answers)).toEqual([
      {
        key: '1:b:5',
        quizId: 2,
        questionId: 5,
        answer: 7,
        verdict: { correct: true, late: false, correctAnswer: 7 },
        answeredAt: '2026-01-01T11:00:10.000Z',
      },
    ]);
  });
  it('makes the newest attempt current, unless the device holds a newer one', () => {
    expect(pulledAttempts(pull.quiz_attempts).get(2)).toEqual({ key: 'b', number: 2 });
    expect(attemptWins({ key: 'c', number: 3 }, { key: 'b', number: 2 })).toBe(false);
    expect(attemptWins(undefined, { key: 'b', number: 2 })).toBe(true);
  });
});
