// Writing quizzes (the staff area's authoring): fields, difficulty, and rounds (a title and an
// optional time limit, the 'Блиц' kind) holding questions (one or several correct options, or
// accepted text answers). Rounds, questions and options keep their ids across saves, so pupils'
// answers to an unchanged question stay valid; what is left out is removed.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { topics } from '../../../db/schema/dictionaries.ts';
import { quizOptions, quizQuestions, quizRounds, quizzes } from '../../../db/schema/learning.ts';
import { QUESTION_KINDS } from '../../../sync/rules/learning.ts';
import { pictureUrl, slugInput } from '../../lib/authoring-fields.ts';
import { httpError } from '../../lib/http-error.ts';
import { slugify } from '../../lib/slug.ts';
import { indexItem } from '../search/indexer.ts';

const id = z.number().int().positive();

const optionInput = z.object({ id: id.optional(), text: z.string().trim().min(1).max(500), is_correct: z.boolean() });
const questionInput = z.object({
  id: id.optional(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string().trim().min(1).max(2000),
  explanation: z.string().trim().max(2000).nullable().optional(),
  accepted_answers: z.array(z.string().trim().min(1).max(500)).max(20).optional(),
  options: z.array(optionInput).max(20).optional(),
});
const roundInput = z.object({
  id: id.optional(),
  title: z.string().trim().max(300).optional(),
  /** Seconds for the whole round; null or absent: no limit. */
  time_limit: z.number().int().min(5).max(86_400).nullable().optional(),
  questions: z.array(questionInput).max(100),
});

export const quizInput = z.object({
  title: z.string().trim().min(1).max(300),
  slug: slugInput.optional(),
  description: z.string().trim().max(2000).optional(),
  preview: pictureUrl.nullable().optional(),
  difficulty: z.number().int().min(1).max(3),
  topic_id: id.nullable().optional(),
  show_on_banner: z.boolean().optional(),
  rounds: z.array(roundInput).min(1).max(20),
});
export type QuizInput = z.infer<typeof quizInput>;
type QuestionInput = z.infer<typeof questionInput>;

export function findQuizForStaff(db: Db, quizId: number) {
  return db.select().from(quizzes).where(eq(quizzes.id, quizId)).get();
}

function slugTaken(db: Db, value: string, exceptId?: number): boolean {
  const row = db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, value)).get();
  return !!row && row.id !== exceptId;
}

/** The answer rules of one question, as a detail naming where it is. */
function questionProblem(q: QuestionInput): string | null {
  const options = q.options ?? [];
  const correct = options.filter((o) => o.is_correct).length;
  if (q.kind === 'text') return (q.accepted_answers ?? []).length ? null : 'Accepted answer required';
  if (options.length < 2) return 'Two options required';
  if (q.kind === 'single' && correct !== 1) return 'Mark one correct option';
  if (q.kind === 'multiple' && correct < 1) return 'Mark a correct option';
  return null;
}

/** Ids that name rows of this quiz (or nothing for a new quiz), each once. */
function checkIds(db: Db, quizId: number | null, input: QuizInput): void {
  const rounds = input.rounds.flatMap((r) => (r.id ? [r.id] : []));
  const questions = input.rounds.flatMap((r) => r.questions.flatMap((q) => (q.id ? [q.id] : [])));
  const options = input.rounds.flatMap((r) =>
    r.questions.flatMap((q) => (q.options ?? []).flatMap((o) => (o.id ? [o.id] : []))),
  );
  for (const list of [rounds, questions, options])
    if (new Set(list).size !== list.length) throw httpError(400, 'Ids repeat');
  const known = (found: { id: number }[], list: number[]) => found.length === list.length;
  const ownRounds =
    !rounds.length ||
    (quizId !== null &&
      known(
        db
          .select({ id: quizRounds.id })
          .from(quizRounds)
          .where(and(eq(quizRounds.quizId, quizId), inArray(quizRounds.id, rounds)))
          .all(),
        rounds,
      ));
  const ownQuestions =
    !questions.length ||
    (quizId !== null &&
      known(
        db
          .select({ id: quizQuestions.id })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quizId), inArray(quizQuestions.id, questions)))
          .all(),
        questions,
      ));
  const ownOptions =
    !options.length ||
    (quizId !== null &&
      known(
        db
          .select({ id: quizOptions.id })
          .from(quizOptions)
          .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
          .where(and(eq(quizQuestions.quizId, quizId), inArray(quizOptions.id, options)))
          .all(),
        options,
      ));
  if (!ownRounds || !ownQuestions || !ownOptions) throw httpError(400, 'Unknown id');
}

function checkQuiz(db: Db, quizId: number | null, input: QuizInput): void {
  input.rounds.forEach((r, ri) =>
    r.questions.forEach((q, qi) => {
      const problem = questionProblem(q);
      if (problem) throw httpError(400, `rounds.${ri}.questions.${qi}: ${problem}`);
    }),
  );
  if (input.topic_id && !db.select({ id: topics.id }).from(topics).where(eq(topics.id, input.topic_id)).get())
    throw httpError(400, 'Unknown topic');
  checkIds(db, quizId, input);
}

