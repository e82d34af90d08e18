// Writing quizzes (the staff area's authoring): fields, difficulty, and rounds (a title and an
// optional time limit, the 'Блиц' kind) holding questions (one or several correct options, or
// accepted text answers). Rounds, questions and options keep their ids across saves, so pupils'
// answers to an unchanged question stay valid; what is left out is removed.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { one, type Db } from '../../../db/store.ts';
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

export async function findQuizForStaff(db: Db, quizId: number) {
  return one(db.select().from(quizzes).where(eq(quizzes.id, quizId)));
}

async function slugTaken(db: Db, value: string, exceptId?: number): Promise<boolean> {
  const row = await one(db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.slug, value)));
  return !!row && row.id !== exceptId;
}

/** The id of the row an insert `returning({ id })` made. */
async function insertedId(query: PromiseLike<{ id: number }[]>): Promise<number> {
  const row = await one(query);
  if (!row) throw new Error('insert returned no row');
  return row.id;
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
async function checkIds(db: Db, quizId: number | null, input: QuizInput): Promise<void> {
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
        await db
          .select({ id: quizRounds.id })
          .from(quizRounds)
          .where(and(eq(quizRounds.quizId, quizId), inArray(quizRounds.id, rounds))),
        rounds,
      ));
  const ownQuestions =
    !questions.length ||
    (quizId !== null &&
      known(
        await db
          .select({ id: quizQuestions.id })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quizId), inArray(quizQuestions.id, questions))),
        questions,
      ));
  const ownOptions =
    !options.length ||
    (quizId !== null &&
      known(
        await db
          .select({ id: quizOptions.id })
          .from(quizOptions)
          .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
          .where(and(eq(quizQuestions.quizId, quizId), inArray(quizOptions.id, options))),
        options,
      ));
  if (!ownRounds || !ownQuestions || !ownOptions) throw httpError(400, 'Unknown id');
}

async function checkQuiz(db: Db, quizId: number | null, input: QuizInput): Promise<void> {
  input.rounds.forEach((r, ri) =>
    r.questions.forEach((q, qi) => {
      const problem = questionProblem(q);
      if (problem) throw httpError(400, `rounds.${ri}.questions.${qi}: ${problem}`);
    }),
  );
  if (input.topic_id && !(await one(db.select({ id: topics.id }).from(topics).where(eq(topics.id, input.topic_id)))))
    throw httpError(400, 'Unknown topic');
  await checkIds(db, quizId, input);
}

const columns = (input: QuizInput) => ({
  title: input.title,
  description: input.description ?? '',
  preview: input.preview ?? null,
  difficulty: input.difficulty,
  topicId: input.topic_id ?? null,
  showOnBanner: input.show_on_banner ?? false,
});

async function writeOptions(db: Db, questionId: number, q: QuestionInput): Promise<number[]> {
  const options = q.kind === 'text' ? [] : (q.options ?? []);
  const ids: number[] = [];
  for (const [i, o] of options.entries()) {
    const values = { position: i + 1, text: o.text, isCorrect: o.is_correct };
    if (o.id) {
      await db
        .update(quizOptions)
        .set({ ...values, questionId })
        .where(eq(quizOptions.id, o.id));
      ids.push(o.id);
    } else {
      ids.push(
        await insertedId(
          db
            .insert(quizOptions)
            .values({ ...values, questionId })
            .returning({ id: quizOptions.id }),
        ),
      );
    }
  }
  return ids;
}

async function writeBody(db: Db, quizId: number, input: QuizInput): Promise<void> {
  // Round positions are unique per quiz: park every round the quiz has (kept or about to go) before
  // renumbering, or a new round would take the place of one deleted only at the end.
  await db
    .update(quizRounds)
    .set({ position: sql`0 - ${quizRounds.id}` })
    .where(eq(quizRounds.quizId, quizId));
  const roundIds: number[] = [];
  const questionIds: number[] = [];
  const optionIds: number[] = [];
  let position = 0;
  for (const [ri, r] of input.rounds.entries()) {
    const values = { position: ri + 1, title: r.title ?? '', timeLimit: r.time_limit ?? null };
    if (r.id) await db.update(quizRounds).set(values).where(eq(quizRounds.id, r.id));
    const rid =
      r.id ??
      (await insertedId(
        db
          .insert(quizRounds)
          .values({ ...values, quizId })
          .returning({ id: quizRounds.id }),
      ));
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
      if (qid) await db.update(quizQuestions).set(qValues).where(eq(quizQuestions.id, qid));
      else
        qid = await insertedId(
          db
            .insert(quizQuestions)
            .values({ ...qValues, quizId })
            .returning({ id: quizQuestions.id }),
        );
      questionIds.push(qid);
      optionIds.push(...(await writeOptions(db, qid, q)));
    }
  }
  if (questionIds.length)
    await db
      .delete(quizOptions)
      .where(
        and(
          inArray(quizOptions.questionId, questionIds),
          optionIds.length ? notInArray(quizOptions.id, optionIds) : undefined,
        ),
      );
  await db
    .delete(quizQuestions)
    .where(
      and(eq(quizQuestions.quizId, quizId), questionIds.length ? notInArray(quizQuestions.id, questionIds) : undefined),
    );
  await db.delete(quizRounds).where(and(eq(quizRounds.quizId, quizId), notInArray(quizRounds.id, roundIds)));
}

// Each write checks and writes in one transaction: the ids and the slug it checks must still be
// this quiz's (and free) when it writes.

/** A new quiz, a draft until published. */
export function createQuiz(db: Db, input: QuizInput): Promise<number> {
  return db.transaction(async (tx) => {
    await checkQuiz(tx, null, input);
    const value = input.slug ?? slugify(input.title);
    if (await slugTaken(tx, value)) throw httpError(409, 'Slug already exists');
    const id = await insertedId(
      tx
        .insert(quizzes)
        .values({ ...columns(input), slug: value, isPublished: false })
        .returning({ id: quizzes.id }),
    );
    await writeBody(tx, id, input);
    await indexItem(tx, 'quizzes', id);
    return id;
  });
}

export function updateQuiz(db: Db, quizId: number, input: QuizInput): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await findQuizForStaff(tx, quizId))) throw httpError(404, 'Quiz not found');
    await checkQuiz(tx, quizId, input);
    if (input.slug && (await slugTaken(tx, input.slug, quizId))) throw httpError(409, 'Slug already exists');
    await tx
      .update(quizzes)
      .set({ ...columns(input), ...(input.slug && { slug: input.slug }) })
      .where(eq(quizzes.id, quizId));
    await writeBody(tx, quizId, input);
    await indexItem(tx, 'quizzes', quizId);
  });
}

export function setQuizPublished(db: Db, quizId: number, published: boolean): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await findQuizForStaff(tx, quizId))) throw httpError(404, 'Quiz not found');
    const hasQuestion = await one(
      tx.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId)).limit(1),
    );
    if (published && !hasQuestion) throw httpError(409, 'Quiz has no questions');
    await tx.update(quizzes).set({ isPublished: published }).where(eq(quizzes.id, quizId));
    await indexItem(tx, 'quizzes', quizId);
  });
}
