// Courses and quizzes as the browser holds them: the answers of GET /course…, /quiz…, derived from
// the API's own routes (web/lib/api-contract.ts) and camelCased by api-client.
import type { QuizAnswerValue } from '../../sync/rules/learning.ts';
import type { QuizVerdict } from '../../sync/mutations/learning-rows.ts';
import type { ApiResponse } from './api-contract.ts';

export type { QuizAnswerValue };

export type CourseCard = ApiResponse<'/course'>['list'][number];
export type Progress = NonNullable<CourseCard['progress']>;
export type CourseDetail = ApiResponse<'/course/:id'>;
export type CourseStepItem = CourseDetail['steps'][number];
type CourseStepDetail = ApiResponse<'/course_step/:id'>;
/** A material as the step screen shows it. */
export type StepPage = NonNullable<CourseStepDetail['page']>;

export type QuizCard = ApiResponse<'/quiz/catalog'>['list'][number];
export type QuizDetail = ApiResponse<'/quiz/:id'> & {
  /** The owner this copy was fetched for (its attempt and verdicts are theirs); set on the device. */
  fetchedFor?: string | null;
};
export type QuizRound = QuizDetail['rounds'][number];
export type QuizQuestion = QuizRound['questions'][number];

export type CourseDownload = ApiResponse<'/course/:id/download'>;

/** One answer of an attempt as the device holds it, with the server's verdict once known. */
export interface AnswerRecord {
  questionId: number;
  answer: QuizAnswerValue;
  verdict: QuizVerdict | null;
  answeredAt: string;
}
