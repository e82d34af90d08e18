// Lists for the authoring of events, courses and quizzes: drafts included, filtered by title and
// state, newest first (events by their start).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import type { ContentQuery } from './content-service.ts';

type Table = typeof events | typeof courses | typeof quizzes;

const pattern = (q?: string) => (q?.trim() ? `%${q.trim().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%` : undefined);

function whereOf(table: Table, q: ContentQuery): SQL | undefined {
  const p = pattern(q.q);
  return and(
    p ? sql`${table.title} like ${p} escape '\\'` : undefined,
    q.state === 'all' ? undefined : eq(table.isPublished, q.state === 'published'),
  );
}

const totalOf = async (db: Db, table: Table, where: SQL | undefined) =>
  (
    await one(
      db
        .select({ n: sql<number>`count(*)` })
        .from(table)
        .where(where),
    )
  )?.n ?? 0;

export async function listEventsForStaff(db: Db, q: ContentQuery) {
  const where = whereOf(events, q);
  const list = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      is_published: events.isPublished,
      start_at: events.startAt,
      status: events.status,
    })
    .from(events)
    .where(where)
    .orderBy(desc(events.startAt), desc(events.id))
    .limit(q.limit)
    .offset(q.offset);
  return { list, total: await totalOf(db, events, where) };
}

export async function listCoursesForStaff(db: Db, q: ContentQuery) {
  const where = whereOf(courses, q);
  const list = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title, is_published: courses.isPublished })
    .from(courses)
    .where(where)
    .orderBy(desc(courses.id))
    .limit(q.limit)
    .offset(q.offset);
  return { list, total: await totalOf(db, courses, where) };
}

export async function listQuizzesForStaff(db: Db, q: ContentQuery) {
  const where = whereOf(quizzes, q);
  const list = await db
    .select({
      id: quizzes.id,
      slug: quizzes.slug,
      title: quizzes.title,
      is_published: quizzes.isPublished,
      difficulty: quizzes.difficulty,
    })
    .from(quizzes)
    .where(where)
    .orderBy(desc(quizzes.id))
    .limit(q.limit)
    .offset(q.offset);
  return { list, total: await totalOf(db, quizzes, where) };
}
