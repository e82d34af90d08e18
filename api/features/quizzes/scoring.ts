// Checks an answer against a question on the server (the only place a score is computed):
// single = the one correct option; multiple = exactly the set of correct options; text = one of
// the accepted answers, compared trimmed, case-insensitively and with ё read as е.
import { normalizeTextAnswer, type QuizAnswerValue } from '../../../sync/rules/learning.ts';
import { httpError } from '../../lib/http-error.ts';
import type { QuestionFull } from './quiz-load.ts';

const INVALID_ANSWER_DETAIL = 'Invalid answer';

/** Whether the answer fits the question's kind and options; throws 400 'Invalid answer' if not. */
export function checkAnswerShape(question: QuestionFull, answer: QuizAnswerValue): void {
  const optionIds = new Set(question.options.map((o) => o.id));
  const ok =
    question.kind === 'single'
      ? typeof answer === 'number' && optionIds.has(answer)
      : question.kind === 'multiple'
        ? Array.isArray(answer) &&
          answer.length > 0 &&
          new Set(answer).size === answer.length &&
          answer.every((id) => optionIds.has(id))
        : typeof answer === 'string' && normalizeTextAnswer(answer).length > 0;
  if (!ok) throw httpError(400, INVALID_ANSWER_DETAIL);
}

export function isCorrect(question: QuestionFull, answer: QuizAnswerValue): boolean {
  if (question.kind === 'text') {
    if (typeof answer !== 'string') return false;
    const given = normalizeTextAnswer(answer);
    return question.acceptedAnswers.some((a) => normalizeTextAnswer(a) === given);
  }
  const correct = question.options.filter((o) => o.isCorrect).map((o) => o.id);
  if (question.kind === 'single') return typeof answer === 'number' && correct.length === 1 && correct[0] === answer;
  if (!Array.isArray(answer)) return false;
  return answer.length === correct.length && correct.every((id) => answer.includes(id));
}

/** The correct answer in the shape of an answer: an option id, option ids, or the main accepted text. */
export function correctAnswerOf(question: QuestionFull): QuizAnswerValue {
  if (question.kind === 'text') return question.acceptedAnswers[0] ?? '';
  const correct = question.options.filter((o) => o.isCorrect).map((o) => o.id);
  return question.kind === 'single' ? (correct[0] ?? 0) : correct;
}
