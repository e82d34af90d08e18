// What pull sends of a user's quizzes: attempts and answers changed since a version, each answer
// with its verdict and the correct answer (revealed: the question is answered).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { quizAnswers, quizAttempts } from '../../../db/schema/learning.ts';
import { loadQuiz, type QuizFull } from './quiz-load.ts';
import { correctAnswerOf } from './scoring.ts';

export async function quizChangesSince(db: Db, userId: number, version: number) {
  const attempts = await db
    .select({
      quiz_id: quizAttempts.quizId,
      attempt_key: quizAttempts.attemptKey,
      number: quizAttempts.number,
      started_at: quizAttempts.startedAt,
      finished_at: quizAttempts.finishedAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), gt(quizAttempts.version, version)))
    .orderBy(asc(quizAttempts.version));
  const answers = await db
    .select({ row: quizAnswers, attemptKey: quizAttempts.attemptKey })
    .from(quizAnswers)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAnswers.attemptId))
    .where(and(eq(quizAnswers.userId, userId), gt(quizAnswers.version, version)))
    .orderBy(asc(quizAnswers.version));
  // Each quiz is loaded once, before the answers are mapped (in the order pull sends them).
  const quizzes = new Map<number, QuizFull | null>();
  for (const { row } of answers)
    if (!quizzes.has(row.quizId)) quizzes.set(row.quizId, await loadQuiz(db, { id: row.quizId }));
  const quizAnswerList = answers.flatMap(({ row, attemptKey }) => {
    const question = quizzes.get(row.quizId)?.questions.get(row.questionId);
    if (!question) return [];
    return [
      {
        quiz_id: row.quizId,
        question_id: row.questionId,
        attempt_key: attemptKey,
        answer: row.answer,
        correct: row.correct,
        late: row.late,
        correct_answer: correctAnswerOf(question),
        answered_at: row.answeredAt,
      },
    ];
  });
  return { quiz_attempts: attempts, quiz_answers: quizAnswerList };
}
