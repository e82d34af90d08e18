// Loads a quiz with its rounds, questions, options, correct flags and accepted answers for the
// server's own use, and maps it to the public shape that never carries a correct flag or an
// accepted answer (those are revealed per question, only after it is answered).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { topicBrief } from '../../lib/topic-brief.ts';
import { quizOptions, quizQuestions, quizRounds, quizzes } from '../../../db/schema/learning.ts';
import {
  DIFFICULTY_NAMES,
  isDifficultyId,
  QUIZ_TYPE_CAPTION,
  type QuestionKind,
} from '../../../sync/rules/learning.ts';

export interface QuestionFull {
  id: number;
  roundId: number;
  position: number;
  kind: QuestionKind;
  text: string;
  explanation: string | null;
  acceptedAnswers: string[];
  options: { id: number; text: string; isCorrect: boolean }[];
}

export interface RoundFull {
  id: number;
  position: number;
  title: string;
  timeLimit: number | null;
  questions: QuestionFull[];
}

export interface QuizFull {
  quiz: typeof quizzes.$inferSelect;
  rounds: RoundFull[];
  questions: Map<number, QuestionFull>;
}

function difficultyOf(id: number) {
  return { id, name: isDifficultyId(id) ? DIFFICULTY_NAMES[id] : DIFFICULTY_NAMES[1] };
}

const QUIZ_TYPE = { code: 'quiz', label: QUIZ_TYPE_CAPTION } as const;

function findQuizRow(db: Db, by: { id: number } | { slug: string }) {
  const where = 'id' in by ? eq(quizzes.id, by.id) : eq(quizzes.slug, by.slug);
  return one(
    db
      .select()
      .from(quizzes)
      .where(and(where, eq(quizzes.isPublished, true))),
  );
}

/**
 * Quizzes as everyone sees them, kept while the database is unchanged (api/lib/kept-answers.ts), a minute at most as
 * the guests' kept answers: a signed-in pupil's quiz page and the catalogue add only their own attempts to them.
 */
export const QUIZZES = { name: 'quizzes', maxEntries: 200, maxAgeMs: 60_000 };

/** loadQuiz's answer kept, for the calls that only read the quiz (never inside a transaction). Shared: never mutate it. */
export function keptQuiz(db: Db, by: { id: number } | { slug: string }): Promise<QuizFull | null> {
  const key = 'id' in by ? `full:id:${by.id}` : `full:slug:${by.slug}`;
  return keptAnswer(
    db,
    QUIZZES,
    key,
    () => loadQuiz(db, by),
    (full) => full !== null,
  );
}

export async function loadQuiz(db: Db, by: { id: number } | { slug: string }): Promise<QuizFull | null> {
  const quiz = await findQuizRow(db, by);
  return quiz ? loadQuizBody(db, quiz) : null;
}

/** The rounds, questions and options of a quiz row, whatever its publication state. */
export async function loadQuizBody(db: Db, quiz: QuizFull['quiz']): Promise<QuizFull> {
  const rounds = await db
    .select()
    .from(quizRounds)
    .where(eq(quizRounds.quizId, quiz.id))
    .orderBy(asc(quizRounds.position), asc(quizRounds.id));
  const questionRows = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const optionRows = questionRows.length
    ? await db
        .select()
        .from(quizOptions)
        .where(
          inArray(
            quizOptions.questionId,
            questionRows.map((q) => q.id),
          ),
        )
        .orderBy(asc(quizOptions.position), asc(quizOptions.id))
    : [];
  const questions = new Map<number, QuestionFull>();
  for (const q of questionRows) {
    questions.set(q.id, {
      id: q.id,
      roundId: q.roundId,
      position: q.position,
      kind: q.kind,
      text: q.text,
      explanation: q.explanation,
      acceptedAnswers: q.acceptedAnswers,
      options: optionRows
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ id: o.id, text: o.text, isCorrect: o.isCorrect })),
    });
  }
  return {
    quiz,
    questions,
    rounds: rounds.map((r) => ({
      id: r.id,
      position: r.position,
      title: r.title,
      timeLimit: r.timeLimit,
      questions: [...questions.values()].filter((q) => q.roundId === r.id),
    })),
  };
}

/** A quiz's own words and picture, as every view of it (a card, its page, its editor) shows them. */
export function quizText(quiz: QuizFull['quiz']) {
  const { id, slug, title, description, preview } = quiz;
  return { id, slug, title, description, preview };
}

/** The fields every quiz answer (card or page) shares. */
export async function quizHeader(db: Db, quiz: QuizFull['quiz']) {
  return {
    ...quizText(quiz),
    difficulty: difficultyOf(quiz.difficulty),
    topic: await topicBrief(db, quiz.topicId),
    type: QUIZ_TYPE,
    href: `/quizzes/${quiz.id}`,
  };
}

/** Rounds and questions as the browser may see them before answering: no correct flags, no accepted answers. */
export function publicRounds(full: QuizFull) {
  return full.rounds.map((r) => ({
    id: r.id,
    position: r.position,
    title: r.title,
    time_limit: r.timeLimit,
    questions: r.questions.map((q) => ({
      id: q.id,
      position: q.position,
      kind: q.kind,
      text: q.text,
      options: q.options.map((o) => ({ id: o.id, text: o.text })),
    })),
  }));
}
