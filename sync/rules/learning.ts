// Course and quiz rules shared by browser and server: step states and their order, the
// locking rule, quiz difficulty names, the type caption and the text-answer comparison.
export const STEP_STATES = ['not_started', 'in_progress', 'completed'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** States only move forward: a completed step never goes back. */
export function stepStateRank(state: StepState): number {
  return STEP_STATES.indexOf(state);
}

export interface LockableStep {
  alwaysOpen: boolean;
  state: StepState;
}

/**
 * Which steps are open: the first always; any step when the course is always open or the
 * step itself is; otherwise a step opens when the previous step is completed.
 */
export function openSteps(courseAlwaysOpen: boolean, steps: readonly LockableStep[]): boolean[] {
  return steps.map((step, i) => {
    if (i === 0 || courseAlwaysOpen || step.alwaysOpen) return true;
    return steps[i - 1]?.state === 'completed';
  });
}

export const QUESTION_KINDS = ['single', 'multiple', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const DIFFICULTY_NAMES = { 1: 'низкая', 2: 'средняя', 3: 'высокая' } as const;
export type DifficultyId = keyof typeof DIFFICULTY_NAMES;

export function isDifficultyId(value: number): value is DifficultyId {
  return Object.hasOwn(DIFFICULTY_NAMES, value);
}

/** The catalogue caption of a quiz ('тренажёр'), word for word as the spec gives it. */
export const QUIZ_TYPE_CAPTION = 'Тренажер';

/** Seconds after a round's deadline in which an answer still counts (network, clock drift). */
export const ROUND_GRACE_SECONDS = 5;

/** Text answers compare trimmed, case-insensitively, with ё read as е and spaces collapsed. */
export function normalizeTextAnswer(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

/** An answer as sent: an option id (single), option ids (multiple) or a text. */
export type QuizAnswerValue = number | number[] | string;

export const MAX_TEXT_ANSWER = 500;
