import { describe, expect, it } from 'vitest';
import { authoringMessage } from './authoring-errors.ts';

const err = (detail: string, status = 400) => ({ detail, status });

describe('authoring errors in Russian', () => {
  it('names the round and question, or the step, that is wrong', () => {
    expect(authoringMessage(err('rounds.0.questions.1: Mark one correct option'))).toBe(
      'Раунд 1, вопрос 2: отметьте один верный ответ',
    );
    expect(authoringMessage(err('rounds.1.questions.0: Accepted answer required'))).toBe(
      'Раунд 2, вопрос 1: укажите хотя бы один правильный ответ',
    );
    expect(authoringMessage(err('rounds.2.time_limit: Too small'))).toBe('Раунд 3: время — от 5 секунд до суток');
    expect(authoringMessage(err('steps.0: Material or quiz required'))).toBe('Шаг 1: выберите материал или тренажёр');
  });

  it('translates the rules and field problems, and leaves the rest to the shared catalogue', () => {
    expect(authoringMessage(err('End must be after start'))).toBe('Окончание должно быть позже начала');
    expect(authoringMessage(err('title: Too short'))).toBe('Заполните название');
    expect(authoringMessage(err('Quiz has no questions', 409))).toBe('Добавьте в тренажёр хотя бы один вопрос');
    expect(authoringMessage(err('Forbidden', 403))).toBe('Доступ запрещен');
  });
});
