// Pure rules of playing a quiz: questions in order, which one comes next (skipping those
// answered or in a round whose time is up), the score so far and how an answer reads. Over the
// shapes they read, so the quiz screens (web/) hand in the API's quiz as it is.
import type { QuizAnswerValue } from './learning.ts';

interface QuestionLike {
  id: number;
  position: number;
}
interface RoundLike {
  id: number;
  position: number;
  questions: readonly QuestionLike[];
}

export interface FlatQuestion<R extends RoundLike = RoundLike> {
  round: R;
  question: R['questions'][number];
  index: number;
}

export function flatQuestions<R extends RoundLike>(quiz: { rounds: readonly R[] }): FlatQuestion<R>[] {
  const rounds = [...quiz.rounds].sort((a, b) => a.position - b.position);
  const out: FlatQuestion<R>[] = [];
  for (const round of rounds) {
    for (const question of [...round.questions].sort((a, b) => a.position - b.position))
      out.push({ round, question, index: out.length });
  }
  return out;
}

/** Index of the first question not answered and not in an expired round, or -1 when none is left. */
export function nextOpenIndex(
  all: readonly FlatQuestion<RoundLike>[],
  answered: ReadonlySet<number>,
  expiredRounds: ReadonlySet<number>,
  from = 0,
): number {
  for (let i = Math.max(from, 0); i < all.length; i++) {
    const q = all[i];
    if (q && !answered.has(q.question.id) && !expiredRounds.has(q.round.id)) return i;
  }
  return -1;
}

export interface ScoreInput {
  correct: boolean | null;
}

/** Score of checked answers; `pending` counts answers still waiting for the server. */
export function scoreOf(answers: Iterable<ScoreInput>): { score: number; pending: number } {
  let score = 0;
  let pending = 0;
  for (const a of answers) {
    if (a.correct === null) pending++;
    else if (a.correct) score++;
  }
  return { score, pending };
}

/** Seconds left of a round started at `startedAt` (ISO) with `limit` seconds, never below 0. */
export function secondsLeft(startedAt: string, limit: number, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(startedAt) + limit * 1000 - now) / 1000));
}

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** An answer as the pupil reads it: option texts, or the text itself. */
export function answerText(
  question: { options: readonly { id: number; text: string }[] },
  value: QuizAnswerValue | null,
): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  const ids = Array.isArray(value) ? value : [value];
  return ids
    .map((id) => question.options.find((o) => o.id === id)?.text ?? '')
    .filter(Boolean)
    .join(', ');
}

/** A line of encouragement for a score: praise that fits it, and a next step when it is low. */
export function encouragementFor(score: number, total: number, pending: number): string {
  if (pending > 0) return 'Остальное проверим, когда появится сеть.';
  if (total === 0) return '';
  const share = score / total;
  if (share === 1) return 'Отлично! Все ответы верные.';
  if (share >= 0.7) return 'Хороший результат! Ещё чуть-чуть — и будет идеально.';
  if (share >= 0.4) return 'Неплохо! Посмотри, где ошибся, и попробуй ещё раз.';
  return 'Не сдавайся: разбери ответы ниже и пройди ещё раз — получится лучше.';
}
