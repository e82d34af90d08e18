// Quiz cards: the catalogue (GET /quiz/catalog, filtered by difficulty and topic) and the one
// quiz of the banner (GET /quiz/get_for_banner). A card never carries questions.
import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { quizAttempts, quizQuestions, quizRounds, quizzes } from '../../../db/schema/learning.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { QUIZZES, quizHeader } from './quiz-load.ts';
import { viewerRowsAmong } from '../../lib/viewer-rows.ts';

type QuizRow = typeof quizzes.$inferSelect;

export interface QuizCatalogQuery {
  limit: number;
  offset: number;
  difficulty?: number[];
  topic?: number;
  /** Only these quizzes (a search's matches); none when empty. */
  ids?: number[];
  /** By creation date; newest first when absent. */
  sort?: 'DATE_DESC' | 'DATE_ASC';
}

const finishedAmong = viewerRowsAmong<[id: number]>((db, ids, viewer) =>
  db
    .selectDistinct({ id: quizAttempts.quizId })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, viewer), inArray(quizAttempts.quizId, ids), isNotNull(quizAttempts.finishedAt))),
);

async function completedIds(db: Db, userId: number, quizIds: number[]): Promise<Set<number>> {
  return new Set((await finishedAmong(db, userId, quizIds)).map(([id]) => id));
}

/** The cards with the viewer's `completed` (null for a guest). */
async function toCards(db: Db, rows: QuizRow[], viewer: SessionUser | null) {
  return withCompleted(db, await publicCards(db, rows), viewer);
}

async function withCompleted<T extends { id: number }>(db: Db, cards: T[], viewer: SessionUser | null) {
  if (!viewer) return cards.map((card) => ({ ...card, completed: null as boolean | null }));
  const done = await completedIds(
    db,
    viewer.id,
    cards.map((c) => c.id),
  );
  // Object.assign, not a spread: the faster copy of a kept card (see withViewerOwnReactions).
  return cards.map((card) => Object.assign({}, card, { completed: done.has(card.id) as boolean | null }));
}

async function publicCards(db: Db, rows: QuizRow[]) {
  const ids = rows.map((r) => r.id);
  const questionCounts = new Map(
    ids.length
      ? (
          await db
            .select({ id: quizQuestions.quizId, n: sql<number>`count(*)` })
            .from(quizQuestions)
            .where(inArray(quizQuestions.quizId, ids))
            .groupBy(quizQuestions.quizId)
        ).map((r) => [r.id, r.n])
      : [],
  );
  const roundRows = ids.length
    ? await db
        .select({ quizId: quizRounds.quizId, timeLimit: quizRounds.timeLimit })
        .from(quizRounds)
        .where(inArray(quizRounds.quizId, ids))
    : [];
  const cards = [];
  for (const quiz of rows) {
    const rounds = roundRows.filter((r) => r.quizId === quiz.id);
    const limits = rounds.map((r) => r.timeLimit).filter((t): t is number => t !== null);
    cards.push({
      ...(await quizHeader(db, quiz)),
      questions_count: questionCounts.get(quiz.id) ?? 0,
      rounds_count: rounds.length,
      time_limit: limits.length ? limits.reduce((a, b) => a + b, 0) : null,
    });
  }
  return cards;
}

function quizOrder(sort: QuizCatalogQuery['sort']) {
  if (sort === 'DATE_DESC') return [desc(quizzes.createdAt), desc(quizzes.id)];
  if (sort === 'DATE_ASC') return [asc(quizzes.createdAt), asc(quizzes.id)];
  return [desc(quizzes.createdAt), asc(quizzes.id)];
}

export async function listQuizzes(db: Db, q: QuizCatalogQuery, viewer: SessionUser | null) {
  if (q.ids?.length === 0) return { list: [], total: 0 };
  // A search's matches are not kept: they are as many keys as searches.
  const key = `list:${q.limit}:${q.offset}:${(q.difficulty ?? []).join(',')}:${q.topic ?? ''}:${q.sort ?? ''}`;
  const shown = q.ids ? await publicList(db, q) : await keptAnswer(db, QUIZZES, key, () => publicList(db, q));
  return { list: await withCompleted(db, shown.list, viewer), total: shown.total };
}

async function publicList(db: Db, q: QuizCatalogQuery) {
  const where = and(
    eq(quizzes.isPublished, true),
    q.difficulty?.length ? inArray(quizzes.difficulty, q.difficulty) : undefined,
    q.topic === undefined ? undefined : eq(quizzes.topicId, q.topic),
    q.ids ? inArray(quizzes.id, q.ids) : undefined,
  );
  const rows = await db
    .select()
    .from(quizzes)
    .where(where)
    .orderBy(...quizOrder(q.sort))
    .limit(q.limit)
    .offset(q.offset);
  const total = (await one(db.select({ n: count() }).from(quizzes).where(where)))?.n ?? 0;
  return { list: await publicCards(db, rows), total };
}

/**
 * The banner's quiz: among those marked for the banner (else all), the first the viewer has
 * not finished yet (else the first); null when there is no quiz at all.
 */
export async function bannerQuiz(db: Db, viewer: SessionUser | null) {
  const published = eq(quizzes.isPublished, true);
  const marked = await one(
    db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(published, eq(quizzes.showOnBanner, true)))
      .limit(1),
  );
  const pool = and(published, marked ? eq(quizzes.showOnBanner, true) : undefined);
  const finished = viewer
    ? (
        await db
          .selectDistinct({ id: quizAttempts.quizId })
          .from(quizAttempts)
          .where(and(eq(quizAttempts.userId, viewer.id), isNotNull(quizAttempts.finishedAt)))
      ).map((r) => r.id)
    : [];
  const fresh = finished.length ? and(pool, notInArray(quizzes.id, finished)) : pool;
  const row =
    (await one(db.select().from(quizzes).where(fresh).orderBy(asc(quizzes.id)).limit(1))) ??
    (await one(db.select().from(quizzes).where(pool).orderBy(asc(quizzes.id)).limit(1)));
  return row ? ((await toCards(db, [row], viewer))[0] ?? null) : null;
}