const columns = (input: QuizInput) => ({
  title: input.title,
  description: input.description ?? '',
  preview: input.preview ?? null,
  difficulty: input.difficulty,
  topicId: input.topic_id ?? null,
  showOnBanner: input.show_on_banner ?? false,
});

function writeOptions(db: Db, questionId: number, q: QuestionInput): number[] {
  const options = q.kind === 'text' ? [] : (q.options ?? []);
  return options.map((o, i) => {
    const values = { position: i + 1, text: o.text, isCorrect: o.is_correct };
    if (o.id) {
      db.update(quizOptions)
        .set({ ...values, questionId })
        .where(eq(quizOptions.id, o.id))
        .run();
      return o.id;
    }
    return db
      .insert(quizOptions)
      .values({ ...values, questionId })
      .returning({ id: quizOptions.id })
      .get().id;
  });
}

function writeBody(db: Db, quizId: number, input: QuizInput): void {
  const keptRounds = input.rounds.flatMap((r) => (r.id ? [r.id] : []));
  // Round positions are unique per quiz: park the kept rounds before renumbering.
  for (const roundId of keptRounds)
    db.update(quizRounds).set({ position: -roundId }).where(eq(quizRounds.id, roundId)).run();
  const roundIds: number[] = [];
  const questionIds: number[] = [];
  const optionIds: number[] = [];
  let position = 0;
  input.rounds.forEach((r, ri) => {
    const values = { position: ri + 1, title: r.title ?? '', timeLimit: r.time_limit ?? null };
    const roundId = r.id ?? 0;
    if (r.id) db.update(quizRounds).set(values).where(eq(quizRounds.id, r.id)).run();
    const rid = r.id
      ? roundId
      : db
          .insert(quizRounds)
          .values({ ...values, quizId })
          .returning({ id: quizRounds.id })
          .get().id;
    roundIds.push(rid);
    for (const q of r.questions) {
      position += 1;
      const qValues = {
        roundId: rid,
        position,
        kind: q.kind,
        text: q.text,
        explanation: q.explanation?.trim() || null,
        acceptedAnswers: q.kind === 'text' ? (q.accepted_answers ?? []) : [],
      };
      let qid = q.id;
      if (qid) db.update(quizQuestions).set(qValues).where(eq(quizQuestions.id, qid)).run();
      else
        qid = db
          .insert(quizQuestions)
          .values({ ...qValues, quizId })
          .returning({ id: quizQuestions.id })
          .get().id;
      questionIds.push(qid);
      optionIds.push(...writeOptions(db, qid, q));
    }
  });
  if (questionIds.length)
    db.delete(quizOptions)
      .where(
        and(
          inArray(quizOptions.questionId, questionIds),
          optionIds.length ? notInArray(quizOptions.id, optionIds) : undefined,
        ),
      )
      .run();
  db.delete(quizQuestions)
    .where(
      and(eq(quizQuestions.quizId, quizId), questionIds.length ? notInArray(quizQuestions.id, questionIds) : undefined),
    )
    .run();
  db.delete(quizRounds)
    .where(and(eq(quizRounds.quizId, quizId), notInArray(quizRounds.id, roundIds)))
    .run();
}

/** A new quiz, a draft until published. */
export function createQuiz(db: Db, input: QuizInput): number {
  checkQuiz(db, null, input);
  const value = input.slug ?? slugify(input.title);
  if (slugTaken(db, value)) throw httpError(409, 'Slug already exists');
  return db.transaction((tx) => {
    const row = tx
      .insert(quizzes)
      .values({ ...columns(input), slug: value, isPublished: false })
      .returning({ id: quizzes.id })
      .get();
    writeBody(tx, row.id, input);
    indexItem(tx, 'quizzes', row.id);
    return row.id;
  });
}

export function updateQuiz(db: Db, quizId: number, input: QuizInput): void {
  if (!findQuizForStaff(db, quizId)) throw httpError(404, 'Quiz not found');
  checkQuiz(db, quizId, input);
  if (input.slug && slugTaken(db, input.slug, quizId)) throw httpError(409, 'Slug already exists');
  db.transaction((tx) => {
    tx.update(quizzes)
      .set({ ...columns(input), ...(input.slug && { slug: input.slug }) })
      .where(eq(quizzes.id, quizId))
      .run();
    writeBody(tx, quizId, input);
    indexItem(tx, 'quizzes', quizId);
  });
}

export function setQuizPublished(db: Db, quizId: number, published: boolean): void {
  if (!findQuizForStaff(db, quizId)) throw httpError(404, 'Quiz not found');
  const hasQuestion = db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .get();
  if (published && !hasQuestion) throw httpError(409, 'Quiz has no questions');
  db.transaction((tx) => {
    tx.update(quizzes).set({ isPublished: published }).where(eq(quizzes.id, quizId)).run();
    indexItem(tx, 'quizzes', quizId);
  });
}
