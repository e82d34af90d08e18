// A screen's REST answer reaches the device through the sync section that owns the table (applyAnswer), as a pull
// would: the bookmarks list adds what the device lacks and leaves a row's own state alone; the history keeps the
// newer visit.
import { describe, expect, it } from 'vitest';
import { enqueueMutation } from './enqueue.ts';
import { memoryDeviceStore } from './memory-device-store.ts';
import { applyAnswer } from './pull.ts';

const at = '2026-11-29T10:00:00.000Z';
const earlier = '2026-11-28T10:00:00.000Z';

describe('REST answers merged through their sync section', () => {
  it('fills the bookmarks list: a missing row is added on, a known row keeps its state and learns its title', async () => {
    const store = memoryDeviceStore();
    await enqueueMutation(store, { owner: '7', name: 'bookmark-set', args: { type: 'post', id: 2, on: false }, at });
    const merged = await applyAnswer(store, '7', 'bookmarks-list', [
      { type: 'post', id: 1, title: 'Почему небо голубое', slug: 'nebo', created_at: earlier },
      { type: 'post', id: 2, title: 'Радуга', slug: null, created_at: earlier },
    ]);
    expect(merged).toBe(2);
    expect(store.read('bookmarks').get('7:post:1')).toMatchObject({
      on: true,
      pending: false,
      title: 'Почему небо голубое',
    });
    expect(store.read('bookmarks').get('7:post:2')).toMatchObject({ on: false, pending: true, title: 'Радуга' });
  });

  it('merges the history list as its pull does: the newer visit on the device stays', async () => {
    const store = memoryDeviceStore();
    const visit = (viewed_at: string, title: string) => ({
      type: 'post' as const,
      id: 5,
      title,
      slug: 'opyt',
      preview: null,
      viewed_at,
    });
    await applyAnswer(store, '7', 'history', [visit(at, 'Опыт с магнитом')]);
    await applyAnswer(store, '7', 'history', [visit(earlier, 'Старое название')]);
    expect(store.read('history').get('7:post:5')).toMatchObject({ title: 'Опыт с магнитом', viewedAt: at });
  });

  it("maps GET /quiz/{id}'s verdicts as a pull does, keeping the answer and time given on this device", async () => {
    const store = memoryDeviceStore();
    const verdict = {
      quiz_id: 4,
      attempt_key: 'a1',
      question_id: 9,
      answer: 2,
      answered_at: earlier,
      correct: false,
      late: false,
      correct_answer: 3,
      explanation: 'Вода кипит при 100 °C',
    };
    await applyAnswer(store, '7', 'quiz-verdicts', [
      verdict,
      { ...verdict, question_id: 10, answer: null, explanation: null },
    ]);
    expect(store.read('quizAnswers').get('7:a1:9')).toMatchObject({
      answer: 2,
      answeredAt: earlier,
      verdict: { correct: false, late: false, correctAnswer: 3, explanation: 'Вода кипит при 100 °C' },
    });
    expect(store.read('quizAnswers').get('7:a1:10')?.verdict).toEqual({
      correct: false,
      late: false,
      correctAnswer: 3,
      explanation: null,
    });
  });

  it('keeps the newer quiz attempt from GET, and the one start or restart made current', async () => {
    const store = memoryDeviceStore();
    const attempt = (key: string, number: number, replace: boolean) => ({ quiz_id: 4, key, number, replace });
    await applyAnswer(store, '7', 'quiz-attempt', [attempt('a2', 2, false)]);
    await applyAnswer(store, '7', 'quiz-attempt', [attempt('a1', 1, false)]);
    expect(store.read('syncMeta').get('quiz-attempt:7:4')?.value).toEqual({ key: 'a2', number: 2 });
    await applyAnswer(store, '7', 'quiz-attempt', [attempt('a1', 1, true)]);
    expect(store.read('syncMeta').get('quiz-attempt:7:4')?.value).toEqual({ key: 'a1', number: 1 });
  });

  it('moves course steps only forward from GET /course/{id}', async () => {
    const store = memoryDeviceStore();
    const step = (state: string) => ({ course_id: 3, step_id: 11, state, updated_at: at });
    await applyAnswer(store, '7', 'course_steps', [step('completed')]);
    await applyAnswer(store, '7', 'course_steps', [step('in_progress')]);
    expect(store.read('courseProgress').get('7:3:11')?.state).toBe('completed');
  });

  it('refuses a malformed answer whole and an unknown section loudly', async () => {
    const store = memoryDeviceStore();
    expect(await applyAnswer(store, '7', 'bookmarks-list', [{ type: 'post', id: 'x' }])).toBe(0);
    expect(store.read('bookmarks').size).toBe(0);
    await expect(applyAnswer(store, '7', 'nothing', [])).rejects.toThrow(/No section/);
  });
});
