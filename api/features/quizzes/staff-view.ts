// A quiz as its editor sees it: drafts too, with every correct flag and accepted answer (the
// staff area only; pupils get quiz-load's public shape).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { quizOptions, quizQuestions, quizRounds, quizzes } from '../../../db/schema/learning.ts';

export function quizForStaff(db: Db, quizId: number) {
  const quiz = db.select().from(quizzes).where(eq(quizzes.id, quizId)).get();
  if (!quiz) return null;
  const rounds = db
    .select()
    .from(quizRounds)
    .where(eq(quizRounds.quizId, quizId))
    .orderBy(asc(quizRounds.position))
    .all();
  const questions = db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position))
    .all();
  const options = questions.length
    ? db
        .select()
        .from(quizOptions)
        .where(
          inArray(
            quizOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(quizOptions.position))
        .all()
    : [];
  return {
    id: quiz.id,
    slug: quiz.slug,
    title: quiz.title,
    description: quiz.description,
    preview: quiz.preview,
    difficulty: quiz.difficulty,
    topic_id: quiz.topicId,
    show_on_banner: quiz.showOnBanner,
    is_published: quiz.isPublished,
    rounds: rounds.map((r) => ({
      id: r.id,
      title: r.title,
      time_limit: r.timeLimit,
      questions: questions
        .filter((q) => q.roundId === r.id)
        .map((q) => ({
          id: q.id,
          kind: q.kind,
          text: q.text,
          explanation: q.explanation,
          accepted_answers: q.acceptedAnswers,
          options: options
            .filter((o) => o.questionId === q.id)
            .map((o) => ({ id: o.id, text: o.text, is_correct: o.isCorrect })),
        })),
    })),
  };
}
