// A pupil's learning actions: written to the device first (the screen shows them at once),
// then queued through the outbox (course-step-set, quiz-answer) and sent when online.
import { quizAnswerKey } from '../../../sync/client/learning-rows.ts';
import { localDb } from '../local-db.ts';
import { queueMutation } from '../sync-client.ts';
import type { QuizAnswerValue } from './learning-types.ts';
import { mergeStates, recordAnswer } from './learning-store.ts';

/** Marks a step in progress or completed (forward only); false when the device is full. */
export async function setStepState(owner: string, courseId: number, stepId: number, state: 'in_progress' | 'completed'): Promise<boolean> {
  await mergeStates(owner, courseId, [{ stepId, state }]);
  return queueMutation(owner, 'course-step-set', { course_id: courseId, step_id: stepId, state });
}

/** Saves an answer on the device and queues it; the verdict arrives with the next pull. */
export async function answerQuestion(owner: string, quizId: number, attemptKey: string, questionId: number, answer: QuizAnswerValue): Promise<boolean> {
  await recordAnswer(owner, attemptKey, quizId, questionId, answer, new Date().toISOString());
  const queued = await queueMutation(owner, 'quiz-answer', { quiz_id: quizId, question_id: questionId, answer, attempt_key: attemptKey });
  if (!queued) await localDb.quizAnswers.delete(quizAnswerKey(owner, attemptKey, questionId));
  return queued;
}
