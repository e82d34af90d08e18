// A quiz as its editor sees it: drafts too, with every correct flag and accepted answer (the
// staff area only; pupils get quiz-load's public shape).
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { quizzes } from '../../../db/schema/learning.ts';
import { loadQuizBody, quizText } from './quiz-load.ts';

export async function quizForStaff(db: Db, quizId: number) {
  const row = await one(db.select().from(quizzes).where(eq(quizzes.id, quizId)));
  if (!row) return null;
  const { quiz, rounds } = await loadQuizBody(db, row);
  return {
    ...quizText(quiz),
    difficulty: quiz.difficulty,
    topic_id: quiz.topicId,
    show_on_banner: quiz.showOnBanner,
    is_published: quiz.isPublished,
    rounds: rounds.map((r) => ({
      id: r.id,
      title: r.title,
      time_limit: r.timeLimit,
      questions: r.questions.map((q) => ({
        id: q.id,
        kind: q.kind,
        text: q.text,
        explanation: q.explanation,
        accepted_answers: q.acceptedAnswers,
        options: q.options.map((o) => ({ id: o.id, text: o.text, is_correct: o.isCorrect })),
      })),
    })),
  };
}
