import { describe, expect, it } from 'vitest';
import {
  answerText,
  encouragementFor,
  flatQuestions,
  formatClock,
  nextOpenIndex,
  scoreOf,
  secondsLeft,
} from './quiz-play.ts';

const q = (id: number, position: number) => ({
  id,
  position,
  kind: 'single' as const,
  text: `Вопрос ${id}`,
  options: [
    { id: id * 10, text: 'А' },
    { id: id * 10 + 1, text: 'Б' },
  ],
});
const quiz = {
  rounds: [
    { id: 2, position: 2, title: 'Второй', timeLimit: 60, questions: [q(3, 1)] },
    { id: 1, position: 1, title: 'Первый', timeLimit: null, questions: [q(2, 2), q(1, 1)] },
  ],
};

describe('quiz rules', () => {
  it('orders rounds and questions by position', () => {
    expect(flatQuestions(quiz).map((f) => f.question.id)).toEqual([1, 2, 3]);
  });
  it('skips answered questions and expired rounds', () => {
    const all = flatQuestions(quiz);
    expect(nextOpenIndex(all, new Set([1]), new Set())).toBe(1);
    expect(nextOpenIndex(all, new Set([1, 2]), new Set([2]))).toBe(-1);
    expect(nextOpenIndex(all, new Set(), new Set([1]))).toBe(2);
  });
  it('counts checked answers and pending ones', () => {
    expect(scoreOf([{ correct: true }, { correct: false }, { correct: null }, { correct: true }])).toEqual({
      score: 2,
      pending: 1,
    });
  });
  it('counts the round time down to zero', () => {
    const start = '2026-01-01T10:00:00.000Z';
    expect(secondsLeft(start, 60, Date.parse(start) + 15_500)).toBe(45);
    expect(secondsLeft(start, 60, Date.parse(start) + 90_000)).toBe(0);
    expect(formatClock(75)).toBe('1:15');
  });
  it('reads answers as option texts', () => {
    const question = q(1, 1);
    expect(answerText(question, [10, 11])).toBe('А, Б');
    expect(answerText(question, 11)).toBe('Б');
    expect(answerText(question, 'текст')).toBe('текст');
  });
});

describe('encouragementFor', () => {
  it('fits the score and waits for answers not yet checked', () => {
    expect(encouragementFor(6, 6, 0)).toBe('Отлично! Все ответы верные.');
    expect(encouragementFor(5, 6, 0)).toBe('Хороший результат! Ещё чуть-чуть — и будет идеально.');
    expect(encouragementFor(3, 6, 0)).toBe('Неплохо! Посмотри, где ошибся, и попробуй ещё раз.');
    expect(encouragementFor(0, 6, 0)).toBe('Не сдавайся: разбери ответы ниже и пройди ещё раз — получится лучше.');
    expect(encouragementFor(2, 6, 3)).toBe('Остальное проверим, когда появится сеть.');
  });
});
