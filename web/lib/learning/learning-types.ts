// Courses and quizzes as the browser holds them (GET /course…, /quiz…, camelCased by
// api-client). The server shapes are in README 'Learning: courses and quizzes (server)'.
import type { QuizAnswerValue, StepState } from '../../../sync/rules/learning.ts';
import type { ContentBlock } from '../../components/content-blocks/block-types.ts';

export type { QuizAnswerValue, StepState };

export interface Topic {
  id: number;
  name: string;
  slug: string;
}
export interface Progress {
  completed: number;
  total: number;
  percent: number;
}

export interface CourseCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  topic: Topic | null;
  href: string;
  alwaysOpen: boolean;
  hasForm: boolean;
  stepsCount: number;
  progress: Progress | null;
}

export interface CourseStepItem {
  id: number;
  position: number;
  title: string;
  type: 'page' | 'quiz';
  page: { id: number; slug: string; title: string; preview: string | null } | null;
  quiz: { id: number; slug: string; title: string } | null;
  isOpen: boolean;
  state: StepState;
}

export interface CourseDetail extends CourseCard {
  steps: CourseStepItem[];
}

/** A material as GET /page/{id} gives it: only what the step screen shows. */
export interface StepPage {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  content: ContentBlock[];
}

export interface QuizOption {
  id: number;
  text: string;
}
export interface QuizQuestion {
  id: number;
  position: number;
  kind: 'single' | 'multiple' | 'text';
  text: string;
  options: QuizOption[];
}
export interface QuizRound {
  id: number;
  position: number;
  title: string;
  timeLimit: number | null;
  questions: QuizQuestion[];
}

export interface QuizCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  difficulty: { id: number; name: string } | null;
  topic: Topic | null;
  type: { code: 'quiz'; label: string };
  href: string;
  questionsCount: number;
  roundsCount: number;
  timeLimit: number | null;
  completed: boolean | null;
}

export interface QuizVerdictWire {
  questionId: number;
  answer: QuizAnswerValue | null;
  correct: boolean;
  late: boolean;
  correctAnswer: QuizAnswerValue | null;
  explanation?: string | null;
  answeredAt: string | null;
}

export interface QuizAttemptInfo {
  key: string;
  number: number;
  startedAt: string;
  finished: boolean;
  rounds?: { roundId: number; startedAt: string | null; deadline: string | null }[];
}

export interface QuizDetail extends QuizCard {
  rounds: QuizRound[];
  attempt: QuizAttemptInfo | null;
  answers: QuizVerdictWire[];
  result: { score: number; maxScore: number; finished: boolean } | null;
  serverTime: string;
  /** The owner this copy was fetched for (its attempt and verdicts are theirs); set on the device. */
  fetchedFor?: string | null;
}

export interface CourseDownload {
  course: CourseDetail;
  steps: { stepId: number; page: StepPage | null; quiz: QuizDetail | null }[];
  media: string[];
}

export interface CourseStepDetail extends CourseStepItem {
  courseId: number;
  courseTitle: string;
  stepsCount: number;
  prevStepId: number | null;
  nextStepId: number | null;
  page: StepPage | null;
}
