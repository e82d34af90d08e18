// A pupil's learning actions, queued through the outbox (course-step-set, quiz-answer): the
// worker writes the device rows (their modules' local effects) in the same transaction, so the
// screen shows them at once and they are sent when online.
import { queueMutation } from '../../lib/sync-client.ts';
import type { QuizAnswerValue } from '../../lib/learning-types.ts';

/** Marks a step in progress or completed (forward only); false when the device is full. */
export async function setStepState(
  owner: string,
  courseId: number,
  stepId: number,
  state: 'in_progress' | 'completed',
): Promise<boolean> {
  return queueMutation(owner, 'course-step-set', { course_id: courseId, step_id: stepId, state });
}

/**
 * Saves an answer on the device and queues it; the verdict comes with the push's result.
 * `roundStartedAt`: when this device started the question's timed round (judges an offline answer).
 */
export async function answerQuestion(
  owner: string,
  quizId: number,
  attemptKey: string,
  questionId: number,
  answer: QuizAnswerValue,
  roundStartedAt?: string,
): Promise<boolean> {
  return queueMutation(owner, 'quiz-answer', {
    quiz_id: quizId,
    question_id: questionId,
    answer,
    attempt_key: attemptKey,
    started_at: roundStartedAt,
  });
}
