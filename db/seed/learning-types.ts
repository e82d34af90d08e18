// Shapes of the demo courses and quizzes, and short builders that keep the data files readable.
export type SeedQuestion =
  | { kind: 'single' | 'multiple'; text: string; options: string[]; correct: number[]; explanation?: string }
  | { kind: 'text'; text: string; accepted: string[]; explanation?: string };

interface SeedRound {
  title: string;
  /** Seconds; omitted means no limit. */
  timeLimit?: number;
  questions: SeedQuestion[];
}

export interface SeedQuiz {
  slug: string;
  title: string;
  description: string;
  image: string;
  difficulty: 1 | 2 | 3;
  topic: string;
  banner?: boolean;
  rounds: SeedRound[];
}

/** A step: a material by its slug, or a quiz by its slug. */
type SeedStep =
  { title: string; page: string; alwaysOpen?: boolean } | { title: string; quiz: string; alwaysOpen?: boolean };

export interface SeedCourse {
  slug: string;
  title: string;
  description: string;
  image: string;
  topic: string;
  alwaysOpen?: boolean;
  withForm?: boolean;
  steps: SeedStep[];
}

/** One correct option (its index). */
export function one(text: string, options: string[], correct: number, explanation?: string): SeedQuestion {
  return { kind: 'single', text, options, correct: [correct], explanation };
}

/** Several correct options (their indexes). */
export function many(text: string, options: string[], correct: number[], explanation?: string): SeedQuestion {
  return { kind: 'multiple', text, options, correct, explanation };
}

/** A typed answer; the first accepted answer is shown as the correct one. */
export function typed(text: string, accepted: string[], explanation?: string): SeedQuestion {
  return { kind: 'text', text, accepted, explanation };
}
